import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/profile'
import { confBacking } from './conf-backing'
import { CURRENT_VERSION, MIGRATIONS, migrate } from './schema'
import { fakeBacking } from './fake-backing'
import { openStore, type SaveState } from './store'

const fresh = () => mkdtempSync(join(tmpdir(), 'cmt-store-'))
const when = new Date('2026-11-29T12:00:00Z')

describe('store', () => {
  test('a new folder starts with no players and default settings, at the current schema', () => {
    const { store, notice } = openStore(confBacking(fresh()))
    expect(notice).toBeNull()
    expect(store.read()).toMatchObject({ schemaVersion: CURRENT_VERSION, profiles: [], settings: DEFAULT_SETTINGS })
  })

  test('writes reach the file and are read back by a new instance', () => {
    const dir = fresh()
    openStore(confBacking(dir)).store.write((d) => ({ ...d, settings: { ...d.settings, theme: 'dark' } }))
    expect(openStore(confBacking(dir)).store.read().settings.theme).toBe('dark')
  })

  test.each([
    ['not JSON', '{"profiles": [', 'NOT_JSON'],
    ['the wrong shape', JSON.stringify({ schemaVersion: 1, profiles: 'everyone', settings: {} }), 'UNEXPECTED_CONTENTS'],
    ['a newer app', JSON.stringify({ schemaVersion: 999 }), 'NEWER_APP'],
    // conf reads any JSON value as an object, so these once became a fresh store without a word.
    ['a JSON array', JSON.stringify([{ profiles: [] }]), 'NOT_APP_DATA'],
    ['an empty JSON array', '[]', 'NOT_APP_DATA'],
    ['JSON null', 'null', 'NOT_APP_DATA'],
    ['a JSON number', '42', 'NOT_APP_DATA'],
    ['a JSON string', '"data"', 'NOT_APP_DATA'],
  ])('a file that is %s is moved aside with a timestamp and a notice explains it', (_name, contents, reason) => {
    const dir = fresh()
    writeFileSync(join(dir, 'data.json'), contents)
    const { store, notice } = openStore(confBacking(dir), () => when)
    expect(notice?.level).toBe('warning')
    expect(notice?.message).toMatch(/could not be read/)
    // The screen words it by code, in the person's language, naming the copy kept.
    expect(notice).toMatchObject({ code: 'STORE_RESET', params: { reason, aside: join(dir, 'data.corrupt-2026-11-29T12-00-00-000Z.json') } })
    expect(store.read().profiles).toEqual([])
    const aside = readdirSync(dir).filter((f) => f.includes('corrupt'))
    expect(aside).toEqual(['data.corrupt-2026-11-29T12-00-00-000Z.json'])
    expect(readFileSync(join(dir, aside[0]!), 'utf8')).toBe(contents)
  })

  test('issue 29 finding 8: a data file saved with a UTF-8 byte-order mark opens with everything in it, and is saved without the mark', () => {
    const dir = fresh()
    const lena = { id: 'p1', name: 'Zoë', colour: 'sky', createdAt: 1 }
    writeFileSync(join(dir, 'data.json'), '\uFEFF' + JSON.stringify({ schemaVersion: CURRENT_VERSION, profiles: [lena], settings: DEFAULT_SETTINGS }))
    const { store, notice } = openStore(confBacking(dir))
    expect(notice).toBeNull()
    expect(store.read().profiles).toEqual([lena])
    expect(readFileSync(join(dir, 'data.json'), 'utf8').startsWith('{')).toBe(true)
    expect(readdirSync(dir)).toEqual(['data.json'])
  })

  test('an invalid write is refused and leaves the saved data as it was', () => {
    const { store } = openStore(confBacking(fresh()))
    const before = store.read()
    expect(() => store.write((d) => ({ ...d, settings: { ...d.settings, realtimeWindowSeconds: 99 } }))).toThrow()
    expect(store.read()).toEqual(before)
  })

  test('a file holding a JSON array is named as such in the notice', () => {
    const dir = fresh()
    writeFileSync(join(dir, 'data.json'), '[]')
    expect(openStore(confBacking(dir), () => when).notice?.message).toMatch(/holds a JSON array, not the app's data/)
  })

  test('temporaries left by a write that was cut short are removed at start, and nothing else is', () => {
    const dir = fresh()
    openStore(confBacking(dir)).store.write((d) => ({ ...d, settings: { ...d.settings, theme: 'dark' } }))
    const left = ['data.json.tmp-1764417600a1b2c3', 'data.json.tmp-17644176019f8e7d']
    const others = ['data.json.tmp-notes.txt', 'other.json.tmp-1764417600a1b2c3', 'data.corrupt-2026-11-29T12-00-00-000Z.json']
    for (const name of [...left, ...others]) writeFileSync(join(dir, name), '{"half": ')
    const { store, notice } = openStore(confBacking(dir))
    expect(notice).toBeNull()
    expect(store.read().settings.theme).toBe('dark')
    expect(readdirSync(dir).sort()).toEqual(['data.json', ...others].sort())
  })

  test('a save that fails keeps the change in memory, reports why each time, and the next write saves it all', () => {
    const disk = fakeBacking()
    const { store } = openStore(disk.file)
    const seen: SaveState[] = []
    store.onSave((s) => seen.push(s))
    disk.fill(true)
    const profile = { id: 'p1', name: 'Lena', colour: 'sky' as const, createdAt: 1 }
    expect(store.write((d) => ({ ...d, profiles: [profile] })).profiles).toEqual([profile])
    expect(store.read().profiles).toEqual([profile])
    expect(disk.disk().profiles).toEqual([])
    store.write((d) => ({ ...d, settings: { ...d.settings, sound: false } }))
    expect(seen).toEqual([
      { saved: false, reason: 'ENOSPC', problem: 'the disk is full (ENOSPC)' },
      { saved: false, reason: 'ENOSPC', problem: 'the disk is full (ENOSPC)' },
    ])
    expect(store.saving.saved).toBe(false)
    disk.fill(false)
    store.write((d) => d)
    expect(disk.disk()).toMatchObject({ profiles: [profile], settings: { sound: false } })
    expect(seen.at(-1)).toEqual({ saved: true })
    store.write((d) => d)
    expect(seen).toHaveLength(3)
  })

  test('flush, at shutdown, saves what a failed save left in memory', () => {
    const disk = fakeBacking()
    const { store } = openStore(disk.file)
    disk.fill(true)
    store.write((d) => ({ ...d, settings: { ...d.settings, theme: 'dark' } }))
    disk.fill(false)
    store.flush()
    expect(disk.disk()).toMatchObject({ settings: { theme: 'dark' } })
    expect(store.saving).toEqual({ saved: true })
  })

  test('4 → 5: phones arrive off with no chosen address, and every other setting stays', () => {
    const settings = { ...DEFAULT_SETTINGS, theme: 'dark', sound: false }
    const { phones: _p, phonesAddress: _a, ...v4settings } = settings
    const v4 = { schemaVersion: 4, profiles: [], settings: v4settings, standings: {}, matches: [], soloRuns: [] }
    expect(MIGRATIONS[4]!(v4, () => {})).toEqual({ ...v4, settings: { ...settings, phones: false, phonesAddress: null } })
  })

  test('10 → 11 (issue 33): no relay until a person sets one, spectators live, every other setting stays', () => {
    const settings = { ...DEFAULT_SETTINGS, theme: 'dark', phones: true }
    const { relayUrl: _r, watchDelay: _w, ...v10settings } = settings
    const v10 = { schemaVersion: 10, profiles: [], settings: v10settings }
    expect(MIGRATIONS[10]!(v10, () => {})).toEqual({ ...v10, settings: { ...settings, relayUrl: '', watchDelay: 0 } })
  })

  test('migrations run in order from an unversioned file', () => {
    expect(migrate({})).toMatchObject({ schemaVersion: CURRENT_VERSION, profiles: [] })
  })

  test("a save from before the expert gets the expert's thinking time of 1 s and keeps every other setting", () => {
    const { expertThinkMs: _new, ...before } = { ...DEFAULT_SETTINGS, theme: 'dark' as const, botSpeed: 'quick' as const }
    const old = { schemaVersion: 5, profiles: [], settings: before, standings: {}, matches: [], soloRuns: [] }
    const { store } = openStore(fakeBacking(old).file)
    expect(store.read().settings).toEqual({ ...before, expertThinkMs: 1000, language: null })
    expect(store.read().schemaVersion).toBe(CURRENT_VERSION)
  })

  test("CH-5: a save from before Cheat's own call window gets the standard one and keeps every other setting", () => {
    const { callWindow: _new, ...before } = { ...DEFAULT_SETTINGS, realtimeWindowSeconds: 8, botSpeed: 'quick' as const }
    const old = { schemaVersion: 6, profiles: [], settings: before, standings: {}, matches: [], soloRuns: [] }
    const { store } = openStore(fakeBacking(old).file)
    expect(store.read().settings).toEqual({ ...before, callWindow: 'standard' })
  })

  test('8 → 9: a save from before the Russian edition follows the system language and keeps every other setting', () => {
    const { language: _new, ...before } = { ...DEFAULT_SETTINGS, theme: 'dark' as const, expertThinkMs: 2000 as const }
    const old = { schemaVersion: 8, profiles: [], settings: before, standings: {}, matches: [], soloRuns: [], games: [] }
    const { store } = openStore(fakeBacking(old).file)
    expect(store.read().settings).toEqual({ ...before, language: null })
  })
})
