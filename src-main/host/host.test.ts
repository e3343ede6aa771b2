import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { REQUEST_NAMES } from '@shared/ipc'
import { confBacking } from '../store/conf-backing'
import { openStore } from '../store/store'
import { createHost } from './host'
import { manualClock } from './clock'
import { requestSchemas } from './schemas'

function makeHost() {
  const { store } = openStore(confBacking(mkdtempSync(join(tmpdir(), 'cmt-host-'))))
  return { store, host: createHost({ store, edition: 'web', version: 'test', clock: { now: () => 1000, setTimeout: () => 0, clearTimeout: () => {} } }) }
}

describe('host', () => {
  test('profiles are created, renamed and deleted, and each change is announced', async () => {
    const { host } = makeHost()
    const seen: string[] = []
    host.connect((event) => seen.push(event))
    const created = await host.request('profiles:create', { name: '  Lena ', colour: 'sky' })
    expect(created).toMatchObject({ ok: true, value: { name: 'Lena', colour: 'sky', createdAt: 1000 } })
    const id = (created as { value: { id: string } }).value.id
    expect(await host.request('profiles:update', { id, name: 'Lena K' })).toMatchObject({ ok: true, value: { name: 'Lena K', colour: 'sky' } })
    expect(await host.request('profiles:delete', { id })).toEqual({ ok: true, value: [] })
    expect(seen).toEqual(['profiles:changed', 'profiles:changed', 'profiles:changed'])
  })

  test('a second player with the same name is refused with a clear message, also by renaming', async () => {
    const { host, store } = makeHost()
    await host.request('profiles:create', { name: 'Ada', colour: 'sky' })
    const egor = await host.request('profiles:create', { name: 'Egor', colour: 'green' })
    const before = JSON.stringify(store.read())
    const again = await host.request('profiles:create', { name: ' ada ', colour: 'orange' })
    expect(again).toEqual({ ok: false, error: { code: 'NAME_TAKEN', message: 'There is already a player called Ada. Choose another name.', params: { name: 'Ada' } } })
    const id = (egor as { value: { id: string } }).value.id
    expect(await host.request('profiles:update', { id, name: 'ADA' })).toMatchObject({ ok: false, error: { code: 'NAME_TAKEN' } })
    expect(JSON.stringify(store.read())).toBe(before)
    // Keeping one's own name (or changing only its case) is no clash.
    expect(await host.request('profiles:update', { id, name: 'egor', colour: 'sky' })).toMatchObject({ ok: true, value: { name: 'egor' } })
  })

  test('issue 29 finding 9: a name with hidden characters is refused; one that reads as another player\'s is taken; a name is kept composed', async () => {
    const { host, store } = makeHost()
    await host.request('profiles:create', { name: 'Ada', colour: 'sky' })
    const before = JSON.stringify(store.read())
    for (const name of ['A\u200Bda', 'Lena\u202E', 'Max\u0000', 'Zo\uD800', 'Be\u2028n']) {
      const r = await host.request('profiles:create', { name, colour: 'green' })
      expect(r, JSON.stringify(name)).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', params: { problem: 'NAME_HIDDEN' } } })
    }
    for (const name of ['\u3000 \u3000', '\t']) {
      expect(await host.request('profiles:create', { name, colour: 'green' })).toMatchObject({ ok: false, error: { params: { problem: 'NAME_EMPTY' } } })
    }
    // Full-width letters and another case read the same as Ada.
    expect(await host.request('profiles:create', { name: 'ＡＤＡ', colour: 'green' })).toMatchObject({ ok: false, error: { code: 'NAME_TAKEN', params: { name: 'Ada' } } })
    expect(JSON.stringify(store.read())).toBe(before)
    // "Zoë" typed as e + a combining diaeresis is kept as the one character, and is then Zoë's name.
    expect(await host.request('profiles:create', { name: 'Zoe\u0308 😀', colour: 'green' })).toMatchObject({ ok: true, value: { name: 'Zoë 😀' } })
    expect(await host.request('profiles:create', { name: 'zoë 😀', colour: 'vermillion' })).toMatchObject({ ok: false, error: { code: 'NAME_TAKEN' } })
  })

  test('an unknown profile id is a NOT_FOUND error, not a crash', async () => {
    const { host } = makeHost()
    expect(await host.request('profiles:delete', { id: 'nobody' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })

  test('settings update one field at a time and keep the rest', async () => {
    const { host } = makeHost()
    const r = await host.request('settings:update', { realtimeWindowSeconds: 8 })
    expect(r).toMatchObject({ ok: true, value: { realtimeWindowSeconds: 8, theme: 'system' } })
  })

  test("CH-5: Cheat's call window is 5 s, or 3 s once a person picks the quick one; Check!'s window keeps its own setting", async () => {
    const { host } = makeHost()
    const bots = [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }]
    const windowOf = async () => {
      const r = await host.request('table:create', { gameId: 'cheat', seats: bots })
      return r.ok ? (r.value as { view: { challengeMs: number } }).view.challengeMs : r.error.code
    }
    expect(await windowOf()).toBe(5000)
    expect(await host.request('settings:update', { callWindow: 'quick', realtimeWindowSeconds: 9 })).toMatchObject({ ok: true })
    expect(await windowOf()).toBe(3000)
    expect(await host.request('settings:update', { callWindow: 'hurried' })).toMatchObject({ ok: false })
  })

  test('any payload that fails its schema is refused and the store is untouched', async () => {
    const { host, store } = makeHost()
    await host.request('profiles:create', { name: 'Egor', colour: 'green' })
    const before = JSON.stringify(store.read())
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REQUEST_NAMES), fc.anything(), async (channel, payload) => {
        const result = await host.request(channel, payload)
        if (result.ok) return // a random value can be valid (e.g. null for a read, {} for settings:update)
        expect(['INVALID_PAYLOAD', 'NOT_FOUND', 'NAME_TAKEN']).toContain(result.error.code)
        expect(JSON.stringify(store.read())).toBe(before)
      }),
      { numRuns: 500 },
    )
  })

  test('a refused payload is told in words for people, with no channel or field path in them; the detail names both, for developers', async () => {
    const { host } = makeHost()
    const spaces = await host.request('profiles:create', { name: '   ', colour: 'sky' })
    expect(spaces).toEqual({
      ok: false,
      error: {
        code: 'INVALID_PAYLOAD',
        message: 'A name needs at least one character that is not a space.',
        detail: 'profiles:create: name: A name needs at least one character that is not a space.',
        // What the screen words, in the person's language.
        params: { problem: 'NAME_EMPTY' },
      },
    })
    const long = await host.request('profiles:update', { id: 'x', name: 'N'.repeat(30) })
    expect(long).toMatchObject({
      ok: false,
      error: { message: 'A name has at most 24 characters; this one has 30.', params: { problem: 'NAME_TOO_LONG', max: 24, length: 30 } },
    })
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REQUEST_NAMES), fc.anything(), async (channel, payload) => {
        const r = await host.request(channel, payload)
        if (r.ok || r.error.code !== 'INVALID_PAYLOAD') return
        expect(r.error.message).not.toContain(channel)
        const parsed = requestSchemas[channel].safeParse(payload)
        for (const issue of parsed.error?.issues ?? []) {
          if (issue.path.length) expect(r.error.message).not.toContain(`${issue.path.map(String).join('.')}: `)
        }
      }),
      { numRuns: 300 },
    )
  })

  test.each([
    ['table:act', (deep: unknown) => ({ tableId: 't', seat: 0, action: { type: 'draw', deep } })],
    ['table:create', (deep: unknown) => ({ gameId: 'check', seats: deep })],
    ['settings:update', (deep: unknown) => ({ theme: deep })],
    ['profiles:create', (deep: unknown) => deep],
  ] as const)('%s with a value nested 100,000 levels deep is refused as invalid, not a stack overflow', async (channel, payload) => {
    const { host } = makeHost()
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown
    const r = await host.request(channel, payload(deep))
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
  })

  test.each([
    ['a list nested 100,000 deep', JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown, /a list, not a name/],
    ['a megabyte of text', 'x'.repeat(1 << 20), /^there is no request called "x{80}…"$/],
    ['an object', { toString: 'app:info' }, /an object, not a name/],
  ])('a channel that is %s is refused with a short answer', async (_name, channel, message) => {
    const { host } = makeHost()
    const r = await host.request(channel as string, null)
    expect(r).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL', message: expect.stringMatching(message) } })
  })
})

