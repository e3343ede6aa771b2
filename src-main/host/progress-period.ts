import type { ProgressPeriod } from '@shared/ipc'

const DAY_MS = 86_400_000
const PERIOD_DAYS: Record<Exclude<ProgressPeriod, 'all'>, number> = { '7d': 7, '30d': 30 }

/**
 * Where a Progress screen's period starts (ms since 1970, inclusive): 7 or 30 days of 24 h before
 * the host's clock `now`; null for the whole history. One reading for every section of the screen.
 */
export function periodStart(period: ProgressPeriod, now: number): number | null {
  return period === 'all' ? null : now - PERIOD_DAYS[period] * DAY_MS
}
