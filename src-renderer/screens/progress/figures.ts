import { i18n } from '../../i18n'

// The Progress screen's numbers and moments, as the language on show writes them. Read inside a
// render, the language is a dependency: the figures change with it.
const locale = () => i18n.global.locale.value

/** A number to `digits` places, a negative one with its true minus sign (−1.5). */
export const num = (n: number, digits = 0): string =>
  new Intl.NumberFormat(locale(), { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n).replace('-', '−')

/** A share as a whole percentage ("67%", «67 %»). */
export const pct = (share: number): string => new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 0 }).format(share)

/** A moment on a chart's time axis: its time of day when the axis spans under two days (`short`), else its date. */
export const day = (ms: number, short: boolean): string =>
  new Intl.DateTimeFormat(locale(), short ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' }).format(ms)
