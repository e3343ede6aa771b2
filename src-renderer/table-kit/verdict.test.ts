import { afterEach, describe, expect, test } from 'vitest'
import type { Outcome } from '@shared/engine'
import { i18n } from '../i18n'
import { verdict } from './verdict'

const names = ['Lena', 'Bram', 'Cleo']
const won = (...winners: number[]): Outcome => ({ winners, scores: [0, 0, 0], disqualified: [] })
const inLanguage = (language: 'en' | 'ru', line: () => string) => {
  i18n.global.locale.value = language
  return line()
}
afterEach(() => void (i18n.global.locale.value = 'en'))

// The computer's result (no "you": several may share its screen) and a phone's (its own seat is
// "you") say who won in one wording (issue 31, item 23: «Побеждает Bram» against «Bram: победа»).
describe('who won, on the computer and on a phone', () => {
  test.each([
    ['one winner, on the computer or on another seat’s phone', won(1), [null, 0], 'Bram wins', 'Побеждает Bram'],
    ['the phone of the winner', won(1), [1], 'You win!', 'Вы победили!'],
    ['a shared win, named', won(0, 2), [null, 1], 'Lena and Cleo share the win', 'Победу делят Lena и Cleo'],
    ['a shared win with the phone’s own seat', won(0, 2), [2], 'Lena and you share the win', 'Победу делят Lena и вы'],
    ['every seat winning is a draw', won(0, 1, 2), [null, 0], 'A draw', 'Ничья'],
  ] as const)('%s', (_, outcome, yous, en, ru) => {
    for (const you of yous) {
      expect(inLanguage('en', () => verdict(outcome, names, you))).toBe(en)
      expect(inLanguage('ru', () => verdict(outcome, names, you))).toBe(ru)
    }
  })

  test('a list that starts with "you" starts the sentence', () => {
    expect(verdict(won(0, 1), names, 0)).toBe('You and Bram share the win')
  })
})
