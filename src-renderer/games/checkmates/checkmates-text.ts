import type { BlitzFilter, Side } from '@shared/checkmates'
import { i18n } from '../../i18n'

/** How the route writes a deck: `all`, or the points of a blitz deck (CM-12); the deck's words are keyed the same way. */
export const DECK_PARAMS = { all: 'all', 'one-point': '1', 'two-point': '2' } as const satisfies Record<BlitzFilter, string>

export function deckFromParam(value: unknown): BlitzFilter {
  if (value === '1') return 'one-point'
  if (value === '2') return 'two-point'
  return 'all'
}

export function sideFromParam(value: unknown): Side {
  return value === 'chess' ? 'chess' : 'fifteen'
}

export const deckName = (deck: BlitzFilter): string => i18n.global.t(`checkmates.decks.names.${DECK_PARAMS[deck]}`)
export const deckNote = (deck: BlitzFilter): string => i18n.global.t(`checkmates.decks.notes.${DECK_PARAMS[deck]}`)

/**
 * 83 456 ms → "1:23.4" (tenths cut, never rounded up), with the language's digits and decimal sign
 * («1:23,4»): a stopwatch's reading, its width steady as it runs. `seconds`: under a minute as
 * seconds with their unit ("45.3 s"), as a chart or a table of times reads best, where most card
 * times are a few seconds and most runs minutes. `whole`: no tenths ("1:05", "45 s"), for an axis's
 * ticks.
 */
export function formatTime(ms: number, { seconds = false, whole = false } = {}): string {
  const locale = i18n.global.locale.value
  const step = whole ? 1_000 : 100
  const steps = Math.floor(ms / step)
  const perMinute = 60_000 / step
  const minutes = Math.floor(steps / perMinute)
  const digits = whole ? 0 : 1
  const secs = ((steps % perMinute) * step) / 1_000
  const secsText = (minimumIntegerDigits: number) =>
    new Intl.NumberFormat(locale, { minimumIntegerDigits, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(secs)
  if (seconds && minutes === 0) return i18n.global.t('checkmates.seconds', { s: secsText(1) })
  return `${new Intl.NumberFormat(locale).format(minutes)}:${secsText(2)}`
}

/** A calendar date written `YYYY-MM-DD` (a daily puzzle's) as the language writes it: "7 December 2026", «7 декабря 2026 г.». */
export function calendarDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(i18n.global.locale.value, { dateStyle: 'long' }).format(new Date(y, m - 1, d))
}
