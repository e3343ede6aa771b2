import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData } from 'ws'
import type { ApiResult } from '@shared/ipc'
import { NOT_TEXT, readRequest, type AnswerFrame, type ProblemFrame } from '@shared/frames'
import { err } from '@shared/result'
import { CLOSE_GRACE_MS, type Heartbeat } from './connections'

// What the app's own server and the seat server share: the contract's JSON frames over a
// WebSocket (their files are served by files.ts).

/** The one refusal for an upgrade: the same bytes whatever was wrong, so nothing can be learnt from it. */
export const FORBIDDEN = 'HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'

/** Refuses an upgrade and lets the connection go once the refusal is written: nobody holds it open by not answering. */
export function refuse(socket: Duplex): void {
  socket.end(FORBIDDEN, () => socket.destroy())
}

/**
 * The WebSocket side of a server whose upgrades are handled by hand (`handleUpgrade`): frames up to
 * `maxPayload`, and every closing handshake over within the grace. A handshake ws cannot complete
 * (a bad version, no key, another protocol) gets the very refusal a wrong credential gets, and
 * takes nothing.
 */
export function socketServer(maxPayload: number): WebSocketServer {
  // ws 8.23 takes closeTimeout, though its types (@types/ws 8.18) do not list it yet: hence no
  // object literal here.
  const options = { noServer: true, maxPayload, closeTimeout: CLOSE_GRACE_MS }
  const wss = new WebSocketServer(options)
  wss.on('wsClientError', (_error, socket) => refuse(socket))
  return wss
}

/**
 * Answers one frame `{ id, channel, payload }` with `{ id, result }`. A frame that is no request
 * (binary, not JSON, no whole-number id) is answered `{ error }`, since there is no id to answer.
 */
export async function answerFrame(
  data: RawData,
  isBinary: boolean,
  request: (channel: unknown, payload: unknown) => Promise<ApiResult<unknown>>,
  send: (frame: AnswerFrame | ProblemFrame) => void,
): Promise<void> {
  const frame = isBinary ? err(NOT_TEXT) : readRequest(String(data))
  if (!frame.ok) return send({ error: frame.error })
  const { id } = frame.value
  const result = await request(frame.value.channel, frame.value.payload)
  try {
    send({ id, result })
  } catch (e) {
    send({ id, result: { ok: false, error: { code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) } } })
  }
}

/** Closes every socket and the server; settles once nothing is left open. */
export function shutDown(server: Server, wss: WebSocketServer, beat: Heartbeat): Promise<void> {
  return new Promise((done) => {
    beat.stop()
    for (const c of wss.clients) c.terminate()
    wss.close()
    server.close(() => done())
    server.closeAllConnections()
  })
}

/**
 * Listens on `address:port` (0: any free port); fails with why it could not. Once listening, an
 * error on the server (accept() failing, as with EMFILE when the process is out of files) would
 * end the process if nobody heard it, though Node goes on accepting after it: it is told on stderr,
 * once for each kind, and the server keeps serving.
 */
export function listen(server: Server, port: number, address: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, address, () => {
      server.off('error', fail)
      const where = `${address}:${(server.address() as { port: number }).port}`
      const told = new Set<string>()
      server.on('error', (e: NodeJS.ErrnoException) => {
        const kind = e.code ?? e.message
        if (told.has(kind)) return
        told.add(kind)
        process.stderr.write(`The server on ${where} keeps serving after an error (${kind}): ${e.message}\n`)
      })
      done()
    })
  })
}
