import Conf from 'conf'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gameModule } from '@shared/games/lookup'
import type { AnyCardGameModule } from '@shared/games/module'
import type { GamesQuery, PastGameSummary } from '@shared/ipc'
import { DEFAULT_SETTINGS } from '@shared/profile'
import { recordedMatch } from '@shared/records/test-support'
import { pastGame } from '../src-main/host/past-games'
import { scoreMatch } from '../src-main/host/results'
import { confBacking } from '../src-main/store/conf-backing'
import { openData } from '../src-main/store/open'
import type { PastGame } from '../src-main/store/schema'
import { median, round, sent, timed } from './measure'

// `npm run bench -- records [--games N]`: the games database against the JSON data file that held
// past games before it (settings, profiles, standings and the latest games' records in one file,
// rewritten whole at every write), in the same run. Figures are milliseconds, medians of repeats
// unless named max.

const PEOPLE = ['p-lena', 'p-ben', 'p-zoe']

/** Real records of seeded matches, a few per game, to be filed again and again under new ids. */
export function sampleGames(): PastGame[] {
  const plan = [['checks', ['easy', 'easy']], ['check', ['easy', 'normal', 'easy']], ['cheat', ['easy', 'easy', 'easy']], ['four-down', ['easy', 'easy']]] as const
  return plan.flatMap(([game, levels]) =>
    [0, 1, 2].map((i) => {
      const { record } = recordedMatch(game, gameModule(game) as AnyCardGameModule, levels, `bench-${game}-${i}`)
      record.seats[0] = { name: 'Lena', kind: 'human', where: 'here', colour: 'sky', profileId: PEOPLE[i]! }
      return pastGame('sample', 0, record, record.result!)
    }),
  )
}

const gameNumber = (samples: readonly PastGame[], n: number): PastGame => {
  const sample = samples[n % samples.length]!
  const person = PEOPLE[n % PEOPLE.length]!
  return { ...sample, id: `bench-${n}`, at: 1_765_000_000_000 + n * 60_000, seats: sample.seats.map((s, i) => (i === 0 ? { ...s, profileId: person } : s)), ...(n % 7 === 0 && { practice: true as const }) }
}


function database(count: number, samples: readonly PastGame[]) {
  const dir = mkdtempSync(join(tmpdir(), 'cmt-bench-db-'))
  const opened = openData(confBacking(dir))
  opened.store.write((d) => ({ ...d, profiles: PEOPLE.map((id) => ({ id, name: id.slice(2), colour: 'sky' as const, createdAt: 0 })) }))
  const fill = performance.now()
  // Filed as the app files them: one transaction per finished game.
  for (let n = 0; n < count; n++) opened.archive.fileGame(gameNumber(samples, n))
  const fillMs = performance.now() - fill
  opened.archive.close()
  return { dir, fillMs }
}

