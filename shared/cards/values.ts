import { rankOf, type Card, type Rank } from './index'

/** Check!: A −1, 2–10 face value, J 11, Q 12, K 13 (CK-1). */
export function checkValue(card: Card): number {
  const r = rankOf(card)
  return r === 'A' ? -1 : faceValue(r)
}

/** Four Down: A 1, 2–10 face, J 11, Q 12, K 13, but the king of diamonds 0 (FD-1). */
export function fourDownValue(card: Card): number {
  return card === 'KD' ? 0 : faceValue(rankOf(card))
}

/** Checks: A 1, 2–9 face, 10 is 10, J/Q/K 0 (CS-2). */
export function checksValue(card: Card): number {
  const r = rankOf(card)
  return r === 'J' || r === 'Q' || r === 'K' ? 0 : faceValue(r)
}

function faceValue(r: Rank): number {
  switch (r) {
    case 'A': return 1
    case 'T': return 10
    case 'J': return 11
    case 'Q': return 12
    case 'K': return 13
    default: return Number(r)
  }
}
