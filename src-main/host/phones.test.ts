import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { cardsIn } from '@shared/cards'
import type { PhoneAccess, SeatEnd, SeatLanguage, SeatRequest, TableSnapshot } from '@shared/ipc'
import type { Language } from '@shared/profile'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import { createSolverService } from './solver'
import { everything, testData } from '../store/test-support'

const ON: PhoneAccess = { state: 'on', url: 'http://127.0.0.2:4100/', problem: null, addresses: ['127.0.0.2'], fixedAtLaunch: true }

async function setUp(systemLanguages?: string[]) {
  const { store, archive } = testData()
  const clock = fakeClock(1_000_000)
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock, systemLanguages, solver: createSolverService({ workerPath: null }) })
  host.setPhoneAccess(ON)
  const ids: Record<string, string> = {}
  for (const name of ['Lena', 'Ben', 'Mia']) {
    const r = await host.request('profiles:create', { name, colour: name === 'Lena' ? 'sky' : name === 'Ben' ? 'green' : 'purple' })
    if (r.ok) ids[name] = (r.value as { id: string }).id
  }

  /** The computer's own screen: a connection that keeps every table update it is sent. */
  const screen = (languages?: string[]) => {
    const updates: TableSnapshot[] = []
    const connection = host.connect((event, payload) => event === 'table:update' && updates.push(payload as TableSnapshot), languages)
    const call = async <T = TableSnapshot>(channel: string, payload: unknown): Promise<T> => {
      const r = await connection.request(channel, payload)
      if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`)
      const value = r.value as T
      if (value && typeof value === 'object' && 'view' in value) updates.push(value as unknown as TableSnapshot)
      return value
    }
    return { connection, updates, call, last: () => updates.at(-1)! }
  }

  /** A phone opening a join link: what it is sent, and its requests. Throws on a key that opens nothing. */
  const phone = (key: string, device?: string) => {
    const updates: TableSnapshot[] = []
    const ended: SeatEnd[] = []
    const languages: Language[] = []
    const events: string[] = []
    const connection = host.connectSeat(key, (event, payload) => {
      events.push(event)
      if (event === 'table:update') updates.push(payload as TableSnapshot)
      else if (event === 'seat:language') languages.push((payload as SeatLanguage).language)
      else ended.push(payload as SeatEnd)
    }, device)
    if (!connection) throw new Error('the key opened no seat')
    const ask = (channel: string, payload: unknown) => connection.request(channel, payload)
    const act = async (action: unknown) => {
      const r = await ask('seat:act', { action })
      if (r.ok) updates.push(r.value as TableSnapshot)
      return r
    }
    return { connection, updates, ended, languages, events, ask, act, last: () => updates.at(-1)! }
  }

  const human = (name: string, where: 'here' | 'phone' = 'phone'): SeatRequest => ({ kind: 'human', profileId: ids[name]!, where })
  const bot: SeatRequest = { kind: 'bot', level: 'normal' }
  return { store, archive, ids, clock, host, screen, phone, human, bot }
}

const keyOf = (s: TableSnapshot, seat: number) => s.joinLinks.find((l) => l.seat === seat)!.url!.split('#')[1]!

/** Faces a snapshot shows in its view and its events. */
const faces = (s: TableSnapshot) => new Set([...cardsIn(s.view), ...cardsIn(s.events)])

describe('seat keys', () => {
  test('each phone seat gets its own key of at least 128 random bits, fresh for every table', async () => {
    const { screen, human, bot } = await setUp()
    const big = screen()
    const keys: string[] = []
    for (let i = 0; i < 20; i++) {
      const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 'same' })
      expect(s.joinLinks.map((l) => l.seat)).toEqual([0, 1])
      for (const { url } of s.joinLinks) {
        expect(url).toMatch(/^http:\/\/127\.0\.0\.2:4100\/#[A-Za-z0-9_-]+$/)
        keys.push(url!.split('#')[1]!)
      }
    }
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(Buffer.from(key, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
  })

  test('a key opens its own seat and no other; a wrong key, even one character off, opens nothing', async () => {
    const { host, screen, phone, human, bot } = await setUp()
    const s = await screen().call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 's1' })
    const ben = phone(keyOf(s, 0))
    const mia = phone(keyOf(s, 1))
    expect(ben.last().viewer).toBe(0)
    expect(mia.last().viewer).toBe(1)
    const key = keyOf(s, 0)
    const near = (key[0] === 'A' ? 'B' : 'A') + key.slice(1)
    for (const wrong of [near, key.slice(1), `${key}x`, '', s.tableId, 'x'.repeat(5000)]) {
      expect(host.connectSeat(wrong, () => {})).toBeNull()
      expect(host.hasSeat(wrong)).toBe(false)
    }
    expect(host.hasSeat(key)).toBe(true)
  })

  test('a key dies with its table: the phone is told, and the link opens nothing after', async () => {
    const { host, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 's2' })
    const key = keyOf(s, 0)
    const ben = phone(key)
    await big.call('table:leave', { tableId: s.tableId })
    expect(ben.ended).toEqual([{ reason: 'table-closed' }])
    expect(host.connectSeat(key, () => {})).toBeNull()
    expect(host.hasSeat(key)).toBe(false)
  })

  test('phone seats are refused while phones are off, with the reason', async () => {
    const { host, screen, human, bot } = await setUp()
    host.setPhoneAccess({ ...ON, state: 'failed', url: null, problem: { code: 'NO_NETWORK', message: 'Phones cannot join: this computer is on no network.' } })
    const r = await screen().connection.request('table:create', { gameId: 'four-down', seats: [human('Ben'), bot] })
    // The screen words the phones' own problem: the code rides along as `problem`.
    expect(r).toEqual({ ok: false, error: { code: 'PHONES_OFF', message: 'Phones cannot join: this computer is on no network.', params: { problem: 'NO_NETWORK' } } })
  })

  test('the join cards follow where phones join: a link while on, none while off', async () => {
    const { host, screen, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 's3' })
    host.setPhoneAccess({ ...ON, state: 'off', url: null })
    expect(big.last().joinLinks).toEqual([{ seat: 0, url: null }])
    host.setPhoneAccess({ ...ON, url: 'http://127.0.0.3:4200/' })
    expect(big.last().joinLinks[0]!.url).toBe(`http://127.0.0.3:4200/#${keyOf(s, 0)}`)
  })

  test('"Play again" hands each phone its person\'s seat at the new table, so nobody scans again', async () => {
    const { host, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 'again', target: 10 })
    const ben = phone(keyOf(s, 0))
    const mia = phone(keyOf(s, 1))
    // Mia moves to the other seat in the next game; she stays on her phone.
    const next = await big.call('table:create', { gameId: 'four-down', seats: [human('Mia'), human('Ben'), bot], rematchOf: s.tableId, target: 10 })
    await big.call('table:leave', { tableId: s.tableId })
    expect(ben.ended).toEqual([{ reason: 'next-game', key: keyOf(next, 1) }])
    expect(mia.ended).toEqual([{ reason: 'next-game', key: keyOf(next, 0) }])
    expect(host.hasSeat(keyOf(s, 0))).toBe(false)
    expect(phone(keyOf(next, 1)).last()).toMatchObject({ tableId: next.tableId, viewer: 1 })
  })
})

