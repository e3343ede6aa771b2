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
}

/** One sentence: whose move it is and what the screen's holder may do now. */
export function checksStatus({ view: v, me, legal, name, outcome: o, chosen }: ChecksStatusInput): string {
  if (o) return o.winners.length > 1 ? `A draw, ${o.scores[0]} all.` : `${o.winners[0] === me ? 'You win' : `${name(o.winners[0]!)} wins`}, ${o.scores[0]} to ${o.scores[1]}.`
  if (v.turn !== me) return `${name(v.turn)} is playing.`
  if (chosen) return `Now click the pile to put the ${cardName(chosen)} on.`
  if (legal.some((a) => a.type === 'claim')) return `Your fan is worth ${v.fanValue}: claim a pile worth ${v.fanValue}, or place one card on any pile.`
  return `Your fan is worth ${v.fanValue} and no pile matches: pick a card and place it on a pile.`
}

/** The screen holder's turn: the moment for the "your turn" cue. */
export const isChecksTurn = (v: ChecksView, me: Seat | null): boolean => me !== null && !v.over && v.turn === me
