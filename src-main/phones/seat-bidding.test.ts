import { afterEach, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import type { TableSnapshot } from '@shared/ipc'
import type { BiddingView } from '@shared/checkmates/bidding'
import { fakeClock } from '../host/fake-clock'
import { rawUpgrade, type RawSocket } from '../../tests/support/raw-socket'
import { ADDRESS, get, openSeat, seatServerSetUp as setUp, tearDown, until, untilAsync, type Frame } from './seat-test-kit'

// Check Mates bidding with every seat on a phone, over real sockets to the seat server (issue
// 19 asked for it: nobody had probed it). The host's clock is a fake one, so the count, the
// no-bid limit and the result's pause pass when the test says.

afterEach(tearDown)

/**
 * A phone as the seat screen is: its socket, what it was sent, and its requests answered by id.
 * Like the seat screen it listens before its socket opens, since the seat's first picture may
 * arrive with the handshake's answer.
 */
async function phoneAt(port: number, key: string) {
  const ws = new WebSocket(`ws://${ADDRESS}:${port}/ws?key=${encodeURIComponent(key)}`, { origin: `http://${ADDRESS}:${port}` })
  const got: Frame[] = []
  ws.on('message', (d: Buffer) => got.push(JSON.parse(String(d)) as Frame))
  await new Promise((done, fail) => (ws.once('open', done), ws.once('error', fail)))
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

/** A Check Mates table whose first `phones` people play on phones, its count under the test's clock; each phone seat's key. */
async function biddingTable(phones: number) {
  const clock = fakeClock(1_000_000)
  const kit = await setUp({ hostClock: clock })
  const created = await kit.host.request('table:create', {
    gameId: 'checkmates',
    seats: kit.people.slice(0, phones).map((profileId) => ({ kind: 'human', profileId, where: 'phone' })),
    seed: 'phones-bid',
    cards: 3,
  })
  if (!created.ok) throw new Error(created.error.message)
  const s = created.value as TableSnapshot
  const keys = s.joinLinks.map((l) => l.url!.split('#')[1]!)
  const view = async () => (await kit.snapshot(s.tableId)).view as BiddingView
  return { ...kit, clock, tableId: s.tableId, keys, view }
}

/** What a phone was pushed last, without asking. */
const lastPushed = (got: Frame[]) => got.filter((f) => f.event === 'table:update').at(-1)?.payload as (TableSnapshot & { view: BiddingView }) | undefined

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

describe('Check Mates bidding when a phone goes or is replaced', () => {
  test('a phone that goes away during the count counts as not bidding: the count runs out on the others\' bids, and a card nobody bids on is put aside at the limit', async () => {
    const { server, clock, keys, view, phoneOf, tableId } = await biddingTable(3)
    const [ben, mia, zoe] = [await phoneAt(server.port, keys[0]!), await phoneAt(server.port, keys[1]!), await phoneAt(server.port, keys[2]!)]
    clock.advance(10)
    expect(await ben.act({ type: 'bid', moves: 20 })).toMatchObject({ ok: true })
    // Mia's phone goes mid-count; the count goes on without her, and Zoe may still undercut.
    mia.ws.close()
    await untilAsync(async () => (await phoneOf(tableId, 1)) === 'away')
    clock.advance(2000)
    expect(await zoe.act({ type: 'bid', moves: 19 })).toMatchObject({ ok: true })
    clock.advance(5000)
    expect(await view()).toMatchObject({ phase: 'proving', proof: { seat: 2, bid: 19 } })
    expect((await view()).bids.map((b) => b.seat)).toEqual([0, 2])
    expect(await zoe.act({ type: 'concede' })).toMatchObject({ ok: true })
    // The next card: nobody bids (Mia is still away), and it is put aside at the limit.
    for (let i = 0; i < 100 && (await view()).phase !== 'bidding'; i++) clock.advance(1000)
    expect(await view()).toMatchObject({ phase: 'bidding', cardNumber: 2 })
    clock.advance(120_000)
    expect((await view()).last).toMatchObject({ outcome: 'setAside' })
    for (let i = 0; i < 100 && (await view()).phase !== 'bidding'; i++) clock.advance(1000)
    expect(await view(), 'the game goes on to the third card').toMatchObject({ phase: 'bidding', cardNumber: 3 })
    expect(await phoneOf(tableId, 1)).toBe('away')
    ben.ws.close()
    zoe.ws.close()
  })

  const goings: [string, (phone: RawSocket) => void][] = [
    ['its connection drops', (phone) => phone.destroy()],
    ['it closes its socket but keeps its connection open', (phone) => phone.sendClose(1001)],
  ]
  for (const [how, go] of goings) {
    test(`a phone that goes away holding the standing bid (${how}): its proof waits for it, and a computer player that takes the seat proves it`, async () => {
      const { server, host, clock, keys, view, phoneOf, tableId } = await biddingTable(2)
      const ben = await phoneAt(server.port, keys[0]!)
      const mia = await rawUpgrade({ host: ADDRESS, port: server.port, path: `/ws?key=${keys[1]!}`, keepOpen: true })
      clock.advance(10)
      expect(await ben.act({ type: 'bid', moves: 20 })).toMatchObject({ ok: true })
      mia.sendText(JSON.stringify({ id: 1, channel: 'seat:act', payload: { action: { type: 'bid', moves: 19 } } }))
      await until(() => mia.texts.some((t) => t.startsWith('{"id":1,')))
      expect(mia.texts.find((t) => t.startsWith('{"id":1,'))).toContain('"ok":true')
      go(mia)
      // Away as soon as the socket has gone, or within the grace of a close never finished.
      await untilAsync(async () => (await phoneOf(tableId, 1)) === 'away', 250)
      expect(await phoneOf(tableId, 1)).toBe('away')
      clock.advance(5000)
      expect(await view()).toMatchObject({ phase: 'proving', proof: { seat: 1, bid: 19 } })
      clock.advance(60_000)
      expect(await view(), 'a proof waits for its prover').toMatchObject({ phase: 'proving', proof: { seat: 1, moves: [] } })
      expect(await host.request('table:seat-move', { tableId, seat: 1, to: 'bot' })).toMatchObject({ ok: true })
      for (let i = 0; i < 200 && (await view()).phase === 'proving'; i++) clock.advance(500)
      expect((await view()).last, 'the computer player finished her proof').toMatchObject({ seat: 1 })
      ben.ws.close()
      mia.destroy()
    })
  }

  test('another device takes a seat mid-count: the old one\'s bid is not taken, the new one is shown the count as it stands and bids', async () => {
    const { server, clock, keys, view } = await biddingTable(2)
    const ben = await phoneAt(server.port, keys[0]!)
    // Mia's first device ignores the server's close, as a hostile one would.
    const old = await rawUpgrade({ host: ADDRESS, port: server.port, path: `/ws?key=${keys[1]!}` })
    expect(old.status()).toBe(101)
    clock.advance(10)
    expect(await ben.act({ type: 'bid', moves: 20 })).toMatchObject({ ok: true })
    const fresh = await phoneAt(server.port, keys[1]!)
    await until(() => old.texts.some((t) => t.includes('seat:ended')))
    old.sendText(JSON.stringify({ id: 1, channel: 'seat:act', payload: { action: { type: 'bid', moves: 5 } } }))
    // Once it is cut, everything it sent has been read (or dropped).
    await until(() => old.closed())
    expect(old.closed()).toBe(true)
    expect(old.texts.map((t) => JSON.parse(t) as Frame).filter((f) => f.id === 1), 'its bid was not even answered').toEqual([])
    expect((await view()).bids, 'only Ben has bid').toEqual([expect.objectContaining({ seat: 0, moves: 20 })])
    await until(() => lastPushed(fresh.got) !== undefined)
    expect(lastPushed(fresh.got)!.view, 'the new device was shown the count as it stands').toMatchObject({ phase: 'bidding', standing: { seat: 0, moves: 20 } })
    expect(await fresh.act({ type: 'bid', moves: 19 })).toMatchObject({ ok: true })
    clock.advance(5000)
    expect(await view()).toMatchObject({ phase: 'proving', proof: { seat: 1, bid: 19 } })
    expect(await fresh.act({ type: 'concede' })).toMatchObject({ ok: true })
    ben.ws.close()
    fresh.ws.close()
  })

  test('New link mid-count kills the old key: its device is told and heard no more, the count runs on, and the new link opens the seat', async () => {
    const { server, host, clock, keys, view, phoneOf, tableId, snapshot } = await biddingTable(2)
    const ben = await phoneAt(server.port, keys[0]!)
    const mia = await phoneAt(server.port, keys[1]!)
    clock.advance(10)
    expect(await ben.act({ type: 'bid', moves: 20 })).toMatchObject({ ok: true })
    const renewed = await host.request('table:seat-move', { tableId, seat: 1, to: 'phone' })
    expect(renewed).toMatchObject({ ok: true })
    await until(() => mia.got.some((f) => f.event === 'seat:ended'))
    expect(mia.got.find((f) => f.event === 'seat:ended')).toEqual({ event: 'seat:ended', payload: { reason: 'new-link' } })
    expect(await phoneOf(tableId, 1)).toBe('away')
    expect(await openSeat(server.port, keys[1]!), 'the old key opens nothing').toBe(403)
    expect(JSON.parse((await get(server.port, `/key?key=${keys[1]!}`)).body)).toEqual({ opens: false })
    // The count runs on without her, and Ben proves.
    clock.advance(5000)
    expect(await view()).toMatchObject({ phase: 'proving', proof: { seat: 0, bid: 20 } })
    expect(await ben.act({ type: 'concede' })).toMatchObject({ ok: true })
    // The new link, shown on the computer, opens her seat on the next card.
    const link = (await snapshot(tableId)).joinLinks.find((l) => l.seat === 1)!.url!
    const again = await phoneAt(server.port, link.split('#')[1]!)
    for (let i = 0; i < 100 && (await view()).phase !== 'bidding'; i++) clock.advance(1000)
    expect(await again.act({ type: 'bid', moves: 18 })).toMatchObject({ ok: true })
    ben.ws.close()
    again.ws.close()
  })
})

async function untilAway(get: () => Promise<TableSnapshot>) {
  for (let i = 0; i < 200 && (await get()).seats[1]!.phone !== 'away'; i++) await new Promise((r) => setTimeout(r, 10))
}
