import { describe, expect, test } from 'vitest'
import type { BiddingView } from '@shared/checkmates/bidding'
import type { ApiResult, BiddingProgress, TableSnapshot } from '@shared/ipc'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import { testData } from '../store/test-support'

const DAY = 86_400_000

const must = <T>(r: ApiResult<unknown>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value as T
}

describe('progress:bidding (issue 30)', () => {
  test("a bidding game played to its end at the host files Lena's bid against the card's optimum; the period counts back from the host's clock", async () => {
    const clock = fakeClock(1_000_000)
    const { store, archive } = testData()
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock })
    const conn = host.connect(() => {})
    const lena = must<{ id: string }>(await conn.request('profiles:create', { name: 'Lena', colour: 'sky' })).id
    const created = must<TableSnapshot>(
      await conn.request('table:create', { gameId: 'checkmates', seats: [{ kind: 'human', profileId: lena }, { kind: 'bot', level: 'hard' }], seed: 'pb-3', cards: 1 }),
    )
    clock.advance(0)
    // Lena bids 5 at once; should her bid stand, she gives up the proof.
    let s = must<TableSnapshot>(await conn.request('table:act', { tableId: created.tableId, seat: 0, action: { type: 'bid', moves: 5 } }))
    for (let i = 0; i < 1000 && !s.outcome; i++) {
      const view = s.view as BiddingView
      if (view.phase === 'proving' && view.proof?.seat === 0) {
        s = must<TableSnapshot>(await conn.request('table:act', { tableId: s.tableId, seat: 0, action: { type: 'concede' } }))
      } else {
        clock.advance(250)
        s = must<TableSnapshot>(await conn.request('table:get', { tableId: s.tableId }))
      }
    }
    expect(s.outcome).not.toBeNull()
    // The card's result at the table: the computer player undercut her with the optimum, 4, and proved it.
    expect((s.view as BiddingView).last).toMatchObject({ outcome: 'proved', seat: 1, bid: 4, optimal: 4 })

    // Her one bid, a move above the optimum: no share at it, an excess of 1. The computer's is nobody's.
    const progress = async (period: string) => must<BiddingProgress>(await conn.request('progress:bidding', { profileId: lena, period }))
    const game = { bids: 1, atOptimum: 0, share: 0, meanExcess: 1, below: 0 }
    expect(await progress('7d')).toEqual({ ...game, unsolvable: 0, points: [{ id: created.tableId, at: archive.game(created.tableId)!.at, ...game }] })
    // A week later the last 7 days hold none of it; the whole history does.
    clock.advance(7 * DAY + 1)
    expect((await progress('7d')).points).toEqual([])
    expect((await progress('all')).points.map((p) => p.id)).toEqual([created.tableId])
    host.close()
  })
})
