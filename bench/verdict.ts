import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { GAMES } from '../shared/games/registry'
import type { AnyCardGameModule } from '../shared/games/module'
import type { AnyExpertSpec } from '../shared/games/expert/search'
import { judge, VERDICT_LABELS, type VerdictLabel } from '../shared/games/expert/verdict'
import type { BotLevel } from '../shared/games/module'
import { playMatch } from '../shared/games/selfplay'
import { decisionsOf, verdictRequest } from '../shared/records/decisions'
import { computerSeats, makeRecord } from '../shared/records/format'
import { replay } from '../shared/records/replay'
import { createVerdictService, defaultVerdictWorkerPath, spawnVerdictWorker } from '../src-main/host/verdicts'

// The expert's verdict on every decision of seat 0 of a whole seeded match (by default Four Down, a
// hard player against an expert, to 100 points; `--game=<id>` for another card game), each at the
// expert player's own budget, on this thread: what a review of such a match costs, and the share
// of it spent on the verdicts' reasons (the spec's `reason`, timed apart).
// `npm run bench -- verdict [seed] [level,level] [--game=<id>]`. The machine may be shared, so its load is given. With `--thread` the whole match goes through
// the app's own verdict job instead (the built verdict worker, `npm run build` first), timed from
// the request to the answer, with the longest pause this thread saw meanwhile: what a review's
// screen waits, and proof that the host stays free.
const round = (x: number, digits = 1): number => Number(x.toFixed(digits))
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

export async function run(argv: string[]): Promise<unknown> {
  const threaded = argv.includes('--thread')
  const game = (argv.find((a) => a.startsWith('--game='))?.slice('--game='.length) ?? 'four-down') as keyof typeof GAMES
  const module = GAMES[game] as AnyCardGameModule | undefined
  if (!module?.expert) throw new Error(`no card game "${game}" with an expert`)
  const args = argv.filter((a) => !a.startsWith('--'))
  const seed = args[0] ?? 'bench-verdict'
  const levels = (args[1] ?? 'hard,expert').split(',') as BotLevel[]
  const seat = 0
  const load = loadavg()
  const match = playMatch(module, { levels, seed })
  const record = makeRecord({
    game, mode: 'table', app: 'bench', seed, config: match.config, startedAt: 0, steps: match.steps, result: match.outcome,
    seats: computerSeats(levels),
  })
  const replayed = replay(record)
  if (!replayed.ok) throw new Error(replayed.error.message)
  if (threaded) return { ...(await throughTheThread(record, seat)), game, seed, seats: levels, steps: record.steps.length }
  // The same spec, its reason timed: what saying why adds to the verdicts.
  const bare = module.expert
  let reasons = 0
  let reasonMs = 0
  const spec: AnyExpertSpec = {
    ...bare,
    ...(bare.reason && {
      reason: (...args: Parameters<NonNullable<AnyExpertSpec['reason']>>) => {
        const t = performance.now()
        const line = bare.reason!(...args)
        reasonMs += performance.now() - t
        reasons++
        return line
      },
    }),
  }
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
    game,
    seed,
    seats: levels,
    judgedSeat: seat,
    steps: record.steps.length,
    // Four Down's rounds; the other games keep no history of them.
    rounds: (match.final as { history?: unknown[] }).history?.length,
    decisions: decisions.length,
    playoutsPerDecision: spec.playouts,
    playouts,
    totalSeconds: round(totalMs / 1000),
    reasons: { verdicts: reasons, seconds: round(reasonMs / 1000, 2), shareOfTheRest: round(reasonMs / (totalMs - reasonMs), 3) },
    findDecisionsMs: round(decisionsMs),
    decisionMs: { p50: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) },
    playoutsPerSecond: Math.round(playouts / (totalMs / 1000)),
    labels,
    lossPoints: { p50: round(percentile(lossSorted, 50), 2), p90: round(percentile(lossSorted, 90), 2), max: round(lossSorted.at(-1) ?? 0, 2) },
    machine: { cores: availableParallelism(), loadAverageBefore: load.map((x) => round(x, 2)), loadAverageAfter: loadavg().map((x) => round(x, 2)) },
  }
}

async function throughTheThread(record: Parameters<typeof replay>[0], seat: number): Promise<Record<string, unknown>> {
  const path = defaultVerdictWorkerPath(new URL('../out/main/index.js', import.meta.url).href)
  if (!path) throw new Error('no built verdict worker: run `npm run build` first')
  const service = createVerdictService(spawnVerdictWorker(path))
  const load = loadavg()
  let longestPause = 0
  let last = performance.now()
  const beat = setInterval(() => {
    const now = performance.now()
    longestPause = Math.max(longestPause, now - last - 10)
    last = now
  }, 10)
  let updates = 0
  const started = performance.now()
  const judged = await service.judge(record, seat, { progress: () => updates++ })
  const totalMs = performance.now() - started
  clearInterval(beat)
  await service.close()
  if (!judged.ok) throw new Error(judged.error.message)
  const labels = Object.fromEntries(VERDICT_LABELS.map((l) => [l, judged.value.filter((j) => j.label === l).length]))
  return {
    bench: 'verdict --thread',
    judgedSeat: seat,
    decisions: judged.value.length,
    totalSeconds: round(totalMs / 1000),
    progressUpdates: updates,
    longestHostPauseMs: round(longestPause),
    labels,
    machine: { cores: availableParallelism(), loadAverageBefore: load.map((x) => round(x, 2)), loadAverageAfter: loadavg().map((x) => round(x, 2)) },
  }
}
