import { randomBytes } from 'node:crypto'
import { Client as RelayClient, type Room } from '@colyseus/sdk'
import { WebSocket } from 'ws'
import type { OnlineAccess, TableSnapshot } from '@shared/ipc'
import type { Settings } from '@shared/profile'
import { readRequest } from '@shared/frames'
import { err } from '@shared/result'
import { onlineLink, readEnvelope, relayPages, SEALED_FOR } from '@shared/online'
import { importSeatKey, newSeatKey, openPayload, sealPayload, type SeatKey } from '@shared/seat-crypto'
import type { Connection, Host, OnlineTable } from '../host/host'
import { systemClock, type Clock } from '../host/clock'
import { FROM_RELAY, ROOM, TO_RELAY, type HostPresence, type JoinOptions } from '../../relay/src/protocol'
import { roomIdFor } from '../../relay/src/room-id'

export interface OnlineOptions {
  host: Host
  settings: () => Settings
  /** For the spectators' delay and the relay's retries; tests pass a fake one. */
  clock?: Clock
  /** Told each time the relay's state changes (the web edition prints it). */
  changed?: (access: OnlineAccess) => void
  /** Each message the computer hands the relay, as it goes (tests log them, to show what a relay operator sees). */
  sent?: (type: string, message: unknown) => void
}

export interface Online {
  /** Settles once the relay is as the settings ask (its rooms opened, or closed). */
  settled(): Promise<void>
  close(): Promise<void>
}

/** A new token for the relay: 192 random bits, as the seat keys of phones. */
const newToken = (): string => randomBytes(24).toString('base64url')

/** After a lost relay, the next tries: soon, then less often, never more than a minute apart. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000]

/**
 * The computer's side of playing online (docs/online.md): while Settings hold a relay, each table
 * with a seat played online, or whose spectators' link was asked for, has a room there, opened
 * over an outbound connection. The relay passes messages and reads none: each seat's go sealed
 * with that seat's own key, the spectators' with theirs, and the keys travel only in the links'
 * fragments. An online seat is played through the host exactly as a phone's (`connectSeat`):
 * the same snapshots, requests, away and back, new links, moves to a computer player.
 */
export function startOnline(options: OnlineOptions): Online {
  // Colyseus's client is built for runtimes with a WebSocket global; Node 20 has none (Electron's
  // Node has one). ws's class speaks the same API.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket
  const { host } = options
  const clock = options.clock ?? systemClock
  let relay: RelayLink | null = null
  let queue: Promise<void> = Promise.resolve()
  let closed = false
  let carried: OnlineTable[] = []

  const tell = (access: OnlineAccess) => {
    host.online.setAccess(access, {
      seat: (tableId, seat) => relay?.seatLink(tableId, seat) ?? null,
      watch: (tableId) => relay?.watchLink(tableId) ?? null,
    })
    options.changed?.(access)
  }

  async function reconcile(): Promise<void> {
    const url = closed ? '' : options.settings().relayUrl
    if (relay && relay.url !== url) {
      await relay.close()
      relay = null
    }
    if (!url) return tell({ state: 'off', relay: null, problem: null })
    if (!relay) {
      relay = new RelayLink(url, host, clock, () => options.settings().watchDelay, tell, options.sent)
      relay.carry(carried)
    }
  }
  const plan = () => {
    queue = queue.then(reconcile, reconcile)
    return queue
  }
  const listening = host.connect((event) => {
    if (event === 'settings:changed') void plan()
  })
  const following = host.online.follow((tables) => {
    carried = tables
    relay?.carry(tables)
  })
  void plan()

  return {
    settled: async () => {
      await queue
      await relay?.settled()
    },
    close: async () => {
      closed = true
      listening.close()
      following.close()
      await plan()
    },
  }
}

/** One place on the relay: a seat's token and sealing key, or the spectators'. */
interface Place {
  token: string
  keyText: string
  key: Promise<SeatKey | null>
  /** The number of the last envelope sent to it. */
  sent: number
  /** Sealing takes a moment: each envelope waits for the one before, so they leave in order. */
  line: Promise<void>
  /** The relay has opened it (its first word on it): until then its link would be refused, and is not shown. */
  ready: boolean
}

interface OnlineSeat extends Place {
  /** The host's own key for the seat: what `connectSeat` takes. Never sent anywhere. */
  hostKey: string
  /** The seat's device on the host: its connection while the relay says it is here. */
  connection: Connection | null
  /** Whose connection it is: what an earlier device's connection says after it is replaced goes nowhere. */
  holder: object | null
  /** A name for the device now holding it, so one that takes the seat shows as another device. */
  device: string
  /** The number of the last envelope the seat sent: anything not after it is dropped. */
  heard: number
}

