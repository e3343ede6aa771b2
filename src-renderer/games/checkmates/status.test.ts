import { afterEach, describe, expect, test } from 'vitest'
import { i18n } from '../../i18n'
import { biddingEngine as E, defaultBiddingConfig, type BiddingState, type BiddingView, type CardResult } from '@shared/checkmates/bidding'
import { biddingStatus, resultLine, undercutNote } from './status'

const name = (seat: number) => ['Lena', 'Ada'][seat]!
function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const started = (): BiddingState => must(E.expire!(must(E.setup({ ...defaultBiddingConfig(2), cards: 2 }, 'status')).state, 0)).state
const viewOf = (s: BiddingState): BiddingView => E.view(s, 'public')
const card = { id: 'c05', task: '.G./G.B/...', points: 2 as const }
const result = (over: Partial<CardResult>): CardResult => ({
  card, outcome: 'proved', seat: 0, bid: 3, moves: ['a1-a2', 'b1-b2'], failure: null, startBoard: '', optimal: 2, solution: [], rotation: 90, ...over,
})

describe('bidding status line', () => {
  test('CM-8: an open card asks for bids; a bid asks for a lower one', () => {
    const open = started()
    expect(biddingStatus({ view: viewOf(open), over: false, name, isPerson: () => true })).toBe('Count the moves in your head and bid. Lowest bid proves it.')
    const bid = must(E.apply(open, 1, { type: 'bid', moves: 4, at: 10 })).state
    expect(biddingStatus({ view: viewOf(bid), over: false, name, isPerson: () => true })).toBe('Ada bids 4 moves. Can anyone do it in fewer?')
  })

  test('CM-8: the lowest bidder proves it, told to a person, shown for a computer player', () => {
    const proving = must(E.expire!(must(E.apply(started(), 1, { type: 'bid', moves: 9, at: 10 })).state, 10_000)).state
    expect(biddingStatus({ view: viewOf(proving), over: false, name, isPerson: () => true })).toBe("Ada, prove it: 9 moves or fewer. Moves can't be taken back.")
    expect(biddingStatus({ view: viewOf(proving), over: false, name, isPerson: () => false })).toBe("Ada is proving: 9 moves or fewer. Moves can't be taken back.")
  })

  test.each([
    ['CM-10: a proved card scores its points; CM-5: the proof says how the card was turned', result({}), 'Lena proved it in 2 moves, matching the card turned 90° clockwise — +2'],
    ['CM-10: a bid of 0 on a board that does not match is a penalty', result({ outcome: 'failed', failure: 'zeroBid', bid: 0, moves: [] }), 'Lena bid 0, but the board does not match — penalty card'],
    ['CM-10: conceding is a penalty', result({ outcome: 'failed', failure: 'conceded' }), 'Lena conceded — penalty card'],
    ['CM-10: running out of moves is a penalty', result({ outcome: 'failed', failure: 'outOfMoves', bid: 1 }), 'Lena ran out of moves (bid 1) — penalty card'],
    ['CM-8: an unbid card is set aside', result({ outcome: 'setAside', seat: null, bid: null }), 'Nobody bid: the card is set aside.'],
  ] as const)('%s', (_rule, r, line) => {
    expect(resultLine(r, name)).toBe(line)
  })

  test('CM-8: a pad undercut says who went lower and the next legal bid; a number still lower says nothing', () => {
    const bid = viewOf(must(E.apply(started(), 1, { type: 'bid', moves: 4, at: 10 })).state)
    expect(undercutNote(3, 3, bid, name)).toBeNull()
    expect(undercutNote(2, 3, bid, name)).toBeNull()
    expect(undercutNote(4, 3, bid, name)).toBe('Ada bid 4, so the next bid is 3.')
    expect(undercutNote(6, 3, bid, name)).toBe('Ada bid 4, so the next bid is 3.')
    // After a bid of 0 nobody may bid, and the pad is gone: there is nothing to offer instead.
    const zero = viewOf(must(E.apply(started(), 1, { type: 'bid', moves: 0, at: 10 })).state)
    expect(undercutNote(2, -1, zero, name)).toBeNull()
  })

  describe('in Russian', () => {
    afterEach(() => void (i18n.global.locale.value = 'en'))

    test('CM-8: the bids count moves by the Russian rule (1 ход, 4 хода, 9 ходов, 21 ход)', () => {
      i18n.global.locale.value = 'ru'
      const open = started()
      expect(biddingStatus({ view: viewOf(open), over: false, name, isPerson: () => true })).toBe('Посчитайте ходы в уме и заявите. Доказывает меньшая заявка.')
      for (const [moves, said] of [[1, '1 ход'], [4, '4 хода'], [9, '9 ходов'], [21, '21 ход']] as const) {
        const bid = must(E.apply(open, 1, { type: 'bid', moves, at: 10 })).state
        expect(biddingStatus({ view: viewOf(bid), over: false, name, isPerson: () => true })).toBe(`Ada заявляет ${said}. Кто-нибудь сможет меньше?`)
      }
      const proving = must(E.expire!(must(E.apply(open, 1, { type: 'bid', moves: 9, at: 10 })).state, 10_000)).state
      expect(biddingStatus({ view: viewOf(proving), over: false, name, isPerson: () => true })).toBe('Ada, докажите: 9 ходов или меньше. Ходы назад не берутся.')
      expect(biddingStatus({ view: viewOf(proving), over: false, name, isPerson: () => false })).toBe('Ada доказывает: 9 ходов или меньше. Ходы назад не берутся.')
      expect(biddingStatus({ view: viewOf(proving), over: true, name, isPerson: () => false })).toBe('Игра окончена.')
    })

    test.each([
      [result({}), 'Lena: заявка доказана за 2 хода, доска совпала с карточкой, повёрнутой на 90° по часовой стрелке — +2'],
      [result({ outcome: 'failed', failure: 'zeroBid', bid: 0, moves: [] }), 'У игрока Lena заявка 0, но доска не совпадает — штрафная карточка'],
      [result({ outcome: 'failed', failure: 'conceded' }), 'Lena сдаётся — штрафная карточка'],
      [result({ outcome: 'failed', failure: 'outOfMoves', bid: 1 }), 'У игрока Lena кончились ходы (заявка 1) — штрафная карточка'],
      [result({ outcome: 'setAside', seat: null, bid: null }), 'Заявок нет: карточка откладывается.'],
    ] as const)('CM-10: a card ends, said with the name undeclined and in the present: %#', (r, line) => {
      i18n.global.locale.value = 'ru'
      expect(resultLine(r, name)).toBe(line)
    })
  })
})
