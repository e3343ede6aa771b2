import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/profile'
import { confBacking } from './conf-backing'
import { CURRENT_VERSION, migrate } from './schema'
import { openStore } from './store'

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
    ['not JSON', '{"profiles": ['],
    ['the wrong shape', JSON.stringify({ schemaVersion: 1, profiles: 'everyone', settings: {} })],
    ['a newer app', JSON.stringify({ schemaVersion: 999 })],
  ])('a file that is %s is moved aside with a timestamp and a notice explains it', (_name, contents) => {
    const dir = fresh()
    writeFileSync(join(dir, 'data.json'), contents)
    const { store, notice } = openStore(confBacking(dir), () => when)
    expect(notice?.level).toBe('warning')
    expect(notice?.message).toMatch(/could not be read/)
    expect(store.read().profiles).toEqual([])
    const aside = readdirSync(dir).filter((f) => f.includes('corrupt'))
    expect(aside).toEqual(['data.corrupt-2026-11-29T12-00-00-000Z.json'])
    expect(readFileSync(join(dir, aside[0]!), 'utf8')).toBe(contents)
  })

  test('an invalid write is refused and leaves the saved data as it was', () => {
    const { store } = openStore(confBacking(fresh()))
    const before = store.read()
    expect(() => store.write((d) => ({ ...d, settings: { ...d.settings, realtimeWindowSeconds: 99 } }))).toThrow()
    expect(store.read()).toEqual(before)
  })

  test('migrations run in order from an unversioned file', () => {
    expect(migrate({})).toMatchObject({ schemaVersion: CURRENT_VERSION, profiles: [] })
  })
})
