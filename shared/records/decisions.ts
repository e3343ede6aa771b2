import { copyPlain, eventsFor, type Seat } from '../engine'
import { FastRng } from '../random'
import { sameAction, type AnyExpertSpec } from '../games/expert/search'
import type { VerdictRequest } from '../games/expert/verdict'
import { isExpire, type GameRecord } from './format'
import type { Replay } from './replay'

/** One decision of one seat, with exactly what that seat knew when it made it. */
export interface Decision {
  /** The record's step it was played at (1-based, as `replay` numbers them); for a silence, the step that ended its window. */
  step: number
  seat: Seat
  /** The action taken, without its stamp; for a silence, the pass it amounted to. */
  played: unknown
  /** The seat said nothing and the window closed on it (Check!'s matching window, Cheat's challenge). */
  silent: boolean
  /** The seat's expert memory then: built from its own views and events only, as an expert player's. */
  knowledge: { seat: Seat }
  view: unknown
  legal: unknown[]
}

/**
 * Every decision `seat` made in a replayed record that the expert would weigh: its actions, and
 * the windows it let close in silence by the clock or the game moving on (not those another
 * seat's throw or call ended first: those it lost by time, not by choice). The seat's memory is
 * built as an expert player at that seat builds it, from the views and events it was given, so a
 * verdict knows what the seat knew and nothing else. A decision with nothing to weigh (one legal
 * action, or no candidate of the expert's but the played one) is left out. Games without an expert
 * have none.
 */
export function decisionsOf(record: GameRecord, replayed: Replay, seat: Seat): Decision[] {
  const { engine, expert: spec, isPass, isOpenAction } = replayed.game
  if (!spec) return []
  const k = spec.know(seat)
  spec.observe(k, engine.view(replayed.setup.state, seat), eventsFor(replayed.setup.events, seat))
  const out: Decision[] = []
  let state = replayed.setup.state
  for (const [i, step] of record.steps.entries()) {
    const legal = engine.legalActions(state, seat) as unknown[]
    let played: unknown = null
    let silent = false
    if (!isExpire(step) && step.seat === seat) played = step.action
    else if (isPass && (isExpire(step) || !isOpenAction?.(step.action))) {
      const pass = legal.find((a) => isPass(a))
      const after = replayed.steps[i]!.state
      if (pass !== undefined && !engine.legalActions(after, seat).some((a: unknown) => sameAction(a, pass))) {
        played = withoutStamp(pass)
        silent = true
      }
    }
    // An action of a kind the seat's legal list did not offer is one that beat the clock (a Cheat
    // claim stamped after its window closed, before the host's timer let it close): not judged.
    const offered = played !== null && legal.some((a) => (a as { type: string }).type === (played as { type: string }).type)
    if (offered && legal.length > 1) {
      const view = engine.view(state, seat)
      if (weighs(spec, k, view, legal, played)) out.push({ step: i + 1, seat, played, silent, knowledge: copyPlain(k), view, legal })
    }
    state = replayed.steps[i]!.state
    spec.observe(k, engine.view(state, seat), eventsFor(replayed.steps[i]!.events, seat))
  }
  return out
}

function withoutStamp(action: unknown): unknown {
  const { at: _at, ...rest } = action as Record<string, unknown>
  return rest
}

/** The expert has a choice here: another candidate besides the played action. */
function weighs(spec: AnyExpertSpec, k: { seat: Seat }, view: unknown, legal: readonly unknown[], played: unknown): boolean {
  return spec.candidates(k, view, legal).some((c: unknown) => !sameAction(c, played))
}

/**
 * The question a verdict answers for one decision, seeded by the record, the seat and the step
 * so the same review gives the same verdicts; `playouts` defaults to the expert player's own.
 */
export function verdictRequest(record: GameRecord, spec: AnyExpertSpec, decision: Decision, playouts = spec.playouts): VerdictRequest {
  return {
    game: record.game,
    knowledge: decision.knowledge,
    view: decision.view,
    legal: decision.legal,
    played: decision.played,
    seed: new FastRng(`verdict:${record.seed}:${decision.seat}:${decision.step}`).seed(),
    playouts,
  }
}
