import { expect, test } from 'vitest'
import { guardOrderProblems } from '../../tests/unit/engine-guards'
import { biddingEngine, defaultBiddingConfig, type BiddingState } from './bidding'
import { defaultSoloConfig, soloEngine, type SoloState } from './solo'

// Check Mates' two engines keep the one refusal order every engine keeps (the card games'
// laws tests check theirs on every random game they walk).
test('bidding refuses a finished game, then a seat not at the table, then an action it does not know', () => {
  const s = biddingEngine.setup(defaultBiddingConfig(3), 'guards')
  if (!s.ok) throw new Error(s.error.message)
  const state = s.value.state
  const legal = biddingEngine.legalActions(state, 0)[0]
  expect(guardOrderProblems({ engine: biddingEngine, seats: 3, state, legal, over: { ...state, phase: 'over' } satisfies BiddingState })).toEqual([])
})

test('a solo run refuses a finished run, then a seat that is not the player, then an action it does not know', () => {
  const s = soloEngine.setup(defaultSoloConfig('fifteen', 'all', true), 'guards')
  if (!s.ok) throw new Error(s.error.message)
  const state = s.value.state
  const legal = soloEngine.legalActions(state, 0)[0] ?? { type: 'quit', at: 0 }
  expect(guardOrderProblems({ engine: soloEngine, seats: 1, state, legal, over: { ...state, phase: 'over' } satisfies SoloState })).toEqual([])
})
