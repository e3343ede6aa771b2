import type { Whose } from '../expert/search'
import type { Line } from '../narrator'
import type { FourDownAction } from './engine'

const at = (move: string, values?: Line['values']): Line => ({ key: `four-down.expert.${move}`, ...(values && { values }) })

/** A Four Down move as advice to the seat that may make it: "take the discard", "match Ada's card 3". */
export function sayFourDownMove(a: FourDownAction, whose: Whose): Line {
  switch (a.type) {
    case 'draw': return at(a.from === 'stock' ? 'drawStock' : 'drawDiscard')
    case 'call': return at('call')
    case 'replace': return at('replace', { slot: a.slot + 1 })
    case 'discard': return at('discard')
    case 'look': return at('look', { card: whose(a.target.seat, a.target.slot) })
    case 'swap': return at('swap', { a: whose(a.a.seat, a.a.slot), b: whose(a.b.seat, a.b.slot) })
    case 'match': return at('match', { card: whose(a.target.seat, a.target.slot) })
    case 'handOver': return at('handOver', { slot: a.slot + 1 })
  }
}
