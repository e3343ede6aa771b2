import { eventsFor, type Seat } from '@shared/engine'
import { gameModule } from '@shared/games/lookup'
import type { ApiResult, ReviewFrame, ReviewViewer, SeatInfo } from '@shared/ipc'
import { SEAT_COLOUR_IDS } from '@shared/profile'
import { isExpire, type GameRecord } from '@shared/records/format'
import { parseRecord } from '@shared/records/parse'
import { replay, type Replay } from '@shared/records/replay'
import { err, ok } from '@shared/result'
import type { PastGame } from '../store/schema'

type AnyEvent = { type: string }
const HISTORY_LENGTH = 60
/** Replays kept for the games being stepped through: stepping re-reads nothing. */
const KEEP_REPLAYS = 4

interface Replayed {
  record: GameRecord
  replay: Replay
  seats: SeatInfo[]
  /** When the kept game ended, as the past games' list shows it. */
  at: number
}

/**
 * Reviews of past games, replayed here in main on today's engine: a screen is sent one moment at
 * a time, seen by one seat (its own view and its own events, nothing more) or face up.
 */
export function createReviews(gameById: (id: string) => PastGame | null) {
  const replays = new Map<string, Replayed>()

  function replayed(id: string): ApiResult<Replayed> {
    const kept = replays.get(id)
    if (kept) return ok(kept)
    const game = gameById(id)
    if (!game) return err({ code: 'NOT_FOUND', message: 'That game is no longer kept on this computer.' })
    const record = parseRecord(game.record)
    if (!record.ok) return err(record.error)
    const again = replay(record.value)
    if (!again.ok) return err({ code: again.error.code, message: again.error.message })
    const seats = record.value.seats.map(
      (s, i): SeatInfo => ({
        name: s.name,
        kind: s.kind,
        colour: s.colour ?? SEAT_COLOUR_IDS[i % SEAT_COLOUR_IDS.length]!,
        ...(s.level && { level: s.level }),
        ...(s.profileId && { profileId: s.profileId }),
      }),
    )
    const entry = { record: record.value, replay: again.value, seats, at: game.at }
    replays.set(id, entry)
    if (replays.size > KEEP_REPLAYS) replays.delete(replays.keys().next().value!)
    return ok(entry)
  }

  /** The default viewpoint: the first person's seat, else seat 0. */
  const firstPerson = (seats: readonly SeatInfo[]): Seat => Math.max(0, seats.findIndex((s) => s.kind === 'human'))

  function frame(id: string, at: number, asked?: ReviewViewer): ApiResult<ReviewFrame> {
    const found = replayed(id)
    if (!found.ok) return found
    const { record, replay: r, seats } = found.value
    // A solo run replays on the game's engine for play alone, which has one seat and nothing face down to turn.
    const { engine } = r.game
    const table = record.mode === 'table' ? gameModule(record.game)! : null
    const viewer = asked ?? firstPerson(seats)
    if (viewer !== 'all' && viewer >= seats.length) return err({ code: 'BAD_SEAT', message: `this game had no seat ${viewer + 1}` })
    const step = Math.min(at, r.steps.length)
    const moment = step === 0 ? r.setup : r.steps[step - 1]!
    const eyes = viewer === 'all' ? 'public' : viewer
    const history: AnyEvent[] = []
    for (const m of [r.setup, ...r.steps.slice(0, step)]) history.push(...eventsFor(m.events, 'public'))
    const recorded = step === 0 ? null : record.steps[step - 1]!
    const when = recorded === null ? record.startedAt : isExpire(recorded) ? recorded.expire : recorded.at
    return ok({
      id,
      mode: record.mode,
      step,
      steps: r.steps.length,
      viewer,
      by: recorded === null || isExpire(recorded) ? null : recorded.seat,
      elapsed: when - record.startedAt,
      startedAt: record.startedAt,
      endedAt: found.value.at,
      seed: record.seed,
      table: {
        tableId: `review:${id}`,
        gameId: record.game,
        seats,
        lobby: {},
        viewer: eyes,
        handover: null,
        looking: false,
        thinking: [],
        actingSeat: table ? table.actingSeat(moment.state) : engine.outcome(moment.state) ? null : 0,
        view: engine.view(moment.state, eyes),
        actions: [],
        events: [],
        history: history.slice(-HISTORY_LENGTH),
        step,
        now: when,
        deadline: engine.deadline?.(moment.state) ?? null,
        outcome: engine.outcome(moment.state),
        joinLinks: [],
      },
      events: viewer === 'all' ? moment.events.map((e) => e.event) : eventsFor(moment.events, viewer),
      faceUp: viewer === 'all' ? (table?.faceUp?.(moment.state) ?? null) : null,
    })
  }

  /** A kept game's record, for the verdicts that name it by id. */
  const record = (id: string): GameRecord | null => {
    const found = replayed(id)
    return found.ok ? found.value.record : null
  }

  /** A deleted game's replay goes with it. */
  const forget = (id: string) => replays.delete(id)

  return { frame, record, forget }
}
