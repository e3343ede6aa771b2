import { describe, expect, test } from 'vitest'
import type { PastGameSummary } from '@shared/ipc'
import { DEFAULT_SETTINGS } from '@shared/profile'
import { isExpire } from '@shared/records/format'
import { parseRecord } from '@shared/records/parse'
import { replay } from '@shared/records/replay'
import { fakeBacking } from '../store/fake-backing'
import { memoryArchive } from '../store/archive'
import { CURRENT_VERSION, MIGRATIONS } from '../store/schema'
import { openStore } from '../store/store'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import { createSolverService } from './solver'
import { pastGame } from './past-games'
import { testData } from '../store/test-support'
import { recordedMatch } from '@shared/records/test-support'
import { checksGame } from '@shared/games/checks'

describe('past games in the store', () => {
  test('a finished game of computer players is kept with its record, which replays to the same result', async () => {
    for (const [gameId, count] of [['check', 3], ['cheat', 3], ['checks', 2], ['four-down', 2]] as const) {
      const { store } = openStore(fakeBacking().file)
      const archive = memoryArchive()
      const clock = fakeClock(1_000_000)
      const host = createHost({ store, archive, edition: 'web', version: '9.9.9', clock, solver: createSolverService({ workerPath: null }) })
      // A screen has the table open, or it would close when nobody looked for two minutes.
      const screen = host.connect(() => {})
      const created = await screen.request('table:create', { gameId, seats: Array.from({ length: count }, () => ({ kind: 'bot', level: 'normal' })), seed: `past-${gameId}` })
      expect(created.ok).toBe(true)
      const kept = () => archive.listGames({ profileId: null }).games[0] as PastGameSummary | undefined
      while (!kept() && clock.now() < 1_000_000 + 4 * 3600_000) clock.advance(1000)
      const record = parseRecord(archive.game(kept()!.id)!.record)
      if (!record.ok) throw new Error(record.error.message)
      expect(record.value).toMatchObject({ game: gameId, mode: 'table', app: '9.9.9', seed: `past-${gameId}`, startedAt: 1_000_000 })
      expect(record.value.seats.map((s) => [s.kind, s.level, s.where])).toEqual(Array.from({ length: count }, () => ['bot', 'normal', 'here']))
      expect(kept()!.steps).toBe(record.value.steps.length)
      // The real-time games' windows close by the clock: those expiries are steps too.
      // Cheat's challenge windows close by the clock: those expiries are steps too.
      if (gameId === 'cheat') expect(record.value.steps.some(isExpire)).toBe(true)
      const again = replay(record.value)
      if (!again.ok) throw new Error(again.error.message)
      expect(again.value.outcome).toMatchObject({ winners: kept()!.winners, scores: kept()!.scores })
      host.close()
    }
  })

  test('6 → 7: a save from before past games opens with none and keeps everything else, which 9 → 10 hands to the games database', () => {
    const matches = [{ gameId: 'cheat', at: 5, seats: [], winners: [0], scores: [1], rated: false }]
    const rest = { schemaVersion: 6, profiles: [], settings: DEFAULT_SETTINGS, standings: {}, matches, soloRuns: [] }
    expect(MIGRATIONS[6]!(rest, () => {})).toEqual({ ...rest, games: [] })
    const handed: unknown[] = []
    const { store } = openStore(fakeBacking(rest).file, undefined, (old) => handed.push(old))
    expect(store.read()).toEqual({ schemaVersion: CURRENT_VERSION, profiles: [], settings: DEFAULT_SETTINGS })
    expect(handed).toEqual([{ games: [], soloRuns: [], matches, standings: {} }])
  })

  test('issue 29 finding 3: imports never evict a game played here; 260 imported games (the old cap was 250) and a padded one later, all four own games are there', async () => {
    const { store, archive } = testData()
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock: fakeClock(5), solver: createSolverService({ workerPath: null }) })
    for (let n = 1; n <= 4; n++) archive.fileGame({ ...pastGame(`own-${n}`, n, recordedMatch('checks', checksGame, ['easy', 'easy'], `own-${n}`).record, { winners: [0], scores: [1, 0], disqualified: [] }) })
    for (let n = 0; n < 260; n++) {
      const { record } = recordedMatch('checks', checksGame, ['easy', 'easy'], `imported-${n}`)
      expect(await host.request('games:import', { text: JSON.stringify(record) })).toMatchObject({ ok: true, value: { imported: true } })
    }
    const { record } = recordedMatch('checks', checksGame, ['easy', 'easy'], 'padded')
    // Padded as JSON allows, with spaces: a record near a megabyte once took every own game's place.
    const padded = JSON.stringify(record) + ' '.repeat(900_000)
    expect(padded.length).toBeGreaterThan(500_000)
    expect(await host.request('games:import', { text: padded })).toMatchObject({ ok: true })
    const own = archive.listGames({ profileId: null, kind: 'counted' })
    expect(own.games.map((g) => g.id)).toEqual(['own-4', 'own-3', 'own-2', 'own-1'])
    expect(archive.listGames({ profileId: null, kind: 'imported' }).total).toBe(261)
  })

  test('issue 29: games:list pages and filters through the host; games:delete forgets one; games:backup hands every record over in parts', async () => {
    const { store, archive } = testData()
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock: fakeClock(5), solver: createSolverService({ workerPath: null }) })
    const { record } = recordedMatch('checks', checksGame, ['easy', 'easy'], 'listed')
    for (let n = 1; n <= 120; n++) archive.fileGame(pastGame(`g${String(n).padStart(3, '0')}`, n * 1000, record, record.result!, n % 3 === 0))
    const page = await host.request('games:list', { profileId: null, kind: 'practice', limit: 30 })
    expect(page).toMatchObject({ ok: true, value: { total: 40, next: { at: 33_000, id: 'g033' } } })
    const next = await host.request('games:list', { profileId: null, kind: 'practice', limit: 30, after: { at: 33_000, id: 'g033' } })
    expect(next).toMatchObject({ ok: true, value: { next: null } })
    expect(next.ok && (next.value as { games: { id: string }[] }).games.map((g) => g.id)).toEqual(['g030', 'g027', 'g024', 'g021', 'g018', 'g015', 'g012', 'g009', 'g006', 'g003'])
    expect(await host.request('games:list', { profileId: null, limit: 101 })).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
    expect(await host.request('games:list', { profileId: null, from: 1e308 })).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
    expect(await host.request('games:delete', { id: 'g120' })).toEqual({ ok: true, value: null })
    expect(await host.request('games:delete', { id: 'g120' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    expect(await host.request('review:step', { id: 'g120', step: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    let records = 0
    for (let after: unknown, parts = 0; ; parts++) {
      const r = await host.request('games:backup', { query: { profileId: null }, ...(after ? { after } : {}) })
      if (!r.ok) throw new Error(r.error.message)
      const part = r.value as { records: string[]; next: unknown }
      records += part.records.length
      expect(part.records.every((text) => JSON.parse(text).seed === 'listed')).toBe(true)
      if (!part.next) break
      after = part.next
    }
    expect(records).toBe(119)
  })
})
