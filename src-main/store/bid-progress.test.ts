import Database from 'libsql'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { defaultBiddingConfig } from '@shared/checkmates/bidding'
import { biddingReview } from '@shared/checkmates/review'
import type { GameRecord } from '@shared/records/format'
import { biddingAsCardGame, recordedMatch, replayed } from '@shared/records/test-support'
import { endOf, pastGame } from '../host/past-games'
import { archiveOver, openArchive, type Archive } from './archive'
import { bidWriter, type FiledBid } from './bid-progress'
import { ARCHIVE_MIGRATIONS } from './migrations'
import type { PastGame } from './schema'

const DAY = 86_400_000

const lena = { name: 'Lena', kind: 'human' as const, profileId: 'lena' }
const ben = { name: 'Ben', kind: 'human' as const, profileId: 'ben' }
const guest = { name: 'Guest', kind: 'human' as const }

/** A kept bidding game whose record is no record: its bids are seeded by hand, below. */
const game = (id: string, at: number, more: Partial<PastGame> = {}): PastGame => ({
  id, at, gameId: 'checkmates', mode: 'table', steps: 10, seats: [lena, ben, guest], winners: [0], scores: [1, 0, 0], record: '{}', ...more,
})

/** Bids as [seat, bid, optimal], one step each in order. */
type Bids = [seat: number, bid: number, optimal: number | null][]
const PEOPLE = ['lena', 'ben', null]

function seeded(): { archive: Archive; db: Database.Database } {
  const db = new Database(':memory:')
  return { archive: archiveOver(db, ':memory:'), db }
}

function file(archive: Archive, db: Database.Database, g: PastGame, bids: Bids) {
  archive.fileGame(g)
  const rows: FiledBid[] = bids.map(([seat, bid, optimal], i) => ({ step: i + 1, seat, profileId: PEOPLE[seat] ?? null, card: 1, bid, optimal }))
  bidWriter(db)(g, rows)
}

/**
 * Lena's bidding history, worked out by hand (moves above the optimum in brackets):
 * - day 1, g1: 5 at 5 (0), 7 at 5 (+2), 4 at 5 (below), 6 on an unsolvable card; Ben 3 at 3.
 *   Lena: 3 bids, 1 at the optimum (1/3), mean excess (0 + 2) / 2 = 1, 1 below.
 * - day 2, g2: 4 at 4 (0), 4 at 4 (0), 8 at 4 (+4), 5 at 4 (+1); the guest 4 at 4.
 *   4 bids, 2 at the optimum (1/2), mean excess 5 / 4 = 1.25.
 * - day 3, g3: one bid on an unsolvable card only: no point.
 * - day 4, g4 (practice) and day 5, g5 (imported): 9 at 3 each, counted nowhere.
 * - day 6, g6: 3 at 3 twice: 2 bids, both at the optimum, mean excess 0.
 * All of it: 9 bids, 5 at the optimum (5/9), mean excess (2 + 5 + 0) / 8 = 0.875, 1 below, 2 on
 * unsolvable cards.
 */
function history() {
  const { archive, db } = seeded()
  file(archive, db, game('g1', DAY), [[0, 5, 5], [0, 7, 5], [1, 3, 3], [0, 4, 5], [0, 6, null]])
  file(archive, db, game('g2', 2 * DAY), [[0, 4, 4], [2, 4, 4], [0, 4, 4], [0, 8, 4], [0, 5, 4]])
  file(archive, db, game('g3', 3 * DAY), [[0, 5, null]])
  file(archive, db, game('g4', 4 * DAY, { practice: true }), [[0, 9, 3]])
  file(archive, db, game('g5', 5 * DAY, { imported: true }), [[0, 9, 3]])
  file(archive, db, game('g6', 6 * DAY), [[0, 3, 3], [0, 3, 3]])
  return { archive, db }
}

const lenas = (archive: Archive, from: number | null = null) => archive.bidProgress('lena', { from })
const bidRows = (db: Database.Database, gameId: string) => Number((db.prepare('SELECT count(*) AS n FROM bids WHERE game = ?').get(gameId) as { n: number }).n)

