import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ColyseusSDK } from '@colyseus/sdk'
import { CLOSE, FROM_RELAY, TO_RELAY } from '../src/protocol.ts'
import { hasRedis, startRedis, startRelayProcess, stopAll, type RelayProcess } from './processes.ts'
import { joinRoom, listen, openRoom, token, type Peer } from './test-kit.ts'
import { appAtRelay, until } from './online-kit.ts'
import type { TableSnapshot } from '../../shared/ipc.ts'

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
  test('the app: its host on one process, a Four Down seat through the other, play a whole round', { timeout: 20_000 }, async () => {
    const [a, b] = relays as [RelayProcess, RelayProcess]
    const app = await appAtRelay()
    try {
      expect(await app.relayOn(a.url)).toBe(true)
      const big = app.screen()
      await big.call('table:create', { gameId: 'four-down', seats: [app.human('Ben'), app.bot], seed: 'two-processes' })
      const link = await until(() => big.last().joinLinks.find((c) => c.seat === 0)?.url ?? undefined, 'the seat\'s link')
      // The link names process A's pages (the relay in Settings); Ben's browser knocks at B.
      expect(link.startsWith(a.url.replace('ws://', 'http://'))).toBe(true)
      const ben = await app.guest(link, b.url.replace('ws://', 'http://'))
      await until(() => big.last().seats[0]!.phone === 'connected', 'Ben at the table')
      // Ben plays what his browser last heard (a push, or the answer to his move): he calls as soon
      // as he may, else makes his first move; when it is not his to move, the computer's clock runs on.
      const ended = () => big.last().history.some((e) => (e as { type: string }).type === 'roundEnded')
      let latest = await until(() => ben.snapshots().at(-1), 'Ben\'s first picture')
      while (!ended()) {
        const offered = latest.actions.find((x) => x.seat === 0)?.actions as { type: string }[] | undefined
        if (!offered?.length) {
          app.clock.advance(1000)
          const before = latest.step
          latest = await until(() => ended() ? latest : ((ben.snapshots().at(-1)?.step ?? -1) > before || big.last().step === before) && (ben.snapshots().at(-1) ?? latest), 'the table moving on')
          continue
        }
        const move = offered.find((x) => x.type === 'call') ?? offered[0]
        const done = await ben.ask('seat:act', { action: move })
        expect(done.ok).toBe(true)
        latest = done.value as TableSnapshot
      }
      const scored = big.last().history.find((e) => (e as { type: string }).type === 'roundEnded') as { scores: number[] }
      expect(scored.scores).toHaveLength(2)
      // Ben's browser, across the processes, hears the round's end too.
      await until(() => ben.snapshots().some((x) => x.history.some((e) => (e as { type: string }).type === 'roundEnded')), 'the round\'s end on Ben\'s screen')
    } finally {
      await app.close()
    }
  })
})
