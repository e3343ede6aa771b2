import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { resolve } from 'node:path'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Connection, Host } from '../host/host'
import type { SeatEventName, SeatEvents } from '@shared/ipc'
import { seatScreenPolicy } from '../csp'
import { answerFrame, FORBIDDEN, listen, serveFile, shutDown } from '../web/wire'
import { RateLimit } from './rate-limit'

export interface SeatServerOptions {
  host: Host
  /** The built seat screen (out/seat): the only files this server has. */
  dir: string
  /** The network address phones use; tests use 127.x addresses only. */
  address: string
  /** 0 picks a free port. */
  port: number
  now?: () => number
}

export interface SeatServer {
  /** What a join link starts with: `http://address:port/`. */
  url: string
  address: string
  port: number
  close(): Promise<void>
}

/** A seat sends small intents only: anything bigger closes its socket (1009). */
export const SEAT_FRAME_BYTES = 4096
/** Messages a phone may send: a burst of taps, then a steady ten a second. Beyond it the socket closes (1008). */
export const SEAT_RATE = { perSecond: 10, burst: 20 }
/** Sockets open at once: six seats with a spare tab each, and then some; more are refused. */
export const SEAT_SOCKETS = 24

type SeatFrame = { id: number; result: unknown } | { [K in SeatEventName]: { event: K; payload: SeatEvents[K] } }[SeatEventName]

/**
 * The seat server: phones on the local network open their seats here. It serves the seat screen's
 * files and one WebSocket per phone, and nothing else. A socket needs a live seat key (its only
 * credential), this server's own Origin and Host; whatever is wrong gets the same 403, so nobody
 * learns whether a table exists. Frames are capped, each socket is rate-limited, and a socket can
 * reach only the one seat its key opens (the host's seat channels).
 */
export async function startSeatServer(options: SeatServerOptions): Promise<SeatServer> {
  const root = resolve(options.dir)
  const now = options.now ?? Date.now
  let hostName = ''
  let csp = ''
  const server = createServer((req, res) => {
    try {
      if (req.headers.host?.toLowerCase() !== hostName) return void res.writeHead(403).end()
      if (req.url?.startsWith('/key?')) return void probe(req, res, options.host)
      serveFile(req, res, root, { index: 'seat.html', csp })
    } catch {
      if (!res.headersSent) res.writeHead(400)
      res.end()
    }
  })
  await listen(server, options.port, options.address)
  const port = (server.address() as { port: number }).port
  hostName = `${options.address}:${port}`
  csp = seatScreenPolicy(hostName)
  const origin = `http://${hostName}`

  const wss = new WebSocketServer({ noServer: true, maxPayload: SEAT_FRAME_BYTES })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const key = req.headers.host?.toLowerCase() === hostName && req.headers.origin === origin ? keyOf(req.url) : null
    // The key is checked before the socket opens; what the host tells the seat meanwhile waits.
    const early: SeatFrame[] = []
    let ws: WebSocket | null = null
    const send = (frame: SeatFrame) => {
      if (!ws) return void early.push(frame)
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
      // After this the link opens nothing: the socket closes once the phone has been told why.
      if ('event' in frame && frame.event === 'seat:ended') ws.close(1000, 'seat closed')
    }
    const connection =
      key !== null && wss.clients.size < SEAT_SOCKETS ? options.host.connectSeat(key, (event, payload) => send({ event, payload } as SeatFrame)) : null
    if (!connection) return void socket.end(FORBIDDEN)
    wss.handleUpgrade(req, socket, head, (opened) => {
      ws = opened
      serve(opened, connection, send, new RateLimit(SEAT_RATE.perSecond, SEAT_RATE.burst, now))
      for (const frame of early.splice(0)) send(frame)
    })
  })

  return {
    url: `${origin}/`,
    address: options.address,
    port,
    close: () => shutDown(server, wss),
  }
}

function serve(ws: WebSocket, connection: Connection, send: (frame: SeatFrame) => void, limit: RateLimit): void {
  ws.on('error', () => undefined)
  ws.on('close', () => connection.close())
  ws.on('message', (data) => {
    if (!limit.take()) return void ws.close(1008, 'too many messages')
    void answerFrame(data, (channel, payload) => connection.request(channel as string, payload), send)
  })
}

function isSocketPath(url: string | undefined): boolean {
  return url === '/ws' || (url?.startsWith('/ws?') ?? false)
}

/** The key in `/ws?key=…`, or null for any other path. */
function keyOf(url: string | undefined): string | null {
  return isSocketPath(url) ? keyParam(url!.slice(3)) : null
}

function keyParam(query: string): string | null {
  const key = new URLSearchParams(query).get('key')
  return key && key.length <= 100 ? key : null
}

/**
 * `GET /key?key=…` answers `{"opens":true|false}`: whether the key still opens a seat. The seat
 * screen asks before it opens its socket, so it can tell a dead link from a computer out of reach
 * (a browser shows a socket's refusal to nobody). It learns nothing the socket would not tell.
 */
function probe(req: IncomingMessage, res: ServerResponse, host: Host): void {
  if (req.method !== 'GET') return void res.writeHead(405, { Allow: 'GET' }).end()
  const key = keyParam(req.url!.slice('/key'.length))
  const body = JSON.stringify({ opens: key !== null && host.hasSeat(key) })
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) }).end(body)
}
