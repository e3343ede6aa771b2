import { createHash } from 'node:crypto'
import { CloseCode, Deferred, Room, ServerError, type Client } from '@colyseus/core'
import { RateLimit } from '../../shared/rate-limit.ts'
import type { Clock, ConnectionCap, RelayLimits } from './limits.ts'
import {
  CLOSE,
  FROM_RELAY,
  REFUSED,
  SEAT_NAME,
  TO_RELAY,
  TOKEN,
  type EndReason,
  type GuestPresence,
  type HostPresence,
  type HostState,
  type Payload,
  type RelayErrorCode,
  type Role,
  type SeatState,
} from './protocol.ts'
import { roomIdFor } from './room-id.ts'

/** Who a connection is, fixed when it joins (Colyseus hands it on to a reconnection). */
type Who = { role: 'host' } | { role: 'seat'; seat: string } | { role: 'spectator' }

/** What the room keeps about one connection (also handed on to a reconnection). */
interface Conn {
  /** It has lost its place (cut, ended or replaced): nothing it sends is passed on, and it is not held. */
  lost: boolean
}

type Guest = Client<{ auth: Who; userData: Conn }>

/** A dropped connection's place, held for its quick return. */
interface Hold {
  reconnection: Deferred<Client>
  timer: unknown
}

interface Seat {
  /** sha256 of the seat's token: the relay keeps no token it could hand out. */
  hash: string
  /** Its device's connection, also while that connection is held. */
  client: Guest | null
  hold: Hold | null
}

const hash = (token: string): string => createHash('sha256').update(token).digest('hex')

export { roomIdFor }

const forbidden = () => new ServerError(REFUSED.forbidden.code, REFUSED.forbidden.message)

const isToken = (v: unknown): v is string => typeof v === 'string' && TOKEN.test(v)
const isSeatName = (v: unknown): v is string => typeof v === 'string' && SEAT_NAME.test(v)
const isPayload = (v: unknown): v is Payload => typeof v === 'string' || v instanceof Uint8Array
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !(v instanceof Uint8Array) && !Array.isArray(v)

/** A raw WebSocket frame's length, whichever form `ws` hands it in. */
const frameBytes = (data: unknown): number =>
  Array.isArray(data) ? data.reduce((n: number, part: Uint8Array) => n + part.byteLength, 0) : (data as ArrayBuffer | Uint8Array).byteLength

/**
 * One table on the relay. The host opens it (`create` with the host token) and opens seats and
 * the spectators' door by token; guests join by id with their token. A seat's messages go to the
 * host only; the host's go to one seat or to the spectators; no guest's message reaches another
 * guest. Payloads pass through unread. Engines, clocks and records live with the host, never here.
 */
export class TableRoom extends Room<{ client: Guest }> {
  /** Set by `tableRoom()`, which the server defines. */
  protected limits!: RelayLimits
  protected time!: Clock

  private hostHash = ''
  private host: Guest | null = null
  private hostHold: Hold | null = null
  private seats = new Map<string, Seat>()
  private spectatorHash: string | null = null
  private spectators = new Set<Guest>()

  override onCreate(options: unknown) {
    const asked = isObject(options) ? options : {}
    if (asked.role !== 'host' || !isToken(asked.token)) throw forbidden()
    this.roomId = roomIdFor(asked.token)
    this.hostHash = hash(asked.token)
    // A backstop only: the room refuses guests itself (onAuth), with the codes the app knows. At
    // Colyseus's own cap it would lock the room, and a locked room looks like no room (403).
    this.maxClients = 2 * (1 + this.limits.seats + this.limits.spectators)
    this.onMessage('*', (client: Guest, type: string | number, message: unknown) => this.receive(client, String(type), message))
  }