describe('the seat channels', () => {
  test('a seat asks only for its own picture and its own intents; everything else is refused and changes nothing', async () => {
    const { store, archive, screen, phone, human, bot } = await setUp()
    const s = await screen().call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 's4' })
    const ben = phone(keyOf(s, 0))
    phone(keyOf(s, 1))
    const before = everything(store, archive)
    for (const channel of ['table:create', 'table:act', 'table:get', 'table:leave', 'table:seat-move', 'profiles:list', 'settings:update', 'app:info']) {
      expect(await ben.ask(channel, { tableId: s.tableId })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } })
    }
    // The key names the seat: a payload cannot name another one, or another table.
    for (const payload of [{ action: { type: 'call' }, seat: 1 }, { action: { type: 'call' }, tableId: 'other' }, { seat: 1 }, null, 'call']) {
      expect(await ben.ask('seat:act', payload)).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
    }
    expect(await ben.ask('seat:get', { seat: 1 })).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
    expect(everything(store, archive)).toBe(before)
  })

  test('no message from a phone, whatever its shape, throws, touches the store or reaches another seat', async () => {
    const { store, archive, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 's5' })
    const ben = phone(keyOf(s, 0))
    const mia = phone(keyOf(s, 1))
    const before = everything(store, archive)
    const miaSaw = mia.updates.length
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom('seat:get', 'seat:act'), fc.anything()), fc.anything(), async (channel, payload) => {
        const r = await ben.ask(channel as string, payload)
        if (!r.ok) expect(['UNKNOWN_CHANNEL', 'INVALID_PAYLOAD', 'ILLEGAL', 'NOT_YOUR_TURN', 'BAD_ACTION', 'WRONG_PHASE']).toContain(r.error.code)
      }),
      { numRuns: 300 },
    )
    expect(everything(store, archive)).toBe(before)
    // Ben's acts (if any random one was legal) are public to Mia as events, never his private ones.
    for (const u of mia.updates.slice(miaSaw)) for (const e of u.events as { type: string; seat?: number }[]) expect(['holding', 'seen', 'openingLook'].includes(e.type) && e.seat !== 1).toBe(false)
  })

  test('a phone hears its table only, never the app\'s own events', async () => {
    const { host, screen, phone, human, bot } = await setUp()
    const s = await screen().call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 's6' })
    const ben = phone(keyOf(s, 0))
    await host.request('profiles:create', { name: 'Zoe', colour: 'orange' })
    await host.request('settings:update', { sound: false })
    expect(new Set(ben.events)).toEqual(new Set(['seat:language', 'table:update']))
  })

  test("a phone is told the table's language as it takes its seat, before its first picture, and again each time Settings change it", async () => {
    const { host, screen, phone, human, bot } = await setUp()
    await host.request('settings:update', { language: 'ru' })
    const s = await screen().call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 'lang' })
    const ben = phone(keyOf(s, 0))
    expect(ben.events[0]).toBe('seat:language')
    expect(ben.languages).toEqual(['ru'])
    // Another setting, or the same language again, tells nothing.
    await host.request('settings:update', { sound: false })
    await host.request('settings:update', { language: 'ru' })
    expect(ben.languages).toEqual(['ru'])
    const mia = phone(keyOf(s, 1))
    await host.request('settings:update', { language: 'en' })
    expect(ben.languages).toEqual(['ru', 'en'])
    expect(mia.languages).toEqual(['ru', 'en'])
    // A phone that has gone, or lost its seat to another device, hears no more.
    mia.connection.close()
    const benAgain = phone(keyOf(s, 0))
    expect(ben.ended).toEqual([{ reason: 'opened-elsewhere' }])
    await host.request('settings:update', { language: 'ru' })
    expect(ben.languages).toEqual(['ru', 'en'])
    expect(mia.languages).toEqual(['ru', 'en'])
    expect(benAgain.languages).toEqual(['en', 'ru'])
  })

  test("with no language chosen the table's is the system's, and choosing the one it already speaks tells nothing", async () => {
    const { host, screen, phone, human, bot } = await setUp(['ru-RU', 'en-US'])
    const s = await screen().call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'sys' })
    const ben = phone(keyOf(s, 0))
    expect(ben.languages).toEqual(['ru'])
    await host.request('settings:update', { language: 'ru' })
    expect(ben.languages).toEqual(['ru'])
    await host.request('settings:update', { language: 'en' })
    await host.request('settings:update', { language: null })
    expect(ben.languages).toEqual(['ru', 'en', 'ru'])
  })

  test("a host that cannot know its system's language (the web edition) speaks its screen's browser's while none is chosen; English when no screen asked", async () => {
    const { screen, phone, human, bot } = await setUp()
    const s = await screen().call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'web' })
    const ben = phone(keyOf(s, 0))
    expect(ben.languages).toEqual(['en'])
    // The computer's page connects again (a reload) from a browser that asks for Russian first.
    screen(['ru-RU', 'ru', 'en'])
    expect(ben.languages).toEqual(['en', 'ru'])
    // A chosen language outweighs any browser's.
    await screen().call('settings:update', { language: 'en' })
    screen(['ru'])
    expect(ben.languages).toEqual(['en', 'ru', 'en'])
  })

  test("a host that knows its system's languages (the desktop app) keeps them, whatever a screen's browser asks", async () => {
    const { screen, phone, human, bot } = await setUp(['en-GB'])
    const s = await screen(['ru']).call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'app' })
    expect(phone(keyOf(s, 0)).languages).toEqual(['en'])
  })

  test('the computer cannot act for a phone seat: that seat is its phone\'s', async () => {
    const { screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 's7', target: 10 })
    phone(keyOf(s, 0))
    const r = await big.connection.request('table:act', { tableId: s.tableId, seat: 0, action: { type: 'call' } })
    expect(r).toMatchObject({ ok: false, error: { code: 'PHONE_SEAT' } })
    expect(big.last().actions).toEqual([])
  })
})

