import type { Outcome, Seat } from '@shared/engine'
import type { HolView } from '../../../shared/games/higher-or-lower/engine'
import { i18n } from '../../../../../src-renderer/i18n'

export interface HolStatusInput {
  view: HolView
  me: Seat | null
  name: (seat: Seat) => string
  outcome: Outcome | null
}

/** One sentence: whose guess it is, or who won and with how many points (HL-3). */
export function higherOrLowerStatus({ view, me, name, outcome }: HolStatusInput): string {
  const { t } = i18n.global
  if (outcome) {
    const n = Math.max(...outcome.scores)
    if (outcome.winners.length > 1) return t('higher-or-lower.status.shared', { n }, n)
    const winner = outcome.winners[0]!
    return winner === me ? t('higher-or-lower.status.youWin', { n }, n) : t('higher-or-lower.status.wins', { n, name: name(winner) }, n)
  }
  return view.turn === me ? t('higher-or-lower.status.yours') : t('higher-or-lower.status.guessing', { name: name(view.turn) })
}
