import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Host } from '../host/host'
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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

/**
 * Serves the built renderer and the host's contract on 127.0.0.1 only. A WebSocket must present
 * this launch's secret token and come from this server's own origin, so neither another local
 * program nor a web page open in the same browser can drive the host.
 */
export async function startWebEdition(options: WebEditionOptions): Promise<WebEdition> {
  const token = randomBytes(24).toString('base64url')
  const root = resolve(options.rendererDir)
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const file = resolve(join(root, normalize(decodeURIComponent(path))))
    const target = file === root || !existsSync(file) || statSync(file).isDirectory() ? join(root, 'index.html') : file
    if (!target.startsWith(root + sep)) {
      res.writeHead(403).end()
      return
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
    createReadStream(target).pipe(res)
  })
  await listen(server, options.port)
  const port = (server.address() as { port: number }).port
  const origin = `http://127.0.0.1:${port}`

  const wss = new WebSocketServer({ noServer: true, maxPayload: 1 << 20 })
  server.on('upgrade', (req, socket, head) => {
    if (!isAllowed(req, origin, token)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      socket.destroy()
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, options.host))
  })

  return {
    url: `${origin}/?token=${token}#/`,
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

function isAllowed(req: IncomingMessage, origin: string, token: string): boolean {
  if (req.headers.origin !== origin) return false
  const given = new URL(req.url ?? '/', origin).searchParams.get('token') ?? ''
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

function serve(ws: WebSocket, host: Host): void {
  const send = (frame: ServerFrame) => ws.send(JSON.stringify(frame))
  const unsubscribe = host.subscribe((event, payload) => send({ event, payload } as ServerFrame))
  ws.on('close', unsubscribe)
  ws.on('message', async (data) => {
    let frame: ClientFrame
    try {
      frame = JSON.parse(String(data)) as ClientFrame
    } catch {
      return // not JSON: nothing to answer, since there is no id to answer to
    }
    if (typeof frame?.id !== 'number') return
    send({ id: frame.id, result: await host.request(frame.channel, frame.payload) })
  })
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done())
  })
}
