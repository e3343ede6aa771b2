import { describe, expect, test } from 'vitest'
import type { SeatInfo } from '@shared/ipc'
import { BOT_RATINGS, rate } from '@shared/results'
import type { MatchRecord, Standing } from '../store/schema'
import { scoreMatch, type FinishedMatch } from './results'

const lena: SeatInfo = { kind: 'human', name: 'Lena', colour: 'sky', profileId: 'p1' }
const egor: SeatInfo = { kind: 'human', name: 'Egor', colour: 'green', profileId: 'p2' }
const hard: SeatInfo = { kind: 'bot', name: 'Ada', colour: 'orange', level: 'hard' }
const easy: SeatInfo = { kind: 'bot', name: 'Bram', colour: 'blue', level: 'easy' }

/** What the games database keeps of standings and matches, as the tests follow it. */
interface Books {
  standings: Record<string, Standing>
  matches: MatchRecord[]
}
const empty = (): Books => ({ standings: {}, matches: [] })
const here = new Set(['p1', 'p2'])
/** Scores a match against the books and files what it did, as the database does in one transaction. */
function recordMatch(books: Books, match: FinishedMatch): Books {
  const filed = scoreMatch(match, (id) => books.standings[id] ?? null, (id) => here.has(id))
  return { standings: { ...books.standings, ...filed.standings }, matches: [...books.matches, filed.match] }
}
const outcome = (winners: number[]) => ({ winners, scores: [], disqualified: [] })

describe('results service (X-1)', () => {
  test('FD-8: a Four Down win pays 22, a draw 8, a loss 3', () => {
    let d = recordMatch(empty(), { gameId: 'four-down', seats: [lena, egor, hard], outcome: outcome([0]), at: 1 })
    expect(d.standings.p1!.levelPoints).toBe(22)
    expect(d.standings.p2!.levelPoints).toBe(3)
    d = recordMatch(d, { gameId: 'four-down', seats: [lena, egor, hard], outcome: outcome([0, 1]), at: 2 })
    expect(d.standings.p1!.levelPoints).toBe(30)
    expect(d.standings.p1!.games['four-down']).toEqual({ played: 2, wins: 1, draws: 1, losses: 0 })
  })

  test('FD-8: the fifth win earns the badge, once', () => {
    let d = empty()
    for (let i = 0; i < 6; i++) d = recordMatch(d, { gameId: 'four-down', seats: [lena, easy], outcome: outcome([0]), at: i })
    expect(d.standings.p1!.badges).toEqual(['four-down'])
  })

  test('X-1: only two-player matches move the ladder, against a bot\'s fixed rating', () => {
    const three = recordMatch(empty(), { gameId: 'cheat', seats: [lena, hard, easy], outcome: outcome([0]), at: 1 })
    expect(three.standings.p1!.rating).toBeNull()
    const two = recordMatch(empty(), { gameId: 'checks', seats: [lena, hard], outcome: outcome([0]), at: 1 })
    expect(two.standings.p1!.rating).toBe(rate(1200, BOT_RATINGS.hard, 1))
    expect(two.matches[0]!.rated).toBe(true)
  })

  test('X-1: the expert holds 1700 on the ladder: beating one gains more than beating hard, losing to one costs less', () => {
    const expert: SeatInfo = { ...hard, level: 'expert' }
    const win = recordMatch(empty(), { gameId: 'four-down', seats: [lena, expert], outcome: outcome([0]), at: 1 })
    const loss = recordMatch(empty(), { gameId: 'four-down', seats: [lena, expert], outcome: outcome([1]), at: 1 })
    expect(win.standings.p1!.rating).toBe(rate(1200, 1700, 1))
    expect(win.standings.p1!.rating).toBeGreaterThan(rate(1200, BOT_RATINGS.hard, 1))
    expect(loss.standings.p1!.rating).toBeGreaterThan(rate(1200, BOT_RATINGS.hard, 0))
  })

  test('two people on the ladder move in opposite directions by the same amount', () => {
    const d = recordMatch(empty(), { gameId: 'checks', seats: [lena, egor], outcome: outcome([1]), at: 1 })
    expect(d.standings.p1!.rating! + d.standings.p2!.rating!).toBe(2400)
    expect(d.standings.p2!.rating).toBeGreaterThan(1200)
  })

  test('computer players and deleted profiles get no standing', () => {
    const d = recordMatch(empty(), {
      gameId: 'check',
      seats: [hard, { ...lena, profileId: 'gone' }, easy],
      outcome: outcome([0]),
      at: 1,
    })
    expect(d.standings).toEqual({})
    expect(d.matches).toHaveLength(1)
  })
})
