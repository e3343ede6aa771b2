import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { cardsIn } from '@shared/cards'
import type { TableSnapshot } from '@shared/ipc'
import { readOnlineFragment } from '@shared/online'
import { appAtRelay, until, type AppAtRelay } from './online-kit'
import { cut, testRelay, type TestRelay } from './test-kit'

/**
 * The computer's side of playing online (src-main/online), against a real relay in this process
 * (issue 33): the host, its rooms on the relay, guests dialling in as the seat screen does, and
 * what the computer handed the relay (online-kit.ts).
 */

let relay: TestRelay
let app: AppAtRelay
let pages: string

beforeEach(async () => {
  relay = await testRelay()
  pages = relay.relay.url.replace('ws://', 'http://')
  // A person's pace, on the relay's clock, which its rate limit reads.
  app = await appAtRelay(() => relay.clock.advance(200))
})

afterEach(async () => {
  await app.close()
  await relay.close()
})

const screen = () => app.screen()
const human = (name: 'Lena' | 'Ben', where?: 'here' | 'online') => app.human(name, where)
const guest = (link: string) => app.guest(link, pages)
const relayOn = async () => expect(await app.relayOn(relay.relay.url)).toBe(true)

describe('online seats through the relay (issue 33)', () => {
  test('without a relay in Settings nothing goes online: an online seat and a spectators\' link are refused, and nothing is sent', async () => {
    const big = screen()
    const refused = await app.host.request('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot] })
    expect(refused).toMatchObject({ ok: false, error: { code: 'ONLINE_OFF' } })
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena', 'here'), app.bot] })
    expect(await app.host.request('table:watch', { tableId: table.tableId })).toMatchObject({ ok: false, error: { code: 'ONLINE_OFF' } })
    expect(app.sent).toEqual([])
  })

  test('Settings say whether the relay answers: on for a relay, failed (and tried again) for an address where none listens', async () => {
    const status = async () => ((await app.host.request('online:status', null)) as { value: { state: string; relay: string | null } }).value
    expect(await status()).toEqual({ state: 'off', relay: null, problem: null })
    // A port nobody listens on: the relay this test started, closed again.
    const gone = await testRelay()
    const deadUrl = gone.relay.url
    await gone.close()
    expect(await app.relayOn(deadUrl)).toBe(true)
    await until(async () => (await status()).state === 'failed', 'the relay found out of reach')
    expect(await status()).toMatchObject({ state: 'failed', relay: deadUrl })
    expect(app.sent).toEqual([])
    await relayOn()
    await until(async () => (await status()).state === 'on', 'the relay answering')
    expect(await status()).toEqual({ state: 'on', relay: relay.relay.url, problem: null })
  })

  test('an online seat plays through the relay: its link opens it, the game starts, its intents are done; the relay sees no card', async () => {
    await relayOn()
    const big = screen()
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot], target: 50 })
    expect(table.seats[0]).toMatchObject({ phone: 'joining', online: true })
    const card = await until(() => big.last().joinLinks.find((c) => c.seat === 0 && c.url), 'the seat\'s link')
    const link = readOnlineFragment(card.url!.slice(card.url!.indexOf('#')))!
    // The relay's page, then the room, the seat's token and its key; the key never reaches the relay.
    expect(card.url!.startsWith(`${pages}/#r=`)).toBe(true)
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
        app.clock.advance(1000)
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
    const relayed = app.sent.filter((m) => m.type === 'to:seat' || m.type === 'to:spectators')
    expect(relayed.length).toBeGreaterThan(12)
    for (const { message } of app.sent) {
      expect(cardsIn(message).size).toBe(0)
      const payload = (message as { payload?: unknown }).payload
      if (payload === undefined) continue
      // Sealed: base64url text that is no JSON, and no key or token of a place in it.
      expect(payload).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(() => JSON.parse(payload as string)).toThrow()
      expect(payload).not.toContain(link.key)
    }
    // Nor did any key reach it in the messages about places: tokens only.
    expect(JSON.stringify(app.sent)).not.toContain(link.key)
  })

  test('spectators see the public table, never a seat\'s cards, and as many moves late as Settings say', async () => {
    await relayOn()
    await app.host.request('settings:update', { watchDelay: 2 })
    const big = screen()
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot] })
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
        app.clock.advance(1000)
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
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot] })
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
    await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot] })
    const link = await until(() => big.last().joinLinks.find((c) => c.seat === 0)?.url ?? undefined, 'the link')
    const lena = await guest(link)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena in')
    expect((await lena.ask('seat:get', null)).ok).toBe(true)
    cut(readOnlineFragment(link.slice(link.indexOf('#')))!.room, 'host')
    await until(() => !lena.state.hostHere, 'Lena hearing the host is away')
    await until(() => lena.state.hostHere, 'the host back')
    expect((await lena.ask('seat:get', null)).ok).toBe(true)
  })

  test('a restarted relay: the computer opens its room again, the same id, and the seat\'s link finds its seat', async () => {
    await relayOn()
    const big = screen()
    await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot] })
    const link = await until(() => big.last().joinLinks.find((c) => c.seat === 0)?.url ?? undefined, 'the link')
    const lena = await guest(link)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena in')
    expect((await lena.ask('seat:get', null)).ok).toBe(true)
    const port = relay.relay.port
    const opened = () => app.sent.filter((m) => m.type === 'seat:open').length
    const before = opened()
    await relay.close()
    await until(() => lena.state.closed && big.last().seats[0]!.phone === 'away', 'the relay gone: Lena away')
    relay = await testRelay(undefined, port)
    // The computer tries again on its clock: the same room, its seat opened again with the same token.
    app.clock.advance(1000)
    await until(() => opened() > before, 'the room opened again')
    const again = await guest(link)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena back through the new relay')
    expect((await again.ask('seat:get', null)).ok).toBe(true)
  })

  test('Play again: the online browser is handed its seat at the next table, and opens it', async () => {
    await relayOn()
    const big = screen()
    const first = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot] })
    const link = await until(() => big.last().joinLinks.find((c) => c.seat === 0)?.url ?? undefined, 'the link')
    const lena = await guest(link)
    await until(() => big.last().seats[0]!.phone === 'connected', 'Lena in')
    expect((await lena.ask('seat:get', null)).ok).toBe(true)
    const next = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot], rematchOf: first.tableId })
    const told = await until(() => lena.heard.find((f) => (f as { event?: string }).event === 'seat:ended') as { payload: { reason: string; key: string } } | undefined, 'Lena told of the next game')
    expect(told.payload.reason).toBe('next-game')
    const nextLink = await until(() => big.last().tableId === next.tableId && big.last().joinLinks.find((c) => c.seat === 0)?.url || undefined, 'the next table\'s link')
    // What she is handed is the next seat's own link (its fragment), never the host's key for it.
    expect(nextLink.endsWith(`#${told.payload.key}`)).toBe(true)
    const again = await guest(nextLink)
    await until(() => big.last().tableId === next.tableId && big.last().seats[0]!.phone === 'connected', 'Lena at the next table')
    expect(((await again.ask('seat:get', null)).value as TableSnapshot).tableId).toBe(next.tableId)
  })

  test('a new link for an online seat: the old link\'s browser is told and closed, the new one opens the seat', async () => {
    await relayOn()
    const big = screen()
    const table = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena'), app.bot] })
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
