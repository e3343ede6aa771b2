import type { Seat } from '../engine'
import { sentence, type Narrator } from '../games/narrator'
import type { BiddingEvent, CardResult } from './bidding'
import type { Rotation } from './task'

const moves = (n: number) => (n === 1 ? '1 move' : `${n} moves`)
const points = (n: number) => (n === 1 ? '1 point' : `${n} points`)

/** CM-5: how the card lay when the board matched it, for everyone checking the proof. */
export function turnWords(rotation: Rotation | null): string {
  return rotation ? `the card turned ${rotation}° clockwise` : 'the card as dealt'
}

function optimum(r: CardResult): string {
  return r.optimal === null ? 'the solver finds no line' : `the best is ${moves(r.optimal)}`
}

function result(r: CardResult, n: Narrator): string {
  if (r.outcome === 'setAside' || r.seat === null) return `nobody bid: the card is set aside, ${optimum(r)}.`
  const seat: Seat = r.seat
  const who = n.name(seat)
  if (r.outcome === 'proved') {
    return `${who} proved it in ${moves(r.moves.length)} (bid ${r.bid}), matching ${turnWords(r.rotation)}, and ${n.verb(seat, 'scores', 'score')} ${points(r.card.points)}; ${optimum(r)}.`
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
export function describeBiddingEvent(e: BiddingEvent, n: Narrator): string | null {
  const line = words(e, n)
  return line === null ? null : sentence(line)
}

function words(e: BiddingEvent, n: Narrator): string | null {
  switch (e.type) {
    case 'revealed':
      return `card ${e.number} of ${e.total} is up (${points(e.card.points)}).`
    case 'bid':
      return e.beaten
        ? `${n.name(e.seat)} ${n.verb(e.seat, 'undercuts', 'undercut')} with ${moves(e.moves)}.`
        : `${n.name(e.seat)} ${n.verb(e.seat, 'opens', 'open')} with ${moves(e.moves)}.`
    case 'proofStarted':
      return e.bid === 0 ? null : `nobody went lower: ${n.name(e.seat)} ${n.verb(e.seat, 'proves', 'prove')} ${moves(e.bid)}.`
    case 'moved':
      return `${n.name(e.seat)}: ${e.move} (${e.count} of ${e.bid}).`
    case 'cardResult':
      return result(e.result, n)
    case 'ended':
      return e.winners.length === 1
        ? `game over: ${n.name(e.winners[0]!)} ${n.verb(e.winners[0]!, 'wins', 'win')}.`
        : `game over: ${n.list(e.winners)} share the win.`
  }
}
