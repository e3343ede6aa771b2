import { afterEach, describe, expect, test } from 'vitest'
import { narrator } from '@shared/games/narrator'
import { describeCheckEvent } from '@shared/games/check/describe'
import type { CheckEvent } from '@shared/games/check/types'
import { i18n } from '../../i18n'
import { sayAll } from '../../i18n/lines'

const names = (seat: number) => ['Lena', 'Ada', 'Bram'][seat]!
const say = (e: CheckEvent, you: number | null = null) => sayAll(describeCheckEvent(e, narrator(names, you)))
afterEach(() => void (i18n.global.locale.value = 'en'))
const ended = (winners: number[]): CheckEvent => ({ type: 'ended', reason: 'final-turns', hands: [], scores: [], winners })

describe('Check! history wording', () => {
  test.each([
    ['CK-2: the opening look names no card', { type: 'initialPeek', seat: 1, slots: [2, 3], cards: ['AS', 'KD'] }, 'Ada looked at their bottom two cards.'],
    ['CK-4: a peek names the place, never the face', { type: 'peeked', seat: 0, target: { seat: 2, slot: 1 } }, "Lena peeked at Bram's card 2."],
    ['CK-4: a locked player’s ability fizzles', { type: 'fizzled', owner: 1, rank: 'Q' }, "Ada's queen fizzles: they are locked."],
    ['the round names its winners', ended([0, 2]), 'Round over (after the final turns). Lena and Bram share the win.'],
  ] as const)('%s', (_rule, event, line) => {
    expect(say(event as CheckEvent)).toBe(line)
  })

  test.each([
    ['the opening look', { type: 'initialPeek', seat: 0, slots: [2, 3], cards: ['AS', 'KD'] }, 'You looked at your bottom two cards.'],
    ['a peek at your card', { type: 'peeked', seat: 1, target: { seat: 0, slot: 1 } }, 'Ada peeked at your card 2.'],
    ['your ability fizzles', { type: 'fizzled', owner: 0, rank: 'J' }, 'Your jack fizzles: you are locked.'],
    ['a penalty card', { type: 'penalty', seat: 0, slot: 4 }, 'You take a penalty card.'],
    ['your final turn', { type: 'turnStarted', seat: 0, final: true }, 'Your final turn.'],
    ['your win', ended([0]), 'Round over (after the final turns). You win.'],
    ['a shared win', ended([1, 0]), 'Round over (after the final turns). Ada and you share the win.'],
  ] as const)('to the person reading it, %s says "you"', (_what, event, line) => {
    expect(say(event as CheckEvent, 0)).toBe(line)
  })

  test('CK-4: a peek at the peeker’s own card says "their", never the name twice', () => {
    expect(say({ type: 'peeked', seat: 2, target: { seat: 2, slot: 0 } })).toBe('Bram peeked at their card 1.')
    expect(say({ type: 'peeked', seat: 0, target: { seat: 0, slot: 0 } }, 0)).toBe('You peeked at your card 1.')
    expect(say({ type: 'swapped', seat: 2, a: { seat: 2, slot: 0 }, b: { seat: 0, slot: 3 } }, 0)).toBe('Bram swapped their card 1 with your card 4.')
  })

  test('in Russian, with names never declined and counts by the Russian rule', () => {
    i18n.global.locale.value = 'ru'
    expect(say({ type: 'peeked', seat: 0, target: { seat: 2, slot: 1 } })).toBe('Lena смотрит карту 2 игрока Bram.')
    expect(say({ type: 'peeked', seat: 1, target: { seat: 0, slot: 1 } }, 0)).toBe('Ada смотрит вашу карту 2.')
    expect(say({ type: 'peeked', seat: 2, target: { seat: 2, slot: 0 } })).toBe('Bram смотрит свою карту 1.')
    expect(say({ type: 'reshuffled', count: 21 })).toBe('Сброс перемешан и стал новой колодой (21 карта).')
    expect(say({ type: 'reshuffled', count: 3 })).toBe('Сброс перемешан и стал новой колодой (3 карты).')
    expect(say({ type: 'dealt', seats: 5, cardsEach: 4, starter: 0 }, 0)).toBe('Сдано по четыре карты каждому из 5 игроков. Вы начинаете.')
    expect(say(ended([1, 0]), 0)).toBe('Раунд окончен (последние ходы сыграны). Победу делят Ada и вы.')
  })
})