describe('every screen its own picture', () => {
  test('Four Down with two phones: opening looks only on each phone, and the computer shows the public table throughout', async () => {
    const { clock, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 'fd-phones', target: 10 })
    const ben = phone(keyOf(s, 0))
    const mia = phone(keyOf(s, 1))
    const look = (p: { updates: TableSnapshot[] }) => p.updates.flatMap((u) => u.events as { type: string; seat?: number }[]).filter((e) => e.type === 'openingLook')
    expect(look(ben)).toEqual([expect.objectContaining({ seat: 0 })])
    expect(look(mia)).toEqual([expect.objectContaining({ seat: 1 })])
    // Play the match out from the phones (any legal action) and the computer player.
    for (let step = 0; step < 4000 && !big.last().outcome; step++) {
      for (const p of [ben, mia]) {
        const legal = p.last().actions[0]?.actions
        if (legal?.length) await p.act(legal[step % legal.length])
      }
      clock.advance(3000)
    }
    expect(big.last().outcome).not.toBeNull()
    expect(ben.last().outcome).toEqual(big.last().outcome)
    expect(mia.last().outcome).toEqual(big.last().outcome)
    for (const u of big.updates) {
      expect(u).toMatchObject({ viewer: 'public', handover: null, looking: false })
      const privateNews = (u.events as { type: string }[]).filter((e) => ['openingLook', 'holding', 'seen'].includes(e.type))
      expect(privateNews).toEqual([])
    }
    for (const [p, seat] of [[ben, 0], [mia, 1]] as const) {
      for (const u of p.updates) {
        expect(u.viewer).toBe(seat)
        for (const e of u.events as { type: string; seat?: number }[]) if (['openingLook', 'holding', 'seen'].includes(e.type)) expect(e.seat).toBe(seat)
      }
    }
  })

  // Done when (issue 13): any of the five games can be played to its end with everyone on a phone.
  test.each([
    ['check', ['Ben', 'Mia'], {}],
    ['four-down', ['Ben', 'Mia'], { target: 10 }],
    ['cheat', ['Ben', 'Mia', 'Lena'], {}],
    ['checks', ['Ben', 'Mia'], {}],
    ['checkmates', ['Ben', 'Mia'], { cards: 2 }],
  ] as const)('%s is played to its end from phones alone; every phone is told the result, the computer stays public', async (gameId, people, lobby) => {
    const { clock, screen, phone, human } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId, seats: people.map((n) => human(n)), seed: `to-the-end-${gameId}`, ...lobby })
    const phones = people.map((_, seat) => phone(keyOf(s, seat)))
    for (let step = 0; step < 20_000 && !big.last().outcome; step++) {
      for (const p of phones) {
        const legal = p.last().actions[0]?.actions
        if (legal?.length) await p.act(legal[step % legal.length])
      }
      clock.advance(1000)
    }
    const outcome = big.last().outcome
    expect(outcome).not.toBeNull()
    for (const p of phones) expect(p.last().outcome).toEqual(outcome)
    for (const u of big.updates) expect(u).toMatchObject({ viewer: 'public', handover: null })
  })

  test('a mixed table keeps hand-overs for the person here and none for the phone', async () => {
    const { screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Lena', 'here'), human('Ben'), bot], seed: 'mixed', target: 10 })
    // The screen shows Ben's join code first; Lena's hand-over comes once his phone is in.
    expect(s).toMatchObject({ viewer: 'public', handover: null })
    expect(s.joinLinks.map((l) => l.seat)).toEqual([1])
    const ben = phone(keyOf(s, 1))
    expect(ben.last()).toMatchObject({ viewer: 1, handover: null })
    expect(big.last().handover).toEqual({ seat: 0, name: 'Lena' })
    const shown = await big.call('table:handover', { tableId: s.tableId })
    expect(shown.viewer).toBe(0)
    expect((shown.events as { type: string; seat: number }[]).filter((e) => e.type === 'openingLook')).toEqual([expect.objectContaining({ seat: 0 })])
    // Ben's own look never reached the computer.
    for (const u of big.updates) for (const e of u.events as { type: string; seat?: number }[]) expect(e.type === 'openingLook' && e.seat === 1).toBe(false)
    expect(faces(ben.updates[0]!).size).toBeGreaterThan(0)
  })
})

