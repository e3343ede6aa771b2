import { i18n } from '../i18n'

// Read inside a render, the language is a dependency: the words change with it.
const locale = () => i18n.global.locale.value

/** Minutes and seconds to a tenth, the tenths by the language's decimal sign: "20:25.6", «20:25,6». */
export const clockTime = (ms: number): string => {
  const s = ms / 1000
  const rest = new Intl.NumberFormat(locale(), { minimumIntegerDigits: 2, minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(s % 60)
  return `${Math.floor(s / 60)}:${rest}`
}

/**
 * A time taken, to a tenth of a second, as the language writes it: "12.3 s", «12,3 с» under a
 * minute; from a minute as a clock reads, "20:25.6", the way a run's own end screen shows it
 * (issue 31, item 16: "1,225.6 s" in the list against 20:25.6 on the run's screen).
 */
export const seconds = (ms: number): string =>
  ms >= 60_000
    ? clockTime(ms)
    : i18n.global.t('review.seconds', { s: new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000) })

/** When a game was played, as the language writes a date and time. */
export const when = (at: number): string => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at)
