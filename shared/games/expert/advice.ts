import type { Seat } from '../../engine'
import { FastRng } from '../../random'
import type { Line } from '../narrator'
import { mean, Search, whoseFor, type AnyExpertSpec } from './search'

/** "What would the expert do?" asked for one seat: what it knows, as plain JSON for a worker thread. */
export interface AdviceRequest {
  game: string
  knowledge: { seat: Seat }
  view: unknown
  legal: unknown[]
  /** The seats' names, for words like "Ada's card 2". */
  names: string[]
  seed: number
  playouts: number
}

export interface Advice {
  /** The expert's move, one of the request's legal actions. */
  action: unknown
  /**
   * The move and why, in one line said to the seat, as data (`expert.advice.*` messages): the
   * screen words it in its language, the move first ("Take the discard: from what you know, …").
   */
  line: Line
  /** Why, in the game's own terms, when the game can say (the spec's `reason`): what to expect next after the move and after the next best. */
  reason?: Line
}

/**
 * The expert player's own search from what the seat knows, and why in one line: how much better
 * its move did than the next best on the same deals, in the game's measure. Null when there is
 * nothing to decide (no legal action) or it was called off.
 */
export function advise(spec: AnyExpertSpec, request: AdviceRequest, cancelled: () => boolean = () => false): Advice | null {
  const { knowledge: k, view, legal } = request
  if (legal.length === 0) return null
  const search = new Search<unknown>(spec, k, view, legal, new FastRng(request.seed))
  while (!search.settled && search.playouts < request.playouts && !cancelled()) search.round(cancelled)
  if (cancelled()) return null
  const best = search.bestIndex() ?? (search.candidates.length ? 0 : null)
  const n = whoseFor((s) => request.names[s] ?? `Seat ${s + 1}`, k.seat)
  const action = best === null ? legal[0] : search.candidates[best]
  const move = spec.say(action, view, n)
  const others = search.candidates.map((_, i) => i).filter((i) => i !== best && search.values[i]!.length > 0)
  if (best === null || others.length === 0) return { action, line: { key: 'expert.advice.alone', values: { move } } }
  const next = others.reduce((a, b) => (mean(search.values[b]!) > mean(search.values[a]!) ? b : a))
  const ahead = mean(search.values[best]!) - mean(search.values[next]!)
  const values = { move, next: spec.say(search.candidates[next], view, n) }
  // Its own generator, so asking why never changes what the search chose.
  const reason = spec.reason?.(k, view, action, search.candidates[next], new FastRng(`reason:${request.seed}`))
  const why = reason ? { reason } : {}
  // Below the least a verdict calls an inaccuracy, the two are as good as each other.
  if (ahead < spec.verdict.inaccuracy / 2) return { action, line: { key: 'expert.advice.even', values }, ...why }
  const by = spec.measure === 'points' ? pointsOf(ahead) : percentOf(ahead)
  return { action, line: { key: `expert.advice.ahead.${spec.measure}`, values: { ...values, by } }, ...why }
}

/** Points to one decimal, as a count a language words by its plurals ("6 points", "2.5 points"). */
export const tenths = (x: number) => Math.round(x * 10) / 10

/** A share of a win as a whole percentage, worded with its sign («18 %», "18%"). */
export const percentOf = (share: number): Line => ({ key: 'expert.percent', values: { percent: Math.round(share * 100) } })

/**
 * Points, or cards, to one decimal, worded with the language's plural ("6.5 points", «2,5 карты»):
 * a reason's figures. Cards are always what is taken or held, the sentence's object («1 карту»).
 * The figure a reason sets against one is a bare number ("4 points against 7", «4 очка против 7»):
 * Russian's «против» would want a case of its own.
 */
export const pointsOf = (x: number): Line => ({ key: 'expert.points', count: tenths(x) })
export const cardsOf = (x: number): Line => ({ key: 'expert.cards', count: tenths(x) })
