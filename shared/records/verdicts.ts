import { eventsFor, type GameEvent, type Seat } from '../engine'
import { err, ok, type Result } from '../result'
import { percentOf, pointsOf, tenths } from '../games/expert/advice'
import { narrator, type Line, type Narrator } from '../games/narrator'
import { sameAction, whoseFor, type Whose } from '../games/expert/search'
import type { AnyExpertSpec } from '../games/expert/search'
import type { VerdictMeasure } from '../games/descriptor'
import { CONFIRM_SHARE, judge, VERDICT_LABELS, type Verdict, type VerdictLabel } from '../games/expert/verdict'
import { decisionsOf, verdictRequest, type Decision } from './decisions'
import type { GameRecord } from './format'
import type { Replay } from './replay'

/** One judged decision of a review: what was played, what the expert would have played, and the label. */
export interface JudgedStep {
  /** The record's step (1-based); for a silence, the step that closed its window. */
  step: number
  seat: Seat
  silent: boolean
  /** The kind of decision it was, a key under `<game>.decisions.*` (ExpertSpec.decision). */
  kind: string
  played: unknown
  expert: unknown
  /** Both moves in a few words, said to the seat ("take the K♥ from the pile"), as data the screen words (ExpertSpec.say). */
  playedWords: Line
  expertWords: Line
  /**
   * What the seat did, as its history tells it ("You drew from the pile."): the step's first entry
   * about the seat in that seat's history, so a verdict and the history name a move alike. A
   * silence, or a move the history leaves out (a Cheat claim let stand), is said in its own words.
   */
  account: Line[]
  /** Expected results in the game's own measure (docs/expert.md, "The verdict"); null when nothing needed weighing. */
  playedValue: number | null
  expertValue: number | null
  loss: number
  /** The loss in the game's measure, as data: "12 points", "18% of a win". */
  lossWords: Line
  label: VerdictLabel
  /** Why the expert's move did better, in the game's own terms, when the game can say (the verdict's `reason`). */
  reason?: Line
}

/** How far a review's verdicts are: playouts done of all, and decisions judged of all. */
export interface VerdictProgress {
  done: number
  total: number
  judged: number
  decisions: number
}

export interface RecordVerdictHooks {
  progress?(p: VerdictProgress): void
  /** Asked between playouts: true stops the work, and the answer is CANCELLED. */
  cancelled?(): boolean
}

export type VerdictJobError = { code: 'CANCELLED' | 'NO_EXPERT'; message: string }

/** Playouts a decision's verdict may take at most: its search's budget and the two fresh looks. */
const budgetOf = (playouts: number) => Math.max(1, playouts) + 2 * Math.ceil(Math.max(1, playouts) * CONFIRM_SHARE)

/**
 * The expert's verdict on every decision `seat` made in a replayed record, one decision at a time:
 * a generator that yields after each, so a caller on a busy thread can let other work in between
 * (the worker runs it straight through). Each decision is judged from that seat's knowledge only
 * (`decisionsOf`), at the expert player's own budget unless `playouts` says otherwise. Its return
 * value is the judged steps in order, or why there are none.
 */
export function* judging(
  record: GameRecord,
  replayed: Replay,
  seat: Seat,
  hooks: RecordVerdictHooks = {},
  playouts?: number,
): Generator<void, Result<JudgedStep[], VerdictJobError>, void> {
  const spec = replayed.game.expert
  if (!spec) return err({ code: 'NO_EXPERT', message: 'This game has no expert to judge its decisions.' })
  const decisions = decisionsOf(record, replayed, seat)
  const budget = budgetOf(playouts ?? spec.playouts)
  const total = budget * decisions.length
  const name = (s: Seat) => record.seats[s]?.name ?? `Seat ${s + 1}`
  const whose = whoseFor(name, seat)
  const history = narrator(name, seat)
  const out: JudgedStep[] = []
  hooks.progress?.({ done: 0, total, judged: 0, decisions: decisions.length })
  for (const [i, d] of decisions.entries()) {
    const v = judge(spec, verdictRequest(record, spec, d, playouts), {
      cancelled: hooks.cancelled,
      progress: (done) => hooks.progress?.({ done: i * budget + Math.min(done, budget), total, judged: i, decisions: decisions.length }),
    })
    if (!v.ok) return v
    out.push(judgedStep(spec, d, v.value, whose, historyEntry(spec, seat, replayed.steps[d.step - 1]!.events, history)))
    hooks.progress?.({ done: (i + 1) * budget, total, judged: i + 1, decisions: decisions.length })
    yield
  }
  return ok(out)
}

/** `judging` run straight through, on the calling thread: the worker's way, and the tests'. */
export function judgeRecord(record: GameRecord, replayed: Replay, seat: Seat, hooks: RecordVerdictHooks = {}, playouts?: number): Result<JudgedStep[], VerdictJobError> {
  const run = judging(record, replayed, seat, hooks, playouts)
  for (;;) {
    const next = run.next()
    if (next.done) return next.value
  }
}

