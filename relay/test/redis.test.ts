import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ColyseusSDK } from '@colyseus/sdk'
import { CLOSE, FROM_RELAY, TO_RELAY } from '../src/protocol.ts'
import { hasRedis, startRedis, startRelayProcess, stopAll, type RelayProcess } from './processes.ts'
import { joinRoom, listen, openRoom, token, type Peer } from './test-kit.ts'

const { fromHost, fromSeat, presence, ended } = FROM_RELAY

/** Where a client's socket went (`127.0.0.1:PORT`): the process that holds its room. */
const socketAt = (peer: Peer): string => new URL((peer.room.connection.transport as unknown as { ws: { url: string } }).ws.url).host

/** A short stretch of a round: the host deals to the seat, the seat answers, `moves` times. */
async function exchange(host: Peer, seat: Peer, round: string, moves = 3) {
  for (let i = 0; i < moves; i++) {
    host.room.send(TO_RELAY.toSeat, { seat: 'ann', payload: `${round}: your turn ${i}` })
    expect(await seat.next(fromHost)).toBe(`${round}: your turn ${i}`)
    seat.room.send(TO_RELAY.toHost, `${round}: move ${i}`)
    expect(await host.next(fromSeat)).toEqual({ seat: 'ann', payload: `${round}: move ${i}` })
  }
}

describe.skipIf(!hasRedis)('two relay processes sharing rooms through a real redis-server (skipped: no /usr/bin/redis-server; apt-get install redis-server)', () => {
  let relays: RelayProcess[] = []
  beforeAll(async () => {
    const redis = await startRedis()
    relays = await Promise.all([startRelayProcess({ redisUrl: redis.url }), startRelayProcess({ redisUrl: redis.url })])
  }, 15_000)
  afterAll(stopAll)

  test('the host on one process and a seat that knocks at the other play a round, and go on after the seat drops', { timeout: 10_000 }, async () => {
    const [a, b] = relays as [RelayProcess, RelayProcess]
    const host = await openRoom(new ColyseusSDK(a.url), token())
    const roomId = host.room.roomId
    expect(await host.next(presence)).toEqual({ spectators: 0 })
    // Colyseus creates a room on the process with the fewest, which need not be the one the host
    // asked: the seat knocks at the other one, and is sent on to the room's.
    const holder = relays.find((r) => r.publicAddress === socketAt(host))!
    expect(holder).toBeDefined()
    const other = holder === a ? b : a

    const seatToken = token()
    host.room.send(TO_RELAY.openSeat, { seat: 'ann', token: seatToken })
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'empty' })
    const seatSdk = new ColyseusSDK(other.url)
    const seat = await joinRoom(seatSdk, roomId, 'seat', seatToken)
    expect(seat.room.roomId).toBe(roomId)
    expect(socketAt(seat)).toBe(holder.publicAddress)
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    expect(await seat.next(presence)).toEqual({ host: 'here' })
    await exchange(host, seat, 'first')

    // The phone's connection dies; its place is held, and it comes back through the other process again.
    seat.drop()
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'away' })
    const back = listen(await seatSdk.reconnect(seat.room.reconnectionToken))
    expect(socketAt(back)).toBe(holder.publicAddress)
    expect(await host.next(presence)).toEqual({ seat: 'ann', state: 'here' })
    await exchange(host, back, 'second')

    // The round over, the host closes the table, and the seat across the processes is told.
    await host.room.leave(true)
    expect(await back.next(ended)).toEqual({ reason: 'table-closed' })
    expect(await back.closed).toBe(CLOSE.ended)
  })
})