  override onAuth(_client: Guest, options: unknown): Who {
    const asked = isObject(options) ? options : {}
    if (!isToken(asked.token)) throw forbidden()
    const h = hash(asked.token)
    const role = asked.role as Role
    if (role === 'host' && h === this.hostHash) return { role }
    if (role === 'seat') {
      for (const [seat, entry] of this.seats) if (entry.hash === h) return { role, seat }
    }
    if (role === 'spectator' && h === this.spectatorHash) {
      if (this.spectators.size >= this.limits.spectators) throw new ServerError(REFUSED.full.code, REFUSED.full.message)
      return { role }
    }
    throw forbidden()
  }

  override onJoin(client: Guest) {
    client.userData = { lost: false }
    this.watchFrames(client)
    const who = client.auth!
    if (who.role === 'host') return this.hostJoined(client)
    if (who.role === 'seat') return this.seatJoined(client, who.seat)
    this.spectators.add(client)
    this.tellHost({ spectators: this.spectators.size })
    this.tellGuest(client)
  }

  /** A connection that closed without saying goodbye: a host's or seat's place is held for its return. */
  override onDrop(client: Guest, code?: number) {
    // A frame over even the host's cap is refused by ws itself (1009): cut, like the room's own cuts.
    if (client.userData!.lost || code === CLOSE.tooBig || !this.holds(client)) return
    const reconnection: unknown = this.allowReconnection(client, 'manual')
    // Colyseus answers a rejected promise instead when there is nothing to hold: a connection
    // that never finished joining, or a room being disposed. It leaves for good (onLeave).
    if (!(reconnection instanceof Deferred)) return void (reconnection as Promise<unknown>).catch(() => undefined)
    const hold = { reconnection, timer: this.time.setTimeout(() => reconnection.reject(new Error('the hold ran out')), this.limits.holdMs) }
    const who = client.auth!
    if (who.role === 'host') {
      const before = this.hostState()
      this.hostHold = hold
      this.hostChanged(before)
    } else if (who.role === 'seat') {
      this.seats.get(who.seat)!.hold = hold
      this.tellHost({ seat: who.seat, state: 'away' })
    }
  }

  override onReconnect(client: Guest) {
    this.watchFrames(client)
    const who = client.auth!
    if (who.role === 'host') {
      const before = this.hostState()
      this.unhold(this.hostHold, false)
      this.hostHold = null
      this.host = client
      // Nothing reached it while it was away: it hears where everyone is now, as when it joins.
      this.tellHostEveryone()
      this.hostChanged(before)
    } else if (who.role === 'seat') {
      const seat = this.seats.get(who.seat)!
      this.unhold(seat.hold, false)
      seat.hold = null
      seat.client = client
      this.tellHost({ seat: who.seat, state: 'here' })
    }
  }

  /** A connection gone for good: it left, or its hold ran out. */
  override onLeave(client: Guest, code?: number) {
    // The host said goodbye: the table is closed, and nothing opens it again but the host.
    if (this.host === client && code === CloseCode.CONSENTED) this.closeTable()
    this.release(client)
  }

  override onDispose() {
    this.unhold(this.hostHold, true)
    for (const seat of this.seats.values()) this.unhold(seat.hold, true)
  }

  // Joining

  private hostJoined(client: Guest) {
    const before = this.hostState()
    const old = this.host
    this.unhold(this.hostHold, true)
    this.hostHold = null
    this.host = client
    if (old) this.end(old, 'opened-elsewhere')
    this.tellHostEveryone()
    this.hostChanged(before)
  }

  private tellHostEveryone() {
    for (const [seat, entry] of this.seats) this.tellHost({ seat, state: seatState(entry) })
    this.tellHost({ spectators: this.spectators.size })
  }

  private seatJoined(client: Guest, name: string) {
    const seat = this.seats.get(name)!
    const old = seat.client
    // Over a dropped device the newcomer is most likely the same person back (a reloaded page);
    // over a live one, the seat went to another device, and the host says so.
    const taken = old !== null && seat.hold === null
    this.unhold(seat.hold, true)
    seat.hold = null
    seat.client = client
    if (old) this.end(old, 'opened-elsewhere')
    this.tellHost({ seat: name, state: taken ? 'taken' : 'here' })
    this.tellGuest(client)
  }

  // What connections send

