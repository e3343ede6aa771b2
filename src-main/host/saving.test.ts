import { describe, expect, test } from 'vitest'
import type { AppInfo, Events, EventName, Notice, ProfileResults, TableSnapshot } from '@shared/ipc'
import { DEFAULT_SETTINGS } from '@shared/profile'
import { fakeBacking } from '../store/fake-backing'
import { openStore } from '../store/store'
import type { StoredData } from '../store/schema'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import { createSolverService } from './solver'
import { fillableArchive } from '../store/test-support'

function setUp() {
  const file = fakeBacking()
  const games = fillableArchive()
  const archive = games.archive
  // One disk under both: the data file and the games database fill up together.
  const disk = { disk: file.disk, fill: (full: boolean) => (file.fill(full), games.fill(full)) }
  const { store } = openStore(file.file)
  const clock = fakeClock(1_000_000)
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  const notices: Notice[][] = []
  const connection = host.connect(<K extends EventName>(event: K, payload: Events[K]) => {
    if (event === 'notices:changed') notices.push(payload as Notice[])
  })
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const r = await connection.request(channel, payload)
    if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`)
    return r.value as T
  }
  return { disk, store, archive, clock, host, call, notices, saveNotice: () => notices.at(-1)?.find((n) => n.id === 'save-failed') }
}

type Ender = 'person' | 'computer'

/**
 * Lena plays Checks against an easy computer player, always taking her first legal action, with
 * the disk full from the start; seeds are tried until the match is ended the way asked for.
 * Every move is answered and every timer runs without a throw, or the test fails right there.
 */
async function playToTheEnd(ender: Ender) {
  for (let n = 0; n < 30; n++) {
    const s = setUp()
    const lena = await s.call<{ id: string }>('profiles:create', { name: 'Lena', colour: 'sky' })
    s.disk.fill(true)
    const seats = [{ kind: 'human', profileId: lena.id }, { kind: 'bot', level: 'easy' }]
    let snap = await s.call<TableSnapshot>('table:create', { gameId: 'checks', seed: `full-${n}`, seats })
    let endedBy: Ender | null = null
    for (let step = 0; step < 2000 && !snap.outcome; step++) {
      const mine = snap.actions.find((a) => a.seat === 0)?.actions ?? []
      if (mine.length > 0) {
        snap = await s.call<TableSnapshot>('table:act', { tableId: snap.tableId, seat: 0, action: mine[0] })
        if (snap.outcome) endedBy = 'person'
      } else {
        s.clock.advance(500)
        snap = await s.call<TableSnapshot>('table:get', { tableId: snap.tableId })
        if (snap.outcome) endedBy = 'computer'
      }
    }
    if (endedBy === ender) return { ...s, lena, snap }
  }
  throw new Error(`no seed gave a match ended by the ${ender}`)
}

describe('a save that fails (a full disk) never stops or undoes play', () => {
  test.each<Ender>(['computer', 'person'])('a match ended by the %s stands, the person is told why, and the result is saved once the disk has room', async (ender) => {
    const { disk, archive, call, lena, snap, saveNotice, notices } = await playToTheEnd(ender)

    // The match stands on the table; the disk still holds what it held before it filled up:
    // Lena, and no game, no match. The game waits in memory, in order, to be filed.
    expect(snap.outcome).not.toBeNull()
    expect((disk.disk() as StoredData).profiles.map((p) => p.name)).toEqual(['Lena'])
    expect(archive.listGames({ profileId: null }).total).toBe(0)
    expect(saveNotice()).toMatchObject({ level: 'warning', code: 'SAVE_FAILED', params: { reason: 'ENOSPC', path: archive.path } })
    expect(saveNotice()!.message).toMatch(/Saving failed: .*\(ENOSPC\)/)
    expect(saveNotice()!.message).toContain(archive.path)

    // Every further failed save says so again, even after the notice was dismissed.
    await call('notices:dismiss', { id: 'save-failed' })
    expect(saveNotice()).toBeUndefined()
    await call('settings:update', { sound: false })
    expect(saveNotice()).toMatchObject({ level: 'warning' })

    // Room again: the next change saves everything, and the notice says so.
    disk.fill(false)
    const before = notices.length
    await call('settings:update', { sound: true })
    expect(notices.length).toBe(before + 1)
    expect(saveNotice()).toMatchObject({ level: 'info', code: 'SAVE_WORKS', message: expect.stringMatching(/Saving works again/) })
    const saved = disk.disk() as StoredData
    expect(saved.settings.sound).toBe(true)
    expect(archive.listGames({ profileId: lena.id }).games).toMatchObject([{ gameId: 'checks', winners: snap.outcome!.winners }])
    const record = await call<ProfileResults>('results:profile', { profileId: lena.id })
    expect(record.standing.games.checks?.played).toBe(1)
    expect(record.recent).toMatchObject([{ gameId: 'checks', winners: snap.outcome!.winners }])

    // A save that works after a working one is not news.
    await call('settings:update', { sound: false })
    expect(notices.length).toBe(before + 1)
  })

  test('a save problem at start-up (migrating an older file) is shown once the app is up, and the file is not set aside', async () => {
    const disk = fakeBacking({ schemaVersion: 3, profiles: [], settings: DEFAULT_SETTINGS, standings: {}, matches: [] })
    disk.fill(true)
    const { store, notice } = openStore(disk.file)
    expect(notice).toBeNull()
    expect(store.read().settings).toEqual(DEFAULT_SETTINGS)
    const host = createHost({ store, edition: 'web', version: 'test', clock: fakeClock(), solver: createSolverService({ workerPath: null }) })
    const info = await host.request('app:info', null)
    expect(info.ok && (info.value as AppInfo).notices).toEqual([expect.objectContaining({ id: 'save-failed', level: 'warning' })])
    disk.fill(false)
    store.flush()
    expect(disk.disk()).toEqual({ schemaVersion: store.read().schemaVersion, profiles: [], settings: DEFAULT_SETTINGS })
  })
})
