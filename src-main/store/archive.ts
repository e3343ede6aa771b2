import Database from 'libsql'
import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { dirname } from 'node:path'
import { GAME_IDS } from '@shared/games/lookup'
import type { GameId } from '@shared/games/registry'
import type { BiddingProgress, CardGamesProgress, GamesPage, GamesQuery, JudgedStep, MatchSummary, Notice, PastGameRow, PastGameSummary, SoloProgress, SoloRun } from '@shared/ipc'
import { MAX_TIME } from '@shared/records/parse'
import { resultFor } from '@shared/results'
import { ARCHIVE_MIGRATIONS } from './migrations'
import { matchRecordSchema, pastGameSchema, soloRunSchema, standingSchema, type MatchRecord, type OldData, type PastGame, type Standing } from './schema'
import { soloProgressReader } from './solo-progress'
import { cardProgressReader } from './card-progress'
import { decisionProgressReader } from './decision-progress'
import { VERDICT_VERSION, type VerdictLabel } from '@shared/games/expert/verdict'
import { bidProgressReader, bidsOf, bidWriter, UNFILED_BIDDING } from './bid-progress'
import { notAFolder, type SaveState } from './store'
import { lessonStore, type LessonStore } from './lessons'
import { puzzleRecords, type PuzzleRecords } from './puzzles'

/** A counted match as it is filed: the match, and the standing of each person it moved, after it. */
export interface FiledMatch {
  match: MatchRecord
  standings: Record<string, Standing>
}

/**
 * A finished solo run as it is filed: counted or practice, and each card with its own time from its
 * reveal to its completion (null where it was not kept).
 */
export interface FiledSoloRun extends Omit<SoloRun, 'cards'> {
  counted: boolean
  cards: (SoloRun['cards'][number] & { timeMs: number | null })[]
}

/** One judged decision as the games database adds it up, by its kind (the review words its verdicts afresh). */
export interface KeptVerdict {
  kind: string
  label: VerdictLabel
  loss: number
}

/** A person's seat of a kept game, to be judged by the expert. */
export interface SeatToJudge {
  game: string
  seat: number
}

/** The most rows one page of the past games holds. */
export const MAX_PAGE = 100
/** The meta row saying an old data file was brought over, and what came of it. */
const ADOPTED = 'adopted-data-file'
/** The meta row saying the bidding games kept before the bids table have had their bids filed. */
const BIDS_BACKFILLED = 'bids-backfilled'
/** A person's latest matches, as their results screen lists them. */
const RECENT_MATCHES = 20

/**
 * What grows, kept for good in an embedded SQLite database (docs/records.md): past games with
 * their records, solo runs, standings and the matches that moved them. Every read and write is a
 * prepared statement; a finished game and what it did to the standings are one transaction.
 *
 * Writes that fail (a full disk) are held in memory, in order, and tried again before the next
 * write and at `flush`; `saving` and `onSave` report it as the data file's store does.
 */
