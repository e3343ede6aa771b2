import { ref } from 'vue'
import {
  EVENT_NAMES,
  REQUEST_NAMES,
  SEAT_EVENT_NAMES,
  type ApiResult,
  type ContractApi,
  type SeatEnd,
  type TableSnapshot,
} from '@shared/ipc'
import { readSeatEnd, readSeatLanguage, readServerFrame, type RequestFrame } from '@shared/frames'
import type { Language } from '@shared/profile'
import { followHostClock, newsAt } from '../clock'
import { readOnlineFragment } from '@shared/online'
import { dialRelay } from './relay-dial'
import type { Dial, SeatWire } from './wire'

/** The seat server on this network: asked first whether the key opens a seat, since a refused socket tells the page nothing. */
const socketDial: Dial = async (key, events, device) => {
  const opens = await fetch(`/key?key=${encodeURIComponent(key)}`, { cache: 'no-store' })
    .then((r) => r.json() as Promise<{ opens: boolean }>)
    .then((a) => a.opens, () => null)
  if (opens === false) return 'refused'
  if (opens === null) return 'lost'
  const ws = new WebSocket(`ws://${location.host}/ws?key=${encodeURIComponent(key)}&device=${device}`)
  ws.onopen = () => events.opened()
  ws.onmessage = (message) => events.heard(String(message.data))
  ws.onclose = () => events.closed()
  return {
    send: (text) => ws.readyState === WebSocket.OPEN && ws.send(text),
    close: () => ws.close(),
  }
}

/** Where a phone's connection to its seat stands. */
export type LinkState =
  | { kind: 'connecting' }
  | { kind: 'open' }
  /** The connection dropped (the phone slept, the network hiccupped); it is tried again by itself. */
  | { kind: 'lost' }
  /** The key opens nothing: its game ended, or the seat moved. Trying again cannot help. */
  | { kind: 'refused' }
  | { kind: 'ended'; reason: Exclude<SeatEnd['reason'], 'next-game'> }

/** The seat key, from the link's fragment (never sent to the server in a page request). */
export const seatKey = (): string => decodeURIComponent(location.hash.slice(1))

const DEVICE = 'seat-device'

/**
 * What this browser calls itself to the seat server, kept across reloads, so a phone reopening its
 * own seat is not shown on the computer as another device taking it. A random name, not a secret
 * and no credential. (`crypto.randomUUID` needs a secure context, which plain HTTP on the local
 * network is not; `getRandomValues` does not.)
 */
export function deviceName(): string {
  const fresh = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')
  try {
    const known = localStorage.getItem(DEVICE)
    if (known && /^[\w-]{1,64}$/.test(known)) return known
    const made = fresh()
    localStorage.setItem(DEVICE, made)
    return made
  } catch {
    // A browser that keeps nothing (some private windows): a name for this page's life.
    return fresh()
  }
}

const RETRY_MS = [1000, 2000, 4000, 8000]

/**
 * A phone's one connection to the seat server, speaking the seat channels, with the renderer's
 * contract on top so the table store and every game's Seat work unchanged: `table:get` and
 * `table:act` become `seat:get` and `seat:act`, a look's `table:release` has nothing to release
 * (nothing waits on a phone's look), and everything else is not for a phone. It reconnects by
 * itself after a drop, and tells a dead link from a computer out of reach. `first`: the key to
 * open; without it, the page's fragment, followed from then on.
 */