describe('Progress: bidding (issue 30), against a history worked out by hand', () => {
  test('the share of bids at the optimum, the mean excess of the bids at or above it, bids below it and on unsolvable cards', () => {
    const p = lenas(history().archive)
    expect(p).toMatchObject({ bids: 9, atOptimum: 5, below: 1, unsolvable: 2, meanExcess: 0.875 })
    expect(p.share).toBeCloseTo(5 / 9, 12)
  })

  test('a point per counted game with a bid on a solvable card, oldest first, with that game\'s own figures', () => {
    const { points } = lenas(history().archive)
    expect(points.map((x) => ({ ...x, share: Number(x.share.toFixed(6)) }))).toEqual([
      { id: 'g1', at: DAY, bids: 3, atOptimum: 1, share: 0.333333, meanExcess: 1, below: 1 },
      { id: 'g2', at: 2 * DAY, bids: 4, atOptimum: 2, share: 0.5, meanExcess: 1.25, below: 0 },
      { id: 'g6', at: 6 * DAY, bids: 2, atOptimum: 2, share: 1, meanExcess: 0, below: 0 },
    ])
  })

  test('the period starts at its first moment, inclusive: a game that ended then is in it whole, one a moment before is not', () => {
    const { archive } = history()
    // g2, g3 and g6: 6 bids, 4 at the optimum, excess (0 + 0 + 4 + 1 + 0 + 0) / 6.
    const from2 = lenas(archive, 2 * DAY)
    expect(from2).toMatchObject({ bids: 6, atOptimum: 4, below: 0, unsolvable: 1 })
    expect(from2.share).toBeCloseTo(2 / 3, 12)
    expect(from2.meanExcess).toBeCloseTo(5 / 6, 12)
    expect(from2.points.map((x) => x.id)).toEqual(['g2', 'g6'])
    expect(lenas(archive, 2 * DAY + 1).points.map((x) => x.id)).toEqual(['g6'])
    expect(lenas(archive, 7 * DAY)).toEqual({ bids: 0, atOptimum: 0, share: null, meanExcess: null, below: 0, unsolvable: 0, points: [] })
  })

  test('each person counts only their own bids; a guest\'s bids are filed as nobody\'s', () => {
    const { archive, db } = history()
    expect(archive.bidProgress('ben', { from: null })).toMatchObject({ bids: 1, atOptimum: 1, share: 1, meanExcess: 0, points: [{ id: 'g1', bids: 1 }] })
    const guests = db.prepare('SELECT game, bid, optimal FROM bids WHERE profile_id IS NULL').all()
    expect(guests).toEqual([{ game: 'g2', bid: 4, optimal: 4 }])
    expect(archive.bidProgress('nobody', { from: null }).points).toEqual([])
  })

  test('only bids below the optimum: a share of 0, no mean excess', () => {
    const { archive, db } = seeded()
    file(archive, db, game('low', DAY), [[0, 2, 4], [0, 3, 4]])
    expect(lenas(archive)).toEqual({
      bids: 2, atOptimum: 0, share: 0, meanExcess: null, below: 2, unsolvable: 0,
      points: [{ id: 'low', at: DAY, bids: 2, atOptimum: 0, share: 0, meanExcess: null, below: 2 }],
    })
  })

  test('games that ended at the same moment are points in order of id', () => {
    const { archive, db } = seeded()
    file(archive, db, game('b', DAY), [[0, 3, 3]])
    file(archive, db, game('a', DAY), [[0, 4, 3]])
    expect(lenas(archive).points.map((x) => x.id)).toEqual(['a', 'b'])
  })

  test('deleting a game takes its bids with it', () => {
    const { archive, db } = history()
    expect(bidRows(db, 'g2')).toBe(5)
    expect(archive.deleteGame('g2')).toBe(true)
    expect(bidRows(db, 'g2')).toBe(0)
    // g1 and g6 left: 5 bids, 3 at the optimum, excess (2 + 0 + 0 + 0) / 4.
    expect(lenas(archive)).toMatchObject({ bids: 5, atOptimum: 3, meanExcess: 0.5, below: 1, unsolvable: 2 })
  })
})

/**
 * A bidding game of three cards played to its end by the engine, Lena in seat 0 against a computer
 * player. Its bids, seat: bid / optimum: 0: 3 / 3, 1: 3 / 3, 0: 6 / 5, 1: 5 / 5.
 */
function lenasRecord(): GameRecord {
  const { record } = recordedMatch('checkmates', biddingAsCardGame, ['hard', 'hard'], 'b', { ...defaultBiddingConfig(2), cards: 3 })
  return { ...record, seats: [{ name: 'Lena', kind: 'human', where: 'here', profileId: 'lena' }, record.seats[1]!] }
}