export interface Archive extends LessonStore {
  readonly path: string
  /** Files a finished game (and, when it counted, its match and the standings after it). */
  fileGame(game: PastGame, match?: FiledMatch): void
  /** A kept game with its record; null when there is none by that id. */
  game(id: string): PastGame | null
  has(id: string): boolean
  /** One page of past games, newest first, filtered as asked; a row that can't be read says so. */
  listGames(query: GamesQuery): GamesPage
  /** Forgets a kept game; false when there was none. */
  deleteGame(id: string): boolean
  /** Every kept game's record that `query` selects, newest first, a page at a time for a backup. */
  records(query: GamesQuery, after: Cursor | null, maxChars: number): { records: string[]; next: Cursor | null }
  standing(profileId: string): Standing | null
  recentMatches(profileId: string): MatchSummary[]
  /** A person leaves: their standing goes; their past games stay, as games of someone no longer here. */
  forgetProfile(profileId: string): void
  /** Keeps a finished solo run, counted or practice, with its cards; the same run filed twice is kept once. */
  addSoloRun(run: FiledSoloRun): void
  /** One person's counted runs on one side and deck, oldest first. */
  soloRuns(profileId: string | null, side: SoloRun['side'], deck: SoloRun['deck']): SoloRun[]
  /**
   * One person's solo runs on one side and deck from `period.from` on (null: all), added up in SQL
   * as the Progress screen shows them (docs/records.md, "Progress: Check Mates solo").
   */
  soloProgress(profileId: string | null, side: SoloRun['side'], deck: SoloRun['deck'], period: { from: number | null }): SoloProgress
  /**
   * One person's counted card games and ladder from `period.from` on (null: all), added up in SQL
   * (docs/records.md, "Progress: card games").
   */
  cardProgress(profileId: string, games: readonly GameId[], period: { from: number | null }): CardGamesProgress
  /**
   * Keeps the expert's verdicts on a seat of a kept game, judged by `version` of the judge, in place
   * of any it had: as sums per kind of decision (a person's count towards their progress) and, given
   * `review`, the judged steps a review showed, to show them again at once. Nothing for a seat the
   * game has not, or a game no longer kept (deleted while it was judged).
   */
  fileVerdicts(game: string, seat: number, version: number, verdicts: readonly KeptVerdict[], review?: readonly JudgedStep[]): void
  /** The judged steps a review showed of a seat, kept by `fileVerdicts` and judged by `version`; null when there are none. */
  keptReview(game: string, seat: number, version: number): JudgedStep[] | null
  /**
   * People's seats in counted games of `games` that the judge of `version` has not judged, newest
   * first, at most `limit`; of one kept game only when `game` is given.
   */
  unjudged(q: { games: readonly GameId[]; version: number; limit: number; game?: string }): SeatToJudge[]
  /**
   * One person's bids in counted Check Mates bidding games from `period.from` on (null: all),
   * against the optimum, added up in SQL (docs/records.md, "Progress: bidding").
   */
  bidProgress(profileId: string, period: { from: number | null }): BiddingProgress
  /** Daily Check Mates puzzles and streaks, each kept at every step (docs/daily.md). */
  readonly puzzles: PuzzleRecords
  /** Brings over the growing parts of the old data file (a save at schema 9), keeping each row once however often it is run. */
  adoptOld(old: OldData): AdoptReport
  /** Whether an old data file's games were brought over into this database. */
  adopted(): boolean
  readonly saving: SaveState
  onSave(listener: (state: SaveState) => void): () => void
  flush(): void
  close(): void
}

export interface Cursor {
  at: number
  id: string
}

export interface AdoptReport {
  games: number
  soloRuns: number
  matches: number
  standings: number
  /** Rows that were not what the old app wrote, left behind (counted, never fatal). */
  skipped: number
}

export interface OpenedArchive {
  archive: Archive
  notice: Notice | null
}

/**
 * Opens the games database at `path`, creating or upgrading it. A file that is not a database is
 * set aside with a timestamp and a fresh one started; a database from a newer app, a folder that
 * cannot be written or a path where a file stands in for a folder: the app runs on a database in
 * memory for this session. Either way the person is told, and nothing throws.
 */
export function openArchive(path: string, now: () => Date = () => new Date()): OpenedArchive {
  try {
    return { archive: archiveOn(openFile(path), path), notice: null }
  } catch (first) {
    const why = reasonOf(first)
    if (why === 'NOT_A_DATABASE') {
      try {
        const aside = setAside(path, now())
        return {
          archive: archiveOn(openFile(path), path),
          notice: notice('games-reset', 'GAMES_RESET', { reason: why, aside }, `Your past games could not be read (${why}), so a fresh list was started. The old file was kept as ${aside}.`),
        }
      } catch (second) {
        return temporary(path, reasonOf(second))
      }
    }
    return temporary(path, why)
  }
}

/** A database in memory: for tests, and for a session with nowhere to keep its games. */
export const memoryArchive = (path = ':memory:'): Archive => archiveOver(new Database(':memory:'), path)

