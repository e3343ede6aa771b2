import { connect, type Socket } from 'node:net'
import { randomBytes } from 'node:crypto'

/**
 * WebSocket and HTTP by hand, for tests that must behave as no polite client does: ignore close
 * frames and pings, send a handshake with any header wrong, hold a connection open saying nothing.
 * Only ever pointed at loopback addresses.
 */

export interface RawOptions {
  host: string
  port: number
  path: string
  /** Headers over the handshake's own; `undefined` leaves one out. */
  headers?: Record<string, string | undefined>
  method?: string
  /** The source address on this machine (127.0.0.x): a stand-in for another device on the network. */
  localAddress?: string
  /** Answer the server's pings, as every browser does; off, the socket plays a phone that went to sleep. */
  answerPings?: boolean
  /** Keep this end of the connection open when the server closes its own, as a peer that never finishes closing does. */
  keepOpen?: boolean
}

export interface RawSocket {
  /** The server's status line and headers, byte for byte (up to the blank line), and what came after them before any frame. */
  answer(): string
  status(): number
  /** Text and binary frames' payloads received, as text. */
  texts: string[]
  /** Close codes the server sent (this socket never answers them). */
  closeCodes: number[]
  pings: number
  closed(): boolean
  /** Settles once the TCP connection is gone (the server ended or reset it). */
  gone: Promise<void>
  sendText(text: string): void
  sendBinary(bytes: Buffer): void
  /** A frame with a given opcode and payload, masked as a client must. */
  sendFrame(opcode: number, payload: Buffer): void
  /** A close frame with this code: the closing handshake begun from this end. */
  sendClose(code: number): void
  destroy(): void
}