interface CarriedTable {
  tableId: string
  hostToken: string
  roomId: string
  seats: Map<number, OnlineSeat>
  spectators: Place & { watching: { close(): void } | null; shown: TableSnapshot[] }
  room: Room | null
  /** Set while it is being opened (or opened again), so it is opened once. */
  opening: Promise<void> | null
  retries: number
  retry: unknown
  gone: boolean
}

/** Every room the computer has on one relay. */
class RelayLink {
  private readonly pages: string
  private readonly client: RelayClient
  private readonly tables = new Map<string, CarriedTable>()
  private state: OnlineAccess['state'] = 'connecting'
  private probes = 0
  private probing: unknown = null
  private closed = false

  constructor(
    readonly url: string,
    private readonly host: Host,
    private readonly clock: Clock,
    private readonly delay: () => number,
    private readonly tell: (access: OnlineAccess) => void,
    private readonly sent?: (type: string, message: unknown) => void,
  ) {
    this.pages = relayPages(url)!
    this.client = new RelayClient(url)
    this.report('connecting', null)
    void this.probe()
  }

  /**
   * Whether the relay answers, before any table needs it: Settings says so at once. Asked again,
   * less and less often, while it does not; a table's room says so from then on.
   */
  private async probe(): Promise<void> {
    this.probing = null
    const answered = await fetch(`${this.pages}/__healthcheck`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    )
    if (this.closed) return
    if (answered === true) {
      this.probes = 0
      if (this.state !== 'on') this.report('on', null)
      return
    }
    this.report('failed', answered === false ? 'the address answers, but not as a relay' : answered)
    this.probing = this.clock.setTimeout(() => void this.probe(), RETRY_MS[Math.min(this.probes++, RETRY_MS.length - 1)]!)
  }

  seatLink(tableId: string, seat: number): string | null {
    const table = this.tables.get(tableId)
    const place = table?.seats.get(seat)
    return table && place?.ready ? this.placeLink(table, place) : null
  }

  private placeLink(table: CarriedTable, place: Place): string {
    return onlineLink(this.pages, { role: 'seat', room: table.roomId, token: place.token, key: place.keyText })
  }

  watchLink(tableId: string): string | null {
    const table = this.tables.get(tableId)
    if (!table?.spectators.ready) return null
    return onlineLink(this.pages, { role: 'spectator', room: table.roomId, token: table.spectators.token, key: table.spectators.keyText })
  }

  /** The tables the host carries now: new ones get a room, gone ones lose theirs, seats follow their keys. */
  carry(tables: OnlineTable[]): void {
    const wanted = new Map(tables.map((t) => [t.tableId, t]))
    for (const [id, table] of this.tables) if (!wanted.has(id)) this.drop(table)
    let changed = false
    for (const t of tables) {
      let table = this.tables.get(t.tableId)
      if (!table) {
        table = this.newTable(t.tableId)
        changed = true
      }
      for (const [seat, place] of table.seats) {
        if (t.seats.some((s) => s.seat === seat)) continue
        // Moved to a computer player or to this computer: its token dies.
        this.leaveSeat(table, seat, place)
        changed = true
      }
      for (const { seat, key } of t.seats) {
        const before = table.seats.get(seat)
        if (before?.hostKey === key) continue
        // New, or given a new link: a new token (which kills the old one: its device hears "new link") and a new key.
        if (before) this.disconnect(before)
        const place: OnlineSeat = { ...newPlace(), hostKey: key, connection: null, holder: null, device: newToken(), heard: 0 }
        table.seats.set(seat, place)
        this.send(table, TO_RELAY.openSeat, { seat: String(seat), token: place.token })
        changed = true
      }
      void this.open(table)
    }
    // The computer's cards show the new links.
    if (changed) this.report(this.state, null)
  }

