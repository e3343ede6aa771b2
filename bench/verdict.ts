import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fourDownGame } from '../shared/games/four-down'
import { judge, VERDICT_LABELS, type VerdictLabel } from '../shared/games/expert/verdict'
import type { BotLevel } from '../shared/games/module'
import { playMatch } from '../shared/games/selfplay'
import { decisionsOf, verdictRequest } from '../shared/records/decisions'
import { computerSeats, makeRecord } from '../shared/records/format'
import { replay } from '../shared/records/replay'

// The expert's verdict on every decision of seat 0 of a whole seeded Four Down match (by default a
// hard player against an expert, to 100 points), each at the expert player's own budget, on this
// thread: what a review of such a match costs. `npm run bench -- verdict [seed] [level,level]`.
// The machine may be shared, so its load is given.
const round = (x: number, digits = 1): number => Number(x.toFixed(digits))
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

export async function run(args: string[]): Promise<unknown> {
  const seed = args[0] ?? 'bench-verdict'
  const levels = (args[1] ?? 'hard,expert').split(',') as BotLevel[]
  const seat = 0
  const load = loadavg()
  const match = playMatch(fourDownGame, { levels, seed })
  const record = makeRecord({
    game: 'four-down', mode: 'table', app: 'bench', seed, config: match.config, startedAt: 0, steps: match.steps, result: match.outcome,
    seats: computerSeats(levels),
  })
  const replayed = replay(record)
  if (!replayed.ok) throw new Error(replayed.error.message)
  const spec = fourDownGame.expert!
  const started = performance.now()
  const decisions = decisionsOf(record, replayed.value, seat)
  const decisionsMs = performance.now() - started
  const times: number[] = []
  const labels = Object.fromEntries(VERDICT_LABELS.map((l) => [l, 0])) as Record<VerdictLabel, number>
  const losses: number[] = []
  let playouts = 0
  for (const d of decisions) {
    const t = performance.now()
    const v = judge(spec, verdictRequest(record, spec, d))
    times.push(performance.now() - t)
    if (!v.ok) continue
    labels[v.value.label]++
    losses.push(v.value.loss)
    playouts += v.value.playouts
  }
  const totalMs = performance.now() - started
  const sorted = times.slice().sort((a, b) => a - b)
  const lossSorted = losses.slice().sort((a, b) => a - b)
  return {
    bench: 'verdict',
    game: 'four-down',
    seed,
    seats: levels,
    judgedSeat: seat,
    steps: record.steps.length,
    rounds: (match.final as { history: unknown[] }).history.length,
    decisions: decisions.length,
    playoutsPerDecision: spec.playouts,
    playouts,
    totalSeconds: round(totalMs / 1000),
    findDecisionsMs: round(decisionsMs),
    decisionMs: { p50: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) },
    playoutsPerSecond: Math.round(playouts / (totalMs / 1000)),
    labels,
    lossPoints: { p50: round(percentile(lossSorted, 50), 2), p90: round(percentile(lossSorted, 90), 2), max: round(lossSorted.at(-1) ?? 0, 2) },
    machine: { cores: availableParallelism(), loadAverageBefore: load.map((x) => round(x, 2)), loadAverageAfter: loadavg().map((x) => round(x, 2)) },
  }
}
