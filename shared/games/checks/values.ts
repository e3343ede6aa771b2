import { rankOf, type Card } from '../../cards'
import { faceValue } from '../../cards/values'

/** Checks: A 1, 2–9 face, 10 is 10, J/Q/K 0 (CS-2). */
export function checksValue(card: Card): number {
  const r = rankOf(card)
  return r === 'J' || r === 'Q' || r === 'K' ? 0 : faceValue(r)
}
