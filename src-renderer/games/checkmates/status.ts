import type { Seat } from '@shared/engine'
import type { BiddingView, CardResult } from '@shared/checkmates/bidding'
import { turnLine } from '@shared/checkmates/bidding-describe'
import { i18n } from '../../i18n'
import { say } from '../../i18n/lines'
import { moves } from './words'

/** How a card ended, in a line. */
export function resultLine(r: CardResult, name: (seat: Seat) => string): string {
  const { t } = i18n.global
  if (r.outcome === 'setAside' || r.seat === null) return t('checkmates.status.setAside')
  const who = name(r.seat)
  if (r.outcome === 'proved') {
    return t('checkmates.status.proved', { name: who, moves: moves(r.moves.length), turn: say(turnLine(r.rotation)), points: r.card.points })
  }
  if (r.failure === 'zeroBid') return t('checkmates.status.zeroBid', { name: who })
  if (r.failure === 'conceded') return t('checkmates.status.conceded', { name: who })
  return t('checkmates.status.outOfMoves', { name: who, bid: r.bid ?? 0 })
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
  const { t } = i18n.global
  if (over) return t('checkmates.status.over')
  switch (v.phase) {
    case 'dealing':
      return t('checkmates.status.dealing')
    case 'bidding':
      return v.standing
        ? t('checkmates.status.standing', { name: name(v.standing.seat), moves: moves(v.standing.moves) })
        : t('checkmates.status.open')
    case 'proving': {
      const p = v.proof!
      return t(isPerson(p.seat) ? 'checkmates.status.provePerson' : 'checkmates.status.proveBot', { name: name(p.seat), moves: moves(p.bid) })
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
  return i18n.global.t('checkmates.table.undercut', { name: name(s.seat), bid: s.moves, next: highest })
}
