import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { DECK } from '@shared/checkmates'
import { CARD_GAMES } from '@shared/games/lookup'
import { BOT_LEVELS } from '@shared/games/module'
import type { GameId } from '@shared/games/registry'
import type { SeatInfo } from '@shared/ipc'
import { nextInt, seedRng, shuffle } from '@shared/random'
import { scoreMatch } from '../src-main/host/results'
import { openArchive, type Archive, type FiledSoloRun, type KeptVerdict } from '../src-main/store/archive'
import { VERDICT_VERSION } from '@shared/games/expert/verdict'
import type { PastGame } from '../src-main/store/schema'
import { median, round, sent, timed } from './measure'
import { sampleGames } from './records'

// `npm run bench -- progress [--runs N] [--games N]`: one person's solo runs on one side and deck
// (the most a Progress chart ever adds up), each of ten cards, stored as the app files them; then
// the solo figures for the whole history and for the last 7 and 30 days. Then the same for one
// person's card games: their win shares, level points and rating. Milliseconds, medians of 25.

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

/** A card game every hour: 10,000 games span some 14 months, of which the last 7 days hold 168. */
const GAME_EVERY_MS = 3_600_000
const CARD_GAME_IDS = CARD_GAMES.map((m) => m.game.id as GameId)

/**
 * The n-th card game, all of them one person's (the most the card-games section ever adds up): a
 * real record of a seeded match, its computer players' level turning with n so every level has its
 * line; one in seven practice, which the section leaves out but must pass over.
 */
function cardGame(samples: readonly PastGame[], n: number): { game: PastGame; seats: SeatInfo[] } {
  const sample = samples[n % samples.length]!
  const level = BOT_LEVELS[n % BOT_LEVELS.length]!
  const seats: SeatInfo[] = sample.seats.map((s, i) =>
    i === 0 ? { name: 'Lena', colour: 'sky', kind: 'human', profileId: 'p-lena' } : { name: s.name, colour: 'orange', kind: 'bot', level },
  )
  const game = { ...sample, id: `game-${n}`, at: START + n * GAME_EVERY_MS, seats, ...(n % 7 === 0 && { practice: true as const }) }
  return { game, seats }
}

/** Decisions a counted game's seat has judged: a match's worth (a Four Down match has some 100, a Check! round some 10). */
const DECISIONS_EACH = 25
const KINDS = ['turn', 'drawn', 'power', 'match'] as const
const LABELS = ['good', 'good', 'good', 'good', 'good', 'good', 'inaccuracy', 'mistake', 'good', 'blunder'] as const
const judgedDecisions = (n: number): KeptVerdict[] =>
  Array.from({ length: DECISIONS_EACH }, (_, i) => {
    const label = LABELS[(n * 7 + i * 3) % LABELS.length]!
    return { kind: KINDS[(n + i) % KINDS.length]!, label, loss: label === 'good' ? 0.01 : label === 'inaccuracy' ? 0.06 : label === 'mistake' ? 0.12 : 0.3 }
  })

/** The card-games section's figures over `count` games, against reading the person's games as the past-games list pages through them. */
function measureCardGames(dir: string, count: number) {
  const path = join(dir, 'cards.db')
  const samples = sampleGames()
  const filing = openArchive(path).archive
  const fill = performance.now()
  // Filed as the host files a finished game: one transaction with its match and standings, if it counted.
  for (let n = 0; n < count; n++) {
    const { game, seats } = cardGame(samples, n)
    const outcome = { winners: game.winners, scores: game.scores, disqualified: [] }
    filing.fileGame(game, game.practice ? undefined : scoreMatch({ gameId: game.gameId, seats, outcome, at: game.at }, filing.standing, () => true))
    // Her decisions judged, as the background judge keeps them: DECISIONS_EACH a game.
    if (!game.practice) filing.fileVerdicts(game.id, 0, VERDICT_VERSION, judgedDecisions(n))
  }
  const fillMs = performance.now() - fill
  filing.close()

  const now = START + count * GAME_EVERY_MS
  const progress = (archive: Archive, from: number | null) => sent(archive.cardProgress('p-lena', CARD_GAME_IDS, { from }))
  const firstChart = median(
    timed(() => {
      const archive = openArchive(path).archive
      progress(archive, null)
      archive.close()
    }),
  )
  const { archive } = openArchive(path)
  const answer = archive.cardProgress('p-lena', CARD_GAME_IDS, { from: null })
  const figures = {
    allMs: round(median(timed(() => progress(archive, null)))),
    sevenDaysMs: round(median(timed(() => progress(archive, now - 7 * DAY_MS)))),
    thirtyDaysMs: round(median(timed(() => progress(archive, now - 30 * DAY_MS)))),
    // What adding it up in JavaScript would read first: every one of the person's games, as the past-games list pages through them.
    listEveryGameMs: round(
      median(
        timed(() => {
          for (let page = archive.listGames({ profileId: 'p-lena' }); ; page = archive.listGames({ profileId: 'p-lena', after: page.next })) {
            sent(page)
            if (!page.next) break
          }
        }),
      ),
    ),
  }
  const answerChars = progress(archive, null).length
  archive.close()
  return {
    games: count,
    fillSeconds: round(fillMs / 1000),
    firstChartAfterOpenMs: round(firstChart),
    ...figures,
    blocks: answer.games.reduce((n, g) => n + g.blocks.length, 0),
    decisionBlocks: answer.decisions.games.reduce((n, g) => n + g.blocks.length, 0),
    decisions: answer.decisions.games.reduce((n, g) => n + g.kinds.reduce((m, k) => m + k.decisions, 0), 0),
    ladderPoints: answer.ladder.length,
    answerChars,
  }
}

export async function run(args: string[]): Promise<unknown> {
  const at = args.indexOf('--runs')
  const count = at >= 0 ? Number(args[at + 1]) : 5_000
  const gamesAt = args.indexOf('--games')
  const games = gamesAt >= 0 ? Number(args[gamesAt + 1]) : 10_000
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
  const cardGames = measureCardGames(dir, games)
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
    cardGames,
  }
}
