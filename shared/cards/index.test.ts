import { describe, expect, test } from 'vitest'
import { aRank, cardLabel, cardName, cardsIn, FULL_DECK, isCard, shuffledDeck } from './index'
import { checksValue, checkValue, fourDownValue } from './values'
import { seedRng } from '../random'

describe('card vocabulary', () => {
  test('a full deck has 52 distinct valid cards', () => {
    expect(new Set(FULL_DECK).size).toBe(52)
    expect(FULL_DECK.every(isCard)).toBe(true)
  })

  test('a seeded shuffle is reproducible and keeps every card', () => {
    const [a] = shuffledDeck(seedRng('7'))
    const [b] = shuffledDeck(seedRng('7'))
    expect(a).toEqual(b)
    expect([...a].sort()).toEqual([...FULL_DECK].sort())
  })

  test.each([
    ['AS', -1, 1, 1],
    ['TD', 10, 10, 10],
    ['7C', 7, 7, 7],
    ['JH', 11, 11, 0],
    ['QS', 12, 12, 0],
    ['KH', 13, 13, 0],
    ['KD', 13, 0, 0],
  ] as const)('%s is worth %i in Check!, %i in Four Down, %i in Checks', (card, check, fd, checks) => {
    expect(checkValue(card)).toBe(check)
    expect(fourDownValue(card)).toBe(fd)
    expect(checksValue(card)).toBe(checks)
  })

  test('names and labels read as a person would say them', () => {
    expect(cardName('QH')).toBe('queen of hearts')
    expect(cardLabel('TS')).toBe('10♠')
    expect([aRank('A'), aRank('8'), aRank('9'), aRank('T')]).toEqual(['an ace', 'an eight', 'a nine', 'a ten'])
  })

  test('cardsIn finds faces nested anywhere and ignores other strings', () => {
    expect([...cardsIn({ a: ['AS', null, { b: 'KD' }], c: 'draw', d: 'XX' })].sort()).toEqual(['AS', 'KD'])
  })
})
