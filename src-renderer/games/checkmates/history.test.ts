import { afterEach, describe, expect, test } from 'vitest'
import type { BiddingEvent, CardResult } from '@shared/checkmates/bidding'
import { describeBiddingEvent as lines } from '@shared/checkmates/bidding-describe'
import { narrator, type Narrator } from '@shared/games/narrator'
import { i18n } from '../../i18n'
import { sayAll } from '../../i18n/lines'

const names = (seat: number) => ['Lena', 'Ada'][seat] ?? '?'
const name = narrator(names)
const describeBiddingEvent = (e: BiddingEvent, n: Narrator) => {
  const said = lines(e, n)
  return said.length === 0 ? null : sayAll(said)
}
afterEach(() => void (i18n.global.locale.value = 'en'))
const card = { id: 'c05', task: '.G./G.B/...', points: 1 as const }
const result = (over: Partial<CardResult>): CardResult => ({
  card, outcome: 'proved', seat: 0, bid: 3, moves: ['a1-a2', 'b1-b2'], failure: null,
  startBoard: 'BR./G*B/RG.', optimal: 2, solution: ['a1-a2', 'b1-b2'], rotation: 0, ...over,
})

describe('bidding history lines', () => {
  test.each([
    ['Card 2 of 5 is up (1 point).', { type: 'revealed', card, number: 2, total: 5, board: 'BR./G*B/RG.', noBidUntil: 0 }],
    ['Ada opens with 4 moves.', { type: 'bid', seat: 1, moves: 4, beaten: null, countUntil: 0 }],
    ['Lena undercuts with 1 move.', { type: 'bid', seat: 0, moves: 1, beaten: { seat: 1, moves: 4, at: 0 }, countUntil: 0 }],
    ['Nobody went lower: Lena proves 3 moves.', { type: 'proofStarted', seat: 0, bid: 3 }],
    ['Lena: a1-a2 (1 of 3).', { type: 'moved', seat: 0, move: 'a1-a2', count: 1, bid: 3, board: '' }],
    ['Lena proved it in 2 moves (bid 3), matching the card as dealt, and scores 1 point; the best is 2 moves.', { type: 'cardResult', result: result({}) }],
    ['Lena proved it in 2 moves (bid 3), matching the card turned 270° clockwise, and scores 1 point; the best is 2 moves.', { type: 'cardResult', result: result({ rotation: 270 }) }],
    ['Lena conceded after 1 move: a penalty card; the best is 2 moves.', { type: 'cardResult', result: result({ outcome: 'failed', failure: 'conceded', moves: ['a1-a2'] }) }],
    ['Lena ran out of moves (bid 1) without a match: a penalty card; the best is 2 moves.', { type: 'cardResult', result: result({ outcome: 'failed', failure: 'outOfMoves', bid: 1, moves: ['a1-a2'] }) }],
    ['Lena bid 0 but the board does not match: a penalty card; the best is 2 moves.', { type: 'cardResult', result: result({ outcome: 'failed', failure: 'zeroBid', bid: 0, moves: [] }) }],
    ['Nobody bid: the card is set aside, the best is 2 moves.', { type: 'cardResult', result: result({ outcome: 'setAside', seat: null, bid: null, moves: [] }) }],
    ['Game over: Lena and Ada share the win.', { type: 'ended', totals: [2, 2], penalties: [0, 0], winners: [0, 1] }],
    ['Game over: Lena wins.', { type: 'ended', totals: [3, 2], penalties: [0, 0], winners: [0] }],
  ] as const)('%s', (line, event) => {
    expect(describeBiddingEvent(event as Parameters<typeof describeBiddingEvent>[0], name)).toBe(line)
  })

  test.each([
    ['You undercut with 1 move.', { type: 'bid', seat: 0, moves: 1, beaten: { seat: 1, moves: 4, at: 0 }, countUntil: 0 }],
    ['Nobody went lower: you prove 3 moves.', { type: 'proofStarted', seat: 0, bid: 3 }],
    ['You proved it in 2 moves (bid 3), matching the card as dealt, and score 1 point; the best is 2 moves.', { type: 'cardResult', result: result({}) }],
    ['Game over: you and Ada share the win.', { type: 'ended', totals: [2, 2], penalties: [0, 0], winners: [0, 1] }],
    ['Game over: you win.', { type: 'ended', totals: [3, 2], penalties: [0, 0], winners: [0] }],
    ['Ada opens with 4 moves.', { type: 'bid', seat: 1, moves: 4, beaten: null, countUntil: 0 }],
  ] as const)('to the person reading it: %s', (line, event) => {
    expect(describeBiddingEvent(event as Parameters<typeof describeBiddingEvent>[0], narrator(names, 0))).toBe(line)
  })

  test('a bid of 0 goes straight to its result: no "proves" line', () => {
    expect(describeBiddingEvent({ type: 'proofStarted', seat: 0, bid: 0 }, name)).toBeNull()
  })

  test('in Russian, moves and points count by the Russian rule', () => {
    i18n.global.locale.value = 'ru'
    expect(describeBiddingEvent({ type: 'bid', seat: 1, moves: 4, beaten: null, countUntil: 0 }, name)).toBe('Заявка игрока Ada: 4 хода.')
    expect(describeBiddingEvent({ type: 'bid', seat: 0, moves: 5, beaten: { seat: 1, moves: 6, at: 0 }, countUntil: 0 }, narrator(names, 0))).toBe('Вы перебиваете: 5 ходов.')
    expect(describeBiddingEvent({ type: 'cardResult', result: result({}) }, name)).toBe(
      'Lena доказывает заявку: 2 хода (заявка 3), доска совпала с карточкой как есть, и получает 1 очко; лучшее решение — 2 хода.',
    )
    expect(describeBiddingEvent({ type: 'cardResult', result: result({ outcome: 'failed', failure: 'conceded', moves: ['a1-a2'] }) }, name)).toBe(
      'Lena сдаётся, сделав 1 ход: штрафная карточка; лучшее решение — 2 хода.',
    )
  })
})
