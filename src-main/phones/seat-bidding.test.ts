import { afterEach, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import type { TableSnapshot } from '@shared/ipc'
import type { BiddingView } from '@shared/checkmates/bidding'
import { fakeClock } from '../host/fake-clock'
import { openSeat, seatServerSetUp as setUp, tearDown, until, type Frame } from './seat-test-kit'

// Check Mates bidding with every seat on a phone, over real sockets to the seat server (issue
// 19 asked for it: nobody had probed it). The host's clock is a fake one, so the count, the
// no-bid limit and the result's pause pass when the test says.

afterEach(tearDown)

/** A phone as the seat screen is: its socket, what it was sent, and its requests answered by id. */
async function phoneAt(port: number, key: string) {
  const ws = (await openSeat(port, key)) as WebSocket
  const got: Frame[] = []
  ws.on('message', (d: Buffer) => got.push(JSON.parse(String(d)) as Frame))
  let id = 0
  const ask = async (channel: string, payload: unknown) => {
    const mine = ++id
    ws.send(JSON.stringify({ id: mine, channel, payload }))
    await until(() => got.some((f) => f.id === mine))
    return got.find((f) => f.id === mine)!.result!
  }
  const seen = async () => (await ask('seat:get', null)).value as TableSnapshot & { view: BiddingView }
  return { ws, got, ask, seen, act: (action: unknown) => ask('seat:act', { action }) }
}

describe('Check Mates bidding from phones', () => {
  test('bids and a proof from phones; the prover\'s phone drops mid-proof and the game waits for it, then it proves on from where it was; the card after, a computer player takes over a seat whose phone is gone', async () => {
    const clock = fakeClock(1_000_000)
    const { server, host, people, snapshot } = await setUp({ hostClock: clock })
    const created = await host.request('table:create', {
      gameId: 'checkmates',
      seats: people.slice(0, 2).map((profileId) => ({ kind: 'human', profileId, where: 'phone' })),
      seed: 'phones-bid',
      cards: 2,
    })
    if (!created.ok) throw new Error(created.error.message)
    const s = created.value as TableSnapshot
    const keys = s.joinLinks.map((l) => l.url!.split('#')[1]!)
    const bens = await phoneAt(server.port, keys[0]!)
    let mias = await phoneAt(server.port, keys[1]!)
    clock.advance(10)
    expect((await bens.seen()).view.phase).toBe('bidding')

    // Ben bids high, Mia undercuts; her count runs out and she proves.
    expect(await bens.act({ type: 'bid', moves: 20 })).toMatchObject({ ok: true })
    expect(await mias.act({ type: 'bid', moves: 19 })).toMatchObject({ ok: true })
    expect(await bens.act({ type: 'bid', moves: 18 })).toMatchObject({ ok: false, error: { code: 'ALREADY_BID' } })
    clock.advance(5000)
    const proving = await mias.seen()
    expect(proving.view).toMatchObject({ phase: 'proving', proof: { seat: 1, bid: 19 } })
    const first = proving.actions[0]!.actions.find((a) => (a as { type: string }).type === 'move')
    expect(await mias.act(first)).toMatchObject({ ok: true })
    // Ben's phone cannot move her tokens.
    expect(await bens.act(first)).toMatchObject({ ok: false, error: { code: 'NOT_PROVER' } })

    // Her phone drops. Nothing moves while it is away: a proof waits on its prover.
    mias.ws.close()
    await until(() => bens.got.some((f) => (f.payload as TableSnapshot | undefined)?.seats?.[1]?.phone === 'away'))
    clock.advance(120_000)
    const waiting = await snapshot(s.tableId)
    expect(waiting.seats[1]!.phone).toBe('away')
    expect(waiting.view).toMatchObject({ phase: 'proving', proof: { seat: 1, moves: [expect.any(String)] } })
    expect(waiting.joinLinks).toEqual([{ seat: 1, url: null }])
    // She reopens her link and proves on: the move she made is still made.
    mias = await phoneAt(server.port, keys[1]!)
    const back = await mias.seen()
    expect(back.view.proof!.moves).toHaveLength(1)
    expect(await mias.act({ type: 'concede' })).toMatchObject({ ok: true })
    expect((await bens.seen()).view).toMatchObject({ phase: 'result', last: { seat: 1, outcome: 'failed' } })

    // The next card: Mia's phone goes for good, and a computer player takes her seat and plays on.
    clock.advance(60_000)
    expect((await bens.seen()).view).toMatchObject({ phase: 'bidding', cardNumber: 2 })
    mias.ws.close()
    await until(() => bens.got.some((f) => (f.payload as TableSnapshot | undefined)?.seats?.[1]?.phone === 'away' && (f.payload as TableSnapshot).view !== undefined))
    await untilAway(() => snapshot(s.tableId))
    expect(await host.request('table:seat-move', { tableId: s.tableId, seat: 1, to: 'bot' })).toMatchObject({ ok: true })
    expect(await bens.act({ type: 'bid', moves: 30 })).toMatchObject({ ok: true })
    for (let i = 0; i < 600 && !(await snapshot(s.tableId)).outcome; i++) clock.advance(1000)
    const end = await snapshot(s.tableId)
    expect(end.outcome).not.toBeNull()
    expect(end.seats[1]).toMatchObject({ kind: 'bot' })
    // Ben's phone was told the final score like the computer.
    expect((await bens.seen()).outcome).toEqual(end.outcome)
    bens.ws.close()
  })
})

async function untilAway(get: () => Promise<TableSnapshot>) {
  for (let i = 0; i < 200 && (await get()).seats[1]!.phone !== 'away'; i++) await new Promise((r) => setTimeout(r, 10))
}
