import type { Seat } from '@shared/engine'
import { SEAT_LEVELS, type SeatLevel } from '@shared/games/descriptor'
import { gameModule } from '@shared/games/lookup'
import { seatsLevel } from '@shared/games/module'
import type { ApiResult, SeatRequest, TableCreate } from '@shared/ipc'
import { isExpire, type GameRecord } from '@shared/records/format'
import { err, ok } from '@shared/result'
import type { Resume } from './tables'

/**
 * The table "Try it again" opens: the record's game, seed and options, its steps up to the one
 * before `step`, `seat` played by the person and every other seat by a computer player (the one
 * that sat there, at its level; the expert for a person). A practice table: it counts for nobody.
 */
export function tryAgainTable(record: GameRecord, step: number, seat: Seat, profileId: string): ApiResult<{ req: TableCreate; resume: Resume }> {
  const module = gameModule(record.game)
  if (record.mode !== 'table' || !module?.expert) {
    return err({ code: 'NO_EXPERT', message: 'Only the card games can be tried again from a moment of the game.' })
  }
  if (seat >= record.seats.length) return err({ code: 'BAD_SEAT', message: `This game has no seat ${seat + 1}.` })
  if (step > record.steps.length) return err({ code: 'BAD_STEP', message: `This game has ${record.steps.length} steps, not ${step}.` })
  const level = (l: string | undefined): SeatLevel =>
    SEAT_LEVELS.find((x) => x === l && seatsLevel(module, x)) ?? 'expert'
  const seats: SeatRequest[] = record.seats.map((s, i) =>
    i === seat ? { kind: 'human', profileId } : { kind: 'bot', level: s.kind === 'bot' ? level(s.level) : 'expert' },
  )
  const steps = record.steps.slice(0, step - 1)
  const last = steps.at(-1)
  const at = last === undefined ? record.startedAt : isExpire(last) ? last.expire : last.at
  return ok({ req: { gameId: record.game, seats, seed: record.seed, practice: true }, resume: { config: record.config, steps, at } })
}
