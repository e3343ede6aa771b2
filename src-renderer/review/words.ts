import { i18n } from '../i18n'

// Read inside a render, the language is a dependency: the words change with it.
const locale = () => i18n.global.locale.value

/** A time taken, to a tenth of a second, as the language writes it: "12.3 s", «12,3 с». */
export const seconds = (ms: number): string =>
  i18n.global.t('review.seconds', { s: new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000) })

/** When a game was played, as the language writes a date and time. */
export const when = (at: number): string => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at)
