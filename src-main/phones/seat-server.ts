import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { resolve } from 'node:path'
import type { WebSocket } from 'ws'
import type { SeatServerFrame } from '@shared/frames'
import type { Connection, Host } from '../host/host'
import { systemClock, type Clock } from '../host/clock'
import { seatScreenPolicy } from '../csp'
import { createGuardedServer, heartbeat, HEARTBEAT } from '../web/connections'
import { answerFrame, listen, refuse, shutDown, socketServer } from '../web/wire'
import { serveFile } from '../web/files'
import { RateLimit } from '@shared/rate-limit'

export interface SeatServerOptions {
  host: Host
  /** The built seat screen (out/seat): the only files this server has. */
  dir: string
  /** The network address phones use; tests use 127.x addresses only. */
  address: string
  /** 0 picks a free port. */
  port: number
  /** For the rate limits and the heartbeat; tests pass a fake one. */
  clock?: Clock
}

export interface SeatServer {
  /** What a join link starts with: `http://address:port/`. */
  url: string
  address: string
  port: number
  close(): Promise<void>
}

export const SEAT_LIMITS = {
  /** A seat sends small intents only: anything bigger closes its socket (1009). */
  frameBytes: 4096,
  /** Messages a phone may send: a burst of taps, then a steady ten a second. Beyond it the socket closes (1008). */
  rate: { perSecond: 10, burst: 20 },
  /**
   * Connections from one address at once: a phone's browser loads its files over at most six and
   * holds a socket per tab, so this leaves room for a few devices behind one address (and for the
   * e2e tests' phones, which all come from 127.0.0.1). At a cap, see `createGuardedServer`.
   */
  perAddress: 32,
  /**
   * Connections at once in all: far below any process's file limit (thousands), so the app's own
   * server and its saves always have files to work with.
   */
  total: 256,
  ...HEARTBEAT,
}

/**
 * The seat server: phones on the local network open their seats here. It serves the seat screen's
 * files and one WebSocket per phone, and nothing else. A socket needs a live seat key (its only
 * credential), this server's own Origin and Host; whatever is wrong gets the same 403, so nobody
 * learns whether a table exists, and only a completed handshake takes a seat. Frames are capped,
 * each socket is rate-limited and pinged, and a socket can reach only the one seat its key opens
 * (the host's seat channels). A seat has one socket: the newest device to open its link.
 */
export async function startSeatServer(options: SeatServerOptions): Promise<SeatServer> {
  const root = resolve(options.dir)
  const clock = options.clock ?? systemClock
  let hostName = ''
  let csp = ''
  const { server, upgraded, released } = createGuardedServer((req, res) => {
    try {
      if (req.headers.host?.toLowerCase() !== hostName) return void res.writeHead(403).end()
      if (req.url?.startsWith('/key?')) return void probe(req, res, options.host)
      serveFile(req, res, root, { index: 'seat.html', csp })
    } catch {
      if (!res.headersSent) res.writeHead(400)
      res.end()
    }
  }, SEAT_LIMITS)
  await listen(server, options.port, options.address)
  const port = (server.address() as { port: number }).port
  hostName = `${options.address}:${port}`
  csp = seatScreenPolicy(hostName)
  const origin = `http://${hostName}`

  const wss = socketServer(SEAT_LIMITS.frameBytes)
  const beat = heartbeat(clock)
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const asked = req.headers.host?.toLowerCase() === hostName && req.headers.origin === origin ? socketQuery(req.url) : null
    if (asked === null || !options.host.hasSeat(asked.key)) return refuse(socket)
    // The seat is taken once the handshake is done, in the same turn of the event loop as the
    // check above: a key cannot die in between.
    wss.handleUpgrade(req, socket, head, (ws) => {
      upgraded(socket)
      beat.watch(ws)
      seat(ws, asked, options.host, clock, () => released(socket))
    })
  })

  return {
    url: `${origin}/`,
    address: options.address,
    port,
    close: () => shutDown(server, wss, beat),
  }
}

/**
 * One phone's socket, holding the seat its key opens until it closes or loses the seat. Once the
 * seat has gone from it, nothing it sends is read, and it counts for nothing (`release`: any
 * newcomer may push it out) in the moment before it is closed.
 */
function seat(ws: WebSocket, asked: { key: string; device: string | null }, host: Host, clock: Clock, release: () => void): void {
  let gone = false
  let connection: Connection | null = null
  const leave = () => {
    gone = true
    release()
    connection?.close()
  }
  // A frame over the cap, or text that is not UTF-8: ws is closing the socket with the code that
  // says so (1009, 1007), and cuts it if its peer has not closed within the grace. The seat is
  // free at once.
  ws.on('error', leave)
  ws.on('close', leave)
  const send = (frame: SeatServerFrame) => {
    if (gone) return
    if (!('event' in frame) || frame.event !== 'seat:ended') {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
      return
    }
    // The seat is gone: from now on this socket counts for nothing.
    gone = true
    release()
    // Its peer began closing first, so there is nobody left to tell: cut it now.
    if (ws.readyState !== ws.OPEN) return void ws.terminate()
    // Told why and closed, and cut if its peer has not closed within the grace. (Cut at once, a
    // peer still sending would get a reset and could lose the last frame unread, and a phone not
    // told would try again.)
    ws.send(JSON.stringify(frame))
    ws.close(1000, 'seat closed')
  }
  connection = host.connectSeat(asked.key, (event, payload) => send({ event, payload } as SeatServerFrame), asked.device)
  if (!connection) return void ws.terminate()
  const limit = new RateLimit(SEAT_LIMITS.rate.perSecond, SEAT_LIMITS.rate.burst, () => clock.now())
  const request = connection.request
  ws.on('message', (data, isBinary) => {
    if (gone) return
    if (!limit.take()) {
      leave()
      return ws.close(1008, 'too many messages')
    }
    void answerFrame(data, isBinary, (channel, payload) => request(channel as string, payload), send)
  })
}

function isSocketPath(url: string | undefined): boolean {
  return url === '/ws' || (url?.startsWith('/ws?') ?? false)
}

/** The key and the device's name for itself in `/ws?key=…&device=…`; null for any other path, or no key. */
function socketQuery(url: string | undefined): { key: string; device: string | null } | null {
  if (!isSocketPath(url)) return null
  const query = url!.slice(3)
  const key = keyParam(query)
  const device = new URLSearchParams(query).get('device')
  return key === null ? null : { key, device: device && /^[\w-]{1,64}$/.test(device) ? device : null }
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
