import type { Applied, Engine, EngineError, GameEvent, Outcome } from '../engine'
import { err, ok, type Result } from '../result'
import { isExpire, type GameRecord, type RecordError, type RecordStep } from './format'
import { recordedGame, type RecordedGame } from './games'

type AnyEvent = { type: string }
type AnyEngine = Engine<any, any, any, any, any>

/** The code `applyStep` answers with when the engine threw instead of answering. */
export const ENGINE_THREW = 'ENGINE_THREW'

/**
 * Applies one step as the host does: an action stamped `{ ...action, at }`, or the clock reaching
 * `at` (`expire`). The one reading of a step, for records and `play`'s scripts alike. An engine
 * that throws (it must not) is reported as an error value, so a hostile file cannot crash a caller.
 */
export function applyStep(engine: AnyEngine, state: unknown, step: RecordStep): Result<Applied<unknown, AnyEvent>, EngineError> {
  try {
    if (isExpire(step)) {
      if (!engine.expire) return err({ code: 'NO_CLOCK', message: 'this game has no deadlines to let pass' })
      return engine.expire(state, step.expire)
    }
    return engine.apply(state, step.seat, { ...step.action, at: step.at })
  } catch (e) {
    return err({ code: ENGINE_THREW, message: e instanceof Error ? e.message : String(e) })
  }
}

/** The state after a step and that step's events, every seat's. */
export interface ReplayedStep {
  state: unknown
  events: GameEvent<AnyEvent>[]
}

export interface Replay {
  game: RecordedGame
  /** The deal: the state before the first step and the setup's events. */
  setup: ReplayedStep
  /** After each step of the record, in order: `steps[i]` follows `record.steps[i]`. */
  steps: ReplayedStep[]
  outcome: Outcome | null
}

/** Where a replay stopped: 0 is the deal, n the record's n-th step (as `play` numbers script lines). */
export type ReplayError = RecordError & { step: number }

/**
 * Deals the record's game again and plays every step on today's engine: every state and every
 * event, or where and why the record no longer replays. A step the engine refuses, or a result
 * other than the recorded one, means the record came from rules that no longer match.
 */
export function replay(record: GameRecord): Result<Replay, ReplayError> {
  const game = recordedGame(record.game, record.mode)
  if (!game) return err({ code: 'UNKNOWN_GAME', message: `This app has no game "${record.game}" to replay.`, step: 0 })
  const { engine } = game
  let started
  try {
    started = engine.setup(record.config, record.seed)
  } catch (e) {
    return err({ code: 'REPLAY_FAILED', message: `The game could not be dealt again: ${e instanceof Error ? e.message : String(e)}`, step: 0 })
  }
  if (!started.ok) {
    return err({ code: 'RULES_CHANGED', message: `The game's options are not accepted by today's rules: ${started.error.message}`, step: 0 })
  }
  const setup: ReplayedStep = { state: started.value.state, events: started.value.events }
  const steps: ReplayedStep[] = []
  let state = setup.state
  for (const [i, step] of record.steps.entries()) {
    const r = applyStep(engine, state, step)
    if (!r.ok) {
      const what = isExpire(step) ? 'the clock' : `seat ${step.seat}'s ${step.action.type}`
      return err(
        r.error.code === ENGINE_THREW
          ? { code: 'REPLAY_FAILED', message: `The game failed on step ${i + 1} (${what}): ${r.error.message}`, step: i + 1 }
          : { code: 'RULES_CHANGED', message: `Today's rules refuse step ${i + 1} (${what}): ${r.error.code}: ${r.error.message}`, step: i + 1 },
      )
    }
    state = r.value.state
    steps.push({ state, events: r.value.events })
  }
  const outcome = engine.outcome(state)
  if (!sameOutcome(outcome, record.result)) {
    return err({
      code: 'RULES_CHANGED',
      message: `Today's rules end this game ${describe(outcome)}, but the record says ${describe(record.result)}.`,
      step: record.steps.length,
    })
  }
  return ok({ game, setup, steps, outcome })
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i])
}

export function sameOutcome(a: Outcome | null, b: Outcome | null): boolean {
  if (a === null || b === null) return a === b
  return sameList(a.winners, b.winners) && sameList(a.scores, b.scores) && sameList(a.disqualified, b.disqualified)
}

function describe(o: Outcome | null): string {
  if (o === null) return 'unfinished'
  const winners = o.winners.length ? `won by seat ${o.winners.join(' and ')}` : 'won by nobody'
  return `${winners}, scores ${o.scores.join(', ') || 'none'}`
}
