import type { Outcome } from '@shared/engine'
import { GAMES, type GameId } from '@shared/games/registry'
import type { MatchSummary, SeatInfo } from '@shared/ipc'
import { BADGE_WINS, BOT_RATINGS, rate, resultFor, START_RATING } from '@shared/results'
import type { FiledMatch } from '../store/archive'
import type { Standing } from '../store/schema'

export const freshStanding = (): Standing => ({ levelPoints: 0, rating: null, ratedMatches: 0, badges: [], games: {} })

export interface FinishedMatch {
  gameId: GameId
  seats: SeatInfo[]
  outcome: Outcome
  at: number
}

/**
 * Scores a finished match: level points by result, a title badge at the fifth win, and for
 * two-player matches a move on the one shared ladder. Computer players have no standing; their
 * fixed rating by level is what a person is measured against. Returns the match as it is filed
 * and the standing after it of each person here who played (`standingOf`: theirs before it).
 */
export function scoreMatch(match: FinishedMatch, standingOf: (profileId: string) => Standing | null, isHere: (profileId: string) => boolean): FiledMatch {
  const { gameId, seats, outcome } = match
  const points = GAMES[gameId].game.levelPoints
  const rated = seats.length === 2
  const standings: Record<string, Standing> = {}
  const before = (i: number): number => {
    const s = seats[i]!
    if (s.kind === 'bot') return BOT_RATINGS[s.level ?? 'normal']
    return (s.profileId ? standingOf(s.profileId)?.rating : null) ?? START_RATING
  }
  seats.forEach((seat, i) => {
    if (seat.kind !== 'human' || !seat.profileId || !isHere(seat.profileId)) return
    const old = standings[seat.profileId] ?? standingOf(seat.profileId) ?? freshStanding()
    const result = resultFor(i, outcome.winners)
    const tally = old.games[gameId] ?? { played: 0, wins: 0, draws: 0, losses: 0 }
    const games = {
      ...old.games,
      [gameId]: {
        played: tally.played + 1,
        wins: tally.wins + (result === 'win' ? 1 : 0),
        draws: tally.draws + (result === 'draw' ? 1 : 0),
        losses: tally.losses + (result === 'loss' ? 1 : 0),
      },
    }
    const earned = games[gameId]!.wins >= BADGE_WINS && !old.badges.includes(gameId)
    const score = result === 'win' ? 1 : result === 'draw' ? 0.5 : 0
    standings[seat.profileId] = {
      levelPoints: old.levelPoints + points[result],
      rating: rated ? rate(before(i), before(1 - i), score) : old.rating,
      ratedMatches: old.ratedMatches + (rated ? 1 : 0),
      badges: earned ? [...old.badges, gameId] : old.badges,
      games,
    }
  })
  return {
    match: { gameId, at: match.at, seats: seats.map(summarySeat), winners: outcome.winners, scores: outcome.scores, rated },
    standings,
  }
}

/** A seat as the lists of matches and past games show it: who, person or computer, and at what level. */
export function summarySeat(s: Pick<SeatInfo, 'name' | 'kind' | 'level' | 'profileId'>): MatchSummary['seats'][number] {
  return { name: s.name, kind: s.kind, ...(s.level && { level: s.level }), ...(s.profileId && { profileId: s.profileId }) }
}
