import type { Line, Narrator } from '../games/narrator'
import type { BiddingEvent, CardResult } from './bidding'
import type { Rotation } from './task'

const at = (key: string) => `checkmates.history.${key}`
const moves = (count: number): Line => ({ key: at('moves'), count })
const points = (count: number): Line => ({ key: at('points'), count })
const optimum = (r: CardResult): Line => (r.optimal === null ? { key: at('noLine') } : { key: at('best'), values: { moves: moves(r.optimal) } })

/** CM-5: how the card lay when the board matched it, for everyone checking the proof. */
export const turnLine = (rotation: Rotation | null): Line =>
  rotation ? { key: at('turned'), values: { degrees: rotation } } : { key: at('asDealt') }

function result(r: CardResult, n: Narrator): Line {
  if (r.outcome === 'setAside' || r.seat === null) return { key: at('setAside'), values: { optimum: optimum(r) } }
  if (r.outcome === 'proved') {
    return n.about(r.seat, at('proved'), { moves: moves(r.moves.length), bid: r.bid ?? 0, turn: turnLine(r.rotation), points: points(r.card.points), optimum: optimum(r) })
  }
  switch (r.failure) {
    case 'zeroBid':
      return n.about(r.seat, at('zeroBid'), { optimum: optimum(r) })
    case 'conceded':
      return n.about(r.seat, at('conceded'), { moves: moves(r.moves.length), optimum: optimum(r) })
    default:
      return n.about(r.seat, at('outOfMoves'), { bid: r.bid ?? 0, optimum: optimum(r) })
  }
}

/** The history's sentences for one bidding event (none for events too small to mention). */
export function describeBiddingEvent(e: BiddingEvent, n: Narrator): Line[] {
  switch (e.type) {
    case 'revealed':
      return [{ key: at('revealed'), values: { number: e.number, total: e.total, points: points(e.card.points) } }]
    case 'bid':
      return [n.about(e.seat, at(e.beaten ? 'undercuts' : 'opens'), { moves: moves(e.moves) })]
    case 'proofStarted':
      return e.bid === 0 ? [] : [n.about(e.seat, at('proves'), { moves: moves(e.bid) })]
    case 'moved':
      return [n.about(e.seat, at('moved'), { move: e.move, count: e.count, bid: e.bid })]
    case 'cardResult':
      return [result(e.result, n)]
    case 'ended':
      return [e.winners.length === 1 ? n.about(e.winners[0]!, at('wins')) : n.aboutAll(e.winners, at('shareWin'))]
  }
}
