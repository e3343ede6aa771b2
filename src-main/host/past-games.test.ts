import { describe, expect, test } from 'vitest'
import type { PastGameSummary } from '@shared/ipc'
import { DEFAULT_SETTINGS } from '@shared/profile'
import { isExpire } from '@shared/records/format'
import { parseRecord } from '@shared/records/parse'
import { replay } from '@shared/records/replay'
import { fakeBacking } from '../store/fake-backing'
import { CURRENT_VERSION, MIGRATIONS, type StoredData } from '../store/schema'
import { openStore } from '../store/store'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import { KEEP_GAMES, MAX_GAMES_CHARS, keepGame, listGames } from './past-games'
import { createSolverService } from './solver'

const empty = (): StoredData => ({
  schemaVersion: CURRENT_VERSION,
  profiles: [],
  settings: DEFAULT_SETTINGS,
  standings: {},
  matches: [],
  soloRuns: [],
  games: [],
})

const game = (n: number, chars = 10) => ({
  id: `g${n}`,
  at: n,
  gameId: 'checks' as const,
  mode: 'table' as const,
  seats: [{ name: 'Ada', kind: 'human' as const, profileId: n % 2 ? 'odd' : 'even' }, { name: 'Bram', kind: 'bot' as const, level: 'easy' }],
  winners: [0],
  scores: [3, 1],
  steps: 1,
  record: 'x'.repeat(chars),
})

describe('past games in the store', () => {
  test('a finished game of computer players is kept with its record, which replays to the same result', async () => {
    for (const [gameId, count] of [['check', 3], ['cheat', 3], ['checks', 2], ['four-down', 2]] as const) {
      const { store } = openStore(fakeBacking().file)
      const clock = fakeClock(1_000_000)
      const host = createHost({ store, edition: 'web', version: '9.9.9', clock, solver: createSolverService({ workerPath: null }) })
      // A screen has the table open, or it would close when nobody looked for two minutes.
      const screen = host.connect(() => {})
      const created = await screen.request('table:create', { gameId, seats: Array.from({ length: count }, () => ({ kind: 'bot', level: 'normal' })), seed: `past-${gameId}` })
      expect(created.ok).toBe(true)
      while (store.read().games.length === 0 && clock.now() < 1_000_000 + 4 * 3600_000) clock.advance(1000)
      const [kept] = store.read().games
      const record = parseRecord(kept!.record)
      if (!record.ok) throw new Error(record.error.message)
      expect(record.value).toMatchObject({ game: gameId, mode: 'table', app: '9.9.9', seed: `past-${gameId}`, startedAt: 1_000_000 })
      expect(record.value.seats.map((s) => [s.kind, s.level, s.where])).toEqual(Array.from({ length: count }, () => ['bot', 'normal', 'here']))
      expect(kept!.steps).toBe(record.value.steps.length)
      // The real-time games' windows close by the clock: those expiries are steps too.
      // Cheat's challenge windows close by the clock: those expiries are steps too.
      if (gameId === 'cheat') expect(record.value.steps.some(isExpire)).toBe(true)
      const again = replay(record.value)
      if (!again.ok) throw new Error(again.error.message)
      expect(again.value.outcome).toMatchObject({ winners: kept!.winners, scores: kept!.scores })
      expect(store.read().matches).toHaveLength(1)
      host.close()
    }
  })

  test(`the store keeps the latest ${KEEP_GAMES} games, the oldest dropped first`, () => {
    let data = empty()
    for (let n = 1; n <= KEEP_GAMES + 10; n++) data = keepGame(data, game(n))
    expect(data.games).toHaveLength(KEEP_GAMES)
    expect(data.games[0]!.id).toBe('g11')
    expect(data.games.at(-1)!.id).toBe(`g${KEEP_GAMES + 10}`)
  })

  test('records over the size cap drop the oldest games, but never the newest', () => {
    const big = Math.floor(MAX_GAMES_CHARS / 2.5)
    let data = empty()
    for (let n = 1; n <= 4; n++) data = keepGame(data, game(n, big))
    expect(data.games.map((g) => g.id)).toEqual(['g3', 'g4'])
    data = keepGame(data, game(5, MAX_GAMES_CHARS + 1))
    expect(data.games.map((g) => g.id)).toEqual(['g5'])
  })

  test("the list is newest first, without the records, and a profile's list holds only that person's games", () => {
    let data = empty()
    for (let n = 1; n <= 4; n++) data = keepGame(data, game(n))
    const all: PastGameSummary[] = listGames(data, null)
    expect(all.map((g) => g.id)).toEqual(['g4', 'g3', 'g2', 'g1'])
    expect(all[0]).not.toHaveProperty('record')
    expect(listGames(data, 'odd').map((g) => g.id)).toEqual(['g3', 'g1'])
  })

  test('6 → 7: a save from before past games opens with none and keeps everything else', () => {
    const { games: _new, ...rest } = { ...empty(), schemaVersion: 6, matches: [{ gameId: 'cheat', at: 5, seats: [], winners: [0], scores: [1], rated: false }] }
    expect(MIGRATIONS[6]!(rest)).toEqual({ ...rest, games: [] })
    const { store } = openStore(fakeBacking(rest).file)
    expect(store.read()).toEqual({ ...rest, schemaVersion: CURRENT_VERSION, games: [] })
  })
})
