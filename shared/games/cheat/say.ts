import { rankOf, type Rank } from '../../cards'
import type { CheatAction } from './engine'

/** A Cheat move as advice to the seat that may make it: "put down 2 true cards", "call Cheat". */
export function sayCheatMove(a: CheatAction, required: Rank): string {
  switch (a.type) {
    case 'call': return 'call Cheat'
    case 'accept': return 'let the claim stand'
    case 'claim': {
      const lies = a.cards.filter((c) => rankOf(c) !== required).length
      const count = `${a.cards.length} card${a.cards.length === 1 ? '' : 's'}`
      if (lies === 0) return `put down ${count}, all true`
      return lies === a.cards.length ? `put down ${count}, a bluff` : `put down ${count}, ${lies} of them a bluff`
    }
  }
}