describe('a bidding game filed as the host files it', () => {
  test('yields a row per bid, each against its card\'s optimum as the review tells it, the person\'s seat under their profile', () => {
    const record = lenasRecord()
    const { archive, db } = seeded()
    const at = endOf(record) + 10 * DAY
    archive.fileGame(pastGame('bidding-1', at, record, record.result!))
    const rows = db.prepare('SELECT step, seat, profile_id, at, card, bid, optimal FROM bids WHERE game = ? ORDER BY step').all('bidding-1') as Record<string, unknown>[]
    const review = biddingReview(replayed(record))
    expect(rows.map((r) => [r.seat, r.profile_id, r.card, r.bid, r.optimal])).toEqual([
      [0, 'lena', 1, 3, 3], [1, null, 2, 3, 3], [0, 'lena', 3, 6, 5], [1, null, 3, 5, 5],
    ])
    expect(rows).toEqual(review.map((b) => ({ step: b.step, seat: b.seat, profile_id: b.seat === 0 ? 'lena' : null, at, card: b.card, bid: b.bid, optimal: b.optimal })))
    // Lena's own two: one at the optimum, one a move above it.
    expect(lenas(archive)).toEqual({
      bids: 2, atOptimum: 1, share: 0.5, meanExcess: 0.5, below: 0, unsolvable: 0,
      points: [{ id: 'bidding-1', at, bids: 2, atOptimum: 1, share: 0.5, meanExcess: 0.5, below: 0 }],
    })
  })

  test('any other game, and a bidding record that does not replay, file no bids', () => {
    const { archive, db } = seeded()
    archive.fileGame(game('broken', DAY))
    archive.fileGame(pastGame('solo', DAY, { ...lenasRecord(), mode: 'solo' }, { winners: [0], scores: [0], disqualified: [] }))
    expect(Number((db.prepare('SELECT count(*) AS n FROM bids').get() as { n: number }).n)).toBe(0)
    expect(archive.has('broken') && archive.has('solo')).toBe(true)
  })
})

describe('the bidding games of a database from before the bids table', () => {
  const BIDS_STEP = ARCHIVE_MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE bids'))

  /** A games database as the app before the bids table left it: Lena's bidding game, the same deal again as practice, and a damaged one. */
  function before(): string {
    const path = join(mkdtempSync(join(tmpdir(), 'cmt-bids-')), 'games.db')
    const raw = new Database(path)
    for (const step of ARCHIVE_MIGRATIONS.slice(0, BIDS_STEP)) raw.exec(step)
    raw.pragma(`user_version = ${BIDS_STEP}`)
    const record = lenasRecord()
    const put = (id: string, text: string, practice = 0) => {
      raw.prepare("INSERT INTO games (id, at, game_id, mode, steps, practice, seats, winners, scores) VALUES (?, ?, 'checkmates', 'table', 1, ?, '[]', '[0]', '[1, 0]')").run(id, DAY, practice)
      raw.prepare('INSERT INTO game_records (id, record) VALUES (?, ?)').run(id, text)
    }
    put('kept', JSON.stringify(record))
    put('again', JSON.stringify(record), 1)
    put('damaged', 'not json')
    raw.close()
    return path
  }

  test('get their bids once, on the first open after the upgrade; practice counts for nothing; a record that does not replay gets none and blocks nothing', () => {
    const path = before()
    const first = openArchive(path)
    expect(first.notice).toBeNull()
    expect(first.archive.bidProgress('lena', { from: null })).toMatchObject({ bids: 2, atOptimum: 1, meanExcess: 0.5, points: [{ id: 'kept', at: DAY }] })
    first.archive.close()

    // Opened again: nothing is replayed twice (rows taken away by hand stay away).
    const raw = new Database(path)
    raw.exec("DELETE FROM bids WHERE game = 'kept'")
    raw.close()
    const second = openArchive(path)
    expect(second.notice).toBeNull()
    expect(second.archive.bidProgress('lena', { from: null }).bids).toBe(0)
    second.archive.close()
  })

  test('opened twice, each bid is kept once', () => {
    const path = before()
    const count = () => {
      const { archive } = openArchive(path)
      archive.close()
      const raw = new Database(path)
      const n = Number((raw.prepare('SELECT count(*) AS n FROM bids').get() as { n: number }).n)
      raw.close()
      return n
    }
    // Four bids in each of the two games that replay.
    expect(count()).toBe(8)
    expect(count()).toBe(8)
  })
})