/** Opens a TCP connection and sends a WebSocket handshake; settles once the server's answer has arrived, or the connection closed without one. */
export function rawUpgrade(o: RawOptions): Promise<RawSocket> {
  const headers: Record<string, string | undefined> = {
    Host: `${o.host}:${o.port}`,
    Upgrade: 'websocket',
    Connection: 'Upgrade',
    'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
    'Sec-WebSocket-Version': '13',
    Origin: `http://${o.host}:${o.port}`,
    ...o.headers,
  }
  const lines = Object.entries(headers).flatMap(([k, v]) => (v === undefined ? [] : [`${k}: ${v}`]))
  const socket = connect({ host: o.host, port: o.port, allowHalfOpen: o.keepOpen ?? false, ...(o.localAddress && { localAddress: o.localAddress }) })
  socket.on('error', () => undefined)
  socket.write(`${o.method ?? 'GET'} ${o.path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
  return new Promise((resolve) => {
    const raw = frameReader(socket, o.answerPings ?? false)
    let settled = false
    const settle = () => {
      if (!settled) resolve(raw.api)
      settled = true
    }
    raw.onHead = settle
    void raw.api.gone.then(settle)
  })
}

/**
 * Whether the server has let go of a connection whose end this side keeps open (`keepOpen`), within
 * `withinMs`. It already had the server's FIN, so only writing tells: a connection the server has
 * destroyed answers with a reset, which the write after it meets.
 */
export async function letGo(s: RawSocket, withinMs: number): Promise<boolean> {
  for (let waited = 0; waited < withinMs && !s.closed(); waited += 20) {
    s.sendText('are you there?')
    await new Promise((r) => setTimeout(r, 20))
  }
  return s.closed()
}

function frameReader(socket: Socket, answerPings: boolean) {
  let head: string | null = null
  let buffer = Buffer.alloc(0)
  let isClosed = false
  const gone = new Promise<void>((done) => socket.once('close', () => ((isClosed = true), done())))
  const state = { onHead: () => undefined as void }
  const api: RawSocket = {
    answer: () => head ?? buffer.toString('latin1'),
    status: () => Number(/^HTTP\/1\.1 (\d{3})/.exec(api.answer())?.[1] ?? 0),
    texts: [],
    closeCodes: [],
    pings: 0,
    closed: () => isClosed,
    gone,
    sendText: (text) => api.sendFrame(1, Buffer.from(text)),
    sendBinary: (bytes) => api.sendFrame(2, bytes),
    sendFrame(opcode, payload) {
      if (isClosed || socket.destroyed) return
      const mask = randomBytes(4)
      const length = payload.length
      const header =
        length < 126
          ? Buffer.from([0x80 | opcode, 0x80 | length])
          : length < 65536
            ? Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff])
            : Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | 127]), bigLength(length)])
      const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!))
      socket.write(Buffer.concat([header, mask, masked]))
    },
    sendClose(code) {
      const payload = Buffer.alloc(2)
      payload.writeUInt16BE(code)
      api.sendFrame(8, payload)
    },
    destroy: () => socket.destroy(),
  }
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    if (head === null) {
      const end = buffer.indexOf('\r\n\r\n')
      if (end < 0) return
      head = buffer.subarray(0, end + 4).toString('latin1')
      buffer = buffer.subarray(end + 4)
      // A refusal's body (if any) belongs to the answer: it must be the same bytes too.
      if (!head.startsWith('HTTP/1.1 101')) {
        head += buffer.toString('latin1')
        buffer = Buffer.alloc(0)
      }
      state.onHead()
      if (!head.startsWith('HTTP/1.1 101')) return
    }
    for (;;) {
      const frame = nextFrame(buffer)
      if (!frame) break
      buffer = buffer.subarray(frame.size)
      if (frame.opcode === 1 || frame.opcode === 2) api.texts.push(frame.payload.toString('utf8'))
      else if (frame.opcode === 8) api.closeCodes.push(frame.payload.length >= 2 ? frame.payload.readUInt16BE(0) : 1005)
      else if (frame.opcode === 9) {
        api.pings++
        if (answerPings) api.sendFrame(10, frame.payload)
      }
    }
  })
  return Object.assign(state, { api })
}

function bigLength(n: number): Buffer {
  const b = Buffer.alloc(8)
  b.writeBigUInt64BE(BigInt(n))
  return b
}

/** One whole server frame at the start of `b` (servers never mask), or null until it has all arrived. */
function nextFrame(b: Buffer): { opcode: number; payload: Buffer; size: number } | null {
  if (b.length < 2) return null
  const opcode = b[0]! & 0x0f
  let length = b[1]! & 0x7f
  let at = 2
  if (length === 126) {
    if (b.length < 4) return null
    length = b.readUInt16BE(2)
    at = 4
  } else if (length === 127) {
    if (b.length < 10) return null
    length = Number(b.readBigUInt64BE(2))
    at = 10
  }
  if (b.length < at + length) return null
  return { opcode, payload: b.subarray(at, at + length), size: at + length }
}

export interface RawConnection {
  closed(): boolean
  gone: Promise<void>
  /** What the server sent, as text. */
  received(): string
  write(data: string): void
  destroy(): void
}

/** A bare TCP connection that sends `data` (or nothing) and then waits: the half-open client. */
export function rawConnect(o: { host: string; port: number; localAddress?: string; data?: string }): Promise<RawConnection> {
  const socket = connect({ host: o.host, port: o.port, ...(o.localAddress && { localAddress: o.localAddress }) })
  let isClosed = false
  let got = ''
  socket.on('error', () => undefined)
  socket.on('data', (d: Buffer) => (got += d.toString('latin1')))
  const gone = new Promise<void>((done) => socket.once('close', () => ((isClosed = true), done())))
  const api: RawConnection = {
    closed: () => isClosed,
    gone,
    received: () => got,
    write: (data) => void socket.write(data),
    destroy: () => socket.destroy(),
  }
  return new Promise((resolve) => {
    socket.once('connect', () => {
      if (o.data) socket.write(o.data)
      resolve(api)
    })
    void gone.then(() => resolve(api))
  })
}
