import { rankOf, type Rank } from '../../cards'
import type { Line } from '../narrator'
import { claimLine } from './describe'
import type { CheatAction } from './engine'

/**
 * A Cheat move as advice to the seat that may make it, the claim in the history's own words
 * ('claim "two sevens", all true', "call Cheat"), with what the history cannot show: how much of it
 * is a bluff.
 */
export function sayCheatMove(a: CheatAction, required: Rank): Line {
  switch (a.type) {
    case 'call': return { key: 'cheat.expert.call' }
    case 'accept': return { key: 'cheat.expert.accept' }
    case 'claim': {
      const lies = a.cards.filter((c) => rankOf(c) !== required).length
      const claim = claimLine(a.cards.length, required)
      if (lies === 0) return { key: 'cheat.expert.true', values: { claim } }
      return lies === a.cards.length ? { key: 'cheat.expert.bluff', values: { claim } } : { key: 'cheat.expert.some', values: { claim, lies } }
    }
  }
}
