import { describe, expect, test } from 'vitest'
import { narrator } from '../narrator'
import { describeChecksEvent } from './describe'

const names = (seat: number) => ['Lena', 'Ada'][seat]!
const name = narrator(names)

describe('Checks history wording', () => {
  test('claims, placements and the end name piles by number from 1; a fan’s cards stay private', () => {
    expect(describeChecksEvent({ type: 'claimed', seat: 0, target: 2, pile: ['3D', '3S'], fan: ['5S', '6S', 'KH'], value: 1 }, name)).toBe(
      'Lena claims pile 3 with a fan worth 1: 5 cards captured.',
    )
    expect(describeChecksEvent({ type: 'placed', seat: 1, card: 'TH', target: 0 }, name)).toBe('Ada puts the 10♥ on pile 1.')
    expect(describeChecksEvent({ type: 'fanCards', seat: 0, fan: 1, cards: ['2S', '3S', '4S'], value: 9 }, name)).toBeNull()
    expect(describeChecksEvent({ type: 'fanOpened', seat: 0, fan: 0 }, name)).toBeNull()
    expect(describeChecksEvent({ type: 'ended', scores: [20, 16] }, name)).toBe('Game over: Lena 20, Ada 16.')
  })

  test('the person reading the history is "you", with the verb agreeing', () => {
    const you = narrator(names, 1)
    expect(describeChecksEvent({ type: 'placed', seat: 1, card: 'TH', target: 0 }, you)).toBe('You put the 10♥ on pile 1.')
    expect(describeChecksEvent({ type: 'dealt', dealer: 0, targets: [], drawSize: 10 }, you)).toBe('Lena dealt six fans each and six targets; you start.')
    expect(describeChecksEvent({ type: 'highCard', draws: [['5C', '3S']], dealer: 1 }, you)).toBe('Drawing for the deal: 5♣ against 3♠. You deal.')
    expect(describeChecksEvent({ type: 'ended', scores: [20, 16] }, you)).toBe('Game over: Lena 20, you 16.')
  })
})
