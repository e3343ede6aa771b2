import type { Rank } from './index'

/**
 * A rank's face value: A 1, 2–10 as printed, J 11, Q 12, K 13. Each game prices its cards from
 * this in its own folder (Check!'s ace is −1, Four Down's king of diamonds 0, Checks' courts 0).
 */
export function faceValue(r: Rank): number {
  switch (r) {
    case 'A': return 1
    case 'T': return 10
    case 'J': return 11
    case 'Q': return 12
    case 'K': return 13
    default: return Number(r)
  }
}
