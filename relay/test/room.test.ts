import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { CLOSE, FROM_RELAY, REFUSED, TO_RELAY } from '../src/protocol.ts'
import { roomIdFor } from '../src/room.ts'
import { joinRoom, listen, openRoom, refusal, testRelay, token, TEST_LIMITS, type Peer, type TestRelay } from './test-kit.ts'

const { fromHost, fromSeat, presence, ended, error } = FROM_RELAY

let t: TestRelay
beforeAll(async () => {
  t = await testRelay()
})
afterAll(() => t.close())

const peers: Peer[] = []
afterEach(async () => {
  // Consented leaves: every room empties and goes, whatever the test left open.
  await Promise.all(peers.splice(0).map((p) => (p.room.connection.isOpen ? p.room.leave(true) : undefined)))
  vi.restoreAllMocks()
})
const kept = (p: Peer) => (peers.push(p), p)

interface Table {
  host: Peer
  hostToken: string
  roomId: string
  seats: Record<string, { token: string; peer: Peer }>
  spectatorToken: string
  spectators: Peer[]
}

/** A host, its open seats (each with its device joined) and the spectators, all told who is here. */
async function table(seatNames = ['ann', 'ben'], spectatorCount = 1): Promise<Table> {
  const hostToken = token()
  const host = kept(await openRoom(t.sdk, hostToken))
  const roomId = host.room.roomId
  const spectatorToken = token()
  const seats: Table['seats'] = {}
  expect(await host.next(presence)).toEqual({ spectators: 0 })
  for (const seat of seatNames) {
    const seatToken = token()
    host.room.send(TO_RELAY.openSeat, { seat, token: seatToken })
    expect(await host.next(presence)).toEqual({ seat, state: 'empty' })
    seats[seat] = { token: seatToken, peer: undefined as unknown as Peer }
  }
  host.room.send(TO_RELAY.watch, { token: spectatorToken })
  expect(await host.next(presence)).toEqual({ spectators: 0 })
  for (const seat of seatNames) {
    seats[seat]!.peer = kept(await joinRoom(t.sdk, roomId, 'seat', seats[seat]!.token))
    expect(await host.next(presence)).toEqual({ seat, state: 'here' })
    expect(await seats[seat]!.peer.next(presence)).toEqual({ host: 'here' })
  }
  const spectators: Peer[] = []
  for (let i = 0; i < spectatorCount; i++) {
    const spectator = kept(await joinRoom(t.sdk, roomId, 'spectator', spectatorToken))
    expect(await host.next(presence)).toEqual({ spectators: i + 1 })
    expect(await spectator.next(presence)).toEqual({ host: 'here' })
    spectators.push(spectator)
  }
  return { host, hostToken, roomId, seats, spectatorToken, spectators }
}

/**
 * Messages on one connection arrive in the order the relay sent them, so once a later message
 * has come, anything the relay sent before it has come too: what is missing then was never sent.
 */
async function barrier(host: Peer, seat: string, to: Peer) {
  host.room.send(TO_RELAY.toSeat, { seat, payload: 'barrier' })
  expect(await to.next(fromHost)).toBe('barrier')
}
async function spectatorBarrier(host: Peer, spectators: Peer[]) {
  host.room.send(TO_RELAY.toSpectators, { payload: 'barrier' })
  for (const s of spectators) expect(await s.next(fromHost)).toBe('barrier')
}

