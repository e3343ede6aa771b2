import type { Engine, Seat } from '../../engine'
import { FastRng } from '../../random'
import type { VerdictMeasure, VerdictScale } from '../descriptor'
import { narrator, type Line, type Narrator } from '../narrator'

/**
 * One game's half of the expert player: what a seat remembers, how to deal out a full table
 * consistent with it, and a quick way to play on from there. The search itself is the same for
 * every game (`Search` below).
 */
export interface ExpertSpec<State, Action, View, E, K extends { seat: Seat }> {
  /** The id of the game this searches (its descriptor's). */
  game: string
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
  /**
   * The kind of decision this is, as its key under `<game>.decisions.*` ("drawn": what to do with a
   * drawn card): the Progress screen adds verdicts up by it to show which decisions cost the most.
   * Judged from the choice on offer, not the one made, so every answer to it counts alike.
   */
  decision(view: View, legal: readonly Action[]): string
  /** How long a strong person takes over this decision, in ms. */
  reaction(view: View, legal: readonly Action[], rng: FastRng): number
  /** An answer a person gives by saying nothing (letting a Cheat claim pass): the bot waits instead. */
  silent?(view: View, action: Action): boolean
  /**
   * A move in a few words, as advice to the seat that may make it ("take the K♥ from the pile",
   * "swap your card 2 with Ada's card 1"): the verdict's and the practice table's way of naming a
   * move, in the nouns and verbs the game's history uses for it (`describe`). Data, not words
   * (`<game>.expert.*` messages, in the game's own locales): a phrase that fits "the expert would …"
   * and begins a line of advice, in the infinitive where a language has one («взять K♥ из сброса»).
   */
  say(action: Action, view: View, whose: Whose): Line
  /**
   * The history's sentences for one event (the game's describe.ts): a verdict tells the person
   * what they did in the very words their history shows, so the two never name one move twice.
   */
  describe(event: E, n: Narrator): Line[]
  /**
   * Why `best` did better than `next` in the search, in one line of the game's own terms: what
   * the seat can expect to happen next after each, from deals of what it knows (`sample`). Data,
   * not words, as `say` is; undefined where the game has nothing to add to the search's figures.
   */
  reason?(k: K, view: View, best: Action, next: Action, rng: FastRng): Line | undefined
  /** What `playout` returns, for words: the game descriptor's `verdict.measure`. */
  measure: VerdictMeasure['measure']
  /** Playouts per decision when no time budget is given: self-play's reproducible budget. */
  playouts: number
  /** How much of what `playout` measures a move must give away to be an inaccuracy, a mistake, a blunder: the descriptor's `verdict.scale`. */
  verdict: VerdictScale
}

export type AnyExpertSpec = ExpertSpec<any, any, any, any, { seat: Seat }>

/**
 * A decision's kind from the action types on offer: the first kind, in the game's order, that one
 * of the legal actions belongs to ("a drawn card" before "a turn", where both are on offer).
 */
export function decisionKind(legal: readonly { type: string }[], kinds: readonly (readonly [kind: string, types: readonly string[]])[]): string {
  for (const [kind, types] of kinds) if (legal.some((a) => types.includes(a.type))) return kind
  return kinds.at(-1)![0]
}


// Paired differences against the leader decide when a candidate is out of the race; with common
// random numbers, an action that plays out exactly like the leader on every deal so far is the
// same move in effect, and one of them is enough.
const CHECK_EVERY = 4
const FIRST_CHECK = 8
const Z = 2.5

/**
 * Determinised Monte Carlo search over one decision, run a round at a time so a caller can stop
 * it by playouts (self-play) or by its clock (the app). Each round deals one full table
 * consistent with what the seat knows and plays every surviving candidate out from it with the
 * same random numbers; a candidate clearly behind the leader on the same deals stops being
 * played. The best mean wins.
 */
export class Search<Action> {
  readonly candidates: Action[]
  /** Playouts played so far, over every candidate. */
  playouts = 0
  /** Each candidate's playout values, one per round it was played in. */
  readonly values: number[][]
  /** The candidate that is never dropped (`keep`), or −1. */
  readonly kept: number
  private alive: number[]
  private rounds = 0

