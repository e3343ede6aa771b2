import type { Seat } from '@shared/engine'
import type { BiddingView, CardResult } from '@shared/checkmates/bidding'
import { turnLine } from '@shared/checkmates/bidding-describe'
import { say } from '../../i18n/lines'

export const moves = (n: number): string => (n === 1 ? '1 move' : `${n} moves`)

/** How a card ended, in a line. */
export function resultLine(r: CardResult, name: (seat: Seat) => string): string {
  if (r.outcome === 'setAside' || r.seat === null) return 'Nobody bid: the card is set aside.'
  const who = name(r.seat)
  if (r.outcome === 'proved') return `${who} proved it in ${moves(r.moves.length)}, matching ${say(turnLine(r.rotation))} — +${r.card.points}`
  if (r.failure === 'zeroBid') return `${who} bid 0, but the board does not match — penalty card`
  if (r.failure === 'conceded') return `${who} conceded — penalty card`
  return `${who} ran out of moves (bid ${r.bid ?? 0}) — penalty card`
}

export interface BiddingStatusInput {
  view: BiddingView
  over: boolean
  name: (seat: Seat) => string
  /** A person (not a computer player) sits there. */
  isPerson: (seat: Seat) => boolean
}

/** The line across the top: what is happening and who may do what. */
export function biddingStatus({ view: v, over, name, isPerson }: BiddingStatusInput): string {
  if (over) return 'Game over.'
  switch (v.phase) {
    case 'dealing':
      return 'Turning over the first card…'
    case 'bidding':
      return v.standing
        ? `${name(v.standing.seat)} bids ${moves(v.standing.moves)}. Can anyone do it in fewer?`
        : 'Count the moves in your head and bid. Lowest bid proves it.'
    case 'proving': {
      const p = v.proof!
      const who = isPerson(p.seat) ? `${name(p.seat)}, prove it` : `${name(p.seat)} is proving`
      return `${who}: ${moves(p.bid)} or fewer. Moves can't be taken back.`
    }
    case 'result':
      return v.last ? resultLine(v.last, name) : ''
    default:
      return ''
  }
}

/**
 * What a bid pad says once someone went under the number its person chose (null: nobody did): who
 * bid what, and the next legal bid, which the pad now shows in its place.
 */
export function undercutNote(wanted: number, highest: number, v: BiddingView, name: (seat: Seat) => string): string | null {
  const s = v.standing
  if (wanted <= highest || !s || highest < 0) return null
  return `${name(s.seat)} bid ${s.moves}, so the next bid is ${highest}.`
}
