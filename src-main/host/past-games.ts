import { createHash } from 'node:crypto'
import type { Outcome } from '@shared/engine'
import type { ApiResult, PastGameSummary, SeatRequest, TableCreate } from '@shared/ipc'
import { gameModule } from '@shared/games/lookup'
import type { Profile } from '@shared/profile'
import { parseRecord } from '@shared/records/parse'
import { err, ok } from '@shared/result'
import { isExpire, type GameRecord } from '@shared/records/format'
import type { PastGame } from '../store/schema'
import { summarySeat } from './results'

/**
 * A finished game as the store keeps it: the record's text, and what the list of past games shows.
 * `practice`: played at a practice table, so the list can say it counted for nobody; `imported`:
 * brought in from a file.
 */
export function pastGame(id: string, at: number, record: GameRecord, outcome: Outcome, practice = false, imported = false): PastGame {
  return {
    id,
    at,
    gameId: record.game,
    mode: record.mode,
    seats: record.seats.map(summarySeat),
    winners: outcome.winners,
    scores: outcome.scores,
    steps: record.steps.length,
    ...(practice && { practice }),
    ...(imported && { imported }),
    record: JSON.stringify(record),
  }
}

/** When a recorded game ended: its last step, or its deal for a game of no steps. */
export function endOf(record: GameRecord): number {
  const last = record.steps.at(-1)
  return last === undefined ? record.startedAt : isExpire(last) ? last.expire : last.at
}

/**
 * An imported game's id: its content's, so the same game brought in twice is found as the one
 * already kept (the record as read, which drops whatever else a file carried).
 */
export const importedId = (record: GameRecord): string => `imported-${createHash('sha256').update(JSON.stringify(record)).digest('base64url').slice(0, 32)}`

/** What the list of past games shows of one: everything but the record. */
export function summaryOf({ record: _record, ...summary }: PastGame): PastGameSummary {
  return summary
}

/** A kept game's record as a file to save: named by its game and the day it was played. */
export function exportGame(game: PastGame): { fileName: string; text: string } {
  const day = new Date(game.at).toISOString().slice(0, 10)
  return { fileName: `${game.gameId}-${day}-${game.id.slice(0, 8)}.json`, text: game.record }
}

/**
 * "Same deal again": the table request that seats a past game's players again (each person by
 * their profile here, all at this computer; a computer player at its level) with the lobby's
 * options as its config holds them, and that config, to deal from exactly. A practice table.
 */
export function sameDeal(game: PastGame, profiles: readonly Profile[]): ApiResult<{ req: TableCreate; config: unknown }> {
  const record = parseRecord(game.record)
  if (!record.ok) return err(record.error)
  const { seats, config, seed } = record.value
  if (record.value.mode === 'solo') return err({ code: 'SOLO_RUN', message: 'A solo run is dealt again from its seed in the solo screen, as practice.' })
  const absent = seats.find((s) => s.kind === 'human' && !profiles.some((p) => p.id === s.profileId))
  if (absent) return err({ code: 'NOT_FOUND', message: `${absent.name} has no profile at this computer, so the same seats cannot be taken.` })
  // A table request seats the lobby's levels only (SeatRequest; its schema refuses any other).
  // `random` is self-play's baseline, found only in a record `selfplay --records` wrote, never
  // offered to a person; seated here, the new table's own Play again would be refused. So it comes
  // back as the weakest level a table seats, as the table screen's rematch does.
  const requests = seats.map((s): SeatRequest =>
    s.kind === 'human' ? { kind: 'human', profileId: s.profileId! } : { kind: 'bot', level: s.level === 'random' || !s.level ? 'easy' : s.level },
  )
  // The new table's "Play again" and its computer players' preparation see the same choices as its deal.
  const dealt = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {}
  const options = Object.keys(gameModule(record.value.game)!.game.options).flatMap((k) => (k in dealt ? [[k, dealt[k]]] : []))
  // Practice: the deal is known (the review just showed it face up), so it counts for nobody
  // (issue 29, finding 5: five wins on known deals earned a badge).
  return ok({ req: { gameId: record.value.game, seats: requests, seed, ...Object.fromEntries(options), practice: true }, config })
}