/** The archive on a database already open (tests reach its disk through `db`). */
export const archiveOver = (db: Database.Database, path: string): Archive => archiveOn(migrated(db), path)

function temporary(path: string, reason: string): OpenedArchive {
  return {
    archive: memoryArchive(path),
    notice: notice(
      'games-temporary',
      'GAMES_TEMPORARY',
      { reason, path },
      `Past games cannot be kept at ${path} (${reason}): this session's games are kept until the app closes.`,
    ),
  }
}

const notice = (id: string, code: Notice['code'], params: Notice['params'], message: string): Notice => ({ id, level: 'warning', code, params, message })

function openFile(path: string): Database.Database {
  const dir = dirname(path)
  if (notAFolder(dir)) throw Object.assign(new Error(`${dir} is a file, not a folder`), { code: 'ENOTDIR' })
  mkdirSync(dir, { recursive: true })
  const db = new Database(path)
  try {
    // WAL: a write appends, readers never wait, and a transaction that returned is on disk even
    // if the process is killed the next moment (synchronous NORMAL holds for a process crash).
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    return migrated(db)
  } catch (e) {
    db.close()
    throw e
  }
}

function migrated(db: Database.Database): Database.Database {
  const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
  if (version > ARCHIVE_MIGRATIONS.length) {
    throw Object.assign(new Error(`written by a newer version of the app (schema ${version})`), { code: 'NEWER_APP' })
  }
  for (let v = version; v < ARCHIVE_MIGRATIONS.length; v++) {
    inTransaction(db, () => {
      db.exec(ARCHIVE_MIGRATIONS[v]!)
      db.pragma(`user_version = ${v + 1}`)
    })
  }
  return db
}

/**
 * `work` in one transaction, rolled back if it throws. Not the binding's `db.transaction`: when
 * SQLite has already rolled back (a full disk does that), its own ROLLBACK fails and its error
 * ("no transaction is active") hides the one that says why.
 */
function inTransaction(db: Database.Database, work: () => void): void {
  db.exec('BEGIN')
  try {
    work()
    db.exec('COMMIT')
  } catch (e) {
    if (db.inTransaction) db.exec('ROLLBACK')
    throw e
  }
}

/** SQLite's own codes become the app's: a damaged file is NOT_A_DATABASE; a system code stays as it is. */
function reasonOf(e: unknown): string {
  const code = e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' && e.code ? e.code : null
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return 'NOT_A_DATABASE'
  if (code === 'SQLITE_FULL') return 'ENOSPC'
  if (code === 'SQLITE_READONLY' || code === 'SQLITE_PERM') return 'EACCES'
  if (code === 'SQLITE_IOERR') return 'EIO'
  if (code) return code
  // The binding names a file it cannot open only in its message (SQLite's code 14, CANTOPEN).
  return e instanceof Error && /Unable to open/.test(e.message) ? 'CANTOPEN' : 'UNKNOWN'
}

function setAside(path: string, when: Date): string {
  const stamp = when.toISOString().replace(/[:.]/g, '-')
  const aside = path.replace(/\.db$/, '') + `.corrupt-${stamp}.db`
  renameSync(path, aside)
  // What WAL left beside a damaged file belongs to it, not to the fresh one.
  for (const tail of ['-wal', '-shm']) if (existsSync(path + tail)) renameSync(path + tail, aside + tail)
  return aside
}

const known = new Set<string>(GAME_IDS)
const json = (text: unknown): unknown => {
  try {
    return JSON.parse(String(text))
  } catch {
    return undefined
  }
}
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= MAX_TIME

/** What a row of `games` must hold to be shown (the record lives apart). */
const summarySchema = pastGameSchema.omit({ record: true })

