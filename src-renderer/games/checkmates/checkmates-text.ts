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

/** 83 456 ms → "1:23.4" (tenths cut, never rounded up), with the language's digits and decimal sign («1:23,4»). */
export function formatTime(ms: number): string {
  const locale = i18n.global.locale.value
  const tenths = Math.floor(ms / 100)
  const minutes = Math.floor(tenths / 600)
  const seconds = (tenths % 600) / 10
  const secondsText = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seconds)
  return `${new Intl.NumberFormat(locale).format(minutes)}:${secondsText}`
}
