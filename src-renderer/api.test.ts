// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { connectWebEdition, link } from './api'

/** A WebSocket whose host the test plays: it opens or is refused when the test says, and answers what it is sent. */
class FakeSocket {
  static made: FakeSocket[] = []
  static up = true
  readyState = 0
  onopen: (() => void) | null = null
  onclose: (() => void) | null = null
  onmessage: ((m: { data: string }) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.made.push(this)
    // The host answers, or nobody is there, once the page has set its handlers.
    queueMicrotask(() => (FakeSocket.up ? this.opened() : this.close()))
  }
  opened() {
    this.readyState = 1
    this.onopen?.()
  }
  send(frame: string) {
    const { id } = JSON.parse(frame) as { id: number }
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ id, result: { ok: true, value: [] } }) }))
  }
  close() {
    this.readyState = 3
    this.onclose?.()
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }))
  FakeSocket.made = []
  FakeSocket.up = true
  link.state = 'open'
  sessionStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("issue 31 item 5: the web edition's link to its host", () => {
  test('the host going away answers a waiting request DISCONNECTED, says the link is lost, tries again, and reloads onto the host once it answers', async () => {
    const reload = vi.fn()
    const api = connectWebEdition(new URLSearchParams('token=t'), reload)
    expect(await api.request['profiles:list'](null)).toEqual({ ok: true, value: [] })
    expect(link.state).toBe('open')

    // The web edition stops: the socket closes under a request on its way.
    FakeSocket.up = false
    const waiting = api.request['profiles:list'](null)
    FakeSocket.made[0]!.send = () => {}
    FakeSocket.made[0]!.close()
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'DISCONNECTED' } })
    expect(link.state).toBe('lost')
    // Nobody there: asked now, a request answers at once rather than hanging.
    expect(await api.request['profiles:list'](null)).toMatchObject({ ok: false, error: { code: 'DISCONNECTED' } })

    // Tried again after 1 s, then 2 s: still nobody.
    const tries = FakeSocket.made.length
    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeSocket.made.length).toBe(tries + 1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(FakeSocket.made.length).toBe(tries + 2)
    expect(reload).not.toHaveBeenCalled()

    // The web edition is back: the next try reaches it, and the page reloads onto it, saying so after.
    FakeSocket.up = true
    await vi.advanceTimersByTimeAsync(4000)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem('link-came-back')).toBe('1')
    link.state = 'open'
    connectWebEdition(new URLSearchParams('token=t'), reload)
    expect(link.state).toBe('back')
    expect(sessionStorage.getItem('link-came-back')).toBeNull()
  })

  test('a page opened while the host is away says so at once and does not hang', async () => {
    FakeSocket.up = false
    const api = connectWebEdition(new URLSearchParams('token=t'), vi.fn())
    expect(await api.request['settings:get'](null)).toMatchObject({ ok: false, error: { code: 'DISCONNECTED' } })
    expect(link.state).toBe('lost')
  })
})
