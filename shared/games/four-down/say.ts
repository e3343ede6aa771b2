import { cardLabel } from '../../cards'
import type { Whose } from '../expert/search'
import type { Line } from '../narrator'
import type { FourDownAction, FourDownView } from './engine'

const at = (move: string, values?: Line['values']): Line => ({ key: `four-down.expert.${move}`, ...(values && { values }) })

/**
 * A Four Down move as advice to the seat that may make it, in the history's words ("take the 7♥
 * from the pile", "match Ada's card 3"), so a verdict and the history name one move alike. `view`
 * is the seat's before the move: the card on offer from the pile is its top card.
 */
export function sayFourDownMove(a: FourDownAction, view: FourDownView, whose: Whose): Line {
  switch (a.type) {
    // A draw from the pile is legal only with a card on it.
    case 'draw': return a.from === 'stock' ? at('drawStock') : at('drawDiscard', { card: cardLabel(view.discardTop!) })
    case 'call': return at('call')
    case 'replace': return at('replace', { slot: a.slot + 1 })
    case 'discard': return at('discard')
    case 'look': return at('look', { card: whose(a.target.seat, a.target.slot) })
    case 'swap': return at('swap', { a: whose(a.a.seat, a.a.slot), b: whose(a.b.seat, a.b.slot) })
    case 'match': return at('match', { card: whose(a.target.seat, a.target.slot) })
    case 'handOver': return at('handOver', { slot: a.slot + 1 })
  }
}
