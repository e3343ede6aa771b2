import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { cardsIn } from '@shared/cards'
import type { OnlineAccess, SeatRequest, TableSnapshot } from '@shared/ipc'
import { readOnlineFragment } from '@shared/online'
import { readServerFrame } from '@shared/frames'
import { SEAT_EVENT_NAMES } from '@shared/ipc'
import { createHost, type Host } from '../../src-main/host/host'
import { createSolverService } from '../../src-main/host/solver'
import { fakeClock, type HandClock } from '../../src-main/host/fake-clock'
import { testData } from '../../src-main/store/test-support'
import { startOnline, type Online } from '../../src-main/online/online'
import { dialRelay } from '../../src-renderer/phones/relay-dial'
import type { SeatWire } from '../../src-renderer/phones/wire'
import { cut, testRelay, type TestRelay } from './test-kit'

/**
 * The computer's side of playing online (src-main/online), against a real relay in this process (issue 33): the
 * host, its rooms on the relay, and guests dialling in as the seat screen does (`relayDial`, the
 * browser's own code). Every message the computer hands the relay is logged: a relay operator's view.
 */

let relay: TestRelay
let clock: HandClock
let host: Host
let online: Online
let sent: { type: string; message: unknown }[]
let ids: Record<string, string>
const wires: SeatWire[] = []

beforeEach(async () => {
  relay = await testRelay()
  clock = fakeClock(1_000_000)
  const { store, archive } = testData()
  host = createHost({ store, archive, edition: 'web', version: 'test', clock, botPace: 0, solver: createSolverService({ workerPath: null }) })
  ids = {}
  for (const name of ['Lena', 'Ben']) {
    const r = await host.request('profiles:create', { name, colour: name === 'Lena' ? 'sky' : 'green' })
    if (r.ok) ids[name] = (r.value as { id: string }).id
  }
  sent = []
  online = startOnline({ host, settings: () => store.read().settings, clock, sent: (type, message) => sent.push({ type, message }) })
})

afterEach(async () => {
  for (const w of wires.splice(0)) w.close()
  await online.close()
  host.close()
  await relay.close()
})