/** A row of `games` as the list reads it: a summary, or "can't be shown" when anything in it is off. */
function rowToSummary(row: Record<string, unknown>): PastGameRow {
  const id = String(row.id)
  const at = Number(row.at)
  const unreadable: PastGameRow = { id, at: isTime(at) ? at : null, unreadable: true }
  if (!known.has(String(row.game_id)) || !isTime(at)) return unreadable
  const parsed = summarySchema.safeParse({
    id,
    at,
    gameId: row.game_id,
    mode: row.mode,
    seats: json(row.seats),
    winners: json(row.winners),
    scores: json(row.scores),
    steps: Number(row.steps),
    ...(row.practice ? { practice: true } : {}),
    ...(row.imported ? { imported: true } : {}),
  })
  return parsed.success ? (parsed.data as PastGameSummary) : unreadable
}

function archiveOn(db: Database.Database, path: string): Archive {
  const s = {
    insertGame: db.prepare(
      `INSERT INTO games (id, at, game_id, mode, steps, practice, imported, seats, winners, scores)
       VALUES (:id, :at, :gameId, :mode, :steps, :practice, :imported, :seats, :winners, :scores)`,
    ),
    insertRecord: db.prepare('INSERT INTO game_records (id, record) VALUES (?, ?)'),
    insertPerson: db.prepare('INSERT INTO game_people (game, seat, profile_id, result, at) VALUES (?, ?, ?, ?, ?)'),
    gameById: db.prepare(
      `SELECT g.id, g.at, g.game_id, g.mode, g.steps, g.practice, g.imported, g.seats, g.winners, g.scores, r.record
       FROM games g JOIN game_records r ON r.id = g.id WHERE g.id = ?`,
    ),
    has: db.prepare('SELECT 1 AS found FROM games WHERE id = ?'),
    deleteGame: db.prepare('DELETE FROM games WHERE id = ?'),
    // One statement for every filter: a filter left null matches all. The cursor is the last row
    // of the page before (newest first, ties by id), so a page costs the same however deep.
    page: db.prepare(
      `SELECT g.id, g.at, g.game_id, g.mode, g.steps, g.practice, g.imported, g.seats, g.winners, g.scores
       FROM games g
       WHERE ${FILTER}
         AND (:afterAt IS NULL OR g.at < :afterAt OR (g.at = :afterAt AND g.id < :afterId))
       ORDER BY g.at DESC, g.id DESC
       LIMIT :limit`,
    ),
    count: db.prepare(`SELECT count(*) AS n FROM games g WHERE ${FILTER}`),
    records: db.prepare(
      `SELECT g.id, g.at, r.record FROM games g JOIN game_records r ON r.id = g.id
       WHERE ${FILTER}
         AND (:afterAt IS NULL OR g.at < :afterAt OR (g.at = :afterAt AND g.id < :afterId))
       ORDER BY g.at DESC, g.id DESC
       LIMIT :limit`,
    ),
    standing: db.prepare('SELECT standing FROM standings WHERE profile_id = ?'),
    putStanding: db.prepare('INSERT INTO standings (profile_id, standing) VALUES (?, ?) ON CONFLICT (profile_id) DO UPDATE SET standing = excluded.standing'),
    forgetStanding: db.prepare('DELETE FROM standings WHERE profile_id = ?'),
    insertMatch: db.prepare(
      `INSERT INTO matches (source, game_id, at, seats, winners, scores, rated, game) VALUES (:source, :gameId, :at, :seats, :winners, :scores, :rated, :game)
       ON CONFLICT (source) DO NOTHING`,
    ),
    insertMatchPerson: db.prepare('INSERT OR IGNORE INTO match_people (match, profile_id, at, level_points, rating) VALUES (?, ?, ?, ?, ?)'),
    recent: db.prepare(
      `SELECT m.game_id, m.at, m.seats, m.winners, m.scores, m.rated FROM match_people p JOIN matches m ON m.id = p.match
       WHERE p.profile_id = ? ORDER BY p.at DESC, m.id DESC LIMIT ${RECENT_MATCHES}`,
    ),
    insertRun: db.prepare(
      `INSERT OR IGNORE INTO solo_runs (id, profile_id, side, deck, seed, time_ms, tier, at, cards, counted)
       VALUES (:id, :profileId, :side, :deck, :seed, :timeMs, :tier, :at, :cards, :counted)`,
    ),
    // A card copies its run's person, side, deck, kind and time from the run's own row.
    insertCard: db.prepare(
      `INSERT INTO solo_cards (run, n, card_id, moves, optimal, time_ms, profile_id, side, deck, counted, at)
       SELECT id, :n, :id, :moves, :optimal, :timeMs, profile_id, side, deck, counted, at FROM solo_runs WHERE id = :run`,
    ),
    meta: db.prepare('SELECT value FROM meta WHERE key = ?'),
    putMeta: db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
    // A seat's verdicts replace its old ones; a person's seat only, and none for a game deleted meanwhile.
    forgetVerdicts: db.prepare('DELETE FROM judged WHERE game = ? AND seat = ?'),
    insertJudged: db.prepare(
      `INSERT INTO judged (game, seat, version, decisions, good, profile_id, game_id, counted, at, review)
       SELECT g.id, :seat, :version, json_array_length(:verdicts),
         (SELECT count(*) FROM json_each(:verdicts) v WHERE json_extract(v.value, '$.label') = 'good'),
         gp.profile_id, g.game_id, g.practice = 0 AND g.imported = 0, g.at, :review
       FROM games g LEFT JOIN game_people gp ON gp.game = g.id AND gp.seat = :seat
       WHERE g.id = :game AND :seat < json_array_length(g.seats)`,
    ),
    keptReview: db.prepare('SELECT review FROM judged WHERE game = ? AND seat = ? AND version = ? AND review IS NOT NULL'),
    insertKinds: db.prepare(
      `INSERT INTO judged_kinds (game, seat, kind, decisions, good, loss, worst, profile_id, game_id, counted, at, version)
       SELECT j.game, j.seat, json_extract(v.value, '$.kind') AS kind, count(*), sum(json_extract(v.value, '$.label') = 'good'),
         sum(json_extract(v.value, '$.loss')), max(json_extract(v.value, '$.loss')), j.profile_id, j.game_id, j.counted, j.at, j.version
       FROM judged j, json_each(:verdicts) v WHERE j.game = :game AND j.seat = :seat
       GROUP BY kind`,
    ),
    unjudged: db.prepare(
      `SELECT gp.game, gp.seat FROM game_people gp JOIN games g ON g.id = gp.game
       LEFT JOIN judged j ON j.game = gp.game AND j.seat = gp.seat
       WHERE (:game IS NULL OR gp.game = :game) AND g.practice = 0 AND g.imported = 0
         AND g.game_id IN (SELECT value FROM json_each(:games)) AND (j.version IS NULL OR j.version < :version)
       ORDER BY gp.at DESC, gp.game DESC, gp.seat
       LIMIT :limit`,
    ),
    runs: db.prepare(
      `SELECT id, profile_id, side, deck, seed, time_ms, tier, at, cards FROM solo_runs
       WHERE profile_id IS :profileId AND side = :side AND deck = :deck AND counted = 1 ORDER BY at, id`,
    ),
  }
  const soloProgress = soloProgressReader(db)
  const cardProgress = cardProgressReader(db)
  const decisionProgress = decisionProgressReader(db)
  const bidProgress = bidProgressReader(db)
  const putBids = bidWriter(db)

  // A bidding game's bids go in with it (`bids`: worked out before the transaction where the caller can).
  const putGame = (game: PastGame, bids = bidsOf(game)) => {
    s.insertGame.run({
      id: game.id,
      at: game.at,
      gameId: game.gameId,
      mode: game.mode,
      steps: game.steps,
      practice: game.practice ? 1 : 0,
      imported: game.imported ? 1 : 0,
      seats: JSON.stringify(game.seats),
      winners: JSON.stringify(game.winners),
      scores: JSON.stringify(game.scores),
    })
    s.insertRecord.run(game.id, game.record)
    // Imported games name no person here (profile ids are this computer's), and practice counts
    // for nobody; both are still found under their people, marked, by the seats' profile ids.
    game.seats.forEach((seat, i) => {
      if (seat.profileId) s.insertPerson.run(game.id, i, seat.profileId, resultFor(i, game.winners), game.at)
    })
    putBids(game, bids)
  }

  // The JSON column keeps the cards as the solo screen's records read them; the card rows, with
  // their times, are what the Progress screen adds up.
  const putRun = (run: FiledSoloRun) => {
    const cards = run.cards.map(({ id, moves, optimal }) => ({ id, moves, optimal }))
    const inserted = s.insertRun.run({ ...run, counted: run.counted ? 1 : 0, cards: JSON.stringify(cards) })
    if (inserted.changes > 0) run.cards.forEach((card, n) => s.insertCard.run({ run: run.id, n, ...card }))
    return inserted.changes
  }

  const putMatch = ({ match, standings }: FiledMatch, source: string | null, game: string | null = null) => {
    const inserted = s.insertMatch.run({
      source,
      game,
      gameId: match.gameId,
      at: match.at,
      seats: JSON.stringify(match.seats),
      winners: JSON.stringify(match.winners),
      scores: JSON.stringify(match.scores),
      rated: match.rated ? 1 : 0,
    })
    for (const [profileId, standing] of Object.entries(standings)) {
      s.putStanding.run(profileId, JSON.stringify(standing))
      if (inserted.changes > 0) s.insertMatchPerson.run(inserted.lastInsertRowid, profileId, match.at, standing.levelPoints, standing.rating)
    }
  }

  // Writes held back by a failed save, oldest first; each is a whole transaction.
  const pending: (() => void)[] = []
  let saving: SaveState = { saved: true }
  const listeners = new Set<(state: SaveState) => void>()
  const tell = (state: SaveState) => {
    const before = saving
    saving = state
    if (!state.saved || !before.saved) for (const l of listeners) l(state)
  }
  const drain = (): boolean => {
    while (pending.length > 0) {
      try {
        pending[0]!()
      } catch (e) {
        const reason = reasonOf(e)
        tell({ saved: false, reason, problem: `the games database refused the write (${reason})` })
        return false
      }
      pending.shift()
    }
    if (!saving.saved) tell({ saved: true })
    return true
  }
  const write = (work: () => void) => {
    pending.push(() => inTransaction(db, work))
    drain()
  }

  // The bidding games kept before the bids table get theirs once, by replaying their records, with
  // the mark that says so in the same transaction.
  if (s.meta.get(BIDS_BACKFILLED) === undefined) {
    try {
      inTransaction(db, () => {
        const unfiled = db.prepare(UNFILED_BIDDING).all() as { id: string; at: number; game_id: string; mode: string; practice: number; imported: number; record: string }[]
        for (const g of unfiled) {
          const bids = bidsOf({ gameId: g.game_id as GameId, mode: g.mode as PastGame['mode'], record: g.record })
          putBids({ id: g.id, at: g.at, practice: g.practice === 1, imported: g.imported === 1 }, bids)
        }
        s.putMeta.run(BIDS_BACKFILLED, String(unfiled.length))
      })
    } catch {
      // A failed backfill (a full disk) is tried again at the next open: the Progress screen's
      // bids are not worth the person's games database for the session.
    }
  }

  const params = (q: GamesQuery, after: Cursor | null, limit: number) => ({
    person: q.profileId ?? null,
    result: q.profileId ? (q.result ?? null) : null,
    game: q.gameId ?? null,
    practice: q.kind === 'practice' ? 1 : q.kind === 'counted' ? 0 : null,
    imported: q.kind === 'imported' ? 1 : q.kind === 'counted' ? 0 : null,
    from: q.from ?? null,
    to: q.to ?? null,
    afterAt: after?.at ?? null,
    afterId: after?.id ?? null,
    limit,
  })

  return {
    path,
    fileGame(game, match) {
      // Replayed and solved once, outside the transaction: a write tried again does not solve again.
      const bids = bidsOf(game)
      write(() => {
        putGame(game, bids)
        if (match) putMatch(match, null, game.id)
      })
    },
    game(id) {
      const row = s.gameById.get(id) as Record<string, unknown> | undefined
      if (!row) return null
      const summary = rowToSummary(row)
      return 'unreadable' in summary ? null : { ...summary, record: String(row.record) }
    },
    has: (id) => s.has.get(id) !== undefined,
    listGames(q) {
      const limit = Math.min(Math.max(1, q.limit ?? MAX_PAGE), MAX_PAGE)
      const rows = s.page.all(params(q, q.after ?? null, limit + 1)) as Record<string, unknown>[]
      const games = rows.slice(0, limit).map(rowToSummary)
      const last = rows.length > limit ? rows[limit - 1]! : null
      const total = Number((s.count.get(params(q, null, 0)) as { n: number }).n)
      return { games, total, next: last ? { at: Number(last.at), id: String(last.id) } : null }
    },
    deleteGame(id) {
      if (!this.has(id)) return false
      write(() => s.deleteGame.run(id))
      return true
    },
    records(q, after, maxChars) {
      const records: string[] = []
      let chars = 0
      let cursor = after
      for (;;) {
        const rows = s.records.all(params(q, cursor, 50)) as { id: string; at: number; record: string }[]
        for (const row of rows) {
          // A page holds at least one record, and otherwise stops before going over its size.
          if (records.length > 0 && chars + row.record.length > maxChars) return { records, next: cursor }
          records.push(row.record)
          chars += row.record.length
          cursor = { at: Number(row.at), id: String(row.id) }
        }
        if (rows.length < 50) return { records, next: null }
      }
    },
    standing(profileId) {
      const row = s.standing.get(profileId) as { standing: string } | undefined
      const parsed = row ? standingSchema.safeParse(json(row.standing)) : null
      return parsed?.success ? parsed.data : null
    },
    recentMatches(profileId) {
      const rows = s.recent.all(profileId) as Record<string, unknown>[]
      return rows.flatMap((r) => {
        const parsed = matchRecordSchema.safeParse({
          gameId: r.game_id,
          at: Number(r.at),
          seats: json(r.seats),
          winners: json(r.winners),
          scores: json(r.scores),
          rated: r.rated === 1,
        })
        return parsed.success ? [parsed.data] : []
      })
    },
    forgetProfile(profileId) {
      write(() => s.forgetStanding.run(profileId))
    },
    addSoloRun(run) {
      write(() => putRun(run))
    },
    soloRuns(profileId, side, deck) {
      const rows = s.runs.all({ profileId, side, deck }) as Record<string, unknown>[]
      return rows.flatMap((r) => {
        const parsed = soloRunSchema.safeParse({
          id: r.id,
          profileId: r.profile_id,
          side: r.side,
          deck: r.deck,
          seed: r.seed,
          timeMs: Number(r.time_ms),
          tier: r.tier,
          at: Number(r.at),
          cards: json(r.cards),
        })
        return parsed.success ? [parsed.data] : []
      })
    },
    soloProgress: (profileId, side, deck, { from }) => soloProgress({ profileId, side, deck, from }),
    cardProgress(profileId, games, { from }) {
      const cards = cardProgress({ profileId, games, from })
      const counted = cards.games.reduce((n, g) => n + g.blocks.reduce((m, b) => m + b.games, 0), 0)
      return { ...cards, decisions: decisionProgress({ profileId, games, from, version: VERDICT_VERSION, counted }) }
    },
    fileVerdicts(game, seat, version, verdicts, review) {
      const q = { game, seat, verdicts: JSON.stringify(verdicts) }
      write(() => {
        s.forgetVerdicts.run(game, seat)
        if (s.insertJudged.run({ ...q, version, review: review ? JSON.stringify(review) : null }).changes > 0) s.insertKinds.run(q)
      })
    },
    keptReview(game, seat, version) {
      const row = s.keptReview.get(game, seat, version) as { review: string } | undefined
      const steps = row ? json(row.review) : null
      return Array.isArray(steps) ? (steps as JudgedStep[]) : null
    },
    unjudged: ({ games, version, limit, game }) =>
      (s.unjudged.all({ games: JSON.stringify(games), version, limit, game: game ?? null }) as Record<string, unknown>[]).map((r) => ({
        game: String(r.game),
        seat: Number(r.seat),
      })),
    bidProgress: (profileId, { from }) => bidProgress({ profileId, from }),
    ...lessonStore(db, write),
    puzzles: puzzleRecords(db, write),
    adoptOld(old) {
      const report: AdoptReport = { games: 0, soloRuns: 0, matches: 0, standings: 0, skipped: 0 }
      inTransaction(db, () => {
        for (const raw of Array.isArray(old.games) ? old.games : []) {
          // Checked row by row: a game this app no longer knows, or one damaged by hand, is left
          // behind alone (issue 29, finding 10: one such game once reset the whole store).
          const game = pastGameSchema.safeParse(raw)
          if (!game.success || !isTime(game.data.at)) report.skipped++
          else if (s.has.get(game.data.id) === undefined) {
            putGame(game.data)
            report.games++
          }
        }
        for (const raw of Array.isArray(old.soloRuns) ? old.soloRuns : []) {
          const run = soloRunSchema.safeParse(raw)
          if (!run.success) report.skipped++
          // The old file kept counted runs only, and no card's time.
          else report.soloRuns += putRun({ ...run.data, counted: true, cards: run.data.cards.map((c) => ({ ...c, timeMs: null })) })
        }
        // The old file kept each person's standing now, not after each match: their history
        // starts at the move, with each old match kept (by its place in the file) for the lists.
        ;(Array.isArray(old.matches) ? old.matches : []).forEach((raw, i) => {
          const match = matchRecordSchema.safeParse(raw)
          if (!match.success) report.skipped++
          else {
            const inserted = s.insertMatch.run({
              source: `data.json#${i}`,
              gameId: match.data.gameId,
              at: match.data.at,
              seats: JSON.stringify(match.data.seats),
              winners: JSON.stringify(match.data.winners),
              scores: JSON.stringify(match.data.scores),
              rated: match.data.rated ? 1 : 0,
            })
            report.matches += inserted.changes
            if (inserted.changes > 0) {
              for (const seat of match.data.seats) {
                if (seat.profileId) s.insertMatchPerson.run(inserted.lastInsertRowid, seat.profileId, match.data.at, null, null)
              }
            }
          }
        })
        const standings = old.standings && typeof old.standings === 'object' ? Object.entries(old.standings) : []
        for (const [profileId, raw] of standings) {
          const standing = standingSchema.safeParse(raw)
          if (!standing.success) report.skipped++
          else {
            s.putStanding.run(profileId, JSON.stringify(standing.data))
            report.standings++
          }
        }
        s.putMeta.run(ADOPTED, JSON.stringify(report))
      })
      return report
    },
    adopted: () => s.meta.get(ADOPTED) !== undefined,
    get saving() {
      return saving
    },
    onSave(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    flush() {
      drain()
    },
    close() {
      drain()
      db.close()
    },
  }
}

/**
 * The past games' filters, as SQL on named parameters (never text from a request). A person's games
 * are looked up once, by their index, as a set (IN): asked row by row (EXISTS), SQLite walked that
 * person's index for every game, and a filter over 10,000 games took 1.3 s (`bench -- records`).
 */
const FILTER = `
  (:game IS NULL OR g.game_id = :game)
  AND (:practice IS NULL OR g.practice = :practice)
  AND (:imported IS NULL OR g.imported = :imported)
  AND (:from IS NULL OR g.at >= :from)
  AND (:to IS NULL OR g.at < :to)
  AND (:person IS NULL OR g.id IN (
    SELECT p.game FROM game_people p WHERE p.profile_id = :person AND (:result IS NULL OR p.result = :result)))`

