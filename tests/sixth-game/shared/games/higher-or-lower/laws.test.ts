import { describe, test } from 'vitest'
import { assertCardGameLaws } from '../../../../unit/card-game-laws'
import { higherOrLowerGame } from './index'

describe('Higher or Lower obeys the card game laws', () => {
  test('all 52 cards, no view leaks, illegal actions change nothing: 40 seeded random games', () => {
    assertCardGameLaws(higherOrLowerGame, { seats: [2, 3, 4], games: 40, junk: [{ type: 'guess' }, { type: 'guess', higher: 'yes' }, null] })
  })
})