/** The computer's screen: every table update it is sent. */
function screen() {
  const updates: TableSnapshot[] = []
  const connection = host.connect((event, payload) => event === 'table:update' && updates.push(payload as TableSnapshot))
  const call = async (channel: string, payload: unknown): Promise<TableSnapshot> => {
    const r = await connection.request(channel, payload)
    if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`)
    updates.push(r.value as TableSnapshot)
    return r.value as TableSnapshot
  }
  return { updates, call, last: () => updates.at(-1)! }
}

async function relayOn(): Promise<void> {
  const states: OnlineAccess['state'][] = []
  host.connect((event, payload) => event === 'online:changed' && states.push((payload as OnlineAccess).state))
  expect((await host.request('settings:update', { relayUrl: relay.relay.url })).ok).toBe(true)
}

/** Waits until `check` holds, looking again each time this process has handled what came in. */
async function until<T>(check: () => T | undefined | false, what: string): Promise<T> {
  const giveUp = performance.now() + 10_000
  while (performance.now() < giveUp) {
    const got = check()
    if (got) return got
    await new Promise((r) => setImmediate(r))
  }
  throw new Error(`never: ${what}`)
}

/** A guest's browser opening a link: what it hears, and its requests (as the seat screen makes them). */
async function guest(link: string) {
  const fragment = link.slice(link.indexOf('#') + 1)
  const heard: unknown[] = []
  const state = { open: false, hostHere: true, closed: false }
  const wire = await dialRelay(relay.relay.url.replace('ws://', 'http://'))(fragment, {
    opened: () => (state.open = true),
    heard: (text) => heard.push(readServerFrame(text, SEAT_EVENT_NAMES)),
    dropped: () => (state.open = false),
    closed: () => (state.closed = true),
    hostHere: (here) => (state.hostHere = here),
  }, 'device', false)
  if (typeof wire === 'string') throw new Error(`the link was ${wire}`)
  wires.push(wire)
  let id = 0
  const ask = async (channel: string, payload: unknown) => {
    // A person's pace, on the relay's clock, which its rate limit reads.
    relay.clock.advance(200)
    const asked = ++id
    wire.send(JSON.stringify({ id: asked, channel, payload }))
    const answer = await until(() => heard.find((f) => (f as { id?: number }).id === asked) as { result: { ok: boolean; value?: unknown } }, `an answer to ${channel}`)
    return answer.result
  }
  const snapshots = () => heard.flatMap((f) => ((f as { event?: string }).event === 'table:update' ? [(f as { payload: TableSnapshot }).payload] : []))
  return { wire, heard, state, ask, snapshots }
}

const human = (name: string, where: 'here' | 'online' = 'online'): SeatRequest => ({ kind: 'human', profileId: ids[name]!, where })
const bot: SeatRequest = { kind: 'bot', level: 'normal' }

describe('online seats through the relay (issue 33)', () => {
  test('without a relay in Settings nothing goes online: an online seat and a spectators\' link are refused, and nothing is sent', async () => {
    const big = screen()
    const refused = await host.request('table:create', { gameId: 'four-down', seats: [human('Lena'), bot] })
    expect(refused).toMatchObject({ ok: false, error: { code: 'ONLINE_OFF' } })
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena', 'here'), bot] })
    expect(await host.request('table:watch', { tableId: table.tableId })).toMatchObject({ ok: false, error: { code: 'ONLINE_OFF' } })
    expect(sent).toEqual([])
  })

  test('an online seat plays through the relay: its link opens it, the game starts, its intents are done; the relay sees no card', async () => {
    await relayOn()
    const big = screen()
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), bot], target: 50 })
    expect(table.seats[0]).toMatchObject({ phone: 'joining', online: true })
    const card = await until(() => big.last().joinLinks.find((c) => c.seat === 0 && c.url), 'the seat\'s link')
    const link = readOnlineFragment(card.url!.slice(card.url!.indexOf('#')))!
    // The relay's page, then the room, the seat's token and its key; the key never reaches the relay.
    expect(card.url!.startsWith(`${relay.relay.url.replace('ws://', 'http://')}/#r=`)).toBe(true)
    expect(link).toMatchObject({ role: 'seat' })

    const lena = await guest(card.url!)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena at the table')
    const first = await until(() => lena.snapshots().at(-1), 'Lena\'s first picture')
    expect(first.viewer).toBe(0)
    // Play her seat by its first offered move, the computer player answering, for a dozen moves.
    let moves = 0
    while (moves < 12 && !big.last().outcome) {
      const offered = await lena.ask('seat:get', null)
      const mine = (offered.value as TableSnapshot).actions.find((a) => a.seat === 0)?.actions[0]
      if (mine === undefined) {
        clock.advance(1000)
        await until(() => true, 'a beat')
        continue
      }
      const done = await lena.ask('seat:act', { action: mine })
      expect(done.ok).toBe(true)
      moves++
    }
    expect(moves).toBe(12)
    expect(big.last().step).toBeGreaterThan(12)

    // What Lena's browser opened holds her cards; what passed the relay holds none, in any form.
    expect(lena.snapshots().some((s) => cardsIn(s.view).size > 0)).toBe(true)
    const relayed = sent.filter((m) => m.type === 'to:seat' || m.type === 'to:spectators')
    expect(relayed.length).toBeGreaterThan(12)
    for (const { message } of sent) {
      expect(cardsIn(message).size).toBe(0)
      const payload = (message as { payload?: unknown }).payload
      if (payload === undefined) continue
      // Sealed: base64url text that is no JSON, and no key or token of a place in it.
      expect(payload).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(() => JSON.parse(payload as string)).toThrow()
      expect(payload).not.toContain(link.key)
    }
    // Nor did any key reach it in the messages about places: tokens only.
    expect(JSON.stringify(sent)).not.toContain(link.key)
  })

  test('spectators see the public table, never a seat\'s cards, and as many moves late as Settings say', async () => {
    await relayOn()
    await host.request('settings:update', { watchDelay: 2 })
    const big = screen()
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), bot] })
    await big.call('table:watch', { tableId: table.tableId })
    const watchLink = await until(() => big.last().watchLink, 'the spectators\' link')
    expect(readOnlineFragment(watchLink.slice(watchLink.indexOf('#')))).toMatchObject({ role: 'spectator' })
    const seatLink = big.last().joinLinks.find((c) => c.seat === 0)!.url!
    const lena = await guest(seatLink)
    const watcher = await guest(watchLink)
    await until(() => watcher.snapshots().length > 0, 'the spectator\'s first picture')
    // A spectator asks nothing: what it would send goes nowhere.
    let moves = 0
    while (moves < 8) {
      const offered = (await lena.ask('seat:get', null)).value as TableSnapshot
      const mine = offered.actions.find((a) => a.seat === 0)?.actions[0]
      if (mine === undefined) {
        clock.advance(1000)
        await until(() => true, 'a beat')
        continue
      }
      await lena.ask('seat:act', { action: mine })
      moves++
    }
    const steps = big.last().step
    const seen = await until(() => {
      const last = watcher.snapshots().at(-1)
      return last && last.step >= steps - 2 && last
    }, 'the spectator two moves behind')
    // Two moves behind the table, at most: never ahead, never the latest.
    expect(seen.step).toBeLessThan(steps)
    for (const s of watcher.snapshots()) {
      expect(s.viewer).toBe('public')
      expect(s.actions).toEqual([])
      expect(s.joinLinks).toEqual([])
      expect(s.watchLink).toBeUndefined()
      // The faces a spectator sees are the ones the big screen shows everyone at that step.
      const publicFaces = cardsIn(big.updates.filter((u) => u.step === s.step && u.viewer === 'public').map((u) => u.view))
      for (const face of cardsIn(s.view)) expect(publicFaces.has(face)).toBe(true)
    }
  })

  test('a dropped seat is away, exactly as a phone, and back when its browser reconnects within the hold', async () => {
    await relayOn()
    const big = screen()
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), bot] })
    const link = await until(() => big.last().joinLinks.find((c) => c.seat === 0)?.url ?? undefined, 'the link')
    const lena = await guest(link)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena in')
    expect((await lena.ask('seat:get', null)).ok).toBe(true)
    // Her connection dies without a goodbye (a phone asleep): the relay holds her seat.
    cut(readOnlineFragment(link.slice(link.indexOf('#')))!.room, 'seat')
    await until(() => big.last().seats[0]!.phone === 'away', 'Lena away')
    // The computer's card: away, with the ways on (no link shown: anyone who saw it would have the seat).
    expect(big.last().joinLinks.find((c) => c.seat === 0)).toEqual({ seat: 0, url: null })
    await until(() => lena.state.open, 'her browser reconnecting by itself')
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena back')
    expect((await lena.ask('seat:get', null)).ok).toBe(true)
    expect(table.tableId).toBe(big.last().tableId)
  })

  test('the host\'s computer away: its guests hear so, and hear it back when it reconnects', async () => {
    await relayOn()
    const big = screen()
    await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), bot] })
    const link = await until(() => big.last().joinLinks.find((c) => c.seat === 0)?.url ?? undefined, 'the link')
    const lena = await guest(link)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena in')
    expect((await lena.ask('seat:get', null)).ok).toBe(true)
    cut(readOnlineFragment(link.slice(link.indexOf('#')))!.room, 'host')
    await until(() => !lena.state.hostHere, 'Lena hearing the host is away')
    await until(() => lena.state.hostHere, 'the host back')
    expect((await lena.ask('seat:get', null)).ok).toBe(true)
  })

  test('a new link for an online seat: the old link\'s browser is told and closed, the new one opens the seat', async () => {
    await relayOn()
    const big = screen()
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), bot] })
    const old = await until(() => big.last().joinLinks.find((c) => c.seat === 0)?.url ?? undefined, 'the link')
    const first = await guest(old)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena in')
    // Someone here makes her a new link while a device still holds the old one (it may not be hers).
    await big.call('table:seat-move', { tableId: table.tableId, seat: 0, to: 'phone' })
    const renewed = await until(() => big.last().joinLinks.find((c) => c.seat === 0 && c.url && c.url !== old)?.url ?? undefined, 'a new link')
    await until(() => first.state.closed, 'the old browser closed')
    expect(first.heard).toContainEqual({ event: 'seat:ended', payload: { reason: 'new-link' } })
    const again = await guest(renewed)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena in again')
    expect((await again.ask('seat:get', null)).ok).toBe(true)
  })
})
