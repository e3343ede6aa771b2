import { cardLabel } from '../../cards'
import type { Whose } from '../expert/search'
import type { Line } from '../narrator'
import type { CheckAction, CheckView } from './types'

const at = (move: string, values?: Line['values']): Line => ({ key: `check.expert.${move}`, ...(values && { values }) })

/**
 * A Check! move as advice to the seat that may make it, in the history's words ("put the drawn
 * card in as your card 2", "take the 7♥ from the discard pile"), so a verdict and the history name
 * one move alike. `view` is the seat's before the move: the discard on offer is its top card.
 */
export function sayCheckMove(a: CheckAction, view: CheckView, whose: Whose): Line {
  switch (a.type) {
    // A draw from the discard pile is legal only with a card on it.
    case 'draw': return a.from === 'pile' ? at('drawPile') : at('drawDiscard', { card: cardLabel(view.discardTop!) })
    case 'tuck': return at('tuck', { slot: a.slot + 1 })
    case 'discard': return at('discard')
    case 'check': return at('check')
    case 'match': return at('match', { slot: a.slot + 1 })
    case 'pass': return at('pass')
    case 'peek': return at('peek', { card: whose(a.target.seat, a.target.slot) })
    case 'swap': return at('swap', { a: whose(a.a.seat, a.a.slot), b: whose(a.b.seat, a.b.slot) })
    case 'skip': return at('skip')
  }
}