describe('phones come and go', () => {
  test('play starts only when every phone has joined: until then nothing moves and nobody may act', async () => {
    const { clock, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'checkmates', seats: [human('Ben'), human('Mia'), bot], seed: 'cm', cards: 1 })
    clock.advance(60_000)
    expect(big.last().view).toMatchObject({ phase: 'dealing' })
    const ben = phone(keyOf(s, 0))
    expect(await ben.act({ type: 'bid', moves: 5 })).toMatchObject({ ok: false, error: { code: 'WAITING_FOR_PHONES' } })
    expect(big.last().seats.map((x) => x.phone)).toEqual(['connected', 'joining', undefined])
    phone(keyOf(s, 1))
    clock.advance(10)
    expect(big.last().view).toMatchObject({ phase: 'bidding' })
    expect(big.last().joinLinks).toEqual([])
  })

  test('a phone that closes and reopens its link finds its seat as it was, its turn waiting; its looks do not replay', async () => {
    const { clock, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'back', target: 10 })
    const first = phone(keyOf(s, 0))
    for (let i = 0; i < 20 && !first.last().actions.length; i++) clock.advance(3000)
    expect(first.last().actions[0]!.seat).toBe(0)
    const view = first.last().view
    first.connection.close()
    expect(big.last().seats[0]!.phone).toBe('away')
    // The computer says the phone is away, and shows no key: the phone comes back with its own link.
    expect(big.last().joinLinks).toEqual([{ seat: 0, url: null }])
    clock.advance(10 * 60_000)
    const again = phone(keyOf(s, 0))
    expect(again.last().view).toEqual(view)
    expect(again.last().actions[0]!.seat).toBe(0)
    expect(again.updates.flatMap((u) => u.events as { type: string }[]).filter((e) => e.type === 'openingLook')).toEqual([])
    expect(big.last().seats[0]!.phone).toBe('connected')
  })

  test('a real-time window counts an away phone as passing (Check!)', async () => {
    const { clock, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'check', seats: [human('Ben'), bot], seed: 'pass' })
    const ben = phone(keyOf(s, 0))
    const can = (type: string) => (ben.last().actions[0]?.actions as { type: string }[] | undefined)?.some((a) => a.type === type)
    for (let i = 0; i < 40 && !can('draw'); i++) clock.advance(1000)
    await ben.act({ type: 'draw', from: 'pile' })
    await ben.act({ type: 'discard' })
    expect(can('pass')).toBe(true)
    const seen = big.updates.length
    ben.connection.close()
    // Ben's own window is passed at once, and so is each one the computer player opens after.
    for (let i = 0; i < 60; i++) clock.advance(1000)
    const after = big.updates.slice(seen).flatMap((u) => u.events as { type: string; seat?: number; reason?: string }[])
    const passes = after.filter((e) => e.type === 'passed' && e.seat === 0)
    const windows = after.filter((e) => e.type === 'windowOpened')
    expect(windows.length).toBeGreaterThan(0)
    expect(passes.length).toBe(windows.length + 1)
    expect(after.filter((e) => e.type === 'windowClosed' && e.reason === 'timeout')).toEqual([])
  })

  test('the computer may hand an away seat to a computer player, which plays it on; the link dies', async () => {
    const { host, clock, archive, ids, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'takeover', target: 10 })
    const ben = phone(keyOf(s, 0))
    expect(await big.connection.request('table:seat-move', { tableId: s.tableId, seat: 0, to: 'bot' })).toMatchObject({ ok: false, error: { code: 'PHONE_CONNECTED' } })
    ben.connection.close()
    const moved = await big.call('table:seat-move', { tableId: s.tableId, seat: 0, to: 'bot' })
    expect(moved.seats[0]).toMatchObject({ kind: 'bot', colour: 'green' })
    expect(moved.seats[0]!.name).not.toBe('Ben')
    expect(moved.seats[0]!.phone).toBeUndefined()
    expect(moved.joinLinks).toEqual([])
    expect(host.hasSeat(keyOf(s, 0))).toBe(false)
    for (let i = 0; i < 2000 && !big.last().outcome; i++) clock.advance(2000)
    expect(big.last().outcome).not.toBeNull()
    // Ben left: the match is a computer players' one, and not on his record.
    expect(archive.standing(ids.Ben!)).toBeNull()
    expect(archive.recentMatches(ids.Ben!)).toEqual([])
  })

  test('the computer may take an away seat back: its person plays on here, behind hand-overs', async () => {
    const { host, clock, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 'home', target: 10 })
    phone(keyOf(s, 0))
    const mia = phone(keyOf(s, 1))
    mia.connection.close()
    const moved = await big.call('table:seat-move', { tableId: s.tableId, seat: 1, to: 'here' })
    expect(moved.seats[1]).toMatchObject({ kind: 'human', name: 'Mia' })
    expect(moved.seats[1]!.phone).toBeUndefined()
    expect(host.hasSeat(keyOf(s, 1))).toBe(false)
    for (let i = 0; i < 40 && big.last().handover?.seat !== 1; i++) clock.advance(3000)
    expect(big.last().handover).toEqual({ seat: 1, name: 'Mia' })
    const shown = await big.call('table:handover', { tableId: s.tableId })
    expect(shown.viewer).toBe(1)
    expect(shown.actions.map((a) => a.seat)).toEqual([1])
  })

  test('the same link opened on another device takes the seat; the first is told, and the seat never goes away', async () => {
    const { screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'twice', target: 10 })
    const first = phone(keyOf(s, 0))
    const second = phone(keyOf(s, 0))
    expect(first.ended).toEqual([{ reason: 'opened-elsewhere' }])
    first.connection.close()
    expect(big.last().seats[0]!.phone).toBe('connected')
    expect(second.last().viewer).toBe(0)
  })
})

