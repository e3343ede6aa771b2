import type { Seat } from '../engine'

/**
 * A lesson: a game at the real table with a fixed deal, one goal, and steps the learner does one
 * at a time (issue 32). Lessons are data in each game's folder (`shared/games/<id>/lessons/`,
 * listed by its module's `lessons`); the host plays them (src-main/host/lesson-run.ts) and every
 * table screen shows them through the kit's lesson panel. docs/lessons.md says how to write one.
 *
 * Words are message keys under the game's own id, `<game>.lessons.<lesson id>.…`; the keys below
 * are relative to that (`goal`, a step's `say`, a hint, a wrong move's `why`).
 */
export interface Lesson<State = any, Action extends { type: string } = any> {
  /** Kept with the person's progress: never renamed once published. */
  id: string
  /** Seat 0 is the learner; the others are computer players whose moves the steps script. */
  seats: number
  /** The engine's config, as the table deals it. */
  config: unknown
  /** The fixed deal: the engine's deal from this seed (a test holds each lesson to its deal). */
  seed: string
  steps: readonly LessonStep<State, Action>[]
  /**
   * After its last step the table plays on as a short free game: the computer players at `easy`,
   * every legal move the learner's (a game's last lesson).
   */
  free?: boolean
}

export type LessonStep<State = any, Action extends { type: string } = any> = DoStep<State, Action> | BotStep<State, Action> | WaitStep | ReadStep

/** A move the learner must make. One of `par` the lesson's stars are counted against. */
export interface DoStep<State = any, Action extends { type: string } = any> {
  kind: 'do'
  /** What to do now, in one line (a key under the lesson). */
  say: string
  /** Whether an action is the step's move. Only it and the `wrong` ones are offered. */
  right(action: Action, state: State): boolean
  /**
   * Moves offered so the learner can try them, each with why it is wrong: the table plays it, the
   * panel says why, and "Try again" puts the table back at the step's start.
   */
  wrong?: readonly { when(action: Action, state: State): boolean; why: string }[]
  /** The hint rungs: which card matters, then where to look, then the move itself (keys). */
  hints: readonly [string, string, string]
  /** The move the lesson expects, for its own test and the "show me" rung's highlight. */
  solve(state: State): Action
  /**
   * The table's window runs in real time at this step (the race, once the learner has tried it
   * slowed): if it closes before the move, that is a wrong move, explained by `why`. Otherwise a
   * lesson's windows wait for the learner.
   */
  timed?: { why: string }
}

/**
 * Time passes to the table's deadline (a window closes, a count runs out) as if nobody moved:
 * what the engine does when its time is up, played at once.
 */
export interface WaitStep {
  kind: 'wait'
}

/**
 * A computer player's scripted move: played as soon as the learner's step before it is done. What
 * it did is the table's to show (its history line); a `read` step after it may say why it matters.
 */
export interface BotStep<State = any, Action extends { type: string } = any> {
  kind: 'bot'
  seat: Seat
  act(state: State): Action
}

/** A line to read before going on ("Next"): what just happened and why it matters. */
export interface ReadStep {
  kind: 'read'
  say: string
}

/** What the learner's moves and hints earn: three stars at par with no hint, one at least. */
export function lessonStars(moves: number, par: number, hints: number): 1 | 2 | 3 {
  const lost = Math.max(0, moves - par) + hints
  return lost === 0 ? 3 : lost <= 2 ? 2 : 1
}

/** How many moves the lesson asks of the learner: its `do` steps. */
export const lessonPar = (lesson: Lesson): number => lesson.steps.filter((s) => s.kind === 'do').length

/** How an action of the learner's stands against a `do` step: its move, a wrong move with its reason, or not offered. */
export function judgeLessonMove<State, Action extends { type: string }>(
  step: DoStep<State, Action>,
  action: Action,
  state: State,
): { kind: 'right' } | { kind: 'wrong'; why: string } | { kind: 'closed' } {
  if (step.right(action, state)) return { kind: 'right' }
  const wrong = step.wrong?.find((w) => w.when(action, state))
  return wrong ? { kind: 'wrong', why: wrong.why } : { kind: 'closed' }
}
