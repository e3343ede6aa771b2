import { describe, expect, test } from 'vitest'
import type { GameId } from '@shared/games/registry'
import { VERDICT_VERSION } from '@shared/games/expert/verdict'
import { memoryArchive, type Archive, type KeptVerdict } from './archive'
import type { PastGame } from './schema'

const DAY = 86_400_000
const CARD: GameId[] = ['check', 'four-down', 'cheat', 'checks']
const NOW = VERDICT_VERSION

const lena = { name: 'Lena', kind: 'human' as const, profileId: 'lena' }
const ben = { name: 'Ben', kind: 'human' as const, profileId: 'ben' }
const bot = { name: 'Bot', kind: 'bot' as const, level: 'hard' }

function game(id: string, day: number, more: Partial<PastGame> = {}): PastGame {
  return { id, at: day * DAY, gameId: 'check', mode: 'table', steps: 20, seats: [lena, ben, bot], winners: [2], scores: [0, 0, 0], record: '{}', ...more }
}
const v = (kind: string, label: KeptVerdict['label'], loss: number): KeptVerdict => ({ kind, label, loss })
const lenas = (archive: Archive, from: number | null = null) => archive.cardProgress('lena', CARD, { from }).decisions

/**
 * Lena's history, worked out by hand (losses are binary fractions, so sums are exact):
 * - g1, day 1, Check!: turn good 1/32, drawn mistake 1/8, match good 0 → 3 decisions, 2 good.
 * - g2, day 2, Check!: drawn blunder 1/4, drawn good 1/16 → 2 decisions, 1 good.
 * - g3, day 3, Check!: judged, nothing to weigh → no point.
 * - g4, day 4, Check!: not judged yet → waiting.
 * - f1, day 5, Four Down: power inaccuracy 3, turn good 0 → 2 decisions, 1 good.
 * - g6, day 6, Check!: judged by an older judge → waiting, and not counted.
 * - practice (day 7) and imported (day 8) games, judged, count for nothing.
 * Ben sits in g1 as seat 1, judged all good: none of it is Lena's.
 */
function history(): Archive {
  const a = memoryArchive()
  for (const g of [game('g1', 1), game('g2', 2), game('g3', 3), game('g4', 4), game('f1', 5, { gameId: 'four-down' }), game('g6', 6)]) a.fileGame(g)
  a.fileGame(game('practice', 7, { practice: true }))
  a.fileGame(game('imported', 8, { imported: true }))
  a.fileVerdicts('g1', 0, NOW, [v('turn', 'good', 1 / 32), v('drawn', 'mistake', 1 / 8), v('match', 'good', 0)])
  a.fileVerdicts('g1', 1, NOW, [v('turn', 'good', 0), v('drawn', 'good', 0)])
  a.fileVerdicts('g2', 0, NOW, [v('drawn', 'blunder', 1 / 4), v('drawn', 'good', 1 / 16)])
  a.fileVerdicts('g3', 0, NOW, [])
  a.fileVerdicts('f1', 0, NOW, [v('power', 'inaccuracy', 3), v('turn', 'good', 0)])
  a.fileVerdicts('g6', 0, NOW - 1, [v('drawn', 'blunder', 1)])
  a.fileVerdicts('practice', 0, NOW, [v('drawn', 'blunder', 1)])
  a.fileVerdicts('imported', 0, NOW, [v('drawn', 'blunder', 1)])
  return a
}

