import { rankOf, suitOf, type Card, type Rank } from '@shared/cards'
import { i18n } from '../i18n'

/**
 * Playing cards in the language on screen, for status lines and screen readers (the history and
 * the cards' faces show the short label, "Q♥", which reads the same in every language).
 */

/** "queen of hearts", «дама червей». */
export const cardName = (card: Card): string =>
  i18n.global.t('table.card.name', { rank: i18n.global.t(`table.card.ranks.${rankOf(card)}`), suit: i18n.global.t(`table.card.suits.${suitOf(card)}`) })

/** A rank as a sentence names one card of it: "an ace", "a nine"; «туз», «девятка». */
export const aRank = (rank: Rank): string => i18n.global.t(`table.card.aRank.${rank}`)

/** A place in a seat's row or grid and what lies there, as a card button is named. */
export function placeLabel(mine: boolean, name: string, slot: number, face: Card | null | 'empty'): string {
  const { t } = i18n.global
  const what = face === 'empty' ? t('table.place.empty') : face ? cardName(face) : t('table.place.faceDown')
  return mine ? t('table.place.mine', { slot: slot + 1, what }) : t('table.place.theirs', { name, slot: slot + 1, what })
}
