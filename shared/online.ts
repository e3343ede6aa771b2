/**
 * What the computer and a guest's browser agree on when they meet through a relay (docs/online.md):
 * the links they pass around and the sealed envelopes they exchange. The relay's own messages and
 * roles are in relay/src/protocol.ts; this is the layer above it, which the relay never reads.
 */

/** Who opens an online link: a person's seat, or a spectator of the whole table. */
export type OnlineRole = 'seat' | 'spectator'

/**
 * What an online link's fragment holds: the relay's room, the token that opens one place in it,
 * and the key that opens what the computer seals for that place. A browser never sends a
 * fragment to a server, so the relay learns the token (which it must check) but never the key.
 */
export interface OnlineFragment {
  role: OnlineRole
  room: string
  token: string
  key: string
}

/** Room ids (43 characters of base64url: a SHA-256) and tokens as the relay accepts them. */
const ROOM = /^[A-Za-z0-9_-]{43}$/
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/
const KEY = /^[A-Za-z0-9_-]{43}$/

/**
 * The address of the relay's pages for its WebSocket URL as Settings hold it: `ws://h:p` is
 * served at `http://h:p`, `wss://` at `https://`. Null for anything that is not such a URL.
 */
export function relayPages(relayUrl: string): string | null {
  // host[:port] (a name, IPv4, or [IPv6]), then an optional path; no credentials, query or fragment.
  const found = /^(wss?):\/\/((?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?)(\/[A-Za-z0-9._~/-]*)?$/.exec(relayUrl.trim())
  if (!found) return null
  const [, scheme, host, path = ''] = found
  return `${scheme === 'wss' ? 'https' : 'http'}://${host!.toLowerCase()}${path.replace(/\/+$/, '')}`
}

/** A seat's or the spectators' link: the relay's page, with the room, token and key in the fragment. */
export function onlineLink(pages: string, f: OnlineFragment): string {
  const place = f.role === 'seat' ? 't' : 'w'
  return `${pages}/#r=${f.room}&${place}=${f.token}&k=${f.key}`
}

/** What a link's fragment (`location.hash`) opens, or null when it is not an online link. */
export function readOnlineFragment(hash: string): OnlineFragment | null {
  const params = new Map<string, string>()
  for (const part of hash.replace(/^#/, '').split('&')) {
    const at = part.indexOf('=')
    if (at < 1 || params.has(part.slice(0, at))) return null
    params.set(part.slice(0, at), part.slice(at + 1))
  }
  const room = params.get('r')
  const key = params.get('k')
  const seat = params.get('t')
  const watch = params.get('w')
  const token = seat ?? watch
  if (!room || !key || !token || (seat !== undefined && watch !== undefined)) return null
  if (!ROOM.test(room) || !KEY.test(key) || !TOKEN.test(token)) return null
  return { role: seat !== undefined ? 'seat' : 'spectator', room, token, key }
}

/**
 * What each sealed payload is bound to (`sealPayload`'s `use`): its direction, so the relay cannot
 * hand a payload back to its sender as the other side's. (Each place has a key of its own, so one
 * seat's payloads open for no other.)
 */
export const SEALED_FOR = {
  toSeat: 'to-seat',
  toHost: 'to-host',
  toSpectators: 'to-spectators',
} as const

/**
 * A sealed message: its number, then what the computer and the guest would have said to each
 * other over a phone's socket (a request frame, an answer, an event). The numbers rise from each
 * sender, so a receiver drops what comes again or out of order: a relay can hold messages back,
 * but cannot replay an old one.
 */
export interface Envelope {
  n: number
  m: unknown
}

export function readEnvelope(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null) return null
  const { n, m } = value as Record<string, unknown>
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && m !== undefined ? { n, m } : null
}