describe('the relay room', { timeout: 10_000 }, () => {
  test('the host opens the room its token names; seats and spectators join by id with their own tokens', async () => {
    const { host, hostToken, roomId, seats, spectators } = await table(['ann'], 1)
    // The id is public and derived from the secret host token: the same after a relay restart.
    expect(roomId).toBe(roomIdFor(hostToken))
    expect(roomId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(host.room.roomId).toBe(seats.ann!.peer.room.roomId)
    expect(spectators[0]!.room.roomId).toBe(roomId)
  })

  test('the host reaches one seat, or the spectators, and nobody else', async () => {
    const { host, seats, spectators } = await table(['ann', 'ben'], 2)
    const [ann, ben] = [seats.ann!.peer, seats.ben!.peer]
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: 'for ann' })
    expect(await ann.next(fromHost)).toBe('for ann')
    host.room.send(TO_RELAY.toSpectators, { payload: 'for the spectators' })
    for (const s of spectators) expect(await s.next(fromHost)).toBe('for the spectators')
    await barrier(host, 'ben', ben)
    await barrier(host, 'ann', ann)
    expect(ben.all(fromHost)).toEqual(['barrier'])
    expect(ann.all(fromHost)).toEqual(['for ann', 'barrier'])
    for (const s of spectators) expect(s.all(fromHost)).toEqual(['for the spectators'])
  })

  test('a seat reaches the host only: never another seat or a spectator, whatever it asks for', async () => {
    const { host, seats, spectators } = await table(['ann', 'ben'], 1)
    const [ann, ben] = [seats.ann!.peer, seats.ben!.peer]
    ann.room.send(TO_RELAY.toHost, 'from ann')
    expect(await host.next(fromSeat)).toEqual({ seat: 'ann', payload: 'from ann' })
    // A seat may not speak as the host.
    ann.room.send(TO_RELAY.toSeat, { seat: 'ben', payload: 'sneaky' })
    expect(await ann.next(error)).toEqual({ code: 'UNKNOWN_CHANNEL' })
    ann.room.send(TO_RELAY.toSpectators, { payload: 'sneaky' })
    expect(await ann.next(error)).toEqual({ code: 'UNKNOWN_CHANNEL' })
    ann.room.send('anything-else', 'sneaky')
    expect(await ann.next(error)).toEqual({ code: 'UNKNOWN_CHANNEL' })
    // Nor may a spectator speak at all.
    spectators[0]!.room.send(TO_RELAY.toHost, 'a spectator')
    expect(await spectators[0]!.next(error)).toEqual({ code: 'UNKNOWN_CHANNEL' })
    await barrier(host, 'ben', ben)
    await spectatorBarrier(host, spectators)
    expect(ben.heard.filter((h) => h.type !== presence)).toEqual([{ type: fromHost, message: 'barrier' }])
    expect(spectators[0]!.heard.filter((h) => h.type !== presence)).toEqual([
      { type: error, message: { code: 'UNKNOWN_CHANNEL' } },
      { type: fromHost, message: 'barrier' },
    ])
    ben.room.send(TO_RELAY.toHost, 'from ben')
    expect(await host.next(fromSeat)).toEqual({ seat: 'ben', payload: 'from ben' })
    expect(host.all(fromSeat)).toEqual([
      { seat: 'ann', payload: 'from ann' },
      { seat: 'ben', payload: 'from ben' },
    ])
  })

  test('payloads pass through unread: text stays the same text, bytes the same bytes', async () => {
    const { host, seats, spectators } = await table(['ann'], 1)
    const ann = seats.ann!.peer
    const texts = ['{"hand":["AS","KD"]}', 'not json {', '', 'ünïcødé ♠ 🂡', '9'.repeat(1000)]
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) % 256)
    for (const text of texts) ann.room.send(TO_RELAY.toHost, text)
    ann.room.sendBytes(TO_RELAY.toHost, bytes)
    for (const text of texts) expect(await host.next(fromSeat)).toEqual({ seat: 'ann', payload: text })
    const raw = (await host.next(fromSeat)) as { payload: Uint8Array }
    expect(raw.payload).toBeInstanceOf(Uint8Array)
    expect([...raw.payload]).toEqual([...bytes])

    for (const text of texts) host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: text })
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: bytes })
    host.room.send(TO_RELAY.toSpectators, { payload: texts[0] })
    for (const text of texts) expect(await ann.next(fromHost)).toBe(text)
    expect([...((await ann.next(fromHost)) as Uint8Array)]).toEqual([...bytes])
    // A payload shaped like JSON is still the text it was, not an object the relay made of it.
    expect(await spectators[0]!.next(fromHost)).toBe(texts[0])
  })

  test('what is not a payload, or names no seat the host opened, is refused as a value; the connection stays', async () => {
    const { host, seats } = await table(['ann'], 0)
    const ann = seats.ann!.peer
    ann.room.send(TO_RELAY.toHost, { an: 'object' })
    expect(await ann.next(error)).toEqual({ code: 'BAD_FRAME' })
    ann.room.send(TO_RELAY.toHost, 7)
    expect(await ann.next(error)).toEqual({ code: 'BAD_FRAME' })
    host.room.send(TO_RELAY.toSeat, { seat: 'zed', payload: 'x' })
    expect(await host.next(error)).toEqual({ code: 'NO_SEAT', seat: 'zed' })
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: { not: 'a payload' } })
    expect(await host.next(error)).toEqual({ code: 'BAD_FRAME' })
    host.room.send(TO_RELAY.toSeat, { seat: '../ann', payload: 'x' })
    expect(await host.next(error)).toEqual({ code: 'BAD_FRAME' })
    host.room.send(TO_RELAY.openSeat, { seat: 'cat', token: 'short' })
    expect(await host.next(error)).toEqual({ code: 'BAD_FRAME' })
    // One token opens one place: not the host's, nor another seat's.
    host.room.send(TO_RELAY.openSeat, { seat: 'cat', token: seats.ann!.token })
    expect(await host.next(error)).toEqual({ code: 'BAD_FRAME' })
    host.room.send(TO_RELAY.closeSeat, { seat: 'zed' })
    expect(await host.next(error)).toEqual({ code: 'NO_SEAT', seat: 'zed' })
    host.room.send('no-such-thing', {})
    expect(await host.next(error)).toEqual({ code: 'UNKNOWN_CHANNEL' })
    ann.room.send(TO_RELAY.toHost, 'still here')
    expect(await host.next(fromSeat)).toEqual({ seat: 'ann', payload: 'still here' })
    expect(host.room.connection.isOpen && ann.room.connection.isOpen).toBe(true)
  })

  test('a room opens at most its cap of seats', async () => {
    const { host } = await table([], 0)
    for (let i = 0; i < TEST_LIMITS.seats; i++) host.room.send(TO_RELAY.openSeat, { seat: `s${i}`, token: token() })
    host.room.send(TO_RELAY.openSeat, { seat: 'one-more', token: token() })
    expect(await host.next(error)).toEqual({ code: 'TOO_MANY_SEATS' })
    expect(host.all(error)).toHaveLength(1)
  })
})

