import { rankOf, type Rank } from '../../cards'
import type { Line } from '../narrator'
import type { CheatAction } from './engine'

/** A Cheat move as advice to the seat that may make it: "put down 2 cards, all true", "call Cheat". */
export function sayCheatMove(a: CheatAction, required: Rank): Line {
  switch (a.type) {
    case 'call': return { key: 'cheat.expert.call' }
    case 'accept': return { key: 'cheat.expert.accept' }
    case 'claim': {
      const lies = a.cards.filter((c) => rankOf(c) !== required).length
      const count = a.cards.length
      if (lies === 0) return { key: 'cheat.expert.true', count }
      return lies === count ? { key: 'cheat.expert.bluff', count } : { key: 'cheat.expert.some', count, values: { lies } }
    }
  }
}
