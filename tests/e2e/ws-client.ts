import { WebSocket } from 'ws'
import type { RunningWebEdition } from './web-edition'

export type Result = { ok: boolean; value?: unknown; error?: { code: string; message: string; detail?: string } }
type Frame = { id?: number; result?: Result; event?: string; payload?: unknown }

/** Opens the web edition's WebSocket as its page would: with the launch token and the page's own origin. */
export function connect(app: RunningWebEdition, opts: { token?: string | null; origin?: string; host?: string } = {}): Promise<WebSocket> {
  const base = new URL(app.url)
  const token = opts.token === undefined ? base.searchParams.get('token') : opts.token
  const url = `ws://${base.host}/ws${token === null ? '' : `?token=${token}`}`
  const ws = new WebSocket(url, { origin: opts.origin ?? base.origin, ...(opts.host && { headers: { host: opts.host } }) })
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)))
  })
}

/** Requests over one socket, answered by id; many may be in flight at once. */
export function client(ws: WebSocket) {
  let id = 0
  const pending = new Map<number, (result: Result) => void>()
  const events: { event: string; payload: unknown }[] = []
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(String(data)) as Frame
    if (frame.event) events.push({ event: frame.event, payload: frame.payload })
    else if (frame.id !== undefined) {
      pending.get(frame.id)?.(frame.result!)
      pending.delete(frame.id)
    }
  })
  const gone: Result = { ok: false, error: { code: 'CLOSED', message: 'the socket closed before an answer came' } }
  ws.on('close', () => {
    for (const done of pending.values()) done(gone)
    pending.clear()
  })
  const call = (channel: unknown, payload: unknown) =>
    new Promise<Result>((resolve) => {
      if (ws.readyState !== WebSocket.OPEN) return resolve(gone)
      const mine = ++id
      pending.set(mine, resolve)
      ws.send(JSON.stringify({ id: mine, channel, payload }))
    })
  return Object.assign(call, { events })
}

/** Resolves with the close code once the server has closed the socket. */
export function closed(ws: WebSocket): Promise<number> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve(1006)
  return new Promise((resolve) => {
    ws.on('error', () => undefined)
    ws.once('close', (code) => resolve(code))
  })
}

/** One request on a socket of its own, closed once answered: for a test's one-off settings and set-up. */
export async function ask(app: RunningWebEdition, channel: string, payload: unknown): Promise<Result> {
  const ws = await connect(app)
  try {
    return await client(ws)(channel, payload)
  } finally {
    ws.close()
  }
}
