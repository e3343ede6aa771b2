import { createReadStream, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { extname, resolve, sep } from 'node:path'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import type { Connection, Host } from '../host/host'
import type { ClientFrame, ServerFrame } from './protocol'
import { CONTENT_SECURITY_POLICY_HEADER } from '../csp'

export interface WebEditionOptions {
  host: Host
  rendererDir: string
  /** 0 picks a free port. */
  port: number
}

export interface WebEdition {
  url: string
  port: number
  token: string
  close(): Promise<void>
}

/** The largest WebSocket frame taken; a bigger one closes the socket (1009). */
export const MAX_FRAME_BYTES = 1 << 20

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

/** The names this server answers to: a page may be opened as either. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost']

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
  let hosts: string[] = []
  const server = createServer((req, res) => {
    try {
      if (!hosts.includes(req.headers.host?.toLowerCase() ?? '')) return void res.writeHead(403).end()
      serveFile(req, res, root)
    } catch {
      // Whatever a request looks like, it gets an answer and the server stays up.
      if (!res.headersSent) res.writeHead(400)
      res.end()
    }
  })
  await listen(server, options.port)
  const port = (server.address() as { port: number }).port
  hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`)
  const origins = hosts.map((h) => `http://${h}`)

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A peer that resets mid-handshake must not raise an unheard 'error'.
    socket.on('error', () => socket.destroy())
    if (!isAllowed(req, hosts, origins, token)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, options.host))
  })

  return {
    url: `${origins[0]}/?token=${token}#/`,
    port,
    token,
    close: () =>
      new Promise((done) => {
        for (const c of wss.clients) c.terminate()
        wss.close()
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

function serveFile(req: IncomingMessage, res: ServerResponse, root: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end()
  const url = req.url ?? ''
  if (!url.startsWith('/')) return void res.writeHead(400).end()
  const path = decodePath(url.split(/[?#]/, 1)[0]!)
  if (path === null) return void res.writeHead(400).end()
  const file = path === '/' ? resolve(root, 'index.html') : resolve(root, `.${path}`)
  // Only files inside the renderer's folder exist, as far as anyone asking can tell.
  const stat = file.startsWith(root + sep) ? statSync(file, { throwIfNoEntry: false }) : undefined
  if (!stat?.isFile()) return void res.writeHead(404).end()
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  })
  if (req.method === 'HEAD') return void res.end()
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res)
}

/** The path with its escapes undone, or null when they are malformed or hide a NUL or a backslash. */
function decodePath(raw: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return null
  }
  return /[\0\\]/.test(path) ? null : path
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

function serve(ws: WebSocket, host: Host): void {
  const send = (frame: ServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
  }
  const connection = host.connect((event, payload) => send({ event, payload } as ServerFrame))
  // A frame over the limit or a text frame that is not UTF-8: ws has already begun closing the
  // socket with the right code (1009, 1007). Listening is what keeps the error from being thrown.
  ws.on('error', () => undefined)
  ws.on('close', () => connection.close())
  ws.on('message', (data) => void answer(data, connection, send))
}

async function answer(data: RawData, connection: Connection, send: (frame: ServerFrame) => void): Promise<void> {
  let frame: ClientFrame
  try {
    frame = JSON.parse(String(data)) as ClientFrame
  } catch {
    return // not JSON: nothing to answer, since there is no id to answer to
  }
  if (typeof frame?.id !== 'number') return
  const result = await connection.request(frame.channel, frame.payload)
  try {
    send({ id: frame.id, result })
  } catch (e) {
    send({ id: frame.id, result: { ok: false, error: { code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) } } })
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done())
  })
}
