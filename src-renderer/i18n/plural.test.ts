import { describe, expect, test } from 'vitest'
import { i18n, russianPlural } from '.'

describe('Russian plurals', () => {
  const cards = 'нет карт | {n} карта | {n} карты | {n} карт'
  const pick = (n: number) => cards.split(' | ')[russianPlural(n, 4)]!.replace('{n}', String(n))

  test('one, few and many by the Russian rule, and none for zero', () => {
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map(pick)).toEqual([
      'нет карт', '1 карта', '2 карты', '4 карты', '5 карт', '11 карт', '12 карт', '14 карт', '21 карта', '22 карты', '25 карт', '101 карта', '111 карт',
    ])
  })

  test('a fraction takes the form of "few", the genitive singular (2,5 очка, 0,5 карты)', () => {
    expect([0.5, 2.5, 12.3].map((n) => cards.split(' | ')[russianPlural(n, 4)]!.replace('{n}', String(n).replace('.', ',')))).toEqual(['0,5 карты', '2,5 карты', '12,3 карты'])
  })

  test('the app speaks through that rule in Russian and the default rule in English', () => {
    const { global } = i18n
    global.setLocaleMessage('ru', { ...global.getLocaleMessage('ru'), probe: cards })
    global.setLocaleMessage('en', { ...global.getLocaleMessage('en'), probe: 'no cards | {n} card | {n} cards' })
    const say = (locale: 'en' | 'ru', n: number) => global.t('probe', { n }, { locale, plural: n })
    expect([1, 2, 5, 21].map((n) => say('ru', n))).toEqual(['1 карта', '2 карты', '5 карт', '21 карта'])
    expect([0, 1, 2].map((n) => say('en', n))).toEqual(['no cards', '1 card', '2 cards'])
  })
})
