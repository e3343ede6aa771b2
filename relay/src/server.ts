import { matchMaker, Server, ServerError, type ServerOptions } from '@colyseus/core'
import { RedisDriver } from '@colyseus/redis-driver'
import { RedisPresence } from '@colyseus/redis-presence'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { WebSocket } from 'ws'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { serveFile } from '../../src-main/web/files.ts'
import { relayScreenPolicy } from '../../src-main/csp.ts'
import { RELAY_LIMITS, systemClock, type Clock, type RelayLimits } from './limits.ts'
import { REFUSED, ROOM } from './protocol.ts'
import { tableRoom } from './room.ts'

export interface RelayOptions {
  /** The address to listen on: 127.0.0.1 by default, 0.0.0.0 to be reached from elsewhere. */
  host: string
  /** 0 picks a free port. */
  port: number
  /** Set: rooms are shared with every other relay process on the same Redis. */
  redisUrl?: string
  /**
   * How clients reach this very process (`relay-2.example.org:2567`), when several processes
   * share rooms: a guest joining a room that lives on another process connects there.
   */
  publicAddress?: string
  /** Shut down cleanly on SIGINT/SIGTERM (the command line); tests leave signals alone. */
  signals?: boolean
  limits?: RelayLimits
  clock?: Clock
  /**
   * The built seat screen (the app's `out/seat`), served at `/` to guests opening their links;
   * by default the repository's own build. A relay without it still relays.
   */
  seatDir?: string
}

/** The app's seat screen as `npm run build` leaves it, beside the relay's folder. */
export const SEAT_SCREEN = resolve(import.meta.dirname, '../../out/seat')

/** Colyseus's own HTTP routes: its matchmaking (how a client joins a room) and its health check. */
const isColyseusRoute = (url: string | undefined) => /^\/(matchmake|__healthcheck)(\/|\?|$)/.test(url ?? '')

export interface Relay {
  /** `ws://HOST:PORT`, what the app's Settings hold. */
  url: string
  port: number
  server: Server
  close(): Promise<void>
}

/**
 * Where the relay keeps who has which room: in this process (Colyseus's own presence and
 * driver), or in Redis when `REDIS_URL` is set, so several processes share rooms.
 */
export function sharedState(redisUrl: string | undefined): Pick<ServerOptions, 'presence' | 'driver'> {
  if (!redisUrl) return {}
  return { presence: new RedisPresence(redisUrl), driver: new RedisDriver(redisUrl) }
}

/** The matchmaking methods the relay answers: the host's `create`, the guests' `joinById`, and a reconnection. */
const METHODS = ['create', 'joinById', 'reconnect']

/**
 * Colyseus answers each way a join fails in its own words ("room … not found", "… is locked",
 * "bad reconnection token"). The relay answers them all with one 403, word for word, so a
 * knock learns nothing about which rooms exist; only its own refusals (a full room, to a
 * valid token) keep their code.
 */
let refusingAlike = false
function refuseAlike(): void {
  if (refusingAlike) return
  refusingAlike = true
  const controller = matchMaker.controller
  const invoke = controller.invokeMethod
  controller.exposedMethods = METHODS
  controller.invokeMethod = async function (this: typeof controller, ...args: Parameters<typeof invoke>) {
    try {
      return await invoke.apply(this, args)
    } catch (e) {
      const ours = Object.values(REFUSED).find((r) => r.code === (e as ServerError).code && r.message === (e as Error).message)
      throw ours ? e : new ServerError(REFUSED.forbidden.code, REFUSED.forbidden.message)
    }
  }
}

/**
 * Every request that is not Colyseus's own gets a file of the seat screen, or 404: a guest's link
 * opens the very seat screen a phone on the computer's network does. Colyseus answers its routes
 * first (it put itself ahead of every other listener), so it is put behind this one.
 */
function serveSeatScreen(server: Server, dir: string): void {
  const http = server.transport.server!
  const colyseus = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  http.removeAllListeners('request')
  const root = resolve(dir)
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (isColyseusRoute(req.url) || req.method === 'OPTIONS') return colyseus.forEach((l) => l.call(http, req, res))
    try {
      // The policy names the host the page was asked by: a Host header that is no host[:port] is refused.
      const host = req.headers.host ?? ''
      if (!/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(host)) return void res.writeHead(400).end()
      serveFile(req, res, root, { index: 'seat.html', csp: relayScreenPolicy(host) })
    } catch {
      if (!res.headersSent) res.writeHead(400)
      res.end()
    }
  })
}

export async function startRelay(options: RelayOptions): Promise<Relay> {
  // Colyseus 0.18 is built for Node 22, where WebSocket is a global: its room reads
  // `WebSocket.OPEN` when a dropped connection comes back, and on Node 20 that throws, so no
  // reconnection would ever succeed. ws's class has the same constants.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket
  const limits = options.limits ?? RELAY_LIMITS
  const server = new Server({
    // The biggest frame anyone may send (the host's), refused by ws itself (1009); a guest's
    // smaller cap is the room's.
    transport: new WebSocketTransport({ maxPayload: limits.host.bytes }),
    greet: false,
    gracefullyShutdown: options.signals ?? false,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
    ...sharedState(options.redisUrl),
  })
  server.define(ROOM, tableRoom(limits, options.clock ?? systemClock))
  refuseAlike()
  await server.listen(options.port, options.host)
  serveSeatScreen(server, options.seatDir ?? SEAT_SCREEN)
  const port = (server.transport.server!.address() as { port: number }).port
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  return {
    url: `ws://${host}:${port}`,
    port,
    server,
    close: () => server.gracefullyShutdown(false),
  }
}