describe('Progress: decisions (issue 30), against a history worked out by hand', () => {
  test('the judged games with a decision, per game, in a block: its share of good decisions, its point at its last game', () => {
    const d = lenas(history())
    expect(d.games.map((g) => g.gameId)).toEqual(['check', 'four-down'])
    // g1 and g2 (g3 weighed nothing): 3 of 5 good.
    expect(d.games[0]!.blocks).toEqual([{ block: 1, games: 2, decisions: 5, good: 3, share: 0.6, from: DAY, at: 2 * DAY, game: 'g2' }])
    expect(d.games[1]!.blocks).toEqual([{ block: 1, games: 1, decisions: 2, good: 1, share: 0.5, from: 5 * DAY, at: 5 * DAY, game: 'f1' }])
  })

  test("blocks of ten judged games from the period's first, as the win shares are cut; the last block says how many it holds", () => {
    // Twelve games of Cheat, one a day from day 10, two decisions each, one of them a blunder in
    // every third game: games 1–10 hold 17 good of 20 (3, 6, 9), games 11–12 hold 3 of 4 (12).
    const a = memoryArchive()
    for (let i = 1; i <= 12; i++) {
      const id = `c${String(i).padStart(2, '0')}`
      a.fileGame(game(id, 9 + i, { gameId: 'cheat', seats: [lena, bot], winners: [1], scores: [0, 0] }))
      a.fileVerdicts(id, 0, NOW, [v('claim', 'good', 0), i % 3 === 0 ? v('challenge', 'blunder', 0.25) : v('challenge', 'good', 0)])
    }
    expect(lenas(a).games[0]!.blocks).toEqual([
      { block: 1, games: 10, decisions: 20, good: 17, share: 0.85, from: 10 * DAY, at: 19 * DAY, game: 'c10' },
      { block: 2, games: 2, decisions: 4, good: 3, share: 0.75, from: 20 * DAY, at: 21 * DAY, game: 'c12' },
    ])
    // From game 3 (day 12): games 3–12 are one block, 16 good of 20 (3, 6, 9, 12).
    expect(lenas(a, 12 * DAY).games[0]!.blocks).toEqual([{ block: 1, games: 10, decisions: 20, good: 16, share: 0.8, from: 12 * DAY, at: 21 * DAY, game: 'c12' }])
    expect(lenas(a).games[0]!.kinds).toEqual([
      { kind: 'challenge', decisions: 12, good: 8, loss: 1, meanLoss: 1 / 12, worst: 0.25 },
      { kind: 'claim', decisions: 12, good: 12, loss: 0, meanLoss: 0, worst: 0 },
    ])
  })

  test('the kinds of decision, the costliest in all first: count, good ones, what they gave away in all, per decision and at worst', () => {
    const [check, fourDown] = lenas(history()).games
    expect(check!.kinds).toEqual([
      { kind: 'drawn', decisions: 3, good: 1, loss: 7 / 16, meanLoss: 7 / 48, worst: 1 / 4 },
      { kind: 'turn', decisions: 1, good: 1, loss: 1 / 32, meanLoss: 1 / 32, worst: 1 / 32 },
      { kind: 'match', decisions: 1, good: 1, loss: 0, meanLoss: 0, worst: 0 },
    ])
    expect(fourDown!.kinds).toEqual([
      { kind: 'power', decisions: 1, good: 0, loss: 3, meanLoss: 3, worst: 3 },
      { kind: 'turn', decisions: 1, good: 1, loss: 0, meanLoss: 0, worst: 0 },
    ])
  })

  test('games not judged yet, or judged by an older judge, are waiting and count for nothing; practice and imported games are not waited for', () => {
    expect(lenas(history()).waiting).toBe(2)
  })

  test('the period cuts the history: from day 2, g2 and f1, with g4 and g6 waiting; from day 6, nothing judged and g6 waiting', () => {
    const d = lenas(history(), 2 * DAY)
    expect(d.games[0]).toEqual({
      gameId: 'check',
      blocks: [{ block: 1, games: 1, decisions: 2, good: 1, share: 0.5, from: 2 * DAY, at: 2 * DAY, game: 'g2' }],
      kinds: [{ kind: 'drawn', decisions: 2, good: 1, loss: 5 / 16, meanLoss: 5 / 32, worst: 1 / 4 }],
    })
    expect(d.games[1]!.blocks.map((b) => b.game)).toEqual(['f1'])
    expect(d.waiting).toBe(2)
    expect(lenas(history(), 6 * DAY)).toEqual({ games: [], waiting: 1 })
    expect(lenas(history(), 9 * DAY)).toEqual({ games: [], waiting: 0 })
  })

  test('another person is apart: Ben has his own seat of g1, all good, and g2 to g6 waiting', () => {
    const d = history().cardProgress('ben', CARD, { from: null }).decisions
    expect(d.games).toEqual([{ gameId: 'check', blocks: [{ block: 1, games: 1, decisions: 2, good: 2, share: 1, from: DAY, at: DAY, game: 'g1' }], kinds: [
      { kind: 'drawn', decisions: 1, good: 1, loss: 0, meanLoss: 0, worst: 0 },
      { kind: 'turn', decisions: 1, good: 1, loss: 0, meanLoss: 0, worst: 0 },
    ] }])
    expect(d.waiting).toBe(5)
  })
})

