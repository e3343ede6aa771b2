import type { Seat } from '../engine'
import type { BiddingEvent, CardResult } from './bidding'

const moves = (n: number) => (n === 1 ? '1 move' : `${n} moves`)
const points = (n: number) => (n === 1 ? '1 point' : `${n} points`)

function optimum(r: CardResult): string {
  return r.optimal === null ? 'the solver finds no line' : `the best is ${moves(r.optimal)}`
}

function result(r: CardResult, name: (seat: Seat) => string): string {
  if (r.outcome === 'setAside' || r.seat === null) return `Nobody bid: the card is set aside, ${optimum(r)}.`
  const who = name(r.seat)
  if (r.outcome === 'proved') {
    return `${who} proved it in ${moves(r.moves.length)} (bid ${r.bid}) and scores ${points(r.card.points)}; ${optimum(r)}.`
  }
  switch (r.failure) {
    case 'zeroBid':
      return `${who} bid 0 but the board does not match: a penalty card; ${optimum(r)}.`
    case 'conceded':
      return `${who} conceded after ${moves(r.moves.length)}: a penalty card; ${optimum(r)}.`
    default:
      return `${who} ran out of moves (bid ${r.bid ?? 0}) without a match: a penalty card; ${optimum(r)}.`
  }
}

/** One line of table history per bidding event, or null for events too small to mention. */
export function describeBiddingEvent(e: BiddingEvent, name: (seat: Seat) => string): string | null {
  switch (e.type) {
    case 'revealed':
      return `Card ${e.number} of ${e.total} is up (${points(e.card.points)}).`
    case 'bid':
      return e.beaten ? `${name(e.seat)} undercuts with ${moves(e.moves)}.` : `${name(e.seat)} opens with ${moves(e.moves)}.`
    case 'proofStarted':
      return e.bid === 0 ? null : `Nobody went lower: ${name(e.seat)} proves ${moves(e.bid)}.`
    case 'moved':
      return `${name(e.seat)}: ${e.move} (${e.count} of ${e.bid}).`
    case 'cardResult':
      return result(e.result, name)
    case 'ended': {
      const who = e.winners.map(name).join(' and ')
      return e.winners.length > 1 ? `Game over: ${who} share the win.` : `Game over: ${who} wins.`
    }
  }
}
