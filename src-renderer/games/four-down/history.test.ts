import { afterEach, describe, expect, test } from 'vitest'
import type { Card } from '@shared/cards'
import { narrator } from '@shared/games/narrator'
import { describeFourDownEvent } from '@shared/games/four-down/describe'
import type { FourDownEvent } from '@shared/games/four-down/engine'
import { i18n } from '../../i18n'
import { sayAll } from '../../i18n/lines'

const names = (seat: number) => ['Lena', 'Ada'][seat] ?? '?'
const said = (e: FourDownEvent, you: number | null) => {
  const lines = describeFourDownEvent(e, narrator(names, you))
  return lines.length === 0 ? null : sayAll(lines)
}
const line = (e: FourDownEvent) => said(e, null)
const toLena = (e: FourDownEvent) => said(e, 0)
afterEach(() => void (i18n.global.locale.value = 'en'))

describe('Four Down history lines', () => {
  test('private news never reaches the history: the opening look, the card in hand, a seen face', () => {
    expect(line({ type: 'openingLook', seat: 0, cards: [{ slot: 0, card: 'KD' }] })).toBeNull()
    expect(line({ type: 'holding', seat: 0, card: '7H' })).toBeNull()
    expect(line({ type: 'seen', seat: 0, target: { seat: 1, slot: 2 }, card: 'QS' })).toBeNull()
  })

  test('a stock draw names no card; a pile draw, a match and a wrong claim name what everyone saw', () => {
    expect(line({ type: 'drew', seat: 1, from: 'stock', card: null })).toBe('Ada drew from the stock.')
    expect(line({ type: 'drew', seat: 1, from: 'discard', card: '5C' })).toBe('Ada took the 5♣ from the pile.')
    expect(line({ type: 'matched', seat: 0, target: { seat: 1, slot: 3 }, card: 'KS', drawn: 'KD' })).toBe(
      "Lena matched Ada's card 4 with the K♦: the K♠ goes.",
    )
    expect(line({ type: 'missed', seat: 0, target: { seat: 0, slot: 0 }, card: '2H', drawn: '9C' })).toBe(
      "Lena claimed their card 1 was a match for the 9♣ — it is the 2♥.",
    )
  })

  test('a look or a swap names the cards, never their faces', () => {
    expect(line({ type: 'looked', seat: 0, target: { seat: 0, slot: 1 } })).toBe('Lena looked at their card 2.')
    expect(line({ type: 'looked', seat: 0, target: { seat: 1, slot: 1 } })).toBe("Lena looked at Ada's card 2.")
    expect(line({ type: 'swapped', seat: 0, a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 3 } })).toBe("Lena swapped their card 1 with Ada's card 4.")
  })

  test('the end of a round says how it ended and what each row scored', () => {
    const rows: (Card | null)[][] = [[null, 'AS'], ['KD', '3C']]
    expect(line({ type: 'roundEnded', round: 2, endedBy: 'call', caller: 1, rows, scores: [1, 3], totals: [20, 31] })).toBe(
      "Round 2 over (after Ada's call): Lena 1, Ada 3.",
    )
    expect(line({ type: 'matchEnded', totals: [20, 20], winners: [0, 1] })).toBe('Match over: Lena and Ada share the win.')
  })

  test('the person reading the history is "you", their cards "your card"', () => {
    expect(toLena({ type: 'matched', seat: 1, target: { seat: 0, slot: 3 }, card: 'KS', drawn: 'KD' })).toBe(
      'Ada matched your card 4 with the K♦: the K♠ goes.',
    )
    expect(toLena({ type: 'swapped', seat: 0, a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 3 } })).toBe("You swapped your card 1 with Ada's card 4.")
    expect(toLena({ type: 'handedOver', seat: 0, slot: 2, to: { seat: 1, slot: 0 } })).toBe("You filled Ada's card 1 with your card 3.")
    expect(toLena({ type: 'penalty', seat: 0, slot: 4 })).toBe('You take a penalty card as card 5.')
    expect(toLena({ type: 'roundEnded', round: 1, endedBy: 'call', caller: 0, rows: [], scores: [1, 3], totals: [1, 3] })).toBe(
      'Round 1 over (after your call): you 1, Ada 3.',
    )
    expect(toLena({ type: 'matchEnded', totals: [20, 31], winners: [0] })).toBe('Match over: you win.')
  })

  test('in Russian, names are never declined and a card is named by its place', () => {
    i18n.global.locale.value = 'ru'
    expect(line({ type: 'matched', seat: 0, target: { seat: 1, slot: 3 }, card: 'KS', drawn: 'KD' })).toBe('Lena бросает в пару к K♦ карту 4 игрока Ada: K♠ уходит.')
    expect(toLena({ type: 'handedOver', seat: 0, slot: 2, to: { seat: 1, slot: 0 } })).toBe('Вы кладёте свою карту 3 на место карты 1 игрока Ada.')
    expect(toLena({ type: 'roundEnded', round: 1, endedBy: 'call', caller: 1, rows: [], scores: [1, 3], totals: [1, 3] })).toBe(
      'Раунд 1 окончен (после «Стоп» игрока Ada): вы — 1, Ada — 3.',
    )
    expect(line({ type: 'matchEnded', totals: [20, 20], winners: [0, 1] })).toBe('Партия окончена: победу делят Lena и Ada.')
  })
})
