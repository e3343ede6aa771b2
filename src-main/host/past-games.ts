import type { Outcome } from '@shared/engine'
import type { PastGameSummary } from '@shared/ipc'
import { isExpire, type GameRecord } from '@shared/records/format'
import type { StoredData } from '../store/schema'
import { summarySeat } from './results'

type PastGame = StoredData['games'][number]

/** How many finished games the store keeps with their records: the most recent. */
export const KEEP_GAMES = 250
/**
 * The most characters of records the store keeps in all. A whole Four Down match, the longest
 * game, is 41 kB at most (docs/records.md), so 250 of the longest fit; a save stays a few MB.
 */
export const MAX_GAMES_CHARS = 12_000_000

/** A finished game as the store keeps it: the record's text, and what the list of past games shows. */
export function pastGame(id: string, at: number, record: GameRecord, outcome: Outcome): PastGame {
  return {
    id,
    at,
    gameId: record.game,
    mode: record.mode,
    seats: record.seats.map(summarySeat),
    winners: outcome.winners,
    scores: outcome.scores,
    steps: record.steps.length,
    record: JSON.stringify(record),
  }
}

/** When a recorded game ended: its last step, or its deal for a game of no steps. */
export function endOf(record: GameRecord): number {
  const last = record.steps.at(-1)
  return last === undefined ? record.startedAt : isExpire(last) ? last.expire : last.at
}

/** Files a finished game; the oldest go first once there are more than KEEP_GAMES or more than MAX_GAMES_CHARS of them. */
export function keepGame(data: StoredData, game: PastGame): StoredData {
  const games = [...data.games, game].slice(-KEEP_GAMES)
  let chars = games.reduce((n, g) => n + g.record.length, 0)
  let first = 0
  // The newest game is always kept, whatever its size.
  while (chars > MAX_GAMES_CHARS && first < games.length - 1) chars -= games[first++]!.record.length
  return { ...data, games: games.slice(first) }
}

/** The past games, newest first; with a profile, only the games that person played. */
export function listGames(data: StoredData, profileId: string | null): PastGameSummary[] {
  return data.games
    .filter((g) => profileId === null || g.seats.some((s) => s.profileId === profileId))
    .reverse()
    .map(summaryOf)
}

/** What the list of past games shows of one: everything but the record. */
export function summaryOf({ record: _record, ...summary }: PastGame): PastGameSummary {
  return summary
}

/** A kept game's record as a file to save: named by its game and the day it was played. */
export function exportGame(game: PastGame): { fileName: string; text: string } {
  const day = new Date(game.at).toISOString().slice(0, 10)
  return { fileName: `${game.gameId}-${day}-${game.id.slice(0, 8)}.json`, text: game.record }
}
