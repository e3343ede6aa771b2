import { performance } from 'node:perf_hooks'
import type { AnyCardGameModule, BotLevel } from '../../shared/games/module'
import { MAX_PROBLEMS, playMatch } from '../../shared/games/selfplay'

export interface SelfplayOptions {
  levels: readonly BotLevel[]
  matches: number
  seed: string
  config?: unknown
  maxActions?: number
  playouts?: number
}

export interface SeatReport {
  kind: BotLevel
  /** Matches this seat won alone. */
  wins: number
  /** Matches this seat won jointly (a shared win). */
  draws: number
}

/** The self-play contract every card game shares; game figures and the speed key sit beside these. */
export interface SelfplayReport {
  game: string
  matches: number
  seed: string
  seats: SeatReport[]
  errors: number
  invariantViolations: number
  problems: string[]
  [figure: string]: unknown
}

/** Plays `matches` seeded matches and reports the shared contract plus the game's own figures. */
export function runSelfplay(game: string, module: AnyCardGameModule, opts: SelfplayOptions): SelfplayReport {
  const seats: SeatReport[] = opts.levels.map((kind) => ({ kind, wins: 0, draws: 0 }))
  const finals: unknown[] = []
  const problems: string[] = []
  let errors = 0
  let invariantViolations = 0
  const thinkMs: number[] = []
  const start = performance.now()
  for (let i = 0; i < opts.matches; i++) {
    const m = playMatch(module, {
      levels: opts.levels, seed: `${opts.seed}:${i}`, config: opts.config, maxActions: opts.maxActions, playouts: opts.playouts,
      clock: () => performance.now(),
    })
    thinkMs.push(...m.thinkMs)
    errors += m.errors
    invariantViolations += m.invariantViolations
    for (const p of m.problems) if (problems.length < MAX_PROBLEMS) problems.push(p)
    if (m.final !== null) finals.push(m.final)
    const winners = m.outcome?.winners ?? []
    for (const seat of winners) {
      const s = seats[seat]
      if (!s) continue
      if (winners.length === 1) s.wins++
      else s.draws++
    }
  }
  const seconds = (performance.now() - start) / 1000
  return {
    game,
    matches: opts.matches,
    seed: opts.seed,
    seats,
    errors,
    invariantViolations,
    ...module.selfplayStats(finals),
    ...(thinkMs.length ? { expertMsPerDecision: quantiles(thinkMs) } : {}),
    [module.selfplayRateKey ?? 'gamesPerSecond']: seconds > 0 ? Math.round((opts.matches / seconds) * 10) / 10 : null,
    problems,
  }
}

/** The median and 99th percentile of the expert seats' search times, in whole ms. */
function quantiles(ms: number[]): { median: number; p99: number; decisions: number } {
  const sorted = ms.slice().sort((a, b) => a - b)
  const at = (q: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number)
  return { median: at(0.5), p99: at(0.99), decisions: sorted.length }
}