describe('joins the relay refuses', { timeout: 10_000 }, () => {
  // The SDK says on the console that the refused socket closed; the refusal is the test's.
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)

  test('a wrong token, a dead one, another role\'s, an unknown room and a bad shape all get the same 403, word for word', async () => {
    quiet()
    const { host, roomId, seats, spectatorToken } = await table(['ann', 'ben'], 0)
    host.room.send(TO_RELAY.closeSeat, { seat: 'ben' })
    expect(await seats.ben!.peer.next(ended)).toEqual({ reason: 'table-closed' })
    expect(await seats.ben!.peer.closed).toBe(CLOSE.ended)
    const refusals = await Promise.all([
      refusal(t.sdk.joinById(roomId, { role: 'seat', token: token() })),
      refusal(t.sdk.joinById(roomId, { role: 'seat', token: seats.ben!.token })),
      refusal(t.sdk.joinById(roomId, { role: 'spectator', token: seats.ann!.token })),
      refusal(t.sdk.joinById(roomId, { role: 'seat', token: spectatorToken })),
      refusal(t.sdk.joinById(roomIdFor(token()), { role: 'seat', token: seats.ann!.token })),
      refusal(t.sdk.joinById('no-such-room', { role: 'seat', token: token() })),
      refusal(t.sdk.joinById(roomId, { role: 'seat' })),
      refusal(t.sdk.joinById(roomId, { role: 'referee', token: seats.ann!.token })),
      refusal(t.sdk.joinById(roomId, { role: 'host', token: seats.ann!.token })),
      // Only the host token opens a room; a guest's creates nothing.
      refusal(t.sdk.create('table', { role: 'seat', token: seats.ann!.token })),
      refusal(t.sdk.create('table', { role: 'host', token: 'too-short' })),
      // The matchmaking the relay does not offer: finding any room by its type.
      refusal(t.sdk.joinOrCreate('table', { role: 'host', token: token() })),
      refusal(t.sdk.join('table', { role: 'seat', token: seats.ann!.token })),
    ])
    for (const r of refusals) expect(r).toEqual(REFUSED.forbidden)
    // None of it disturbed the seat that is in.
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: 'still yours' })
    expect(await seats.ann!.peer.next(fromHost)).toBe('still yours')
  })

  test('a full room refuses the next spectator (503), and only to someone whose token opens it', async () => {
    quiet()
    const { host, roomId, spectatorToken } = await table([], TEST_LIMITS.spectators)
    expect(await refusal(t.sdk.joinById(roomId, { role: 'spectator', token: spectatorToken }))).toEqual(REFUSED.full)
    expect(await refusal(t.sdk.joinById(roomId, { role: 'spectator', token: token() }))).toEqual(REFUSED.forbidden)
    expect(host.all(presence)).toEqual([{ spectators: 0 }, { spectators: 0 }, { spectators: 1 }, { spectators: 2 }])
  })
})