  /**
   * `keep` is an action weighed to the end whatever the others do, added to the candidates when
   * the game's own list left it out: the verdict on a move someone actually played.
   */
  constructor(
    private readonly spec: AnyExpertSpec,
    private readonly k: { seat: Seat },
    private readonly view: unknown,
    legal: readonly Action[],
    private readonly rng: FastRng,
    keep?: Action,
  ) {
    this.candidates = spec.candidates(k, view, legal) as Action[]
    this.kept = keep === undefined ? -1 : this.candidates.findIndex((c) => sameAction(c, keep))
    if (keep !== undefined && this.kept < 0) this.kept = this.candidates.push(keep) - 1
    this.values = this.candidates.map(() => [])
    this.alive = this.candidates.map((_, i) => i)
  }

  /** Nothing is left to weigh: one candidate standing, or none (the seat waits). */
  get settled(): boolean {
    return this.alive.length <= 1
  }

  /**
   * One deal, every surviving candidate played out from it once. `enough` is asked before each
   * playout but the first: when it says so the round ends there, so a clock bounds a decision by
   * one playout rather than one deal of them all (a Check! deal with many swaps to weigh, on a busy
   * machine, ran past a second). A cut round is the search's last, so its unpaired values are kept
   * for the means and never reach the paired test.
   */
  round(enough: () => boolean = () => false): void {
    if (this.settled) return
    const state = this.spec.sample(this.k, this.view, this.rng)
    const seed = this.rng.seed()
    let played = 0
    for (const i of this.alive) {
      if (played > 0 && enough()) break
      this.values[i]!.push(this.spec.playout(state, this.k, this.candidates[i], new FastRng(seed)))
      played++
    }
    this.playouts += played
    if (played < this.alive.length) return
    this.rounds++
    if (this.rounds >= FIRST_CHECK && this.rounds % CHECK_EVERY === 0) this.alive = survivors(this.alive, this.values, this.kept)
  }

  /** The best candidate so far, of those played out at least once; null when there is none. */
  best(): Action | null {
    const best = this.bestIndex()
    return best === null ? null : (this.candidates[best] as Action)
  }

  /** Where `best` stands in `candidates`. */
  bestIndex(): number | null {
    let best = this.alive[0]
    if (best === undefined) return null
    for (const i of this.alive) {
      if (this.values[i]!.length > 0 && mean(this.values[i]!) > mean(this.values[best]!)) best = i
    }
    return best
  }
}

/** Searches until `playouts` are played or nothing is left to weigh: reproducible from `rng`'s seed. */
export function searchFor<Action>(
  spec: AnyExpertSpec,
  k: { seat: Seat },
  view: unknown,
  legal: readonly Action[],
  rng: FastRng,
  playouts: number,
): Search<Action> {
  const s = new Search<Action>(spec, k, view, legal, rng)
  while (!s.settled && s.playouts < playouts) s.round()
  return s
}

/** The same move, whatever the host stamped on it: actions compare as JSON without their `at`. */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const { at: _a, ...x } = a as Record<string, unknown>
  const { at: _b, ...y } = b as Record<string, unknown>
  return JSON.stringify(x) === JSON.stringify(y)
}

export function mean(xs: readonly number[]): number {
  let s = 0
  for (const x of xs) s += x
  return xs.length ? s / xs.length : 0
}

function survivors(alive: number[], values: number[][], kept: number): number[] {
  let leader = alive[0] as number
  for (const i of alive) if (mean(values[i]!) > mean(values[leader]!)) leader = i
  const lead = values[leader]!
  return alive.filter((i) => {
    if (i === leader || i === kept) return true
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
    if (Math.abs(m) <= 1e-9 && sd <= 1e-9) return false
    return m <= Z * (sd / Math.sqrt(v.length))
  })
}

/**
 * A card on the table as advice to one seat names it: that seat's own ("your card 2", «свою
 * карту 2») or another player's ("Ada's card 1", «карту 1 игрока Ада»), as a phrase the screen
 * words in its language (`expert.card` messages). Built on the narrator's `of`, with the advised
 * seat as the sentence's subject.
 */
export type Whose = (seat: Seat, slot: number) => Line
export function whoseFor(names: (seat: Seat) => string, you: Seat): Whose {
  const n = narrator(names, you)
  return (seat, slot) => n.of(you, seat, 'expert.card', { slot: slot + 1 })
}