function measureDatabase(count: number, samples: readonly PastGame[]) {
  const empty = mkdtempSync(join(tmpdir(), 'cmt-bench-empty-'))
  const { dir, fillMs } = database(count, samples)
  const startEmpty = median(timed(() => openData(confBacking(empty)).archive.close()))
  const startFull = median(timed(() => openData(confBacking(dir)).archive.close()))
  const { store, archive } = openData(confBacking(dir))
  const list = (q: GamesQuery) => sent(archive.listGames(q))
  const firstPage = median(timed(() => list({ profileId: null, limit: 50 })))
  const filters: GamesQuery[] = [
    { profileId: 'p-ben', limit: 50 },
    { profileId: null, gameId: 'cheat', limit: 50 },
    { profileId: 'p-zoe', result: 'win', kind: 'counted', limit: 50 },
    { profileId: null, from: 1_765_000_000_000 + (count / 2) * 60_000, to: 1_765_000_000_000 + (count / 2 + 500) * 60_000, limit: 50 },
  ]
  const filter = Math.max(...filters.map((q) => median(timed(() => list(q)))))
  // Deep in the list: the page after the 9,000th row costs what the first does (a cursor, not an offset).
  const deep = archive.listGames({ profileId: null, limit: 1, after: { at: 1_765_000_000_000 + Math.floor(count / 10) * 60_000, id: 'x' } })
  const deepPage = median(timed(() => list({ profileId: null, limit: 50, ...(deep.next && { after: deep.next }) })))
  const seats = [
    { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p-lena' },
    { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'easy' as const },
  ]
  const filings = timed((i) => {
    const game = gameNumber(samples, count + i)
    archive.fileGame(game, scoreMatch({ gameId: game.gameId, seats, outcome: { winners: game.winners, scores: game.scores, disqualified: [] }, at: game.at }, archive.standing, () => true))
  })
  const settings = timed((i) => store.write((d) => ({ ...d, settings: { ...d.settings, sound: i % 2 === 0 } })))
  const review = median(timed((i) => archive.game(`bench-${(i * 397) % count}`)))
  archive.close()
  rmSync(dir, { recursive: true, force: true })
  rmSync(empty, { recursive: true, force: true })
  return {
    games: count,
    fillSeconds: round(fillMs / 1000),
    firstPageMs: round(firstPage),
    slowestFilterMs: round(filter),
    deepPageMs: round(deepPage),
    startLaterMs: round(startFull - startEmpty),
    fileGameMs: round(median(filings)),
    fileGameMaxMs: round(Math.max(...filings)),
    settingsWriteMs: round(median(settings)),
    openOneGameMs: round(review),
  }
}

/**
 * The JSON data file as it was: everything in one object that conf rewrites whole (write, fsync,
 * rename) at every change; the list filtered and sorted in JavaScript over every game.
 */
function measureJson(count: number, samples: readonly PastGame[]) {
  const dir = mkdtempSync(join(tmpdir(), 'cmt-bench-json-'))
  const games = Array.from({ length: count }, (_, n) => gameNumber(samples, n))
  const data = { schemaVersion: 9, profiles: [], settings: DEFAULT_SETTINGS, standings: {}, matches: [], soloRuns: [], games }
  const open = () => new Conf<Record<string, unknown>>({ projectName: 'cmt-bench', cwd: dir, configName: 'data', watch: false })
  const conf = open()
  conf.store = data
  const start = median(timed(() => open().store))
  const summaries = (keep: (g: PastGame) => boolean) => {
    const list: PastGameSummary[] = games.filter(keep).reverse().map(({ record: _r, ...g }) => g)
    return sent(list)
  }
  const firstPage = median(timed(() => summaries(() => true)))
  const filter = median(timed(() => summaries((g) => g.seats.some((s) => s.profileId === 'p-ben'))))
  const filings = timed((i) => {
    data.games = [...data.games, gameNumber(samples, count + i)].slice(-count)
    conf.store = data
  })
  const settings = timed((i) => {
    data.settings = { ...data.settings, sound: i % 2 === 0 }
    conf.store = data
  })
  rmSync(dir, { recursive: true, force: true })
  return {
    games: count,
    firstPageMs: round(firstPage),
    slowestFilterMs: round(filter),
    startLaterMs: round(start),
    fileGameMs: round(median(filings)),
    fileGameMaxMs: round(Math.max(...filings)),
    settingsWriteMs: round(median(settings)),
  }
}

export async function run(args: string[]): Promise<unknown> {
  const at = args.indexOf('--games')
  const count = at >= 0 ? Number(args[at + 1]) : 10_000
  const samples = sampleGames()
  const chars = samples.reduce((n, g) => n + g.record.length, 0) / samples.length
  return {
    bench: 'records',
    averageRecordChars: Math.round(chars),
    database: measureDatabase(count, samples),
    // The old file kept at most 250 games (and 12 MB of records): its figures at that cap.
    jsonFileAtItsCap: measureJson(250, samples),
  }
}