  /** Every frame, before Colyseus reads it: the connection's size cap and rate, as the seat server's. */
  private watchFrames(client: Guest) {
    const cap: ConnectionCap = client.auth!.role === 'host' ? this.limits.host : this.limits.guest
    const rate = new RateLimit(cap.perSecond, cap.burst, () => this.time.now())
    client.ref.on('message', (data: unknown) => {
      if (client.userData!.lost) return
      if (frameBytes(data) > cap.bytes) this.cut(client, CLOSE.tooBig)
      else if (!rate.take()) this.cut(client, CLOSE.tooMany)
    })
  }

  private receive(client: Guest, type: string, message: unknown) {
    if (client.userData!.lost) return
    const who = client.auth!
    if (who.role === 'seat' && type === TO_RELAY.toHost) {
      if (!isPayload(message)) return this.refuse(client, 'BAD_FRAME')
      // While the host is away a seat's message has nobody to reach; the host asks again on its return.
      if (this.host && !this.hostHold) this.host.send(FROM_RELAY.fromSeat, { seat: who.seat, payload: message })
      return
    }
    if (who.role !== 'host') return this.refuse(client, 'UNKNOWN_CHANNEL')
    const body = isObject(message) ? message : {}
    switch (type) {
      case TO_RELAY.toSeat: {
        if (!isSeatName(body.seat) || !isPayload(body.payload)) return this.refuse(client, 'BAD_FRAME')
        const seat = this.seats.get(body.seat)
        if (!seat) return this.refuse(client, 'NO_SEAT', body.seat)
        if (seat.client && !seat.hold) seat.client.send(FROM_RELAY.fromHost, body.payload)
        return
      }
      case TO_RELAY.toSpectators:
        if (!isPayload(body.payload)) return this.refuse(client, 'BAD_FRAME')
        for (const spectator of this.spectators) spectator.send(FROM_RELAY.fromHost, body.payload)
        return
      case TO_RELAY.openSeat:
        return this.openSeat(client, body)
      case TO_RELAY.closeSeat: {
        if (!isSeatName(body.seat)) return this.refuse(client, 'BAD_FRAME')
        const seat = this.seats.get(body.seat)
        if (!seat) return this.refuse(client, 'NO_SEAT', body.seat)
        this.seats.delete(body.seat)
        this.dismiss(seat, 'table-closed')
        return
      }
      case TO_RELAY.watch: {
        if (body.token !== null && !this.freshToken(body.token)) return this.refuse(client, 'BAD_FRAME')
        const next = body.token === null ? null : hash(body.token)
        if (next !== this.spectatorHash) {
          this.spectatorHash = next
          for (const spectator of this.spectators) this.end(spectator, 'new-link')
        }
        return this.tellHost({ spectators: this.spectators.size })
      }
      default:
        return this.refuse(client, 'UNKNOWN_CHANNEL')
    }
  }

  private openSeat(host: Guest, body: Record<string, unknown>) {
    if (!isSeatName(body.seat)) return this.refuse(host, 'BAD_FRAME')
    const name = body.seat
    const seat = this.seats.get(name)
    const next = typeof body.token === 'string' ? hash(body.token) : ''
    // The same token again (the host opening its room anew after a relay restart) changes nothing.
    if (seat?.hash !== next) {
      if (!this.freshToken(body.token)) return this.refuse(host, 'BAD_FRAME')
      if (!seat && this.seats.size >= this.limits.seats) return this.refuse(host, 'TOO_MANY_SEATS')
      if (seat) {
        // A new link: the old token dies, and whoever holds it loses the seat.
        seat.hash = next
        this.dismiss(seat, 'new-link')
      } else this.seats.set(name, { hash: next, client: null, hold: null })
    }
    this.tellHost({ seat: name, state: seatState(this.seats.get(name)!) })
  }

  /** A token no other role or seat of this room uses: one token opens one place. */
  private freshToken(token: unknown): token is string {
    if (!isToken(token)) return false
    const h = hash(token)
    return h !== this.hostHash && h !== this.spectatorHash && ![...this.seats.values()].some((s) => s.hash === h)
  }

