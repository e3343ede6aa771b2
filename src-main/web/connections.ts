import { createServer, type RequestListener, type Server } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import type { Clock } from '../host/table'

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

export interface ConnectionCaps {
  /** Connections open at once from one remote address; more are cut as they arrive. */
  perAddress: number
  /**
   * Connections open at once in all. At the cap a new one pushes out the oldest that is not an
   * open WebSocket, so connections that wait for nothing never keep a newcomer out; open
   * WebSockets are never pushed out.
   */
  total: number
}

export interface GuardedServer {
  server: Server
  /** The connection became an open WebSocket: it is never pushed out for a newcomer. */
  upgraded(socket: Duplex): void
  /** The WebSocket is on its way out (its seat went elsewhere): a newcomer may push it out. */
  released(socket: Duplex): void
}

/** An HTTP server with the timeouts above and the caps given. */
export function createGuardedServer(handler: RequestListener, caps: ConnectionCaps): GuardedServer {
  const server = createServer(
    {
      headersTimeout: TIMEOUTS.headersMs,
      requestTimeout: TIMEOUTS.requestMs,
      keepAliveTimeout: TIMEOUTS.idleMs,
      connectionsCheckingInterval: TIMEOUTS.checkEveryMs,
    },
    handler,
  )
  // Without a 'timeout' listener, a socket idle this long is destroyed; an open WebSocket turns
  // its own timeout off (ws does), the heartbeat looks after it.
  server.setTimeout(TIMEOUTS.idleMs)
  // Oldest first (a Set keeps the order things were added in).
  const open = new Set<Socket>()
  const sockets = new WeakSet<Duplex>()
  const byAddress = new Map<string, number>()
  const forget = (socket: Socket) => {
    if (!open.delete(socket)) return
    const address = socket.remoteAddress ?? ''
    const left = (byAddress.get(address) ?? 1) - 1
    if (left > 0) byAddress.set(address, left)
    else byAddress.delete(address)
  }
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (address === undefined || (byAddress.get(address) ?? 0) >= caps.perAddress) return void socket.destroy()
    if (open.size >= caps.total) {
      const oldest = [...open].find((s) => !sockets.has(s))
      if (!oldest) return void socket.destroy()
      forget(oldest)
      oldest.destroy()
    }
    open.add(socket)
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1)
    socket.once('close', () => forget(socket))
  })
  return { server, upgraded: (socket) => void sockets.add(socket), released: (socket) => void sockets.delete(socket) }
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
  const tick = () => {
    timer = null
    const now = clock.now()
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
    if (timer === null && heard.size > 0) timer = clock.setTimeout(tick, HEARTBEAT.pingMs)
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

/** How long a socket that was told to close may take to do so before it is cut. */
export const CLOSE_GRACE_MS = 1000

/**
 * Closes a WebSocket with a code that names why, and cuts it if its peer has not closed within
 * the grace: ws itself would wait 30 s for the peer's answer, and a hostile peer never answers.
 */
export function closeWithin(ws: WebSocket, clock: Clock, code?: number, reason?: string): void {
  if (code !== undefined) ws.close(code, reason)
  clock.setTimeout(() => ws.terminate(), CLOSE_GRACE_MS)
}
