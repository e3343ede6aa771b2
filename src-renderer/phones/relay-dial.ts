import { Client, type Room } from '@colyseus/sdk'
import { readEnvelope, readOnlineFragment, SEALED_FOR, type OnlineFragment } from '@shared/online'
import { importSeatKey, openPayload, sealPayload, type SeatKey } from '@shared/seat-crypto'
import { FROM_RELAY, REFUSED, TO_RELAY, type EndReason, type GuestPresence, type JoinOptions } from '../../relay/src/protocol'
import type { Dial, SeatWire, WireEvents } from './wire'

/**
 * A seat (or the spectators' place) reached through the relay (docs/online.md), at `origin`: the
 * page came from the relay, so it joins the room there. Everything it sends is sealed with the key in its
 * link's fragment, and everything it hears opened with it; the relay passes both on unread. The
 * relay holds a dropped connection for a minute, and Colyseus's client mends it by itself.
 */
export const dialRelay =
  (origin: string): Dial =>
  async (key, events, _device, before) => {
  const link = readOnlineFragment(`#${key}`)
  const seatKey = link ? await importSeatKey(link.key) : null
  if (!link || !seatKey) return 'refused'
  let room: Room
  try {
    room = await new Client(origin).joinById(link.room, { role: link.role, token: link.token } satisfies JoinOptions)
  } catch (e) {
    const code = (e as { code?: unknown }).code
    // Every refusal is the same 403 (a dead link, or a room that is not open now). A page that
    // had its seat is in a room whose computer has not opened it again yet (the relay
    // restarted): it keeps trying. A link never opened here is dead.
    if (code === REFUSED.forbidden.code && !before) return 'refused'
    return 'lost'
  }
  return follow(room, link, seatKey, events)
}

function follow(room: Room, link: OnlineFragment, key: SeatKey, events: WireEvents): SeatWire {
  // A phone that drops a moment after joining comes back too (Colyseus waits 5 s by default).
  room.reconnection.minUptime = 0
  const seat = link.role === 'seat'
  const use = seat ? SEALED_FOR.toSeat : SEALED_FOR.toSpectators
  let heard = 0
  // Numbered from this moment on: above anything this browser sent the computer before a reload.
  let sent = Date.now() * 1000
  let line = Promise.resolve()

  room.onMessage(FROM_RELAY.fromHost, (payload: unknown) => {
    if (typeof payload !== 'string') return
    line = line.then(async () => {
      const opened = await openPayload(key, payload, use)
      const envelope = opened.ok ? readEnvelope(opened.value) : null
      // Not sealed for this place, or come before: dropped.
      if (!envelope || envelope.n <= heard || typeof envelope.m !== 'string') return
      heard = envelope.n
      events.heard(envelope.m)
    })
  })
  room.onMessage(FROM_RELAY.ended, ({ reason }: { reason: EndReason }) => {
    // Said as the seat server says it, so the page shows the same words.
    events.heard(JSON.stringify({ event: 'seat:ended', payload: { reason } }))
  })
  room.onMessage(FROM_RELAY.presence, (p: GuestPresence) => events.hostHere(p.host === 'here'))
  room.onMessage(FROM_RELAY.error, () => undefined)
  room.onDrop(() => events.dropped())
  room.onReconnect(() => events.opened())
  room.onLeave(() => events.closed())
  // Once the link holds this wire (the dial's answer is read first).
  setTimeout(() => events.opened())

  return {
    send(text) {
      if (!seat) return
      const n = ++sent
      line = line.then(async () => room.send(TO_RELAY.toHost, await sealPayload(key, { n, m: text }, SEALED_FOR.toHost)))
    },
    close: () => void room.leave(true),
  }
}