  private refuse(client: Guest, code: RelayErrorCode, seat?: string) {
    client.send(FROM_RELAY.error, seat === undefined ? { code } : { code, seat })
  }

  // Places

  /** Whether this connection still holds its place (a replaced or released one does not). */
  private holds(client: Guest): boolean {
    const who = client.auth!
    if (who.role === 'host') return this.host === client
    if (who.role === 'seat') return this.seats.get(who.seat)?.client === client
    return this.spectators.has(client)
  }

  /** The connection gives up its place, if it still holds it; the other side is told. */
  private release(client: Guest) {
    if (!this.holds(client)) return
    const who = client.auth!
    if (who.role === 'host') {
      const before = this.hostState()
      this.unhold(this.hostHold, true)
      this.hostHold = null
      this.host = null
      this.hostChanged(before)
    } else if (who.role === 'seat') {
      const seat = this.seats.get(who.seat)!
      this.unhold(seat.hold, true)
      seat.hold = null
      seat.client = null
      this.tellHost({ seat: who.seat, state: 'empty' })
    } else {
      this.spectators.delete(client)
      this.tellHost({ spectators: this.spectators.size })
    }
  }

  /** A seat's device loses it (its token died): told why, and closed. */
  private dismiss(seat: Seat, reason: EndReason) {
    const client = seat.client
    this.unhold(seat.hold, true)
    seat.hold = null
    seat.client = null
    if (client) this.end(client, reason)
  }

  /** The host left: every guest is told the table closed, and no token opens it any more. */
  private closeTable() {
    for (const seat of this.seats.values()) this.dismiss(seat, 'table-closed')
    this.seats.clear()
    this.spectatorHash = null
    for (const spectator of this.spectators) this.end(spectator, 'table-closed')
  }

  /** A connection that lost its place: told why, then closed (1000). */
  private end(client: Guest, reason: EndReason) {
    client.send(FROM_RELAY.ended, { reason })
    this.close(client, CLOSE.ended)
  }

  /** A connection over its caps: closed with the code that says which (1008, 1009), its place free at once. */
  private cut(client: Guest, code: number) {
    this.close(client, code)
  }

  private close(client: Guest, code: number) {
    this.release(client)
    client.userData!.lost = true
    client.leave(code)
    // Cut if it has not closed its end within the grace (a peer that ignores the close).
    const socket = client.ref as { terminate?: () => void }
    this.time.setTimeout(() => socket.terminate?.(), this.limits.closeGraceMs)
  }

  /** Ends a hold's wait: `release` rejects the held reconnection, so the old connection can never come back. */
  private unhold(hold: Hold | null, release: boolean) {
    if (!hold) return
    this.time.clearTimeout(hold.timer)
    if (release) hold.reconnection.reject(new Error('the place was given up'))
  }

  // Telling

  private tellHost(presence: HostPresence) {
    if (this.host && !this.hostHold) this.host.send(FROM_RELAY.presence, presence)
  }

  private hostState(): HostState {
    return this.host && !this.hostHold ? 'here' : 'away'
  }

  private tellGuest(client: Guest) {
    client.send(FROM_RELAY.presence, { host: this.hostState() } satisfies GuestPresence)
  }

  /** Guests hear of the host only when it comes or goes (a replaced host is still here). */
  private hostChanged(before: HostState) {
    if (this.hostState() === before) return
    const presence: GuestPresence = { host: this.hostState() }
    for (const seat of this.seats.values()) if (seat.client && !seat.hold) seat.client.send(FROM_RELAY.presence, presence)
    for (const spectator of this.spectators) spectator.send(FROM_RELAY.presence, presence)
  }
}

function seatState(seat: Seat): SeatState {
  return seat.client ? (seat.hold ? 'away' : 'here') : 'empty'
}

/** The room class a relay defines: its limits and its clock. */
export function tableRoom(limits: RelayLimits, time: Clock): typeof TableRoom {
  return class extends TableRoom {
    protected override limits = limits
    protected override time = time
  }
}
