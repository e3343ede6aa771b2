import { cardLabel } from '../../cards'
import type { Line } from '../narrator'
import type { ChecksAction } from './engine'

/** A Checks move as advice to the seat that may make it: "claim pile 2", "put the 7♥ on pile 4". */
export function sayChecksMove(a: ChecksAction): Line {
  return a.type === 'claim'
    ? { key: 'checks.expert.claim', values: { pile: a.target + 1 } }
    : { key: 'checks.expert.build', values: { card: cardLabel(a.card), pile: a.target + 1 } }
}
