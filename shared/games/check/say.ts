import type { Whose } from '../expert/search'
import type { CheckAction, Position } from './types'

const place = (at: Position, whose: Whose) => `${whose(at.seat)} card ${at.slot + 1}`

/** A Check! move as advice to the seat that may make it: "tuck it as your card 2", "let the window pass". */
export function sayCheckMove(a: CheckAction, whose: Whose): string {
  switch (a.type) {
    case 'draw': return a.from === 'pile' ? 'draw from the pile' : 'take the discard'
    case 'tuck': return `keep the drawn card as your card ${a.slot + 1}`
    case 'discard': return 'discard the drawn card'
    case 'check': return 'call check'
    case 'match': return `throw your card ${a.slot + 1} on the match`
    case 'pass': return 'let the window pass'
    case 'peek': return `peek at ${place(a.target, whose)}`
    case 'swap': return `swap ${place(a.a, whose)} with ${place(a.b, whose)}`
    case 'skip': return 'skip the ability'
  }
}
