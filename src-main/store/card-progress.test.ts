import Database from 'libsql'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { GameId } from '@shared/games/registry'
import { memoryArchive, openArchive, type Archive } from './archive'
import { ARCHIVE_MIGRATIONS } from './migrations'
import type { PastGame, Standing } from './schema'

const DAY = 86_400_000
const CARD: GameId[] = ['check', 'four-down', 'cheat', 'checks']

const lena = { name: 'Lena', kind: 'human' as const, profileId: 'lena' }
const ben = { name: 'Ben', kind: 'human' as const, profileId: 'ben' }
const bot = (level: string) => ({ name: `Bot ${level}`, kind: 'bot' as const, level })

function game(id: string, at: number, won: boolean, more: Partial<PastGame> = {}): PastGame {
  return {
    id, at, gameId: 'check', mode: 'table', steps: 10, seats: [lena, bot('easy'), bot('hard')], winners: won ? [0] : [2], scores: [0, 0, 0], record: '{}', ...more,
  }
}
const standing = (levelPoints: number, rating: number | null): Standing => ({ levelPoints, rating, ratedMatches: 0, badges: [], games: {} })
const lenas = (archive: Archive, from: number | null = null) => archive.cardProgress('lena', CARD, { from })

/**
 * Lena's 23 counted games of Check at tables whose strongest computer player is 'hard' (an 'easy'
 * one sits there too), one a day. Wins, worked out by hand: games 1–10 win 6 (0.6), games 11–20
 * win 3 (0.3), games 21–23 win 2 of 3.
 */
const WON = [1, 1, 1, 0, 1, 0, 1, 1, 0, 0, /**/ 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, /**/ 1, 0, 1].map(Boolean)
const gid = (i: number) => `g${String(i + 1).padStart(2, '0')}`

function history(): Archive {
  const archive = memoryArchive()
  WON.forEach((won, i) => archive.fileGame(game(gid(i), (i + 1) * DAY, won)))
  return archive
}