describe('issue 19: seats that cannot be stolen', () => {
  test('finding 1: a phone replaced by another device holds nothing: what it asks is refused and changes nothing', async () => {
    const { screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'srv', target: 10 })
    const first = phone(keyOf(s, 0))
    const draw = first.last().actions[0]!.actions[0]
    expect(draw).toEqual({ type: 'draw', from: 'stock' })
    const second = phone(keyOf(s, 0))
    const history = (await big.call('table:get', { tableId: s.tableId })).history.length
    expect(await first.act(draw)).toMatchObject({ ok: false, error: { code: 'SEAT_TAKEN' } })
    expect(await first.ask('seat:get', null)).toMatchObject({ ok: false, error: { code: 'SEAT_TAKEN' } })
    expect((await big.call('table:get', { tableId: s.tableId })).history.length).toBe(history)
    expect(await second.act(draw)).toMatchObject({ ok: true })
  })

  test('finding 6: while a phone is away the computer is never given its key; a new link kills the old key and is shown until a phone opens it', async () => {
    const { host, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'away', target: 10 })
    const key = keyOf(s, 0)
    phone(key).connection.close()
    const away = await big.call('table:get', { tableId: s.tableId })
    expect(away.seats[0]!.phone).toBe('away')
    expect(away.joinLinks).toEqual([{ seat: 0, url: null }])
    expect(big.updates.slice(1).some((u) => JSON.stringify(u).includes(key))).toBe(false)
    // The owner's phone comes back with the link it has.
    const back = phone(key)
    expect(back.last().viewer).toBe(0)
    back.connection.close()

    // "New link for Ben": the old key dies at once, and the new one shows on the computer.
    const renewed = await big.call('table:seat-move', { tableId: s.tableId, seat: 0, to: 'phone' })
    const fresh = keyOf(renewed, 0)
    expect(fresh).not.toBe(key)
    expect(renewed.seats[0]!.phone).toBe('away')
    expect(host.hasSeat(key)).toBe(false)
    expect(host.connectSeat(key, () => {})).toBeNull()
    const ben = phone(fresh)
    expect(ben.last().viewer).toBe(0)
    expect((await big.call('table:get', { tableId: s.tableId })).joinLinks).toEqual([])
    // Away again: the new key is hidden in its turn.
    ben.connection.close()
    expect((await big.call('table:get', { tableId: s.tableId })).joinLinks).toEqual([{ seat: 0, url: null }])
    // Only a phone seat gets a link.
    const mixed = await big.call('table:create', { gameId: 'four-down', seats: [human('Mia', 'here'), bot], seed: 'here' })
    expect(await big.connection.request('table:seat-move', { tableId: mixed.tableId, seat: 0, to: 'phone' })).toMatchObject({ ok: false, error: { code: 'BAD_SEAT' } })
  })

  test('finding 6: a new link made while a device holds the seat takes it from that device at once, and tells it why', async () => {
    const { screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), bot], seed: 'srv', target: 10 })
    const holder = phone(keyOf(s, 0))
    const draw = holder.last().actions[0]!.actions[0]
    const renewed = await big.call('table:seat-move', { tableId: s.tableId, seat: 0, to: 'phone' })
    expect(holder.ended).toEqual([{ reason: 'new-link' }])
    expect(await holder.act(draw)).toMatchObject({ ok: false, error: { code: 'SEAT_TAKEN' } })
    expect(renewed.seats[0]!.phone).toBe('away')
    const ben = phone(keyOf(renewed, 0))
    expect(await ben.act(draw)).toMatchObject({ ok: true })
    // The seat's old holder going away now changes nothing: the seat is Ben's.
    holder.connection.close()
    expect((await big.call('table:get', { tableId: s.tableId })).seats[0]!.phone).toBe('connected')
  })

  test('finding 6: a seat that goes to another device is shown on the computer, with a new link at hand; a phone opening its link again is not', async () => {
    const { clock, screen, phone, human, bot } = await setUp()
    const big = screen()
    const s = await big.call('table:create', { gameId: 'four-down', seats: [human('Ben'), human('Mia'), bot], seed: 'srv', target: 10 })
    const get = () => big.call('table:get', { tableId: s.tableId })
    phone(keyOf(s, 0), 'bens-phone')
    phone(keyOf(s, 1), 'mias-phone')
    // Ben's phone reconnects over its own half-open socket: the same device, nothing to say.
    phone(keyOf(s, 0), 'bens-phone')
    expect((await get()).joinLinks).toEqual([])
    clock.advance(5000)
    const thief = phone(keyOf(s, 0), 'someone-else')
    expect((await get()).joinLinks).toEqual([{ seat: 0, url: null, takenAt: clock.now() }])
    // "New link for Ben" shuts the other device out; the card shows the new code while the seat is away.
    const renewed = await big.call('table:seat-move', { tableId: s.tableId, seat: 0, to: 'phone' })
    expect(thief.ended).toEqual([{ reason: 'new-link' }])
    expect(renewed.joinLinks).toEqual([{ seat: 0, url: expect.stringContaining(keyOf(renewed, 0)) }])
    phone(keyOf(renewed, 0), 'bens-phone')
    expect((await get()).joinLinks).toEqual([])
    // A device that cannot say which it is counts as another one.
    phone(keyOf(s, 1))
    expect((await get()).joinLinks).toEqual([{ seat: 1, url: null, takenAt: clock.now() }])
  })
})
