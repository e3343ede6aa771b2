import { describe, test } from 'vitest'
import { assertCardGameLaws } from '../../../tests/unit/card-game-laws'
import { checksGame } from './index'

describe('Checks obeys the card game laws', () => {
  test('property: cards are conserved, refused actions change nothing, no fan shows in the other seat\'s view', () => {
    assertCardGameLaws(checksGame, {
      seats: [2],
      games: 40,
      junk: [null, 'claim', { type: 'claim', target: -1 }, { type: 'claim', target: 1.5 }, { type: 'place', card: 'ZZ', target: 0 }, { type: 'place', target: 2 }],
    })
  })
})