describe('Progress: card games (issue 30), against a history worked out by hand', () => {
  test('win share per ten games against the strongest computer level, oldest first, the last block with its size', () => {
    const p = lenas(history())
    expect(p.games.map((g) => g.gameId)).toEqual(['check'])
    expect(p.games[0]!.blocks).toEqual([
      { level: 'hard', block: 1, games: 10, wins: 6, share: 0.6, from: DAY, at: 10 * DAY, game: 'g10' },
      { level: 'hard', block: 2, games: 10, wins: 3, share: 0.3, from: 11 * DAY, at: 20 * DAY, game: 'g20' },
      { level: 'hard', block: 3, games: 3, wins: 2, share: 2 / 3, from: 21 * DAY, at: 23 * DAY, game: 'g23' },
    ])
  })

  test('practice and imported games count for nothing; a table of persons only is "people"; draws are not wins', () => {
    const archive = history()
    archive.fileGame(game('practice', 30 * DAY, true, { practice: true }))
    archive.fileGame(game('imported', 31 * DAY, true, { imported: true }))
    archive.fileGame(game('p1', 32 * DAY, true, { gameId: 'cheat', seats: [lena, ben] }))
    archive.fileGame(game('p2', 33 * DAY, false, { gameId: 'cheat', seats: [lena, ben], winners: [0, 1] }))
    archive.fileGame(game('p3', 34 * DAY, false, { gameId: 'cheat', seats: [ben, lena, bot('random')], winners: [0] }))
    const p = lenas(archive)
    expect(p.games.map((g) => g.gameId)).toEqual(['check', 'cheat'])
    expect(p.games[0]!.blocks.reduce((n, b) => n + b.games, 0)).toBe(23)
    // The registry's order (check before cheat); within a game persons first, then levels weakest first.
    expect(p.games[1]!.blocks).toEqual([
      { level: 'people', block: 1, games: 2, wins: 1, share: 0.5, from: 32 * DAY, at: 33 * DAY, game: 'p2' },
      { level: 'random', block: 1, games: 1, wins: 0, share: 0, from: 34 * DAY, at: 34 * DAY, game: 'p3' },
    ])
  })

  test('the period cuts the history, and the blocks start at its first game', () => {
    // From day 14 on: games 14–23, ten games, won 0 1 0 0 1 0 0 1 0 1: 4 of 10.
    const p = lenas(history(), 14 * DAY)
    expect(p.games[0]!.blocks).toEqual([{ level: 'hard', block: 1, games: 10, wins: 4, share: 0.4, from: 14 * DAY, at: 23 * DAY, game: 'g23' }])
    expect(lenas(history(), 24 * DAY)).toEqual({ games: [], ladder: [], decisions: { games: [], waiting: 0 } })
  })

  test('another person is apart: Ben sees his own games only', () => {
    const archive = history()
    archive.fileGame(game('b1', 40 * DAY, true, { seats: [ben, bot('normal')] }))
    expect(archive.cardProgress('ben', CARD, { from: null }).games).toEqual([
      { gameId: 'check', blocks: [{ level: 'normal', block: 1, games: 1, wins: 1, share: 1, from: 40 * DAY, at: 40 * DAY, game: 'b1' }] },
    ])
    expect(archive.cardProgress('nobody', CARD, { from: null })).toEqual({ games: [], ladder: [], decisions: { games: [], waiting: 0 } })
  })

  test('level points and rating after each counted match, in order, each naming its game; a rating only after a rated match', () => {
    const archive = memoryArchive()
    const match = (gameId: GameId, at: number, rated: boolean) => ({ gameId, at, seats: [], winners: [0], scores: [1], rated })
    archive.fileGame(game('m1', DAY, true), { match: match('check', DAY, true), standings: { lena: standing(3, 1516), ben: standing(0, 1484) } })
    archive.fileGame(game('m2', 2 * DAY, false), { match: match('cheat', 2 * DAY, false), standings: { lena: standing(4, 1516) } })
    archive.fileGame(game('m3', 3 * DAY, false), { match: match('checks', 3 * DAY, true), standings: { lena: standing(5, 1498.5) } })
    const p = lenas(archive)
    expect(p.ladder).toEqual([
      { gameId: 'check', at: DAY, levelPoints: 3, rating: 1516, game: 'm1' },
      { gameId: 'cheat', at: 2 * DAY, levelPoints: 4, rating: null, game: 'm2' },
      { gameId: 'checks', at: 3 * DAY, levelPoints: 5, rating: 1498.5, game: 'm3' },
    ])
    expect(lenas(archive, 2 * DAY).ladder.map((x) => x.game)).toEqual(['m2', 'm3'])
    expect(archive.cardProgress('ben', CARD, { from: null }).ladder).toEqual([{ gameId: 'check', at: DAY, levelPoints: 0, rating: 1484, game: 'm1' }])
    // A game deleted since: its point stays, with no review to open.
    archive.deleteGame('m1')
    expect(lenas(archive).ladder[0]).toMatchObject({ levelPoints: 3, game: null })
  })

  test('matches brought over from the old data file have no standing after them and are left out', () => {
    const archive = memoryArchive()
    archive.adoptOld({ matches: [{ gameId: 'check', at: DAY, seats: [lena, ben], winners: [0], scores: [1, 0], rated: true }] } as never)
    expect(lenas(archive).ladder).toEqual([])
  })
})

describe('a database from before the matches named their game', () => {
  test('is upgraded: its matches stay, with no game to open', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'cmt-cards-')), 'games.db')
    const raw = new Database(path)
    raw.exec(ARCHIVE_MIGRATIONS[0]!)
    raw.exec(ARCHIVE_MIGRATIONS[1]!)
    raw.pragma('user_version = 2')
    raw.prepare("INSERT INTO matches (id, game_id, at, seats, winners, scores, rated) VALUES (1, 'check', ?, '[]', '[0]', '[1]', 1)").run(DAY)
    raw.prepare("INSERT INTO match_people (match, profile_id, at, level_points, rating) VALUES (1, 'lena', ?, 3, 1516)").run(DAY)
    raw.close()
    const { archive, notice } = openArchive(path)
    expect(notice).toBeNull()
    expect(lenas(archive).ladder).toEqual([{ gameId: 'check', at: DAY, levelPoints: 3, rating: 1516, game: null }])
    archive.close()
  })
})
