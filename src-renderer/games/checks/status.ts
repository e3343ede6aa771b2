import { cardName, type Card } from '@shared/cards'
import type { Outcome, Seat } from '@shared/engine'
import type { ChecksAction, ChecksView } from '@shared/games/checks/engine'

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
  if (o) {
    if (o.winners.length > 1) return `A draw, ${o.scores[0]} all.`
    // The winner's score first: "Ada wins, 40 to 12", whichever seat she sits in.
    const winner = o.winners[0]!
    return `${winner === me ? 'You win' : `${name(winner)} wins`}, ${o.scores[winner]} to ${o.scores[1 - winner]}.`
  }
  if (v.turn !== me) return `${name(v.turn)} is playing.`
  if (chosen) return `Now ${touch ? 'tap' : 'click'} the pile to put the ${cardName(chosen)} on.`
  if (legal.some((a) => a.type === 'claim')) return `Your fan is worth ${v.fanValue}: claim a pile worth ${v.fanValue}, or place one card on any pile.`
  return `Your fan is worth ${v.fanValue} and no pile matches: pick a card and place it on a pile.`
}
