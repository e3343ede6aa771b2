import { describe, expect, test } from 'vitest'
import type { BiddingView } from '@shared/checkmates/bidding'
import type { SeatInfo } from '@shared/ipc'
import { checkmatesBidding as module } from '@shared/checkmates/bidding-module'
import { Table } from './table'
import { fakeClock } from './fake-clock'

const lena: SeatInfo = { kind: 'human', name: 'Lena', colour: 'sky', profileId: 'p1' }
const egor: SeatInfo = { kind: 'human', name: 'Egor', colour: 'green', profileId: 'p2' }
const ada: SeatInfo = { kind: 'bot', name: 'Ada', colour: 'orange', level: 'hard' }

function open(seats: SeatInfo[], cards = 2) {
  const clock = fakeClock(1_000_000)
  const finished: unknown[] = []
  const r = Table.create({
    id: 'b1', gameId: 'checkmates', module, seats, seed: 'hb-1', clock,
    config: module.tableConfig!(seats.length, { windowMs: 5000, callWindowMs: 5000, side: 'fifteen', deck: 'all', cards }),
    publish: () => {}, finished: (o) => finished.push(o),
  })
  if (!r.ok) throw new Error(r.error.message)
  return { table: r.value, clock, finished, view: () => r.value.snapshot().view as BiddingView }
}

describe('the bidding game at the host', () => {
  test('the first card shows on the first tick, with the no-bid limit on the host clock', () => {
    const { table, clock, view } = open([lena, ada])
    expect(view().phase).toBe('dealing')
    clock.advance(0)
    expect(view()).toMatchObject({ phase: 'bidding', cardNumber: 1, revealedAt: clock.now() })
    expect(table.snapshot().deadline).toBe(clock.now() + 120_000)
  })

  test('a computer player bids, waits out its count and proves at a person\'s pace; the game reaches its end', () => {
    const { table, clock, finished, view } = open([lena, ada])
    clock.advance(0)
    const start = clock.now()
    // Lena sits the first card out: Ada's whole proof plays on the host clock by itself.
    while (view().phase !== 'result' && clock.now() - start < 60_000) clock.advance(250)
    const first = view().last!
    expect(first).toMatchObject({ outcome: 'proved', seat: 1 })
    expect(first.moves.length).toBeLessThanOrEqual(first.bid!)
    expect(view().cardNumber).toBe(1)
    expect(clock.now() - start).toBeGreaterThan(5000)
    const r = table.act(0, { type: 'next' })
    expect(r.ok).toBe(true)
    expect(view()).toMatchObject({ phase: 'bidding', cardNumber: 2 })
    clock.advance(60_000)
    expect(finished).toHaveLength(1)
    expect(table.snapshot().outcome?.winners).toEqual([1])
  })

  test('two people at one screen: no hand-over, both may bid, and a time stamp from the screen is ignored', () => {
    const { table, clock, view } = open([lena, egor, ada])
    clock.advance(0)
    const s = table.snapshot()
    expect(s.viewer).toBe('public')
    expect(s.handover).toBeNull()
    expect(s.actions.map((a) => a.seat)).toEqual([0, 1])
    clock.advance(500)
    expect(table.act(1, { type: 'bid', moves: 9, at: 0 }).ok).toBe(true)
    expect(view().standing).toEqual({ seat: 1, moves: 9, at: clock.now() })
    const again = table.act(1, { type: 'bid', moves: 8 })
    expect(!again.ok && again.error.code).toBe('ALREADY_BID')
  })
})