function judgedStep(spec: AnyExpertSpec, d: Decision, v: Verdict, n: Whose, entry: Line[] | null): JudgedStep {
  const playedWords = spec.say(d.played, d.view, n)
  return {
    step: d.step,
    seat: d.seat,
    silent: d.silent,
    kind: spec.decision(d.view, d.legal),
    played: d.played,
    expert: v.expert,
    playedWords,
    expertWords: spec.say(v.expert, d.view, n),
    // A silence's step is another seat's move or the clock: its history is not the seat's.
    account: d.silent ? [{ key: 'review.verdict.silence' }] : (entry ?? [{ key: 'review.verdict.chose', values: { played: playedWords } }]),
    playedValue: v.playedValue,
    expertValue: v.expertValue,
    loss: v.loss,
    lossWords: amountLine(spec.measure, v.loss),
    label: v.label,
    ...(v.reason && { reason: v.reason }),
  }
}

/**
 * A seat's move as its history tells it, from the step's events that seat was shown: the first
 * entry whose sentence is about the seat (a reshuffle the draw set off may come before it), or
 * null when the history has none. A sentence about the reader is a message's `you` form (narrator.ts).
 */
function historyEntry(spec: AnyExpertSpec, seat: Seat, events: readonly GameEvent<unknown>[], n: Narrator): Line[] | null {
  for (const e of eventsFor(events, seat)) {
    const lines = spec.describe(e, n)
    if (lines[0]?.key.endsWith('.you')) return lines
  }
  return null
}

/**
 * What the verdict says of one judged step, as sentences for the screen to word: first what the
 * seat did, in its history's words; then that the expert would have done the same, that it leaned
 * to another move by less than the search tells apart (a good move all the same), or what the move
 * gave away and what the expert would have done instead. "The same" is the same action, never a
 * different move that merely scored as well.
 */
export function explanation(j: JudgedStep): Line[] {
  return [...j.account, verdictLine(j)]
}

function verdictLine(j: JudgedStep): Line {
  if (j.label !== 'good') return { key: 'review.verdict.gaveAway', values: { loss: j.lossWords, expert: j.expertWords } }
  return sameAction(j.played, j.expert) ? { key: 'review.verdict.same' } : { key: 'review.verdict.withinMargin', values: { expert: j.expertWords } }
}

/** An amount in a game's measure, as data: "12 points", "18% of a win". */
export const amountLine = (measure: VerdictMeasure['measure'], amount: number): Line =>
  measure === 'points' ? pointsOf(amount) : { key: 'expert.ofAWin', values: { percent: percentOf(amount) } }

/**
 * An expected result in words: in round points, how far ahead of the others' average (or behind
 * it) the seat ends the round, as a playout counts it; else its share of a win.
 */
function resultLine(measure: VerdictMeasure['measure'], value: number): Line {
  if (measure === 'win') return amountLine(measure, value)
  const points = tenths(value)
  if (points === 0) return { key: 'expert.result.level' }
  return { key: points > 0 ? 'expert.result.ahead' : 'expert.result.behind', values: { points: amountLine(measure, Math.abs(points)) } }
}

/** The expected result of the move played and of the expert's, or null when nothing needed weighing. */
export function valuesLine(j: JudgedStep, measure: VerdictMeasure['measure']): Line | null {
  if (j.playedValue === null || j.expertValue === null) return null
  return { key: 'review.verdict.values', values: { played: resultLine(measure, j.playedValue), expert: resultLine(measure, j.expertValue) } }
}

/** The labels' thresholds, the very numbers the verdict labels by: good below an inaccuracy's, each other label from its own. */
export function legendLines({ measure, scale }: VerdictMeasure): { label: VerdictLabel; line: Line }[] {
  return VERDICT_LABELS.map((label) => ({
    label,
    line: label === 'good'
      ? { key: 'review.legend.good', values: { label: labelLine(label), amount: amountLine(measure, scale.inaccuracy) } }
      : { key: 'review.legend.from', values: { label: labelLine(label), amount: amountLine(measure, scale[label]) } },
  }))
}

/** The label in words ("a blunder", «грубая ошибка»). */
export const labelLine = (label: VerdictLabel): Line => ({ key: `review.label.${label}` })

/** One of the costliest decisions in the summary: "You discarded the 10♣. A blunder, about 12 points: the expert would …". */
export function costlyLine(j: JudgedStep): Line[] {
  return [...j.account, { key: 'review.verdict.costly', values: { label: labelLine(j.label), loss: j.lossWords, expert: j.expertWords } }]
}

/** The decisions that gave away the most, costliest first (ties: the earlier step); good ones never. */
export function costliest(steps: readonly JudgedStep[], count = 3): JudgedStep[] {
  return steps
    .filter((s) => s.label !== 'good')
    .sort((a, b) => b.loss - a.loss || a.step - b.step)
    .slice(0, count)
}
