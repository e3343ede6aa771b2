import type { Whose } from '../expert/search'
import type { FourDownAction, SlotRef } from './engine'

const place = (at: SlotRef, whose: Whose) => `${whose(at.seat)} card ${at.slot + 1}`

/** A Four Down move as advice to the seat that may make it: "take the discard", "match Ada's card 3". */
export function sayFourDownMove(a: FourDownAction, whose: Whose): string {
  switch (a.type) {
    case 'draw': return a.from === 'stock' ? 'draw from the stock' : 'take the discard'
    case 'call': return 'call the round'
    case 'replace': return `put the drawn card in place of your card ${a.slot + 1}`
    case 'discard': return 'discard the drawn card'
    case 'look': return `look at ${place(a.target, whose)}`
    case 'swap': return `swap ${place(a.a, whose)} with ${place(a.b, whose)}`
    case 'match': return `match ${place(a.target, whose)}`
    case 'handOver': return `hand over your card ${a.slot + 1}`
  }
}
