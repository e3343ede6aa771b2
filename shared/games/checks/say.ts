import { cardLabel } from '../../cards'
import type { ChecksAction } from './engine'

/** A Checks move as advice to the seat that may make it: "claim pile 2", "put the 7♥ on pile 4". */
export function sayChecksMove(a: ChecksAction): string {
  return a.type === 'claim' ? `claim pile ${a.target + 1}` : `put the ${cardLabel(a.card)} on pile ${a.target + 1}`
}
