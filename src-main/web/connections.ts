import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import type { Clock } from '../host/clock'

// What both servers (the app's own and the seat server) do so that nobody can hold their
// connections, or the process's files, with connections that say nothing.

/**
 * How long a connection may take, in ms. A browser on a local network sends a whole request in
 * milliseconds; a connection that has not in seconds is not a browser, and is closed.
 */
export const TIMEOUTS = {
  /** From a connection's opening (or its previous request) to the end of a request's headers. */
  headersMs: 5000,
  /** To the end of a whole request, body and all. */
  requestMs: 8000,
  /** A connection with nothing going either way: kept alive between requests, or an answer nobody reads. */
  idleMs: 5000,
  /** How often Node looks for connections past the first two. */
  checkEveryMs: 1000,
}

/** How many connections a server keeps at once (what happens at a cap: `createGuardedServer`). */
export interface ConnectionCaps {
  /** Connections open at once from one remote address. */
  perAddress: number
  /** Connections open at once in all. */
  total: number
}

export interface GuardedServer {
  server: Server
  /** The connection became an open WebSocket: it is never pushed out for a newcomer. */
  upgraded(socket: Duplex): void
  /** The WebSocket is on its way out (its seat went elsewhere): a newcomer may push it out. */
  released(socket: Duplex): void
}

/**
 * What a connection is doing, for the caps: waiting (it has sent no whole request yet, or is kept
 * alive between requests), busy with a request, or an open WebSocket.
 */
type Doing = 'waiting' | 'busy' | 'socket'

/**
 * An HTTP server with the caps given and the timeouts above (tests give shorter ones). At a cap
 * (its address's or the total) a newcomer pushes out the oldest connection that is only waiting
 * there, so connections that say nothing never keep anyone out, and a browser's idle ones make
 * room for its next; a request being answered and an open WebSocket are never pushed out. With
 * none to push out, the newcomer is cut.
 */
export function createGuardedServer(handler: RequestListener, caps: ConnectionCaps, timeouts: typeof TIMEOUTS = TIMEOUTS): GuardedServer {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.idleMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    handler,
  )
  // Without a 'timeout' listener, a socket idle this long is destroyed; an open WebSocket turns
  // its own timeout off (ws does), the heartbeat looks after it.
  server.setTimeout(timeouts.idleMs)
  // Oldest first (a Map keeps the order things were added in).
  const open = new Map<Duplex, { address: string; doing: Doing }>()
  const byAddress = new Map<string, number>()
  const forget = (socket: Duplex) => {
    const entry = open.get(socket)
    if (!entry) return
    open.delete(socket)
    const left = (byAddress.get(entry.address) ?? 1) - 1
    if (left > 0) byAddress.set(entry.address, left)
    else byAddress.delete(entry.address)
  }
  /** Pushes out the oldest connection only waiting (from `address`, if given); false if there is none. */
  const pushOut = (address?: string) => {
    for (const [socket, entry] of open) {
      if (entry.doing !== 'waiting' || (address !== undefined && entry.address !== address)) continue
      forget(socket)
      socket.destroy()
      return true
    }
    return false
  }
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (address === undefined) return void socket.destroy()
    if ((byAddress.get(address) ?? 0) >= caps.perAddress && !pushOut(address)) return void socket.destroy()
    if (open.size >= caps.total && !pushOut()) return void socket.destroy()
    open.set(socket, { address, doing: 'waiting' })
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1)
    socket.once('close', () => forget(socket))
  })
  const mark = (socket: Duplex, doing: Doing) => {
    const entry = open.get(socket)
    if (entry) entry.doing = doing
  }
  // Before the handler, which may make the connection something else.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    mark(req.socket, 'busy')
    res.once('close', () => open.get(req.socket)?.doing === 'busy' && mark(req.socket, 'waiting'))
  })
  return { server, upgraded: (socket) => mark(socket, 'socket'), released: (socket) => mark(socket, 'waiting') }
}

/**
 * A WebSocket is pinged this often, and one that has answered nothing (no pong, no message) for
 * `silentMs` is dropped: a phone asleep on the Wi-Fi, a page that died. Since the pings go out
 * together, a silent socket goes between `silentMs` and `silentMs + pingMs` after it last spoke.
 */
export const HEARTBEAT = { pingMs: 5000, silentMs: 15_000 }

export interface Heartbeat {
  /** Pings this socket from now on until it closes; drops it once it falls silent. */
  watch(ws: WebSocket): void
  stop(): void
}

export function heartbeat(clock: Clock): Heartbeat {
  const heard = new Map<WebSocket, number>()
  let timer: unknown = null
  let ticked = clock.now()
  const tick = () => {
    timer = null
    const now = clock.now()
    // A tick this late means the process could not listen meanwhile (busy, or the computer
    // slept): answers may be waiting unread, so the silence counts from now.
    if (now - ticked > 2 * HEARTBEAT.pingMs) for (const ws of heard.keys()) heard.set(ws, now)
    ticked = now
    for (const [ws, at] of heard) {
      if (now - at < HEARTBEAT.silentMs) {
        ws.ping()
        continue
      }
      heard.delete(ws)
      ws.terminate()
    }
    arm()
  }
  const arm = () => {
    if (timer !== null || heard.size === 0) return
    ticked = clock.now()
    timer = clock.setTimeout(tick, HEARTBEAT.pingMs)
  }
  return {
    watch(ws) {
      const alive = () => void (heard.has(ws) && heard.set(ws, clock.now()))
      heard.set(ws, clock.now())
      ws.on('pong', alive)
      ws.on('message', alive)
      ws.once('close', () => heard.delete(ws))
      arm()
    },
    stop() {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
      heard.clear()
    },
  }
}

/**
 * How long a closing handshake may take, whichever end began it, before the socket is cut: ws
 * would wait 30 s for the peer's part, and a hostile peer never does it. Meanwhile the socket
 * still counts as open (a seat held, a page connected), so the wait is kept short.
 */
export const CLOSE_GRACE_MS = 1000