describe('ids from outside', () => {
  test.each([
    ['table:get', (v: string) => ({ tableId: v })],
    ['profiles:delete', (v: string) => ({ id: v })],
    ['results:profile', (v: string) => ({ profileId: v })],
    ['checkmates:solo-hint', (v: string) => ({ sessionId: v })],
  ])('%s: an id of 5,000 characters is refused as INVALID_PAYLOAD, and the answer never echoes it', async (channel, payload) => {
    const { host } = makeHost()
    const r = await host.request(channel, payload('x'.repeat(5000)))
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
    expect(JSON.stringify(r).length).toBeLessThan(300)
  })
})

describe('the test clock (--clock manual)', () => {
  test("a screen is told the host's time when it connects and whenever the clock moves, and hears it no more once gone", () => {
    const { store } = openStore(confBacking(mkdtempSync(join(tmpdir(), 'cmt-host-'))))
    const clock = manualClock(5_000)
    const host = createHost({ store, edition: 'web', version: 'test', clock, manualClock: true })
    const heard: unknown[] = []
    const screen = host.connect((event, payload) => event === 'clock:manual' && heard.push(payload))
    expect(heard).toEqual([{ now: 5_000 }])
    clock.advance(1_500)
    host.clockMoved()
    expect(heard).toEqual([{ now: 5_000 }, { now: 6_500 }])
    screen.close()
    host.clockMoved()
    expect(heard).toHaveLength(2)
    host.close()
  })

  test('a normal launch never says a word of it', () => {
    const { host } = makeHost()
    const heard: string[] = []
    host.connect((event) => heard.push(event))
    host.clockMoved()
    expect(heard).not.toContain('clock:manual')
    host.close()
  })
})
