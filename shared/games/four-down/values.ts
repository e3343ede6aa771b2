import { rankOf, type Card } from '../../cards'
import { faceValue } from '../../cards/values'

/** Four Down: A 1, 2–10 face, J 11, Q 12, K 13, but the king of diamonds 0 (FD-1). */
export function fourDownValue(card: Card): number {
  return card === 'KD' ? 0 : faceValue(rankOf(card))
}
