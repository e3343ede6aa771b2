import type { Narrator } from '../narrator'
import type { FourDownAction, SlotRef } from './engine'

const place = (at: SlotRef, n: Narrator) => `${n.whose(at.seat)} card ${at.slot + 1}`

/** A Four Down move as advice to the seat that may make it: "take the discard", "match Ada's card 3". */
export function sayFourDownMove(a: FourDownAction, n: Narrator): string {
  switch (a.type) {
    case 'draw': return a.from === 'stock' ? 'draw from the stock' : 'take the discard'
    case 'call': return 'call the round'
    case 'replace': return `put the drawn card in place of your card ${a.slot + 1}`
    case 'discard': return 'discard the drawn card'
    case 'look': return `look at ${place(a.target, n)}`
    case 'swap': return `swap ${place(a.a, n)} with ${place(a.b, n)}`
    case 'match': return `match ${place(a.target, n)}`
    case 'handOver': return `hand over your card ${a.slot + 1}`
  }
}
