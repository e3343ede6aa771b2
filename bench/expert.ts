import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildIfNeeded } from '../scripts/build-if-needed.mjs'
import { GAME_MODULES } from '../shared/games/lookup'
import type { TableSnapshot } from '../shared/ipc'
import { fakeBacking } from '../src-main/store/fake-backing'
import { openStore } from '../src-main/store/store'
import { createHost } from '../src-main/host/host'
import { createThinker, spawnExpertWorker } from '../src-main/host/thinker'

// Real tables of computer players (an expert against hard ones) on the real clock, the expert
// thinking in the built worker: how many decisions and playouts the worker makes, and how long
// the host takes to answer a request while an expert is thinking. Every game that has an expert,
// at its fewest seats.
const SEATS: Record<string, number> = Object.fromEntries(GAME_MODULES.filter((m) => m.expert).map((m) => [m.game.id, m.game.seats.min]))

const round = (x: number, digits = 1): number => Number(x.toFixed(digits))
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

export async function run(args: string[]): Promise<unknown> {
  buildIfNeeded()
  const seconds = Number(args[0] ?? 20)
  const budgetMs = Number(args[1] ?? 1000)
  const worker = join(import.meta.dirname, '../out/main/expert-worker.js')
  const { store } = openStore(fakeBacking().file)
  store.write((d) => ({ ...d, settings: { ...d.settings, botSpeed: 'quick', expertThinkMs: budgetMs as 1000 } }))
  const report: Record<string, unknown> = { budgetMs, secondsPerGame: seconds }
  for (const game of Object.keys(SEATS)) {
    const base = createThinker({ budgetMs: () => budgetMs, spawn: spawnExpertWorker(worker) })
    const answers: { ms: number; playouts: number }[] = []
    const host = createHost({
      store,
      edition: 'web',
      version: 'bench',
      thinker: {
        ...base,
        think: async (request, signal) => {
          const started = performance.now()
          const answer = await base.think(request, signal)
          if (answer.playouts > 0) answers.push({ ms: performance.now() - started, playouts: answer.playouts })
          return answer
        },
      },
    })
    const seats = [{ kind: 'bot', level: 'expert' }, ...Array.from({ length: SEATS[game]! - 1 }, () => ({ kind: 'bot', level: 'hard' }))]
    const created = await host.request('table:create', { gameId: game, seats, seed: `bench-${game}` })
    if (!created.ok) throw new Error(created.error.message)
    const { tableId } = created.value as TableSnapshot
    const during: number[] = []
    const until = performance.now() + seconds * 1000
    while (performance.now() < until) {
      const started = performance.now()
      const s = await host.request('table:get', { tableId })
      const ms = performance.now() - started
      if (!s.ok || (s.value as TableSnapshot).outcome) break
      if ((s.value as TableSnapshot).thinking.length > 0) during.push(ms)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    host.close()
    await base.close()
    const times = answers.map((a) => a.ms).sort((a, b) => a - b)
    const playouts = answers.reduce((n, a) => n + a.playouts, 0)
    const thinkingMs = answers.reduce((n, a) => n + a.ms, 0)
    const requests = during.sort((a, b) => a - b)
    report[game] = {
      decisions: answers.length,
      decisionMs: { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), max: round(times.at(-1) ?? 0) },
      playoutsPerDecision: round(playouts / Math.max(1, answers.length)),
      playoutsPerSecond: round((playouts / Math.max(1, thinkingMs)) * 1000),
      hostRequestsWhileThinking: requests.length,
      hostAnswerMs: { p50: round(percentile(requests, 50), 2), p99: round(percentile(requests, 99), 2), max: round(requests.at(-1) ?? 0, 2) },
    }
  }
  return report
}
