import Database from 'libsql'
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { PastGameSummary } from '@shared/ipc'
import { scoreMatch } from '../host/results'
import { memoryArchive, openArchive, MAX_PAGE, type Archive } from './archive'
import type { PastGame } from './schema'

const DAY = 86_400_000
const lena = { name: 'Lena', kind: 'human' as const, profileId: 'lena' }
const ben = { name: 'Ben', kind: 'human' as const, profileId: 'ben' }
const bot = { name: 'Ada', kind: 'bot' as const, level: 'easy' }

function game(n: number, more: Partial<PastGame> = {}): PastGame {
  return {
    id: `g${String(n).padStart(5, '0')}`,
    at: n * DAY,
    gameId: 'checks',
    mode: 'table',
    seats: [lena, bot],
    winners: [n % 2],
    scores: [1, 0],
    steps: 3,
    record: `{"n":${n}}`,
    ...more,
  }
}

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id)
const tempDir = () => mkdtempSync(join(tmpdir(), 'cmt-archive-'))

describe('the games database (issue 29)', () => {
  test('every game is kept, with no cap: 600 games, listed newest first a page at a time, each page after the one before', () => {
    const archive = memoryArchive()
    for (let n = 1; n <= 600; n++) archive.fileGame(game(n))
    const first = archive.listGames({ profileId: null })
    expect(first.total).toBe(600)
    expect(first.games).toHaveLength(MAX_PAGE)
    expect(first.games[0]!.id).toBe(game(600).id)
    const seen: string[] = []
    for (let page: typeof first | null = first; page; page = page.next ? archive.listGames({ profileId: null, after: page.next }) : null) seen.push(...ids(page.games))
    expect(seen).toEqual(Array.from({ length: 600 }, (_, i) => game(600 - i).id))
    expect(archive.game(game(1).id)?.record).toBe('{"n":1}')
  })

  test('filters in SQL: by game, by person and their result, counted, practice or imported, and by date', () => {
    const archive = memoryArchive()
    archive.fileGame(game(1))
    archive.fileGame(game(2, { gameId: 'cheat', seats: [ben, lena, bot], winners: [1] }))
    archive.fileGame(game(3, { practice: true }))
    archive.fileGame(game(4, { imported: true, seats: [ben, bot] }))
    archive.fileGame(game(5, { winners: [0, 1] }))
    const list = (q: Omit<Parameters<Archive['listGames']>[0], 'profileId'> & { profileId?: string | null }) =>
      ids(archive.listGames({ profileId: null, ...q }).games)
    expect(list({ gameId: 'cheat' })).toEqual([game(2).id])
    expect(list({ profileId: 'ben' })).toEqual([game(4).id, game(2).id])
    expect(list({ profileId: 'lena', result: 'win' })).toEqual([game(2).id])
    expect(list({ profileId: 'lena', result: 'loss' })).toEqual([game(3).id, game(1).id])
    expect(list({ profileId: 'lena', result: 'draw' })).toEqual([game(5).id])
    expect(list({ kind: 'counted' })).toEqual([game(5).id, game(2).id, game(1).id])
    expect(list({ kind: 'practice' })).toEqual([game(3).id])
    expect(list({ kind: 'imported' })).toEqual([game(4).id])
    expect(list({ from: 2 * DAY, to: 4 * DAY })).toEqual([game(3).id, game(2).id])
    expect(archive.listGames({ profileId: 'lena', kind: 'counted' }).total).toBe(3)
  })

  test('a finished match and the standings it moved are filed with its game; a person\'s latest matches and progress read back', () => {
    const archive = memoryArchive()
    for (let n = 1; n <= 3; n++) {
      const seats = [{ ...lena, colour: 'sky' as const }, { ...bot, colour: 'orange' as const, level: 'easy' as const }]
      archive.fileGame(game(n), scoreMatch({ gameId: 'checks', seats, outcome: { winners: [0], scores: [1, 0], disqualified: [] }, at: n * DAY }, archive.standing, () => true))
    }
    expect(archive.standing('lena')?.games.checks).toEqual({ played: 3, wins: 3, draws: 0, losses: 0 })
    expect(archive.recentMatches('lena').map((m) => m.at)).toEqual([3 * DAY, 2 * DAY, DAY])
    archive.forgetProfile('lena')
    expect(archive.standing('lena')).toBeNull()
    // Their games stay, as games of someone no longer here.
    expect(archive.listGames({ profileId: 'lena' }).total).toBe(3)
  })

  test('a deleted game is gone from every list with its record; a backup reads every selected record in parts under a size', () => {
    const archive = memoryArchive()
    for (let n = 1; n <= 30; n++) archive.fileGame(game(n, { record: `{"pad":"${'x'.repeat(90)}","n":${n}}` }))
    expect(archive.deleteGame(game(7).id)).toBe(true)
    expect(archive.deleteGame(game(7).id)).toBe(false)
    expect(archive.game(game(7).id)).toBeNull()
    expect(archive.listGames({ profileId: 'lena' }).total).toBe(29)
    const parts: string[][] = []
    for (let after = null, more = true; more; ) {
      const part: ReturnType<Archive['records']> = archive.records({ profileId: null }, after, 1000)
      parts.push(part.records)
      after = part.next
      more = after !== null
    }
    expect(parts.every((p) => p.join('').length <= 1000)).toBe(true)
    const all = parts.flat().map((r) => (JSON.parse(r) as { n: number }).n)
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i).filter((n) => n !== 7))
  })

  test('solo records: one person\'s counted runs on one side and deck, oldest first; the same run filed twice is kept once; practice runs are not records', () => {
    const archive = memoryArchive()
    const run = (id: string, at: number, side: 'fifteen' | 'chess' = 'fifteen', counted = true) =>
      ({ id, profileId: 'lena', side, deck: 'all' as const, seed: 's', timeMs: 60_000 + at, tier: 'mid' as const, at, counted, cards: [{ id: 'c1', moves: 4, optimal: 3, timeMs: 6_000 }] })
    archive.addSoloRun(run('b', 2))
    archive.addSoloRun(run('a', 1))
    archive.addSoloRun(run('c', 3, 'chess'))
    archive.addSoloRun(run('a', 1))
    archive.addSoloRun(run('practice', 4, 'fifteen', false))
    expect(ids(archive.soloRuns('lena', 'fifteen', 'all'))).toEqual(['a', 'b'])
    expect(archive.soloRuns('lena', 'fifteen', 'all')[0]!.cards).toEqual([{ id: 'c1', moves: 4, optimal: 3 }])
    expect(archive.soloRuns(null, 'fifteen', 'all')).toEqual([])
  })

  test('issue 29 finding 10: a row of a game this app does not know, or with a time out of range, shows as "can\'t be shown" and hides nothing else', () => {
    const dir = tempDir()
    const path = join(dir, 'games.db')
    const first = openArchive(path).archive
    first.fileGame(game(1))
    first.fileGame(game(2))
    first.close()
    // Rows only another version of the app, or a hand, could have written.
    const raw = new Database(path)
    raw.prepare("INSERT INTO games (id, at, game_id, mode, steps, seats, winners, scores) VALUES ('future', ?, 'go-fish', 'table', 1, '[]', '[]', '[]')").run(3 * DAY)
    raw.prepare("INSERT INTO games (id, at, game_id, mode, steps, seats, winners, scores) VALUES ('far', 1e308, 'checks', 'table', 1, '[]', '[]', '[]')").run()
    raw.prepare("INSERT INTO games (id, at, game_id, mode, steps, seats, winners, scores) VALUES ('torn', ?, 'checks', 'table', 1, 'not json', '[]', '[]')").run(4 * DAY)
    raw.close()
    const { archive, notice } = openArchive(path)
    expect(notice).toBeNull()
    const { games, total } = archive.listGames({ profileId: null })
    expect(total).toBe(5)
    expect(games.filter((g) => 'unreadable' in g)).toEqual([
      { id: 'far', at: null, unreadable: true },
      { id: 'torn', at: 4 * DAY, unreadable: true },
      { id: 'future', at: 3 * DAY, unreadable: true },
    ])
    expect(games.filter((g): g is PastGameSummary => !('unreadable' in g)).map((g) => g.id)).toEqual([game(2).id, game(1).id])
    expect(archive.game('future')).toBeNull()
    // Such a row can be deleted like any other.
    expect(archive.deleteGame('far')).toBe(true)
    expect(archive.listGames({ profileId: null }).total).toBe(4)
    archive.close()
  })

  test('a file that is not a database is set aside, the person told, and a fresh one started', () => {
    const dir = tempDir()
    const path = join(dir, 'games.db')
    writeFileSync(path, 'these are not the games you are looking for '.repeat(200))
    const { archive, notice } = openArchive(path, () => new Date('2026-12-07T10:00:00Z'))
    expect(notice).toMatchObject({ code: 'GAMES_RESET', params: { reason: 'NOT_A_DATABASE', aside: join(dir, 'games.corrupt-2026-12-07T10-00-00-000Z.db') } })
    archive.fileGame(game(1))
    expect(archive.listGames({ profileId: null }).total).toBe(1)
    archive.close()
    expect(readdirSync(dir).filter((f) => f.endsWith('.db')).sort()).toEqual(['games.corrupt-2026-12-07T10-00-00-000Z.db', 'games.db'])
  })

  test('issue 29 finding 10: a data path where a file stands in for the folder runs on a database in memory, says so, and never throws', () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'not-a-folder'), 'x')
    const path = join(dir, 'not-a-folder', 'games.db')
    const { archive, notice } = openArchive(path)
    expect(notice).toMatchObject({ code: 'GAMES_TEMPORARY', params: { path } })
    archive.fileGame(game(1))
    expect(archive.listGames({ profileId: null }).total).toBe(1)
  })

  test('a database from a newer app is left as it is; this session runs in memory and says why', () => {
    const dir = tempDir()
    const path = join(dir, 'games.db')
    const raw = new Database(path)
    raw.pragma('user_version = 99')
    raw.close()
    const { archive, notice } = openArchive(path)
    expect(notice).toMatchObject({ code: 'GAMES_TEMPORARY', params: { reason: 'NEWER_APP' } })
    archive.fileGame(game(1))
    archive.close()
    const again = new Database(path)
    expect((again.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(99)
    again.close()
    expect(existsSync(path)).toBe(true)
  })
})
