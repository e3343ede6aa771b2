// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { TableSnapshot } from '@shared/ipc'
import { deviceName, seatLink } from './seat-link'

/** A socket the test plays the server's side of. */
class FakeSocket {
  static made: FakeSocket[] = []
  static OPEN = 1
  readyState = 0
  sent: { id: number; channel: string; payload: unknown }[] = []
  onopen: (() => void) | null = null
  onmessage: ((m: { data: string }) => void) | null = null
  onclose: (() => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.made.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  open() {
    this.readyState = 1
    this.onopen?.()
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  drop() {
    this.readyState = 3
    this.onclose?.()
  }
  close() {
    this.drop()
  }
}

let opens: (boolean | 'unreachable')[] = []
const asked: string[] = []
beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.made = []
  opens = []
  asked.length = 0
  vi.stubGlobal('WebSocket', FakeSocket)
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    const answer = opens.shift() ?? true
    if (answer === 'unreachable') throw new TypeError('Failed to fetch')
    return { json: async () => ({ opens: answer }) }
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const snapshot = (tableId: string) => ({ tableId, viewer: 0, events: [{ type: 'openingLook' }] }) as unknown as TableSnapshot
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('a phone\'s seat link', () => {
  test('a key that opens nothing is told as such at once, and no socket is tried', async () => {
    opens = [false]
    const link = seatLink('dead')
    await link.open()
    expect(link.state.value).toEqual({ kind: 'refused' })
    expect(FakeSocket.made).toEqual([])
    expect(asked).toEqual(['/key?key=dead'])
  })

  test('a computer out of reach is tried again by itself, and the seat opens once it answers', async () => {
    opens = ['unreachable', 'unreachable', true]
    const link = seatLink('k')
    await link.open()
    expect(link.state.value).toEqual({ kind: 'lost' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(link.state.value).toEqual({ kind: 'lost' })
    await vi.advanceTimersByTimeAsync(2000)
    expect(FakeSocket.made.map((s) => s.url)).toEqual([`ws://${location.host}/ws?key=k&device=${deviceName()}`])
    FakeSocket.made[0]!.open()
    expect(link.state.value).toEqual({ kind: 'open' })
  })

  test('the renderer\'s contract becomes the seat channels: only the action travels, the rest is not for a phone', async () => {
    const link = seatLink('k')
    await link.open()
    const ws = FakeSocket.made[0]!
    ws.open()
    void link.api.request['table:act']({ tableId: 'someone-elses', seat: 3, action: { type: 'pass' } })
    void link.api.request['table:get']({ tableId: 'x' })
    void link.api.request['table:release']({ tableId: 'x' })
    expect(ws.sent.map(({ channel, payload }) => ({ channel, payload }))).toEqual([
      { channel: 'seat:act', payload: { action: { type: 'pass' } } },
      { channel: 'seat:get', payload: null },
      { channel: 'seat:get', payload: null },
    ])
    expect(await link.api.request['profiles:list'](null)).toMatchObject({ ok: false, error: { code: 'NOT_ON_A_PHONE' } })
  })

  test('the first snapshot, with news the seat missed, waits for the screen to listen', async () => {
    const link = seatLink('k')
    await link.open()
    FakeSocket.made[0]!.open()
    FakeSocket.made[0]!.receive({ event: 'table:update', payload: snapshot('t1') })
    const heard: TableSnapshot[] = []
    link.api.on['table:update']((s) => heard.push(s))
    expect(heard.map((s) => s.tableId)).toEqual(['t1'])
  })

  test('a dropped connection reconnects; a table that closed meanwhile ends the seat for good', async () => {
    opens = [true, false]
    const link = seatLink('k')
    await link.open()
    FakeSocket.made[0]!.open()
    FakeSocket.made[0]!.drop()
    expect(link.state.value).toEqual({ kind: 'lost' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(link.state.value).toEqual({ kind: 'refused' })
    expect(FakeSocket.made).toHaveLength(1)
  })

  test('"Play again" at the computer: the phone takes the new key, keeps it in its address, and reconnects', async () => {
    const link = seatLink('old')
    await link.open()
    const first = FakeSocket.made[0]!
    first.open()
    first.receive({ event: 'seat:ended', payload: { reason: 'next-game', key: 'new' } })
    first.drop()
    await settle()
    expect(link.key.value).toBe('new')
    expect(location.hash).toBe('#new')
    expect(FakeSocket.made.at(-1)!.url).toBe(`ws://${location.host}/ws?key=new&device=${deviceName()}`)
  })

  test('a seat opened on another device says so, and can be taken back', async () => {
    const link = seatLink('k')
    await link.open()
    FakeSocket.made[0]!.open()
    FakeSocket.made[0]!.receive({ event: 'seat:ended', payload: { reason: 'opened-elsewhere' } })
    FakeSocket.made[0]!.drop()
    expect(link.state.value).toEqual({ kind: 'ended', reason: 'opened-elsewhere' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(FakeSocket.made).toHaveLength(1)
    link.takeBack()
    await settle()
    expect(FakeSocket.made).toHaveLength(2)
  })

  test('a new link made at the computer ends the seat here for good; nothing is tried again', async () => {
    const link = seatLink('k')
    await link.open()
    FakeSocket.made[0]!.open()
    FakeSocket.made[0]!.receive({ event: 'seat:ended', payload: { reason: 'new-link' } })
    FakeSocket.made[0]!.drop()
    expect(link.state.value).toEqual({ kind: 'ended', reason: 'new-link' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(FakeSocket.made).toHaveLength(1)
  })

  test("the table's language is kept as the host tells it, through a dropped connection; a language it does not speak changes nothing", async () => {
    const link = seatLink('k')
    expect(link.language.value).toBeNull()
    await link.open()
    const ws = FakeSocket.made[0]!
    ws.open()
    ws.receive({ event: 'seat:language', payload: { language: 'ru' } })
    expect(link.language.value).toBe('ru')
    for (const payload of [{ language: 'de' }, 'en', null]) ws.receive({ event: 'seat:language', payload })
    expect(link.language.value).toBe('ru')
    expect(link.state.value).toEqual({ kind: 'open' })
    ws.drop()
    expect(link.language.value).toBe('ru')
    await vi.advanceTimersByTimeAsync(1000)
    FakeSocket.made[1]!.open()
    FakeSocket.made[1]!.receive({ event: 'seat:language', payload: { language: 'en' } })
    expect(link.language.value).toBe('en')
  })

  test('frames that are none of the seat\'s are passed over; a malformed end of the seat ends nothing', async () => {
    const link = seatLink('k')
    await link.open()
    const ws = FakeSocket.made[0]!
    ws.open()
    const heard: TableSnapshot[] = []
    link.api.on['table:update']((s) => heard.push(s))
    const answer = link.api.request['table:get']({ tableId: 't' })
    ws.onmessage?.({ data: 'not json' })
    for (const frame of [null, [], { id: '1', result: { ok: true, value: 1 } }, { event: 'profiles:changed', payload: [] }, { event: 'seat:ended', payload: { reason: 'gone' } }, { error: { code: 'BAD_FRAME', message: 'm' } }]) ws.receive(frame as object)
    expect(link.state.value).toEqual({ kind: 'open' })
    expect(heard).toEqual([])
    ws.receive({ id: ws.sent[0]!.id, result: { ok: true, value: snapshot('t') } })
    expect(await answer).toMatchObject({ ok: true, value: { tableId: 't' } })
  })

  test('the device keeps one name across links and reloads', () => {
    expect(deviceName()).toMatch(/^[0-9a-f]{24}$/)
    expect(deviceName()).toBe(deviceName())
  })
})

// Last in the file: the link listens to the page's fragment for as long as the page lives.
test('a new seat link opened in the same tab leaves the last seat and starts afresh, past "The table has closed" of the last game (issue 21 finding 3)', async () => {
  history.replaceState(null, '', '#one')
  const link = seatLink()
  await link.open()
  const first = FakeSocket.made[0]!
  first.open()
  // Another seat's link while this one is connected: only the fragment changes, the page stays.
  history.replaceState(null, '', '#two')
  window.dispatchEvent(new Event('hashchange'))
  await settle()
  expect(first.readyState).toBe(3)
  const second = FakeSocket.made.at(-1)!
  expect(second.url).toBe(`ws://${location.host}/ws?key=two&device=${deviceName()}`)
  second.open()
  // That game ends; the next game's link opens in the same tab.
  second.receive({ event: 'seat:ended', payload: { reason: 'table-closed' } })
  second.drop()
  expect(link.state.value).toEqual({ kind: 'ended', reason: 'table-closed' })
  history.replaceState(null, '', '#three')
  window.dispatchEvent(new Event('hashchange'))
  await settle()
  expect(link.key.value).toBe('three')
  const third = FakeSocket.made.at(-1)!
  expect(third.url).toBe(`ws://${location.host}/ws?key=three&device=${deviceName()}`)
  third.open()
  expect(link.state.value).toEqual({ kind: 'open' })
})
