import { describe, expect, test } from 'vitest'
import { aRank, cardLabel, cardName, cardsIn, FULL_DECK, isCard, RANKS, shuffledDeck } from './index'
import { faceValue } from './values'
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

  test('a rank is worth its face, the court cards counted on from ten', () => {
    expect(RANKS.map(faceValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
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
