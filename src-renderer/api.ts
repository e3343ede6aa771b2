import { reactive } from 'vue'
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

/**
 * The web edition's link to its host, for the screen to show (issue 31, item 5): 'lost' while the
 * host cannot be reached (the web edition stopped), 'back' once a lost link came back (this page
 * reloaded onto it), else 'open'. The desktop app's host lives in its own process: always 'open'.
 */
export const link = reactive({ state: 'open' as 'open' | 'lost' | 'back' })
/** Set just before the reload that follows a link coming back, so the new page can say so. */
const CAME_BACK = 'link-came-back'
/** Tries to reach a lost host again after 1, 2, 4, 8 s, then every 10 s. */
const RETRY_MS = [1000, 2000, 4000, 8000, 10_000]

/** On a phone's seat screen (seat.html): its one connection to its seat, through the seat server. */
export const seat: SeatLink | null = document.documentElement.dataset.page === 'seat' ? seatLink() : null

/**
 * The renderer's one way to reach the host: the preload's `window.api` in the desktop app, the
 * same contract over the web edition's loopback WebSocket, or a phone's seat link. Screens never
 * know which.
 */
export const api: ContractApi = window.api ?? seat?.api ?? connectWebEdition(new URLSearchParams(location.search))

/**
 * The launch token, kept for reloads within this tab. It arrives once: in the address the web
 * edition printed (`?token=`), or, in a browser the web edition opened itself, as a one-time code
 * (`?code=`) exchanged for it on this server, then dropped from the address bar.
 */
async function launchToken(query: URLSearchParams): Promise<string> {
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

/**
 * The web edition's contract over its loopback WebSocket. A link that closes, or never opens,
 * answers every request waiting on it DISCONNECTED and is tried again in the background; when the
 * host answers again the page reloads onto it, since its tables and events are the host's to send
 * afresh. Exported for its tests; the app makes one, above.
 */
export function connectWebEdition(query: URLSearchParams, reload: () => void = () => location.reload()): ContractApi {
  const launched = launchToken(query)
  const pending = new Map<number, (result: ApiResult<unknown>) => void>()
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>()
  let nextId = 1
  let socket: WebSocket | null = null
  let opened: Promise<WebSocket | null> | null = null
  let retries = 0
  if (sessionStorage.getItem(CAME_BACK)) {
    sessionStorage.removeItem(CAME_BACK)
    link.state = 'back'
  }

  // The host is away: try again now and then, and reload onto it once it answers.
  const lost = () => {
    if (link.state === 'lost') return
    link.state = 'lost'
    const again = () => {
      void open().then((ws) => {
        if (ws) {
          sessionStorage.setItem(CAME_BACK, '1')
          reload()
        } else setTimeout(again, RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)])
      })
    }
    setTimeout(again, RETRY_MS[retries++])
  }

  const open = (): Promise<WebSocket | null> => {
    opened ??= launched.then((token) => new Promise((resolve) => {
      const ws = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`)
      let isOpen = false
      ws.onopen = () => {
        isOpen = true
        resolve(ws)
      }
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
        // Never opened: nobody is there (yet). Either way the host is away until it answers.
        if (!isOpen) resolve(null)
        lost()
      }
      socket = ws
    }))
    return opened
  }

  const call = async (channel: string, payload: unknown): Promise<ApiResult<unknown>> => {
    const ws = socket?.readyState === WebSocket.OPEN ? socket : await open()
    if (!ws) return { ok: false, error: disconnected }
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
  message: 'The connection to the app was lost: trying again. If the web edition was stopped, start it again.',
}

const tooLarge = { code: 'TOO_LARGE', message: 'This request is larger than the app takes.' }

/** Unwraps a result or throws what a person reads for it: for screens that show errors in one place. */
export async function must<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result
  if (!r.ok) throw new Error(errorText(r.error))
  return r.value
}

export type { Events }
