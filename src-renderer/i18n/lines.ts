import type { Line, Value } from '@shared/games/narrator'
import { i18n } from '.'

/**
 * A history line (shared/games/narrator.ts) in the current language: its message with every
 * value worded the same way — numbers by the language's digits, lists joined its way ("Ada and
 * Ben", «Ада и Бен»), phrases within it by their own messages, and `count` choosing the plural form.
 */
export function say(line: Line): string {
  const { t } = i18n.global
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(line.values ?? {})) values[key] = word(value)
  if (line.count === undefined) return t(line.key, values)
  return t(line.key, { ...values, n: word(line.count) }, line.count)
}

/** Several sentences of one event, one after the other, each from a capital ("you and Ada …" → "You and Ada …"). */
export const sayAll = (lines: readonly Line[]): string => lines.map((l) => capital(say(l))).join(' ')

const capital = (text: string) => text.charAt(0).toLocaleUpperCase(i18n.global.locale.value) + text.slice(1)

function word(value: Value): string {
  const locale = i18n.global.locale.value
  if (typeof value === 'string') return value
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value)
  if ('list' in value) {
    const words = value.list.map(word)
    return value.commas ? words.join(', ') : new Intl.ListFormat(locale, { type: 'conjunction' }).format(words)
  }
  return say(value)
}
