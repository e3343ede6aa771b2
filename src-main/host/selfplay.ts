import { performance } from 'node:perf_hooks'
import type { AnyCardGameModule, BotLevel } from '@shared/games/module'
import { MAX_PROBLEMS, playMatch, type MatchRecord } from '@shared/games/selfplay'

export interface SelfplayOptions {
  levels: readonly BotLevel[]
  matches: number
  seed: string
  config?: unknown
  maxActions?: number
  playouts?: number
  /** Told of every match as it ends, with the seed it was dealt from: where `selfplay --records` writes it. */
  onMatch?: (index: number, seed: string, match: MatchRecord) => void
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

/** What one match leaves for the report: plain data, so matches played in another process add up alike. */
export interface MatchResult {
  winners: number[]
  errors: number
  invariantViolations: number
  problems: string[]
  final: unknown
  thinkMs: number[]
}

/**
 * Plays matches `from` up to `to` of a run. Each match is seeded by its number alone, so a run
 * split into ranges and played anywhere adds up to the same report.
 */
export function playMatches(module: AnyCardGameModule, opts: SelfplayOptions, from: number, to: number): MatchResult[] {
  const out: MatchResult[] = []
  for (let i = from; i < to; i++) {
    const seed = `${opts.seed}:${i}`
    const m = playMatch(module, {
      levels: opts.levels, seed, config: opts.config, maxActions: opts.maxActions, playouts: opts.playouts,
      clock: () => performance.now(),
    })
    opts.onMatch?.(i, seed, m)
    out.push({
      winners: m.outcome?.winners ?? [], errors: m.errors, invariantViolations: m.invariantViolations,
      problems: m.problems, final: m.final, thinkMs: m.thinkMs,
    })
  }
  return out
}

/** The report over a run's matches, in match order, and the wall-clock seconds they took. */
export function summarise(game: string, module: AnyCardGameModule, opts: SelfplayOptions, results: readonly MatchResult[], seconds: number): SelfplayReport {
  const seats: SeatReport[] = opts.levels.map((kind) => ({ kind, wins: 0, draws: 0 }))
  const finals: unknown[] = []
  const problems: string[] = []
  let errors = 0
  let invariantViolations = 0
  const thinkMs: number[] = []
  for (const m of results) {
    thinkMs.push(...m.thinkMs)
    errors += m.errors
    invariantViolations += m.invariantViolations
    for (const p of m.problems) if (problems.length < MAX_PROBLEMS) problems.push(p)
    if (m.final !== null) finals.push(m.final)
    for (const seat of m.winners) {
      const s = seats[seat]
      if (!s) continue
      if (m.winners.length === 1) s.wins++
      else s.draws++
    }
  }
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

/** Plays `matches` seeded matches and reports the shared contract plus the game's own figures. */
export function runSelfplay(game: string, module: AnyCardGameModule, opts: SelfplayOptions): SelfplayReport {
  const start = performance.now()
  const results = playMatches(module, opts, 0, opts.matches)
  return summarise(game, module, opts, results, (performance.now() - start) / 1000)
}

/** The median and 99th percentile of the expert seats' search times, in whole ms. */
function quantiles(ms: number[]): { median: number; p99: number; decisions: number } {
  const sorted = ms.slice().sort((a, b) => a - b)
  const at = (q: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number)
  return { median: at(0.5), p99: at(0.99), decisions: sorted.length }
}
