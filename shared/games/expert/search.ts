import type { Engine, GameId, Seat } from '../../engine'
import type { Bot, BotDecision, BotOptions } from '../module'
import { FastRng } from './rng'

/**
 * One game's half of the expert player: what a seat remembers, how to deal out a full table
 * consistent with it, and a quick way to play on from there. The search itself is the same for
 * every game (`search` below).
 */
export interface ExpertSpec<State, Action, View, E, K extends { seat: Seat }> {
  game: GameId
  engine: Engine<any, State, Action, View, E>
  /** What a seat knows before the first event: its own seat number. */
  know(seat: Seat): K
  /** Learns from one step's view and events, and from nothing else. Mutates `k`. */
  observe(k: K, view: View, events: readonly E[]): void
  /** A full state that agrees with everything `k` and `view` say: a determinisation. */
  sample(k: K, view: View, rng: FastRng): State
  /** The legal actions worth searching, most promising first (ties go to the earlier); none means wait. */
  candidates(k: K, view: View, legal: readonly Action[]): Action[]
  /**
   * Applies `first` to `state` and plays on with every seat, this one included, choosing from
   * what that seat would know; the value of how it ended for `k.seat` (higher is better).
   */
  playout(state: State, k: K, first: Action, rng: FastRng): number
  /** Decisions with the same key are one decision, asked again: the answer and its moment stand. */
  situation(view: View, legal: readonly Action[]): string
  /** How long a strong person takes over this decision, in ms. */
  reaction(view: View, legal: readonly Action[], rng: FastRng): number
  /** An answer a person gives by saying nothing (letting a Cheat claim pass): the bot waits instead. */
  silent?(view: View, action: Action): boolean
  /** Playouts per decision when no time budget is given: self-play's reproducible budget. */
  playouts: number
}

export type AnyExpertSpec = ExpertSpec<any, any, any, any, { seat: Seat }>

/** When to stop searching: after so many playouts, or when the caller's clock says so. */
export type Budget = { playouts: number } | { stop: (playouts: number) => boolean }

export interface SearchResult<Action> {
  /** Null when no candidate is worth making: the seat waits. */
  action: Action | null
  /** Playouts played, over every candidate. */
  playouts: number
}

/** What the expert sends to a thinking thread: its own knowledge and view, nothing more. */
export interface ThinkRequest {
  game: GameId
  knowledge: unknown
  view: unknown
  legal: unknown[]
  seed: number
}

/** A thinking thread's answer: the index into the request's `legal`, or −1 to wait. */
export interface ThinkAnswer {
  index: number
  playouts: number
}

// Paired differences against the leader decide when a candidate is out of the race; with common
// random numbers, two actions that play out alike differ by exactly nothing and both stay.
const CHECK_EVERY = 4
const FIRST_CHECK = 8
const Z = 2.5

/**
 * Determinised Monte Carlo search: each round deals one full table consistent with what the
 * seat knows and plays every surviving candidate out from it with the same random numbers; a
 * candidate clearly behind the leader on the same deals stops being played. The best mean wins.
 */
export function search<Action>(
  spec: AnyExpertSpec,
  k: { seat: Seat },
  view: unknown,
  legal: readonly Action[],
  rng: FastRng,
  budget: Budget,
): SearchResult<Action> {
  const cands = spec.candidates(k, view, legal) as Action[]
  if (cands.length <= 1) return { action: cands[0] ?? null, playouts: 0 }
  const stop = 'playouts' in budget ? (n: number) => n >= budget.playouts : budget.stop
  const values: number[][] = cands.map(() => [])
  let alive = cands.map((_, i) => i)
  let played = 0
  for (let n = 1; !stop(played); n++) {
    const state = spec.sample(k, view, rng)
    const seed = rng.seed()
    for (const i of alive) values[i]!.push(spec.playout(state, k, cands[i], new FastRng(seed)))
    played += alive.length
    if (alive.length > 1 && n >= FIRST_CHECK && n % CHECK_EVERY === 0) alive = survivors(alive, values)
  }
  let best = alive[0] as number
  for (const i of alive) if (mean(values[i]!) > mean(values[best]!)) best = i
  return { action: cands[best] as Action, playouts: played }
}

