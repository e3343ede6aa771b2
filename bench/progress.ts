import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { DECK } from '@shared/checkmates'
import { nextInt, seedRng, shuffle } from '@shared/random'
import { openArchive, type FiledSoloRun } from '../src-main/store/archive'
import { median, round, sent, timed } from './measure'

// `npm run bench -- progress [--runs N]`: one person's solo runs on one side and deck (the most a
// Progress chart ever adds up), each of ten cards, stored as the app files them; then the solo
// figures for the whole history and for the last 7 days. Milliseconds, medians of 25.

const START = 1_735_689_600_000
/** A run every two hours: 5,000 runs span some 14 months, of which the last 7 days hold 84. */
const EVERY_MS = 2 * 3_600_000
const DAY_MS = 86_400_000

/** The n-th run: a seeded deal of ten cards, 4–12 s and 0–3 moves over the optimum each; one in five practice. */
function soloRun(n: number): FiledSoloRun {
  const [pile, dealt] = shuffle(DECK.map((c) => c.id), seedRng(`bench-${n}`))
  let rng = dealt
  const below = (k: number) => {
    const [x, after] = nextInt(rng, k)
    rng = after
    return x
  }
  const cards = pile.slice(0, 10).map((id) => {
    const optimal = 1 + below(6)
    return { id, optimal, moves: optimal + below(4), timeMs: 4_000 + below(8_000) }
  })
  const timeMs = cards.reduce((sum, c) => sum + c.timeMs, 0)
  return {
    id: `run-${n}`, profileId: 'p-lena', side: 'fifteen', deck: 'all', seed: `bench-${n}`, timeMs, tier: 'mid',
    at: START + n * EVERY_MS, counted: n % 5 !== 0, cards,
  }
}

export async function run(args: string[]): Promise<unknown> {
  const at = args.indexOf('--runs')
  const count = at >= 0 ? Number(args[at + 1]) : 5_000
  const dir = mkdtempSync(join(tmpdir(), 'cmt-bench-progress-'))
  const path = join(dir, 'games.db')
  const runs = Array.from({ length: count }, (_, n) => soloRun(n))
  const filing = openArchive(path).archive
  const fill = performance.now()
  // Filed as the app files them: one transaction per finished run.
  for (const r of runs) filing.addSoloRun(r)
  const fillMs = performance.now() - fill
  filing.close()

  const now = START + count * EVERY_MS
  const periods = { all: null, '7d': now - 7 * DAY_MS, '30d': now - 30 * DAY_MS }
  // The first chart of a session: the database opened and its statements prepared, then asked.
  const firstChart = median(
    timed(() => {
      const archive = openArchive(path).archive
      sent(archive.soloProgress('p-lena', 'fifteen', 'all', { from: periods.all }))
      archive.close()
    }),
  )
  const { archive } = openArchive(path)
  const progress = (from: number | null) => sent(archive.soloProgress('p-lena', 'fifteen', 'all', { from }))
  const answer = archive.soloProgress('p-lena', 'fifteen', 'all', { from: null })
  const figures = {
    allMs: round(median(timed(() => progress(periods.all)))),
    sevenDaysMs: round(median(timed(() => progress(periods['7d'])))),
    thirtyDaysMs: round(median(timed(() => progress(periods['30d'])))),
    // What the solo screen's records read before: every counted run, for comparison.
    soloRecordsMs: round(median(timed(() => sent(archive.soloRuns('p-lena', 'fifteen', 'all'))))),
  }
  const answerChars = progress(periods.all).length
  archive.close()
  rmSync(dir, { recursive: true, force: true })
  return {
    bench: 'progress',
    runs: count,
    cards: count * 10,
    fillSeconds: round(fillMs / 1000),
    firstChartAfterOpenMs: round(firstChart),
    ...figures,
    points: answer.points.length,
    histogramBars: answer.histogram.length,
    cardsShown: answer.cards.length,
    answerChars,
    // Kept so a reader can see the figures are over the whole history, not an empty one.
    bestAverageOf12: answer.bestAverageOf12 === null ? null : round(answer.bestAverageOf12),
  }
}
