import type { Card } from '@shared/cards'
import type { Outcome, Seat } from '@shared/engine'
import type { ChecksAction, ChecksView } from '@shared/games/checks/engine'
import { i18n } from '../../i18n'
import { cardName } from '../../table-kit/cardWords'

export interface ChecksStatusInput {
  view: ChecksView
  me: Seat | null
  legal: readonly ChecksAction[]
  name: (seat: Seat) => string
  outcome: Outcome | null
  /** The fan card picked to place, waiting for its pile. */
  chosen: Card | null
  /** A touch screen (a phone): its piles are tapped, not clicked. */
  touch?: boolean
}

/** One sentence: whose move it is and what the screen's holder may do now. */
export function checksStatus({ view: v, me, legal, name, outcome: o, chosen, touch = false }: ChecksStatusInput): string {
  const { t, n } = i18n.global
  if (o) {
    if (o.winners.length > 1) return t('checks.status.draw', { score: n(o.scores[0]!) })
    // The winner's score first: "Ada wins, 40 to 12", whichever seat she sits in.
    const winner = o.winners[0]!
    const scores = { score: n(o.scores[winner]!), other: n(o.scores[1 - winner]!) }
    return winner === me ? t('checks.status.youWin', scores) : t('checks.status.wins', { ...scores, name: name(winner) })
  }
  if (v.turn !== me) return t('checks.status.playing', { name: name(v.turn) })
  // A touch screen's piles are tapped, a computer's clicked.
  if (chosen) return t(`checks.status.place.${touch ? 'touch' : 'mouse'}`, { card: cardName(chosen) })
  return t(legal.some((a) => a.type === 'claim') ? 'checks.status.claim' : 'checks.status.noMatch', { value: v.fanValue })
}