describe('caps on what a connection sends', { timeout: 10_000 }, () => {
  test('a frame over a guest\'s 4 KiB closes it (1009); its seat is free at once and the frame goes nowhere', async () => {
    const { host, seats } = await table(['ann', 'ben'], 0)
    const ann = seats.ann!.peer
    ann.room.send(TO_RELAY.toHost, 'x'.repeat(TEST_LIMITS.guest.bytes))
    expect(await ann.closed).toBe(CLOSE.tooBig)
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'empty' })
    seats.ben!.peer.room.send(TO_RELAY.toHost, 'ben after')
    expect(await host.next(fromSeat)).toEqual({ seat: 'ben', payload: 'ben after' })
    expect(host.all(fromSeat)).toEqual([{ seat: 'ben', payload: 'ben after' }])
    // Its link still opens the seat.
    const again = kept(await joinRoom(t.sdk, host.room.roomId, 'seat', seats.ann!.token))
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    expect(await again.next(presence)).toEqual({ host: 'here' })
  })

  test('a guest may send a burst of 20, then 10 a second: beyond it the connection closes (1008)', async () => {
    const { host, seats } = await table(['ann', 'ben'], 0)
    const [ann, ben] = [seats.ann!.peer, seats.ben!.peer]
    // A person tapping at ten a second never meets the cap: time moves on between taps.
    for (let i = 0; i < 40; i++) {
      t.clock.advance(100)
      ben.room.send(TO_RELAY.toHost, `tap ${i}`)
      expect(await host.next(fromSeat)).toEqual({ seat: 'ben', payload: `tap ${i}` })
    }
    // A flood: the clock stands still, so the 21st message in a row is one too many.
    for (let i = 0; i < TEST_LIMITS.guest.burst + 5; i++) ann.room.send(TO_RELAY.toHost, `flood ${i}`)
    expect(await ann.closed).toBe(CLOSE.tooMany)
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'empty' })
    for (let i = 0; i < TEST_LIMITS.guest.burst; i++) expect(await host.next(fromSeat)).toEqual({ seat: 'ann', payload: `flood ${i}` })
    ben.room.send(TO_RELAY.toHost, 'ben after')
    expect(await host.next(fromSeat)).toEqual({ seat: 'ben', payload: 'ben after' })
    expect(host.all(fromSeat).filter((m) => (m as { seat: string }).seat === 'ann')).toHaveLength(TEST_LIMITS.guest.burst)
  })

  test('the host\'s caps are its own: a snapshot far over a guest\'s 4 KiB passes, a frame over 256 KiB closes it (1009)', async () => {
    // ws refuses the frame itself, and Colyseus prints its error; the close code is the test's.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { host, seats } = await table(['ann'], 0)
    const big = 's'.repeat(100 * 1024)
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: big })
    expect(await seats.ann!.peer.next(fromHost)).toBe(big)
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: 's'.repeat(TEST_LIMITS.host.bytes) })
    expect(await host.closed).toBe(CLOSE.tooBig)
    // Not held as a drop: the guests hear at once that the host is away.
    expect(await seats.ann!.peer.next(presence)).toEqual({ host: 'away' })
  })
})