  async settled(): Promise<void> {
    await Promise.all([...this.tables.values()].map((t) => t.opening))
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.probing !== null) this.clock.clearTimeout(this.probing)
    for (const table of [...this.tables.values()]) this.drop(table)
  }

  private newTable(tableId: string): CarriedTable {
    const hostToken = newToken()
    const table: CarriedTable = {
      tableId,
      hostToken,
      roomId: roomIdFor(hostToken),
      seats: new Map(),
      spectators: { ...newPlace(), watching: null, shown: [] },
      room: null,
      opening: null,
      retries: 0,
      retry: null,
      gone: false,
    }
    this.tables.set(tableId, table)
    return table
  }

  /** Opens (or opens again) the table's room, then its seats and the spectators' door, and follows it. */
  private open(table: CarriedTable): Promise<void> {
    if (table.room || table.opening || table.gone) return table.opening ?? Promise.resolve()
    table.opening = (async () => {
      try {
        const room = await this.client.create(ROOM, { role: 'host', token: table.hostToken } satisfies JoinOptions)
        if (table.gone) return void room.leave(true)
        table.room = room
        table.retries = 0
        this.follow(table, room)
        // A room opened again (the relay restarted, or its hold on us ran out) has forgotten them.
        for (const [seat, place] of table.seats) this.send(table, TO_RELAY.openSeat, { seat: String(seat), token: place.token })
        this.send(table, TO_RELAY.watch, { token: table.spectators.token })
        this.report('on', null)
      } catch (e) {
        this.report('failed', e instanceof Error ? e.message : String(e))
        this.later(table)
      } finally {
        table.opening = null
      }
    })()
    return table.opening
  }

  private later(table: CarriedTable): void {
    if (table.gone || table.retry !== null) return
    const wait = RETRY_MS[Math.min(table.retries++, RETRY_MS.length - 1)]!
    table.retry = this.clock.setTimeout(() => {
      table.retry = null
      void this.open(table)
    }, wait)
  }

  private follow(table: CarriedTable, room: Room): void {
    // A drop a moment after opening is mended too (Colyseus waits 5 s by default).
    room.reconnection.minUptime = 0
    room.onMessage(FROM_RELAY.presence, (p: HostPresence) => {
      if ('seat' in p) this.presence(table, Number(p.seat), p.state)
      else this.spectatorsHere(table, p.spectators)
    })
    room.onMessage(FROM_RELAY.fromSeat, (m: { seat: string; payload: unknown }) => void this.fromSeat(table, Number(m.seat), m.payload))
    // Given up on (the relay restarted, or it held us longer than its hold): the guests wait, away
    // from us, until the room is opened again.
    room.onLeave(() => {
      if (table.room !== room) return
      table.room = null
      for (const place of table.seats.values()) this.disconnect(place)
      if (table.gone) return
      this.report('failed', 'the relay closed the connection')
      this.later(table)
    })
    // The computer away from the relay: its guests cannot reach it, so their seats are away here
    // (their turns wait, an open window counts them as passing) until the relay, on its return,
    // says where each is.
    room.onDrop(() => {
      for (const place of table.seats.values()) this.disconnect(place)
      this.report('connecting', null)
    })
    room.onReconnect(() => this.report('on', null))
    room.onMessage(FROM_RELAY.error, () => undefined)
    room.onMessage(FROM_RELAY.ended, () => undefined)
  }

  /** Where a seat's device is, as the relay says: the host sees it come and go as a phone. */
  private presence(table: CarriedTable, seat: number, state: string): void {
    const place = table.seats.get(seat)
    if (!place) return
    if (!place.ready) {
      place.ready = true
      // Its link opens it now: the computer's card shows it.
      this.report(this.state, null)
    }
    if (state === 'away' || state === 'empty') return this.disconnect(place)
    if (state === 'taken') {
      // Another device opened the same link: the host shows that the seat went elsewhere.
      this.disconnect(place)
      place.device = newToken()
    }
    if (state !== 'here' && state !== 'taken') return
    if (place.holder) return
    const holder = {}
    place.holder = holder
    // (The host speaks at once: the seat's language, before its connection is even returned.)
    const connection = this.host.connectSeat(place.hostKey, (event, payload) => {
      if (place.holder !== holder) return
      this.toSeat(table, seat, place, JSON.stringify({ event, payload: this.translate(event, payload) }))
    }, place.device)
    place.connection = connection
    // A key the host no longer knows (its table closed a moment ago): nothing to play.
    if (!connection) this.send(table, TO_RELAY.closeSeat, { seat: String(seat) })
  }

  /**
   * A seat ended for the next game ("Play again") names the host's key for the new seat; an online
   * browser follows by the new seat's own link instead, or hears the table closed.
   */
  private translate(event: string, payload: unknown): unknown {
    const end = payload as { reason?: string; key?: string }
    if (event !== 'seat:ended' || end.reason !== 'next-game') return payload
    for (const table of this.tables.values()) {
      for (const place of table.seats.values()) {
        if (place.hostKey !== end.key) continue
        // The new room may not be open yet: a browser that had its seat keeps knocking until it is.
        const link = this.placeLink(table, place)
        return { reason: 'next-game', key: link.slice(link.indexOf('#') + 1) }
      }
    }
    return { reason: 'table-closed' }
  }

  private disconnect(place: OnlineSeat): void {
    const connection = place.connection
    place.connection = null
    place.holder = null
    connection?.close()
  }

  /** A sealed request from a seat's device: opened, checked, asked of the host, answered sealed. */
  private async fromSeat(table: CarriedTable, seat: number, payload: unknown): Promise<void> {
    const place = table.seats.get(seat)
    const key = await place?.key
    if (!place || !key || typeof payload !== 'string') return
    const opened = await openPayload(key, payload, SEALED_FOR.toHost)
    const envelope = opened.ok ? readEnvelope(opened.value) : null
    // Not sealed with this seat's key, or sent before: the relay's doing, or a stale copy; dropped.
    if (!envelope || envelope.n <= place.heard || typeof envelope.m !== 'string') return
    place.heard = envelope.n
    const connection = place.connection
    const frame = readRequest(envelope.m)
    if (!frame.ok) return this.toSeat(table, seat, place, JSON.stringify({ error: frame.error }))
    const result = connection
      ? await connection.request(frame.value.channel as string, frame.value.payload)
      : err({ code: 'RECONNECTING', message: 'The seat is coming back to the table: try again in a moment.' })
    this.toSeat(table, seat, place, JSON.stringify({ id: frame.value.id, result }))
  }

  private toSeat(table: CarriedTable, seat: number, place: OnlineSeat, text: string): void {
    this.sealed(place, SEALED_FOR.toSeat, text, (payload) => this.send(table, TO_RELAY.toSeat, { seat: String(seat), payload }))
  }

  /** Spectators came or all went: their public view flows while anyone watches. */
  private spectatorsHere(table: CarriedTable, count: number): void {
    const spectators = table.spectators
    if (!spectators.ready) {
      spectators.ready = true
      this.report(this.state, null)
    }
    if (count === 0) {
      spectators.watching?.close()
      spectators.watching = null
      spectators.shown = []
      return
    }
    if (spectators.watching) {
      // A newcomer sees the table now (or as late as the others do), not the next move.
      const at = spectators.shown[0]
      if (at) this.sealed(spectators, SEALED_FOR.toSpectators, JSON.stringify({ event: 'table:update', payload: { ...at, events: [] } }), (payload) => this.send(table, TO_RELAY.toSpectators, { payload }))
      return
    }
    spectators.watching = this.host.online.spectate(table.tableId, (snapshot) => this.toSpectators(table, snapshot))
  }

  /** The public view, as many moves late as Settings say: what was shown that many moves ago. */
  private toSpectators(table: CarriedTable, snapshot: TableSnapshot): void {
    const spectators = table.spectators
    const delay = this.delay()
    const shown = spectators.shown
    const last = shown[shown.length - 1]
    // One picture per move: a later picture of the same move replaces the earlier.
    if (last && last.step === snapshot.step) shown[shown.length - 1] = { ...snapshot, events: [...last.events, ...snapshot.events] }
    else shown.push(snapshot)
    // The end is shown when it comes: nothing is left to hide.
    const show = snapshot.outcome ? snapshot : shown[Math.max(0, shown.length - 1 - delay)]!
    while (shown.length > delay + 1) shown.shift()
    // A picture from moves ago has no countdown running: its deadline has passed.
    const late = show !== snapshot
    const picture = late ? { ...show, deadline: null, now: snapshot.now } : show
    this.sealed(spectators, SEALED_FOR.toSpectators, JSON.stringify({ event: 'table:update', payload: picture }), (payload) => this.send(table, TO_RELAY.toSpectators, { payload }))
  }

  /** Seals `text` for a place and sends it, in order after everything sealed for it before. */
  private sealed(place: Place, use: string, text: string, send: (payload: string) => void): void {
    const n = ++place.sent
    place.line = place.line.then(async () => {
      const key = await place.key
      if (key) send(await sealPayload(key, { n, m: text }, use))
    })
  }

  private send(table: CarriedTable, type: string, message: unknown): void {
    const room = table.room
    if (!room) return
    this.sent?.(type, message)
    room.send(type, message)
  }

  private leaveSeat(table: CarriedTable, seat: number, place: OnlineSeat): void {
    this.disconnect(place)
    table.seats.delete(seat)
    this.send(table, TO_RELAY.closeSeat, { seat: String(seat) })
  }

  /** The table closed (or the relay changed): its guests are told, and its room goes. */
  private drop(table: CarriedTable): void {
    table.gone = true
    this.tables.delete(table.tableId)
    if (table.retry !== null) this.clock.clearTimeout(table.retry)
    table.spectators.watching?.close()
    for (const place of table.seats.values()) this.disconnect(place)
    // Whatever is still being sealed for the guests goes first (a seat's "the table closed").
    const lines = [...table.seats.values(), table.spectators].map((p) => p.line)
    void Promise.all(lines).then(() => table.room?.leave(true))
  }

  private report(state: OnlineAccess['state'], problem: string | null): void {
    this.state = state
    this.tell({ state, relay: this.url, problem })
  }
}

function newPlace(): Place {
  const keyText = newSeatKey()
  return { token: newToken(), keyText, key: importSeatKey(keyText), sent: 0, line: Promise.resolve(), ready: false }
}
