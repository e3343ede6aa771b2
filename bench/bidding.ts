import Database from 'libsql'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultBiddingConfig } from '@shared/checkmates/bidding'
import { biddingAsCardGame, recordedMatch } from '@shared/records/test-support'
import { pastGame } from '../src-main/host/past-games'
import { openArchive } from '../src-main/store/archive'
import { bidsOf } from '../src-main/store/bid-progress'
import type { PastGame } from '../src-main/store/schema'
import { median, round, sent, time, timed } from './measure'

// `npm run bench -- bidding [--games N]`: one person's Check Mates bidding games, each a real game
// of the whole deck against a hard computer player, filed as the app files them (the bids worked
// out by replaying the record and asking the solver); then the one-time backfill of as many games
// kept before the bids table; then the Progress screen's bidding figures for the whole history and
// the last 7 and 30 days. Milliseconds, medians of repeats unless named max.

const START = 1_735_689_600_000
/** A game every four hours: 2,000 games span some 11 months, of which the last 7 days hold 42. */
const EVERY_MS = 4 * 3_600_000
const DAY_MS = 86_400_000

/** Real games of the whole deck, Lena in seat 0 (both seats played by the hard computer player). */
function sampleGames(): PastGame[] {
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const { record } = recordedMatch('checkmates', biddingAsCardGame, ['hard', 'hard'], `bench-bid-${i}`, defaultBiddingConfig(2))
    record.seats[0] = { name: 'Lena', kind: 'human', where: 'here', colour: 'sky', profileId: 'p-lena' }
    return pastGame('sample', 0, record, record.result!)
  })
}

export async function run(args: string[]): Promise<unknown> {
  const at = args.indexOf('--games')
  const count = at >= 0 ? Number(args[at + 1]) : 2_000
  const dir = mkdtempSync(join(tmpdir(), 'cmt-bench-bidding-'))
  const path = join(dir, 'games.db')
  const samples = sampleGames()
  const games = Array.from({ length: count }, (_, n): PastGame => ({ ...samples[n % samples.length]!, id: `bid-${n}`, at: START + n * EVERY_MS }))

  const filing = openArchive(path).archive
  const fileMs = games.map((g) => time(() => filing.fileGame(g)))
  filing.close()
  // Of that, what the bids add: the record replayed and each card solved, before the write's transaction.
  const bidsOfMs = median(timed((i) => bidsOf(samples[i % samples.length]!)))

  // The same games as a database from before the bids table holds them: the first open files their bids.
  const raw = new Database(path)
  const bids = Number((raw.prepare('SELECT count(*) AS n FROM bids').get() as { n: number }).n)
  raw.exec("DELETE FROM bids; DELETE FROM meta WHERE key = 'bids-backfilled'")
  raw.close()
  const backfillMs = time(() => openArchive(path).archive.close())

  const now = START + count * EVERY_MS
  const periods = { all: null, '7d': now - 7 * DAY_MS, '30d': now - 30 * DAY_MS }
  // The first chart of a session: the database opened and its statements prepared, then asked.
  const firstChart = median(
    timed(() => {
      const archive = openArchive(path).archive
      sent(archive.bidProgress('p-lena', { from: periods.all }))
      archive.close()
    }),
  )
  const { archive } = openArchive(path)
  const progress = (from: number | null) => sent(archive.bidProgress('p-lena', { from }))
  const answer = archive.bidProgress('p-lena', { from: null })
  const figures = {
    allMs: round(median(timed(() => progress(periods.all)))),
    sevenDaysMs: round(median(timed(() => progress(periods['7d'])))),
    thirtyDaysMs: round(median(timed(() => progress(periods['30d'])))),
  }
  const answerChars = progress(periods.all).length
  archive.close()
  rmSync(dir, { recursive: true, force: true })
  return {
    bench: 'bidding',
    games: count,
    bids,
    lenasBids: answer.bids + answer.unsolvable,
    bidsOfMs: round(bidsOfMs),
    fileGameMs: round(median(fileMs)),
    // The first game of the process is filed by code not yet compiled: apart from the rest.
    firstFileGameMs: round(fileMs[0]!),
    fileGameMaxMs: round(Math.max(...fileMs.slice(1))),
    fillSeconds: round(fileMs.reduce((a, b) => a + b, 0) / 1000),
    backfillSeconds: round(backfillMs / 1000),
    firstChartAfterOpenMs: round(firstChart),
    ...figures,
    points: answer.points.length,
    answerChars,
    // Kept so a reader can see the figures are over the whole history, not an empty one.
    share: answer.share === null ? null : round(answer.share),
    meanExcess: answer.meanExcess === null ? null : round(answer.meanExcess),
  }
}
