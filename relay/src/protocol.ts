/**
 * What the relay and its clients say to each other: the one room type, the roles, the message
 * types each role may send and receive, and every refusal. Pure (no Colyseus, no Node), so the
 * app can import it next to `@colyseus/sdk`.
 *
 * The relay forwards payloads it never reads: a payload is text (the app's ciphertext, or a
 * public view) or bytes, passed on exactly as it came.
 */

/** The relay's only room type: one table, opened by its host. */
export const ROOM = 'table'

export type Role = 'host' | 'seat' | 'spectator'

/**
 * What every client passes when it joins (`create` for the host, `joinById` for guests): its
 * role and its token. The host's token also names the room: the room id is derived from it
 * (`roomIdFor` in the relay), so only the holder of the host token can open that room, and
 * opening it again after a relay restart gives the same id, so the guests' links keep working.
 */
export interface JoinOptions {
  role: Role
  token: string
}

/** Text or bytes the relay passes on unread. */
export type Payload = string | Uint8Array

/** Messages a client sends. */
export const TO_RELAY = {
  /** host → relay, `{ seat, token }`: the seat opens with this token (≥128 bits); a new token kills the old one. */
  openSeat: 'seat:open',
  /** host → relay, `{ seat }`: the seat's token dies; a device holding it is told and dropped. */
  closeSeat: 'seat:close',
  /** host → relay, `{ token }`: the spectators' token (≥128 bits), or `null` to let nobody watch; answered with `{ spectators }`. */
  watch: 'watch',
  /** host → relay, `{ seat, payload }`: to that seat's device only. */
  toSeat: 'to:seat',
  /** host → relay, `{ payload }`: to every spectator. */
  toSpectators: 'to:spectators',
  /** seat → relay, the payload itself: to the host only. */
  toHost: 'to:host',
} as const

/** Messages a client receives. */
export const FROM_RELAY = {
  /** relay → guest, the payload itself, as the host sent it. */
  fromHost: 'from:host',
  /** relay → host, `{ seat, payload }`: what a seat's device sent. */
  fromSeat: 'from:seat',
  /** relay → host: `{ seat, state }` or `{ spectators }`; relay → guest: `{ host }`. */
  presence: 'presence',
  /** relay → anyone, `{ reason }`: this connection has lost its place and is being closed (1000). */
  ended: 'ended',
  /** relay → anyone, `{ code }`: a message that was not passed on (the connection stays open). */
  error: 'error',
} as const

/**
 * Where a seat's device is, as the host hears it: `here` (connected), `away` (dropped, held for
 * its quick return), `empty` (no device: none came yet, it left, it was cut, or its hold ran out;
 * the seat's link still opens it), `taken` (here, on another device than before: the same link
 * was opened elsewhere). The host hears a seat's state whenever it changes, when it opens the
 * seat (its answer to `seat:open`), and for every seat when it joins.
 */
export type SeatState = 'here' | 'away' | 'empty' | 'taken'
export type HostState = 'here' | 'away'

export type HostPresence = { seat: string; state: SeatState } | { spectators: number }
export interface GuestPresence {
  host: HostState
}

/**
 * Why a connection lost its place, as the seat server says it (`readSeatEnd` in shared/frames.ts):
 * `table-closed` (the host closed the table, or this seat), `new-link` (the host gave the seat or
 * the spectators a new token), `opened-elsewhere` (another device opened the same link).
 */
export type EndReason = 'table-closed' | 'new-link' | 'opened-elsewhere'

/**
 * A join the relay refuses, as the SDK's error `code`. A wrong token, a dead token, a room that
 * does not exist and options of the wrong shape all get the same 403, word for word, so nobody
 * learns which rooms exist (as the seat server's 403). Only someone whose token opens the room
 * can learn that it is full.
 */
export const REFUSED = {
  forbidden: { code: 403, message: 'Forbidden' },
  full: { code: 503, message: 'Full' },
} as const

/** Close codes, the seat server's where it has one. */
export const CLOSE = {
  /** After `ended`: the connection lost its place. */
  ended: 1000,
  /** More messages than the connection's rate allows. */
  tooMany: 1008,
  /** A frame over the connection's size cap. */
  tooBig: 1009,
} as const

/**
 * A message the relay did not pass on: `UNKNOWN_CHANNEL` (a type this role may not send),
 * `BAD_FRAME` (the wrong shape: no payload, a bad seat name or token), `NO_SEAT` (a seat the host
 * never opened), `TOO_MANY_SEATS` (the room's seat cap).
 */
export type RelayErrorCode = 'UNKNOWN_CHANNEL' | 'BAD_FRAME' | 'NO_SEAT' | 'TOO_MANY_SEATS'

/** A seat's name, as the host chooses it: short, and safe to show in a log. */
export const SEAT_NAME = /^[A-Za-z0-9_-]{1,32}$/

/** A token: base64url of at least 16 random bytes (22 characters ≥ 128 bits), at most 96 bytes. */
export const TOKEN = /^[A-Za-z0-9_-]{22,128}$/
