import { afterEach, describe, expect, test } from 'vitest'
import { narrator } from '@shared/games/narrator'
import { describeChecksEvent } from '@shared/games/checks/describe'
import type { ChecksEvent } from '@shared/games/checks/engine'
import { i18n } from '../../i18n'
import { sayAll } from '../../i18n/lines'

const names = (seat: number) => ['Lena', 'Ada'][seat]!
const words = (e: ChecksEvent, you: number | null = null) => sayAll(describeChecksEvent(e, narrator(names, you)))
afterEach(() => void (i18n.global.locale.value = 'en'))

describe('Checks history, as the table says it', () => {
  test('in English: piles from 1, cards by label, the reader as "you" with the verb agreeing', () => {
    expect(words({ type: 'claimed', seat: 0, target: 2, pile: ['3D', '3S'], fan: ['5S', '6S', 'KH'], value: 1 })).toBe(
      'Lena claims pile 3 with a fan worth 1 and takes 5 cards.',
    )
    expect(words({ type: 'placed', seat: 1, card: 'TH', target: 0 })).toBe('Ada puts the 10♥ on pile 1.')
    expect(words({ type: 'placed', seat: 1, card: 'TH', target: 0 }, 1)).toBe('You put the 10♥ on pile 1.')
    expect(words({ type: 'dealt', dealer: 0, targets: [], drawSize: 10 }, 1)).toBe('Lena dealt six fans each and six targets. You start.')
    expect(words({ type: 'highCard', draws: [['7D', '7S'], ['5C', '3S']], dealer: 1 }, 1)).toBe('Drawing for the deal: 7♦ against 7♠ and 5♣ against 3♠. You deal.')
    expect(words({ type: 'ended', scores: [20, 16] }, 1)).toBe('Game over: Lena 20, you 16.')
  })

  test('in Russian: the same events, counts by the Russian rule (1 карту, 2 карты, 5 карт)', () => {
    i18n.global.locale.value = 'ru'
    const claim = (cards: number) => words({ type: 'claimed', seat: 0, target: 0, pile: Array(cards - 3).fill('3D'), fan: ['5S', '6S', 'KH'], value: 1 })
    expect(claim(4)).toBe('Lena берёт стопку-цель 1 веером на 1 и получает 4 карты.')
    expect(claim(5)).toBe('Lena берёт стопку-цель 1 веером на 1 и получает 5 карт.')
    expect(claim(21)).toBe('Lena берёт стопку-цель 1 веером на 1 и получает 21 карту.')
    expect(words({ type: 'placed', seat: 1, card: 'TH', target: 0 }, 1)).toBe('Вы подкладываете 10♥ в стопку-цель 1.')
    expect(words({ type: 'highCard', draws: [['7D', '7S'], ['5C', '3S']], dealer: 0 })).toBe('Жребий на сдачу: 7♦ против 7♠ и 5♣ против 3♠. Сдаёт Lena.')
    expect(words({ type: 'ended', scores: [20, 16] }, 1)).toBe('Конец игры: Lena — 20, вы — 16.')
  })
})
