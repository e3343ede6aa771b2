import { rankOf, type Rank } from '../../cards'
import type { Line } from '../narrator'
import type { CheatAction } from './engine'

/** A Cheat move as advice to the seat that may make it: "put down 2 cards, all true", "call Cheat". */
export function sayCheatMove(a: CheatAction, required: Rank): Line {
  switch (a.type) {
    case 'call': return { key: 'expert.cheat.call' }
    case 'accept': return { key: 'expert.cheat.accept' }
    case 'claim': {
      const lies = a.cards.filter((c) => rankOf(c) !== required).length
      const count = a.cards.length
      if (lies === 0) return { key: 'expert.cheat.true', count }
      return lies === count ? { key: 'expert.cheat.bluff', count } : { key: 'expert.cheat.some', count, values: { lies } }
    }
  }
}
