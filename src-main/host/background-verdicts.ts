import type { JudgedStep } from '@shared/ipc'
import { CARD_GAMES } from '@shared/games/lookup'
import type { GameId } from '@shared/games/registry'
import { VERDICT_VERSION } from '@shared/games/expert/verdict'
import { parseRecord } from '@shared/records/parse'
import type { Archive, KeptVerdict, SeatToJudge } from '../store/archive'
import type { VerdictService } from './verdicts'

/** At start, the seats of games kept before (judged by nobody yet, or by an older judge) worked through, newest first. */
export const CATCH_UP = 200

/** The games the expert judges: the card games with an expert. */
const JUDGED_GAMES: readonly GameId[] = CARD_GAMES.filter((m) => m.expert).map((m) => m.game.id as GameId)

export interface BackgroundVerdictsOptions {
  archive: Pick<Archive, 'game' | 'unjudged' | 'fileVerdicts'>
  verdicts: Pick<VerdictService, 'judge'>
  /** A seat's verdicts were kept: the Progress screens showing them ask again. */
  filed: (game: string) => void
}

/** What a judged step leaves in the games database. */
export const keptVerdicts = (steps: readonly JudgedStep[]): KeptVerdict[] =>
  steps.map(({ kind, label, loss }) => ({ kind, label, loss }))

/**
 * The expert's verdicts on people's decisions, worked out after each finished game with nobody
 * waiting for them (issue 30: the Progress screen's share of good decisions fills in without
 * anyone opening a review). Seats are judged one at a time, as background jobs of the verdict
 * service: a review or a piece of advice asked meanwhile goes first. Only counted games of a
 * person's seat are judged, the games the Progress screen counts.
 */
export function backgroundVerdicts({ archive, verdicts, filed }: BackgroundVerdictsOptions) {
  const waiting: SeatToJudge[] = []
  const queued = new Set<string>()
  const key = (s: SeatToJudge) => `${s.seat} ${s.game}`
  let running: Promise<void> | null = null
  let closed = false

  async function judgeOne(s: SeatToJudge): Promise<'done' | 'stop'> {
    const kept = archive.game(s.game)
    if (!kept) return 'done'
    const record = parseRecord(kept.record)
    // A record nobody can replay has no decisions to judge: kept as judged, so it is not tried at every start.
    if (!record.ok) {
      archive.fileVerdicts(s.game, s.seat, VERDICT_VERSION, [])
      return 'done'
    }
    const r = await verdicts.judge(record.value, s.seat, { background: true })
    if (!r.ok) {
      if (r.error.code === 'CANCELLED') return 'stop'
      // A thread that failed leaves the seat for the next start; one the game refuses is done with.
      if (r.error.code !== 'VERDICT_FAILED' && r.error.code !== 'INTERNAL') archive.fileVerdicts(s.game, s.seat, VERDICT_VERSION, [])
      return 'done'
    }
    archive.fileVerdicts(s.game, s.seat, VERDICT_VERSION, keptVerdicts(r.value))
    filed(s.game)
    return 'done'
  }

  const work = async () => {
    while (!closed && waiting.length > 0) {
      const next = waiting.shift()!
      const outcome = await judgeOne(next)
      queued.delete(key(next))
      if (outcome === 'stop') break
    }
    running = null
  }

  /** Seats to judge: the newest game's go first. */
  function add(seats: readonly SeatToJudge[], first: boolean) {
    const fresh = seats.filter((s) => !queued.has(key(s)))
    for (const s of fresh) queued.add(key(s))
    if (first) waiting.unshift(...fresh)
    else waiting.push(...fresh)
    if (!running && !closed && waiting.length > 0) running = work()
  }

  return {
    /** At start: the seats of games kept before that no judge of this version has judged. */
    catchUp(): void {
      add(archive.unjudged({ games: JUDGED_GAMES, version: VERDICT_VERSION, limit: CATCH_UP }), false)
    },
    /** A game was kept: its people's seats are judged next. */
    gameFiled(game: string): void {
      add(archive.unjudged({ games: JUDGED_GAMES, version: VERDICT_VERSION, limit: 16, game }), true)
    },
    /** A review judged a seat at the expert's own budget, as this judge would, and kept it: not judged again. */
    reviewed(game: string, seat: number): void {
      const i = waiting.findIndex((s) => s.game === game && s.seat === seat)
      if (i >= 0) queued.delete(key(waiting.splice(i, 1)[0]!))
    },
    /** Resolves when nothing is left to judge (tests; a shutdown that waits). */
    idle: (): Promise<void> => running ?? Promise.resolve(),
    close(): void {
      closed = true
      waiting.length = 0
    },
  }
}
