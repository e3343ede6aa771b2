import type { Seat } from '../../engine'
import { err, ok, type Result } from '../../result'
import { FastRng } from '../../random'
import type { VerdictScale } from '../descriptor'
import type { Line } from '../narrator'
import { mean, Search, type AnyExpertSpec } from './search'

/**
 * The judge's version, kept with every verdict the games database holds. Raise it when a change to
 * the search, a game's expert or its scale would judge a decision differently: the background judge
 * then judges the kept games again, so a person's accuracy over time is one judge's. 2: Check!'s
 * sampler leans a card its owner looked at by the turns they kept it (issue 31). 3: Four Down's,
 * Cheat's and Checks' verdicts say why (the spec's `reason`): their labels and losses are as they
 * were, but a review kept under 2 has no reason to show, so they are judged again to gain one.
 */
export const VERDICT_VERSION = 3

export const VERDICT_LABELS = ['good', 'inaccuracy', 'mistake', 'blunder'] as const
export type VerdictLabel = (typeof VERDICT_LABELS)[number]

/**
 * One decision to judge, as plain JSON so a worker thread can take it: what the seat knew then
 * (its expert memory and its view), its legal actions and the action it took.
 */
export interface VerdictRequest {
  game: string
  knowledge: { seat: Seat }
  view: unknown
  legal: unknown[]
  played: unknown
  seed: number
  /** The search's budget: the expert player's own (its spec's `playouts`) unless asked otherwise. */
  playouts: number
}

export interface Verdict {
  /** What the expert would have done: the played action itself when nothing did better. */
  expert: unknown
  /**
   * Expected results of the expert's choice and of the played action, in the game's measure,
   * from the same deals; null when there was nothing else to weigh (no playouts were needed).
   */
  expertValue: number | null
  playedValue: number | null
  /** How much the played action gave away (expertValue − playedValue, paired over the same deals), never below 0. */
  loss: number
  /** The standard error of `loss`: the label gives the played action the benefit of one. */
  error: number
  label: VerdictLabel
  playouts: number
  /** Why the expert's choice did better than the played action, in the game's own terms (the spec's `reason`), when the game can say. */
  reason?: Line
}

export interface VerdictHooks {
  /** Playouts done so far and in all: for a progress bar. */
  progress?(done: number, total: number): void
  /** Asked between playouts; true stops the work and the verdict is `CANCELLED`. */
  cancelled?(): boolean
}

/**
 * After the search has chosen, its choice and the played action are played out again on fresh
 * deals, this share of the search's budget: a choice made as the best of several noisy means
 * looks better than it is, and the loss is measured without that bias.
 */
export const CONFIRM_SHARE = 0.5

export function labelFor(loss: number, scale: VerdictScale): VerdictLabel {
  if (loss >= scale.blunder) return 'blunder'
  if (loss >= scale.mistake) return 'mistake'
  if (loss >= scale.inaccuracy) return 'inaccuracy'
  return 'good'
}

/**
 * The expert's verdict on one decision: the expert's own search (its sampler, candidates and
 * playouts) with the played action kept in the race to the end, even one the game's candidates
 * leave out; then both are played out on fresh deals with the same random numbers, and the loss
 * is labelled by the game's scale less one standard error. Deterministic from `request.seed`.
 */
export function judge(spec: AnyExpertSpec, request: VerdictRequest, hooks: VerdictHooks = {}): Result<Verdict, { code: 'CANCELLED'; message: string }> {
  const cancelled = hooks.cancelled ?? (() => false)
  const stopped = () => err({ code: 'CANCELLED' as const, message: 'The verdict was called off.' })
  const { knowledge: k, view } = request
  const rng = new FastRng(request.seed)
  const search = new Search<unknown>(spec, k, view, request.legal, rng, request.played)
  const budget = Math.max(1, request.playouts)
  const confirm = Math.ceil(budget * CONFIRM_SHARE)
  const total = budget + 2 * confirm
  while (!search.settled && search.playouts < budget) {
    if (cancelled()) return stopped()
    search.round(cancelled)
    hooks.progress?.(Math.min(search.playouts, budget), total)
  }
  if (cancelled()) return stopped()
  const played = search.kept
  const best = search.bestIndex()
  const expertWins = best !== null && best !== played && mean(search.values[best]!) > mean(search.values[played]!)
  if (!expertWins) {
    hooks.progress?.(total, total)
    const values = search.values[played]!
    const value = values.length ? mean(values) : null
    return ok({ expert: request.played, expertValue: value, playedValue: value, loss: 0, error: 0, label: 'good', playouts: search.playouts })
  }
  const choice = search.candidates[best]
  const a: number[] = []
  const b: number[] = []
  for (let i = 0; i < confirm; i++) {
    if (cancelled()) return stopped()
    const state = spec.sample(k, view, rng)
    const seed = rng.seed()
    a.push(spec.playout(state, k, choice, new FastRng(seed)))
    b.push(spec.playout(state, k, request.played, new FastRng(seed)))
    hooks.progress?.(budget + 2 * (i + 1), total)
  }
  const diffs = a.map((x, i) => x - b[i]!)
  const loss = mean(diffs)
  const spread = Math.sqrt(Math.max(0, mean(diffs.map((d) => d * d)) - loss * loss))
  const error = spread / Math.sqrt(diffs.length)
  const playouts = search.playouts + 2 * confirm
  // On fresh deals the played action did as well: the search's preference was its noise.
  if (loss <= 0) return ok({ expert: request.played, expertValue: mean(b), playedValue: mean(b), loss: 0, error, label: 'good', playouts })
  // Its own generator, so asking why never changes the verdict's figures.
  const reason = spec.reason?.(k, view, choice, request.played, new FastRng(`reason:${request.seed}`))
  return ok({ expert: choice, expertValue: mean(a), playedValue: mean(b), loss, error, label: labelFor(loss - error, spec.verdict), playouts, ...(reason && { reason }) })
}
