import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { resolve } from 'node:path'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { WebSocket } from 'ws'
import { MAX_PAGE_FRAME_BYTES, type ServerFrame } from '@shared/frames'
import type { Host } from '../host/host'
import { systemClock, type Clock } from '../host/clock'
import { CONTENT_SECURITY_POLICY_HEADER } from '../csp'
import { createGuardedServer, heartbeat } from './connections'
import { answerFrame, listen, refuse, shutDown, socketServer } from './wire'
import { serveFile } from './files'
import { answerAdvance, TEST_ADVANCE } from './test-clock'
import type { HandClock } from '../host/fake-clock'

export interface WebEditionOptions {
  host: Host
  rendererDir: string
  /** 0 picks a free port. */
  port: number
  /** For the heartbeat; tests pass a fake one. */
  clock?: Clock
  /** The host's clock when it runs by hand (`--clock manual`): the socket then answers `test:advance`. */
  testClock?: HandClock
}

export interface WebEdition {
  /** The app's address with the launch token: printed for the person who started it, never put on a command line. */
  url: string
  /**
   * An address for a browser started by this process (`xdg-open`, `open`, `start`): its command line
   * is readable by every local user, so it carries a one-time code instead of the token, which the
   * page exchanges for the token once (`POST /token?code=…`), within two minutes.
   */
  openUrl(): string
  port: number
  token: string
  close(): Promise<void>
}

/** How long a code from `openUrl` may wait for its browser: a slow desktop takes seconds to start one. */
export const OPEN_CODE_MS = 120_000


/** The names this server answers to: a page may be opened as either. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost']

/**
 * Connections at once: a few tabs of the app, each with its files and its socket. Every one comes
 * from 127.0.0.1, so there is no cap per address beyond the total.
 */
const APP_CONNECTIONS = { perAddress: 128, total: 128 }

/**
 * Serves the built renderer and the host's contract on 127.0.0.1 only. A WebSocket must present
 * this launch's secret token and come from this server's own origin, so neither another local
 * program nor a web page open in the same browser can drive the host; every request must name
 * this server in its Host header, so a page whose own name was pointed at 127.0.0.1 (DNS
 * rebinding) is refused too.
 */
export async function startWebEdition(options: WebEditionOptions): Promise<WebEdition> {
  const token = randomBytes(24).toString('base64url')
  const root = resolve(options.rendererDir)
  const clock = options.clock ?? systemClock
  let hosts: string[] = []
  // One-time codes for a browser this process opens, each with the time it lapses.
  const codes = new Map<string, number>()
  const { server, upgraded } = createGuardedServer((req, res) => {
    try {
      if (!hosts.includes(req.headers.host?.toLowerCase() ?? '')) return void res.writeHead(403).end()
      if (req.url?.startsWith('/token?')) return void exchangeCode(req, res, origins, codes, clock.now(), token)
      serveFile(req, res, root, { index: 'index.html', csp: CONTENT_SECURITY_POLICY_HEADER })
    } catch {
      // Whatever a request looks like, it gets an answer and the server stays up.
      if (!res.headersSent) res.writeHead(400)
      res.end()
    }
  }, APP_CONNECTIONS)
  await listen(server, options.port, '127.0.0.1')
  const port = (server.address() as { port: number }).port
  hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`)
  const origins = hosts.map((h) => `http://${h}`)

  const wss = socketServer(MAX_PAGE_FRAME_BYTES)
  const beat = heartbeat(clock)
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A peer that resets mid-handshake must not raise an unheard 'error'.
    socket.on('error', () => socket.destroy())
    if (!isAllowed(req, hosts, origins, token)) return refuse(socket)
    wss.handleUpgrade(req, socket, head, (ws) => {
      upgraded(socket)
      beat.watch(ws)
      serve(ws, options.host, acceptedLanguages(req.headers['accept-language']), options.testClock)
    })
  })

  return {
    url: `${origins[0]}/?token=${token}#/`,
    openUrl: () => {
      const code = randomBytes(24).toString('base64url')
      codes.set(code, clock.now() + OPEN_CODE_MS)
      return `${origins[0]}/?code=${code}#/`
    },
    port,
    token,
    close: () => shutDown(server, wss, beat),
  }
}

/**
 * The page's side of `openUrl`: a POST from this server's own origin with a live code gets the
 * token, once; anything else gets 403 and learns nothing. A code is spent even when refused for
 * its origin, so a code seen on a command line is worth one try.
 */
function exchangeCode(req: IncomingMessage, res: ServerResponse, origins: string[], codes: Map<string, number>, now: number, token: string): void {
  const code = new URLSearchParams((req.url ?? '').slice('/token?'.length)).get('code') ?? ''
  const lapses = codes.get(code)
  codes.delete(code)
  for (const [c, at] of codes) if (at <= now) codes.delete(c)
  if (req.method !== 'POST' || !origins.includes(req.headers.origin ?? '') || lapses === undefined || lapses <= now) return void res.writeHead(403).end()
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).end(token)
}

function isAllowed(req: IncomingMessage, hosts: string[], origins: string[], token: string): boolean {
  if (!hosts.includes(req.headers.host?.toLowerCase() ?? '')) return false
  if (!origins.includes(req.headers.origin ?? '')) return false
  const url = req.url ?? ''
  if (!url.startsWith('/ws?') && url !== '/ws') return false
  const given = new URLSearchParams(url.slice(3)).get('token') ?? ''
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

function serve(ws: WebSocket, host: Host, languages: string[], testClock: HandClock | undefined): void {
  const send = (frame: ServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
  }
  const connection = host.connect((event, payload) => send({ event, payload } as ServerFrame), languages)
  // A frame over the limit or a text frame that is not UTF-8: ws has already begun closing the
  // socket with the code that says so (1009, 1007), and cuts it if the peer does not close within
  // the grace; 'close' follows either way.
  ws.on('error', () => undefined)
  ws.on('close', () => connection.close())
  const request = (channel: unknown, payload: unknown) =>
    testClock && channel === TEST_ADVANCE ? Promise.resolve(answerAdvance(testClock, payload, host)) : connection.request(channel as string, payload)
  ws.on('message', (data, isBinary) => void answerFrame(data, isBinary, request, send))
}

/** The languages a browser asks for, most wanted first: `ru-RU,ru;q=0.9,en;q=0.8` → ru-RU, ru, en. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1)
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i }
    })
    .filter((l) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag)
}
