import { rankOf, type Card } from '../../cards'
import { faceValue } from '../../cards/values'

/** Check!: A −1, 2–10 face value, J 11, Q 12, K 13 (CK-1). */
export function checkValue(card: Card): number {
  const r = rankOf(card)
  return r === 'A' ? -1 : faceValue(r)
}