describe('coming and going', { timeout: 10_000 }, () => {
  test('a dropped seat is held: the host hears it is away, then back when it reconnects within the hold', async () => {
    const { host, seats } = await table(['ann'], 0)
    const ann = seats.ann!.peer
    const reconnectionToken = ann.room.reconnectionToken
    ann.drop()
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'away' })
    // While it is away, what the host sends it goes nowhere (the host sends it all again on its return).
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: 'while away' })
    t.clock.advance(TEST_LIMITS.holdMs - 1)
    const back = kept(listen(await t.sdk.reconnect(reconnectionToken)))
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    expect(back.room.sessionId).toBe(ann.room.sessionId)
    back.room.send(TO_RELAY.toHost, 'back again')
    expect(await host.next(fromSeat)).toEqual({ seat: 'ann', payload: 'back again' })
    await barrier(host, 'ann', back)
    expect(back.all(fromHost)).toEqual(['barrier'])
    // The hold ended with the return: time running on changes nothing.
    t.clock.advance(TEST_LIMITS.holdMs)
    await barrier(host, 'ann', back)
    expect(host.all(presence).filter((p) => (p as { seat?: string }).seat === 'ann')).toEqual([
      { seat: 'ann', state: 'empty' },
      { seat: 'ann', state: 'here' },
      { seat: 'ann', state: 'away' },
      { seat: 'ann', state: 'here' },
    ])
  })

  test('once the hold runs out the seat is empty: the old connection cannot come back, its link still opens the seat', async () => {
    // Colyseus explains a refused reconnection on the console outside production; the refusal is the test's.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const { host, roomId, seats } = await table(['ann'], 0)
    const ann = seats.ann!.peer
    ann.drop()
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'away' })
    t.clock.advance(TEST_LIMITS.holdMs)
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'empty' })
    expect(await refusal(t.sdk.reconnect(ann.room.reconnectionToken))).toEqual(REFUSED.forbidden)
    const again = kept(await joinRoom(t.sdk, roomId, 'seat', seats.ann!.token))
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    expect(await again.next(presence)).toEqual({ host: 'here' })
  })

  test('the same link opened on a second device takes the seat: the first is told and closed, the host hears "taken"', async () => {
    const { host, roomId, seats } = await table(['ann'], 0)
    const first = seats.ann!.peer
    const second = kept(await joinRoom(t.sdk, roomId, 'seat', seats.ann!.token))
    expect(await first.next(ended)).toEqual({ reason: 'opened-elsewhere' })
    expect(await first.closed).toBe(CLOSE.ended)
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'taken' })
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: 'to the new device' })
    expect(await second.next(fromHost)).toBe('to the new device')
    expect(first.all(fromHost)).toEqual([])
  })

  test('a new link for a seat kills the old one: its device is told and closed, and the old token opens nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { host, roomId, seats } = await table(['ann'], 0)
    const fresh = token()
    host.room.send(TO_RELAY.openSeat, { seat: 'ann', token: fresh })
    expect(await seats.ann!.peer.next(ended)).toEqual({ reason: 'new-link' })
    expect(await seats.ann!.peer.closed).toBe(CLOSE.ended)
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'empty' })
    expect(await refusal(t.sdk.joinById(roomId, { role: 'seat', token: seats.ann!.token }))).toEqual(REFUSED.forbidden)
    kept(await joinRoom(t.sdk, roomId, 'seat', fresh))
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'here' })
  })

  test('a dropped host: the guests hear it is away, and back when it reconnects within the hold', async () => {
    const { host, seats, spectators } = await table(['ann'], 1)
    const guests = [seats.ann!.peer, spectators[0]!]
    host.drop()
    for (const g of guests) expect(await g.next(presence)).toEqual({ host: 'away' })
    // While it is away, Ann's phone drops too: the host, back, hears where everyone is now.
    seats.ann!.peer.drop()
    const back = kept(listen(await t.sdk.reconnect(host.room.reconnectionToken)))
    expect(await back.next(presence)).toEqual({ seat: 'ann', state: 'away' })
    expect(await back.next(presence)).toEqual({ spectators: 1 })
    expect(await spectators[0]!.next(presence)).toEqual({ host: 'here' })
    const ann = kept(listen(await t.sdk.reconnect(seats.ann!.peer.room.reconnectionToken)))
    expect(await back.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    back.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: 'the host is back' })
    expect(await ann.next(fromHost)).toBe('the host is back')
  })

  test('a dropped host that reconnects hears every seat as it is, as when it opened the room', async () => {
    const { host, seats } = await table(['ann'], 0)
    host.drop()
    expect(await seats.ann!.peer.next(presence)).toEqual({ host: 'away' })
    const back = kept(listen(await t.sdk.reconnect(host.room.reconnectionToken)))
    expect(await back.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    expect(await seats.ann!.peer.next(presence)).toEqual({ host: 'here' })
    back.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: 'the host is back' })
    expect(await seats.ann!.peer.next(fromHost)).toBe('the host is back')
  })

  test('a host whose hold ran out opens its room again with its token: the guests are still there and hear it is back', async () => {
    const { host, hostToken, seats, spectators } = await table(['ann'], 1)
    host.drop()
    expect(await seats.ann!.peer.next(presence)).toEqual({ host: 'away' })
    expect(await spectators[0]!.next(presence)).toEqual({ host: 'away' })
    t.clock.advance(TEST_LIMITS.holdMs)
    const again = kept(await openRoom(t.sdk, hostToken))
    expect(again.room.roomId).toBe(host.room.roomId)
    // It hears where everyone is, as at the start.
    expect(await again.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    expect(await again.next(presence)).toEqual({ spectators: 1 })
    expect(await seats.ann!.peer.next(presence)).toEqual({ host: 'here' })
    expect(await spectators[0]!.next(presence)).toEqual({ host: 'here' })
    seats.ann!.peer.room.send(TO_RELAY.toHost, 'hello again')
    expect(await again.next(fromSeat)).toEqual({ seat: 'ann', payload: 'hello again' })
  })

  test('the host opening its room from a second place takes over: the first is told and closed', async () => {
    const { host, hostToken, seats } = await table(['ann'], 0)
    const second = kept(await openRoom(t.sdk, hostToken))
    expect(await host.next(ended)).toEqual({ reason: 'opened-elsewhere' })
    expect(await host.closed).toBe(CLOSE.ended)
    expect(await second.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    seats.ann!.peer.room.send(TO_RELAY.toHost, 'to the new host')
    expect(await second.next(fromSeat)).toEqual({ seat: 'ann', payload: 'to the new host' })
    // The guests never saw the host away.
    expect(seats.ann!.peer.all(presence)).toEqual([{ host: 'here' }])
  })

  test('the host leaving closes the table: every guest is told and closed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { host, roomId, seats, spectators, spectatorToken } = await table(['ann'], 1)
    await host.room.leave(true)
    for (const g of [seats.ann!.peer, spectators[0]!]) {
      expect(await g.next(ended)).toEqual({ reason: 'table-closed' })
      expect(await g.closed).toBe(CLOSE.ended)
    }
    expect(await refusal(t.sdk.joinById(roomId, { role: 'spectator', token: spectatorToken }))).toEqual(REFUSED.forbidden)
  })

  test('spectators watch with the token the host set: a new one sends the watching ones away', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { host, roomId, spectators, spectatorToken } = await table([], 1)
    host.room.send(TO_RELAY.watch, { token: null })
    expect(await spectators[0]!.next(ended)).toEqual({ reason: 'new-link' })
    expect(await spectators[0]!.closed).toBe(CLOSE.ended)
    expect(await host.next(presence)).toEqual({ spectators: 0 })
    expect(await refusal(t.sdk.joinById(roomId, { role: 'spectator', token: spectatorToken }))).toEqual(REFUSED.forbidden)
  })
})

