import type { Whose } from '../expert/search'
import type { Line } from '../narrator'
import type { CheckAction } from './types'

const at = (move: string, values?: Line['values']): Line => ({ key: `check.expert.${move}`, ...(values && { values }) })

/** A Check! move as advice to the seat that may make it: "keep the drawn card as your card 2", "let the window pass". */
export function sayCheckMove(a: CheckAction, whose: Whose): Line {
  switch (a.type) {
    case 'draw': return at(a.from === 'pile' ? 'drawPile' : 'drawDiscard')
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
