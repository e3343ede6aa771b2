import { cardsIn, isCard, type Card } from '../cards'
import { eventsFor, type GameEvent, type Outcome, type Seat } from '../engine'
import { actStep, type RecordStep } from '../records/format'
import { createSeatBot, type AnyCardGameModule, type Bot, type BotLevel } from './module'

/** One seeded match between bots on a simulated clock. */
export interface MatchOptions {
  levels: readonly BotLevel[]
  seed: string
  /** The module's default for this many seats when absent. */
  config?: unknown
  /** A match still running after this many actions counts as an error (a stuck game). */
  maxActions?: number
  /** Expert seats search this many playouts per decision instead of the game's figure. */
  playouts?: number
  /** A stopwatch (ms) to time the expert seats' searches by; none in shared code, so the caller's. */
  clock?: () => number
  /** Called after every step with the full state and its events: for tests that check a seat's memory against the truth. */
  onStep?: (state: unknown, events: readonly GameEvent<{ type: string }>[]) => void
}

export interface MatchRecord {
  /** The engine config the match was dealt with. */
  config: unknown
  /** Every step applied, as a game record keeps them (shared/records). */
  steps: RecordStep[]
  final: unknown
  outcome: Outcome | null
  actions: number
  /** Actions the engine rejected, exceptions, stalls. */
  errors: number
  invariantViolations: number
  /** The first few failures in words, for whoever has to fix them. */
  problems: string[]
  /** How long each of the expert seats' searches took, in ms, when a clock was given. */
  thinkMs: number[]
}

/** Failures kept in words per match and per report. */
export const MAX_PROBLEMS = 5

/** Everything accounted for: 52 distinct cards somewhere in the state. */
export function conservationProblem(module: AnyCardGameModule, state: unknown): string | null {
  const cards: Card[] = module.cardsOf(state)
  const distinct = new Set(cards).size
  return cards.length === 52 && distinct === 52 ? null : `cards: ${cards.length} listed, ${distinct} distinct`
}

/**
 * Tracks, per seat, every face that seat has been shown through events, and reports any face a
 * view shows that the seat was never shown: the "views leak nothing" rule.
 */
export class LeakWatch {
  private readonly seen: Set<Card>[]

  constructor(seats: number) {
    this.seen = Array.from({ length: seats }, () => new Set<Card>())
  }

  record(events: readonly GameEvent<unknown>[]): void {
    for (const e of events) {
      if (e.to === 'all') for (const s of this.seen) cardsIn(e.event, s)
      else if (typeof e.to === 'number') {
        const s = this.seen[e.to]
        if (s) cardsIn(e.event, s)
      }
    }
  }

  /** Faces in `view` that `seat` has not been shown. */
  leaks(seat: Seat, view: unknown): Card[] {
    const seen = this.seen[seat] ?? new Set<Card>()
    const out: Card[] = []
    unseenFaces(view, seen, out)
    return out
  }
}

// cardsIn's walk without building a set per view: it runs for every seat after every action,
// the hottest loop of self-play.
function unseenFaces(value: unknown, seen: ReadonlySet<Card>, out: Card[]): void {
  if (typeof value === 'string') {
    if (value.length === 2 && isCard(value) && !seen.has(value) && !out.includes(value)) out.push(value)
  } else if (Array.isArray(value)) {
    for (const v of value) unseenFaces(v, seen, out)
  } else if (value !== null && typeof value === 'object') {
    for (const k in value) unseenFaces((value as Record<string, unknown>)[k], seen, out)
  }
}

/**
 * Plays one match as a discrete-event simulation: every seat with something to do is asked for
 * a decision, the earliest (now + its delay) happens, unless the engine's deadline comes first,
 * in which case time jumps there and the engine expires. Invariants run after every step.
 */
export function playMatch(module: AnyCardGameModule, opts: MatchOptions): MatchRecord {
  const { engine } = module
  const seats = opts.levels.length
  const config = opts.config ?? module.defaultConfig(seats)
  const record: MatchRecord = { config, steps: [], final: null, outcome: null, actions: 0, errors: 0, invariantViolations: 0, problems: [], thinkMs: [] }
  const note = (text: string): void => {
    if (record.problems.length < MAX_PROBLEMS) record.problems.push(`${opts.seed}: ${text}`)
  }
  try {
    const started = engine.setup(config, opts.seed)
    if (!started.ok) {
      record.errors++
      note(`setup: ${started.error.code} ${started.error.message}`)
      return record
    }
    let state: unknown = started.value.state
    const clock = opts.clock
    const timing = clock && { now: clock, record: (ms: number) => record.thinkMs.push(ms) }
    const bots: Bot<unknown, unknown, { type: string }>[] = opts.levels.map((level, seat) =>
      createSeatBot(module, seat, level, `${opts.seed}:${seat}`, { playouts: opts.playouts, timing }),
    )
    const watch = new LeakWatch(seats)
    let views: unknown[] = []

    const after = (events: readonly GameEvent<{ type: string }>[], what: string): void => {
      watch.record(events)
      views = bots.map((_, seat) => engine.view(state, seat))
      const lost = conservationProblem(module, state)
      if (lost) {
        record.invariantViolations++
        note(`after ${what}: ${lost}`)
      }
      bots.forEach((bot, seat) => {
        const leaked = watch.leaks(seat, views[seat])
        if (leaked.length) {
          record.invariantViolations++
          note(`after ${what}: seat ${seat} sees ${leaked.join(' ')} it was never shown`)
        }
        bot.observe(views[seat], eventsFor(events, seat))
      })
      opts.onStep?.(state, events)
    }

    after(started.value.events, 'setup')
    const maxActions = opts.maxActions ?? 20_000
    let now = 0
    while (!engine.outcome(state)) {
      if (record.actions >= maxActions) {
        record.errors++
        note(`unfinished after ${maxActions} actions`)
        break
      }
      let next: { seat: Seat; action: unknown; at: number } | null = null
      for (let seat = 0; seat < seats; seat++) {
        const legal = engine.legalActions(state, seat)
        if (legal.length === 0) continue
        const decision = bots[seat]?.decide(views[seat], legal, now)
        if (!decision) continue
        const at = now + Math.max(0, decision.delayMs)
        if (!next || at < next.at) next = { seat, action: decision.action, at }
      }
      const deadline = engine.deadline?.(state) ?? null
      let result
      let what: string
      if (deadline !== null && engine.expire && (!next || deadline <= next.at)) {
        now = Math.max(now, deadline)
        result = engine.expire(state, now)
        what = `expire at ${now}`
        if (result.ok) record.steps.push({ expire: now })
      } else if (next) {
        now = next.at
        const stamped = { ...(next.action as object), at: now }
        result = engine.apply(state, next.seat, stamped)
        what = `seat ${next.seat} ${JSON.stringify(stamped)}`
        if (result.ok) record.steps.push(actStep(next.seat, stamped as { type: string; at: number }))
      } else {
        record.errors++
        note('stalled: nobody can act and nothing is on the clock')
        break
      }
      record.actions++
      if (!result.ok) {
        record.errors++
        note(`${what} rejected: ${result.error.code} ${result.error.message}`)
        break
      }
      state = result.value.state
      after(result.value.events, what)
    }
    record.final = state
    record.outcome = engine.outcome(state)
  } catch (e) {
    record.errors++
    note(`exception: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
  }
  return record
}
