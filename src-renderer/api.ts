import {
  EVENT_NAMES,
  REQUEST_NAMES,
  type ApiResult,
  type ContractApi,
  type EventName,
  type Events,
} from '@shared/ipc'
import { MAX_PAGE_FRAME_BYTES, readServerFrame, type RequestFrame } from '@shared/frames'
import { errorText } from './errors'
import { seatLink, type SeatLink } from './phones/seat-link'

declare global {
  interface Window {
    /** Present in the desktop app: exposed by the preload. */
    api?: ContractApi
  }
}

/** On a phone's seat screen (seat.html): its one connection to its seat, through the seat server. */
export const seat: SeatLink | null = document.documentElement.dataset.page === 'seat' ? seatLink() : null

/**
 * The renderer's one way to reach the host: the preload's `window.api` in the desktop app, the
 * same contract over the web edition's loopback WebSocket, or a phone's seat link. Screens never
 * know which.
 */
export const api: ContractApi = window.api ?? seat?.api ?? connectWebEdition()

/**
 * The launch token, kept for reloads within this tab. It arrives once: in the address the web
 * edition printed (`?token=`), or, in a browser the web edition opened itself, as a one-time code
 * (`?code=`) exchanged for it on this server, then dropped from the address bar.
 */
async function launchToken(): Promise<string> {
  const query = new URLSearchParams(location.search)
  const code = query.get('code')
  if (code) {
    history.replaceState(null, '', `${location.pathname}${location.hash}`)
    const answer = await fetch(`/token?code=${encodeURIComponent(code)}`, { method: 'POST' }).catch(() => null)
    if (answer?.ok) sessionStorage.setItem('token', await answer.text())
  }
  const fromUrl = query.get('token')
  if (fromUrl) sessionStorage.setItem('token', fromUrl)
  return sessionStorage.getItem('token') ?? ''
}

function connectWebEdition(): ContractApi {
  const launched = launchToken()
  const pending = new Map<number, (result: ApiResult<unknown>) => void>()
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>()
  let nextId = 1
  let socket: WebSocket | null = null
  let opened: Promise<WebSocket> | null = null

  const open = (): Promise<WebSocket> => {
    opened ??= launched.then((token) => new Promise((resolve) => {
      const ws = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`)
      ws.onopen = () => resolve(ws)
      ws.onmessage = (message) => {
        // This page sends only well-formed requests, so the server never reports one it could
        // not read; a frame that is no answer and no event is nothing anyone here waits for.
        const frame = readServerFrame(String(message.data), EVENT_NAMES)
        if (!frame || 'error' in frame) return
        if ('id' in frame) {
          pending.get(frame.id)?.(frame.result)
          pending.delete(frame.id)
        } else {
          for (const l of listeners.get(frame.event) ?? []) l(frame.payload)
        }
      }
      ws.onclose = () => {
        for (const done of pending.values()) done({ ok: false, error: disconnected })
        pending.clear()
        opened = null
        socket = null
      }
      socket = ws
    }))
    return opened
  }

  const call = async (channel: string, payload: unknown): Promise<ApiResult<unknown>> => {
    const ws = socket?.readyState === WebSocket.OPEN ? socket : await open()
    const id = nextId++
    const frame = JSON.stringify({ id, channel, payload } satisfies RequestFrame)
    // Over the cap the host would close the socket on every screen of this tab: say so instead.
    // Only an import comes near it (a text that escapes to more than three bytes a character).
    if (frame.length > MAX_PAGE_FRAME_BYTES / 3 && new TextEncoder().encode(frame).length > MAX_PAGE_FRAME_BYTES) return { ok: false, error: tooLarge }
    return new Promise((resolve) => {
      pending.set(id, resolve)
      ws.send(frame)
    })
  }

  return {
    request: Object.fromEntries(REQUEST_NAMES.map((c) => [c, (p: unknown) => call(c, p)])),
    on: Object.fromEntries(
      EVENT_NAMES.map((name) => [
        name,
        (listener: (payload: unknown) => void) => {
          const set = listeners.get(name) ?? new Set()
          listeners.set(name, set)
          set.add(listener)
          void open()
          return () => void set.delete(listener)
        },
      ]),
    ),
  } as unknown as ContractApi
}

const disconnected = {
  code: 'DISCONNECTED',
  message: 'The connection to the app was lost. Restart the web edition and reload this page.',
}

const tooLarge = { code: 'TOO_LARGE', message: 'This request is larger than the app takes.' }

/** Unwraps a result or throws what a person reads for it: for screens that show errors in one place. */
export async function must<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result
  if (!r.ok) throw new Error(errorText(r.error))
  return r.value
}

export type { Events }