describe('the verdicts the games database keeps', () => {
  test('a seat judged again replaces its verdicts; a judge of this version brings a waiting game in', () => {
    const a = history()
    a.fileVerdicts('g6', 0, NOW, [v('turn', 'good', 0)])
    a.fileVerdicts('g1', 0, NOW, [v('turn', 'blunder', 1)])
    const d = lenas(a)
    expect(d.waiting).toBe(1)
    // g1 now 0 of 1, g2 1 of 2, g6 1 of 1.
    expect(d.games[0]!.blocks).toMatchObject([{ games: 3, decisions: 4, good: 2, at: 6 * DAY, game: 'g6' }])
  })

  test('a deleted game takes its verdicts with it, and one judged after it was deleted keeps none', () => {
    const a = history()
    expect(a.deleteGame('g1')).toBe(true)
    a.fileVerdicts('g1', 0, NOW, [v('turn', 'good', 0)])
    expect(a.saving).toEqual({ saved: true })
    expect(lenas(a).games[0]!.blocks).toMatchObject([{ games: 1, from: 2 * DAY, game: 'g2' }])
    expect(lenas(a).games[0]!.kinds.map((k) => k.kind)).toEqual(['drawn'])
  })

  test("a computer player's seat keeps its verdicts for its review, and nobody's progress is drawn from them; a seat the game has not keeps none", () => {
    const a = history()
    const review = [{ step: 3 }] as never[]
    a.fileVerdicts('g4', 2, NOW, [v('drawn', 'blunder', 1)], review)
    a.fileVerdicts('g4', 3, NOW, [v('drawn', 'blunder', 1)], review)
    expect(a.keptReview('g4', 2, NOW)).toEqual(review)
    expect(a.keptReview('g4', 3, NOW)).toBeNull()
    expect(lenas(a).waiting).toBe(2)
    expect(lenas(a).games[0]!.blocks).toMatchObject([{ games: 2, decisions: 5 }])
    // Judged in the background (sums only), a seat has no steps to show.
    expect(a.keptReview('g1', 0, NOW)).toBeNull()
  })

  test("the seats to judge: people's seats of counted games with an expert, not judged by this judge, newest first", () => {
    const a = history()
    const games: GameId[] = ['check', 'four-down']
    expect(a.unjudged({ games, version: NOW, limit: 10 })).toEqual([
      { game: 'g6', seat: 0 }, { game: 'g6', seat: 1 },
      { game: 'f1', seat: 1 },
      { game: 'g4', seat: 0 }, { game: 'g4', seat: 1 },
      { game: 'g3', seat: 1 },
      { game: 'g2', seat: 1 },
    ])
    expect(a.unjudged({ games, version: NOW, limit: 2 })).toHaveLength(2)
    expect(a.unjudged({ games, version: NOW, limit: 10, game: 'g4' })).toEqual([{ game: 'g4', seat: 0 }, { game: 'g4', seat: 1 }])
    expect(a.unjudged({ games: ['four-down'], version: NOW, limit: 10 })).toEqual([{ game: 'f1', seat: 1 }])
  })
})
