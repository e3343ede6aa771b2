import { describe, expect, test } from 'vitest'
import { BLITZ_FILTERS, DECK } from './deck'
import { checkmatesDescriptor } from './descriptor'
import { SIDES } from './model'

describe('the Check Mates descriptor', () => {
  test('CM-1, CM-12: the lobby offers every side and every blitz deck, each once', () => {
    expect(checkmatesDescriptor.options.side.choices.map((c) => c.value)).toEqual([...SIDES])
    expect(checkmatesDescriptor.options.deck.choices.map((c) => c.value)).toEqual([...BLITZ_FILTERS])
  })

  test('CM-10: a short game is 1 card up to the whole deck (CM-7), and the whole deck unless the lobby shortens it', () => {
    expect(checkmatesDescriptor.options.cards).toMatchObject({ min: 1, max: DECK.length, default: null })
  })
})