export function seatLink(first?: string) {
  const state = ref<LinkState>({ kind: 'connecting' })
  /** The key in use: a "Play again" at the computer hands over the next game's. */
  const key = ref(first ?? seatKey())
  /** The table's language, as the host last told it; kept through a dropped connection. */
  const language = ref<Language | null>(null)
  /** Through the relay: false while the computer holding the table is away (the game waits for it). */
  const hostHere = ref(true)
  const pending = new Map<number, (result: ApiResult<unknown>) => void>()
  const updates = new Set<(s: TableSnapshot) => void>()
  // The first snapshot (with any news the seat missed) can arrive before the screen listens.
  const early: TableSnapshot[] = []
  // A spectator's link asks nothing: its table's picture is the last one the computer sent.
  let latest: TableSnapshot | null = null
  const waiting: ((s: TableSnapshot) => void)[] = []
  let wire: SeatWire | null = null
  let live = false
  /** Whether this page has had its seat: a relay refusing it later is its room not open again yet. */
  let before = false
  let nextId = 1
  let tries = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let opening = false
  let following = false
  const device = deviceName()

  function heard(text: string) {
    // The seat screen sends only well-formed requests, so a report of one the server could not
    // read never comes; a frame that is none of the seat's is nothing to act on.
    const frame = readServerFrame(text, SEAT_EVENT_NAMES)
    if (!frame || 'error' in frame) return
    if ('id' in frame) {
      pending.get(frame.id)?.(frame.result)
      pending.delete(frame.id)
      return
    }
    if (frame.event === 'table:update') {
      // The host's own snapshot: its shape is the contract's, not checked here field by field.
      const snapshot = frame.payload as TableSnapshot
      newsAt(snapshot.now)
      latest = snapshot
      for (const w of waiting.splice(0)) w(snapshot)
      if (updates.size === 0) early.push(snapshot)
      for (const l of updates) l(snapshot)
      return
    }
    if (frame.event === 'clock:manual') {
      const told = frame.payload as { now?: unknown }
      if (typeof told.now === 'number') followHostClock(told.now)
      return
    }
    if (frame.event === 'seat:language') {
      const told = readSeatLanguage(frame.payload)
      if (told) language.value = told.language
      return
    }
    const end = readSeatEnd(frame.payload)
    if (end?.reason === 'next-game') {
      // The link in the address bar opens the new seat from now on, for a reload or a bookmark.
      key.value = end.key
      history.replaceState(null, '', `#${end.key}`)
      following = true
      // The relay does not close a seat for the next game: this page leaves it.
      wire?.close()
    } else if (end) {
      state.value = { kind: 'ended', reason: end.reason }
    }
  }

  function lostAll() {
    live = false
    for (const done of pending.values()) done({ ok: false, error: LOST })
    pending.clear()
  }

  async function open() {
    if (timer) clearTimeout(timer)
    timer = null
    if (wire || opening || state.value.kind === 'refused' || state.value.kind === 'ended') return
    opening = true
    const dial = readOnlineFragment(key.value) ? dialRelay(location.origin) : socketDial
    let mine: SeatWire | null = null
    const got = await dial(
      key.value,
      {
        opened: () => {
          if (wire !== mine) return
          tries = 0
          live = true
          before = true
          state.value = { kind: 'open' }
        },
        heard: (text) => wire === mine && heard(text),
        dropped: () => {
          if (wire !== mine) return
          lostAll()
          if (state.value.kind !== 'ended') state.value = { kind: 'lost' }
        },
        closed: () => {
          if (wire !== mine) return
          wire = null
          lostAll()
          if (following) {
            following = false
            state.value = { kind: 'connecting' }
            return void open()
          }
          if (state.value.kind === 'ended') return
          state.value = { kind: 'lost' }
          retry()
        },
        hostHere: (here) => (hostHere.value = here),
      },
      device,
      before,
    )
    opening = false
    if (got === 'refused') return void (state.value = { kind: 'refused' })
    if (got === 'lost') {
      state.value = { kind: 'lost' }
      return retry()
    }
    mine = got
    wire = got
  }

  function retry() {
    timer = setTimeout(() => void open(), RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)])
  }

  // A phone that wakes up tries at once rather than waiting out its back-off.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && state.value.kind === 'lost') void open()
  })

  // Another seat's link opened in this tab changes only the fragment, so the page stays: it
  // starts afresh on the new key, whatever the last game left on screen ("The table has closed").
  // (A link given its key, as tests give it, has no page to follow.)
  if (first === undefined) window.addEventListener('hashchange', () => {
    const next = seatKey()
    if (!next || next === key.value) return
    key.value = next
    tries = 0
    state.value = { kind: 'connecting' }
    if (!wire) return void open()
    // The old connection goes first; its closing opens the new key's (as when following a next game).
    following = true
    wire.close()
  })

  const call = (channel: string, payload: unknown): Promise<ApiResult<unknown>> =>
    new Promise((resolve) => {
      if (!wire || !live) return resolve({ ok: false, error: LOST })
      const id = nextId++
      pending.set(id, resolve)
      wire.send(JSON.stringify({ id, channel, payload } satisfies RequestFrame))
    })

  const watching = () => readOnlineFragment(key.value)?.role === 'spectator'
  const picture = (): Promise<ApiResult<unknown>> =>
    latest ? Promise.resolve({ ok: true, value: latest }) : new Promise((resolve) => waiting.push((s) => resolve({ ok: true, value: s })))

  const request = Object.fromEntries(
    REQUEST_NAMES.map((channel) => [
      channel,
      (payload: unknown) => {
        if (watching()) return channel === 'table:get' ? picture() : Promise.resolve({ ok: false, error: WATCHING })
        if (channel === 'table:get' || channel === 'table:release') return call('seat:get', null)
        if (channel === 'table:act') return call('seat:act', { action: (payload as { action: unknown }).action })
        return Promise.resolve({ ok: false, error: NOT_ON_A_PHONE })
      },
    ]),
  )
  const on = Object.fromEntries(
    EVENT_NAMES.map((name) => [
      name,
      (listener: (payload: unknown) => void) => {
        if (name !== 'table:update') return () => undefined
        updates.add(listener)
        for (const s of early.splice(0)) listener(s)
        return () => void updates.delete(listener)
      },
    ]),
  )

  return {
    state,
    key,
    language,
    hostHere,
    api: { request, on } as unknown as ContractApi,
    /** Starts connecting (and reconnecting after any drop, until the link is dead). */
    open,
    /** Takes the seat back after it was opened elsewhere. */
    takeBack() {
      state.value = { kind: 'connecting' }
      void open()
    },
  }
}

const LOST = { code: 'RECONNECTING', message: 'The phone lost the table for a moment: it is reconnecting.' }
const WATCHING = { code: 'WATCHING', message: 'Spectators watch: only the players move.' }
const NOT_ON_A_PHONE = { code: 'NOT_ON_A_PHONE', message: 'That is done at the computer, not on a phone.' }

export type SeatLink = ReturnType<typeof seatLink>