function mean(xs: readonly number[]): number {
  let s = 0
  for (const x of xs) s += x
  return xs.length ? s / xs.length : 0
}

function survivors(alive: number[], values: number[][]): number[] {
  let leader = alive[0] as number
  for (const i of alive) if (mean(values[i]!) > mean(values[leader]!)) leader = i
  const lead = values[leader]!
  return alive.filter((i) => {
    if (i === leader) return true
    const v = values[i]!
    let s = 0
    let s2 = 0
    for (let j = 0; j < v.length; j++) {
      const d = (lead[j] as number) - (v[j] as number)
      s += d
      s2 += d * d
    }
    const m = s / v.length
    const sd = Math.sqrt(Math.max(0, s2 / v.length - m * m))
    return m <= Z * (sd / Math.sqrt(v.length)) || m <= 1e-9
  })
}

/** Runs a thinking thread's request: the same search, under the thread's own clock. */
export function answerThink(spec: AnyExpertSpec, request: ThinkRequest, stop: (playouts: number) => boolean): ThinkAnswer {
  const result = search(spec, request.knowledge as { seat: Seat }, request.view, request.legal, new FastRng(request.seed), { stop })
  return { index: result.action === null ? -1 : request.legal.indexOf(result.action), playouts: result.playouts }
}

/**
 * The expert player for one seat. It remembers what its views and events showed it and nothing
 * else; `decide` searches on the calling thread for `spec.playouts` playouts (self-play,
 * reproducible from the seed), `think` hands the same question to `options.think` (the app's
 * worker thread, bounded by time) and answers when it does.
 */
export function createExpertBot<View, Action, E>(
  spec: AnyExpertSpec,
  seat: Seat,
  seed: string,
  options: BotOptions = {},
): Bot<View, Action, E> {
  const k = spec.know(seat)
  const rng = new FastRng(`expert:${spec.game}:${seat}:${seed}`)
  // A person decides once per situation and acts when ready: asked again, the answer and its
  // moment stand. `decided` with a null action is a decision to wait.
  let plan: { key: string; decided: boolean; action: Action | null; readyAt: number } | null = null

  const begin = (view: View, legal: readonly Action[], now: number): string => {
    const key = spec.situation(view, legal)
    if (plan?.key !== key) plan = { key, decided: false, action: null, readyAt: now + spec.reaction(view, legal, rng) }
    return key
  }
  const answer = (view: View, now: number): BotDecision<Action> | null => {
    const action = plan?.action ?? null
    if (!plan || action === null || spec.silent?.(view, action)) return null
    return { action, delayMs: Math.max(0, plan.readyAt - now) }
  }
  const settle = (view: View, action: Action | null, now: number): BotDecision<Action> | null => {
    if (!plan) return null
    plan.decided = true
    plan.action = action
    return answer(view, now)
  }

  const bot: Bot<View, Action, E> = {
    observe(view, events) {
      spec.observe(k, view, events)
    },
    decide(view, legal, now) {
      if (legal.length === 0) return null
      begin(view, legal, now)
      if (plan?.decided) return answer(view, now)
      const { action } = search(spec, k, view, legal, rng, { playouts: options.playouts ?? spec.playouts })
      return settle(view, action, now)
    },
  }
  const think = options.think
  if (think) {
    bot.think = async (view, legal, now) => {
      if (legal.length === 0) return null
      const key = begin(view, legal, now)
      if (plan?.decided) return answer(view, now)
      // The knowledge is copied into the request now (it is plain JSON): events observed while the
      // thread thinks must not change the question it is answering.
      const request: ThinkRequest = { game: spec.game, knowledge: JSON.parse(JSON.stringify(k)), view, legal: [...legal], seed: rng.seed() }
      const reply = await think(request)
      if (plan?.key !== key) return null
      return settle(view, legal[reply.index] ?? null, now)
    }
  }
  return bot
}
