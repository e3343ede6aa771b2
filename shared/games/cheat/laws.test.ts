import { describe, test } from 'vitest'
import { assertCardGameLaws } from '../../../tests/unit/card-game-laws'
import { cheatGame } from './index'

describe('Cheat obeys the card game laws', () => {
  test('property: cards are conserved, refused actions change nothing, no view shows an unsent face', () => {
    assertCardGameLaws(cheatGame, {
      seats: [3, 4, 5, 6],
      games: 40,
      maxStepMs: 4000,
      junk: [null, 'claim', { type: 'pass' }, { type: 'claim', cards: ['ZZ'] }, { type: 'claim', cards: 'AS' }, { type: 'call', at: 'soon' }, { type: 'claim', cards: ['AS', 'AS'] }],
    })
  })
})
