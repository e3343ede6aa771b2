import type { ApiResult, Events, JudgedStep, RecordRef, RequestPayload } from '@shared/ipc'
import type { GameRecord } from '@shared/records/format'
import { err, ok } from '@shared/result'
import type { VerdictService } from './verdicts'

/** Whoever asks: a connection that can be told its job's progress. */
export interface Asker {
  send(event: 'verdict:progress', payload: Events['verdict:progress']): void
}

export interface VerdictRequestsOptions {
  verdicts: VerdictService
  /** A saved game by its id (the store of past games), or null when there is none. */
  recordById: (id: string) => GameRecord | null
  /** A seat of a kept game was judged at the expert's own budget (none asked for): kept, to show again at once. */
  judged?: (recordId: string, seat: number, steps: JudgedStep[]) => void
  /** A seat's verdicts at the expert's own budget, kept since a review first asked; null when there are none. */
  kept?: (recordId: string, seat: number) => JudgedStep[] | null
}

/** The saved game a review request names. */
export function recordOf(ref: RecordRef, recordById: (id: string) => GameRecord | null): ApiResult<GameRecord> {
  const found = recordById(ref.recordId)
  return found ? ok(found) : err({ code: 'NOT_FOUND', message: 'That game is no longer among the saved games.' })
}

/**
 * The host's side of the verdict requests. Each asker's jobs are kept by the name it gave them,
 * so it can call one off, and all of them stop when the asker goes away (a closed window).
 */
export function verdictRequests<C extends Asker>(opts: VerdictRequestsOptions) {
  const jobs = new Map<C, Map<string, AbortController>>()

  const judge = async (p: RequestPayload<'verdict:judge'>, from: C | null): Promise<ApiResult<JudgedStep[]>> => {
    const record = recordOf(p, opts.recordById)
    if (!record.ok) return record
    if (p.seat >= record.value.seats.length) return err({ code: 'BAD_SEAT', message: `This game has no seat ${p.seat + 1}.` })
    // Judged before at the expert's own budget: the same verdicts, at once (issue 31, item 10).
    const kept = p.playouts === undefined ? opts.kept?.(p.recordId, p.seat) : null
    if (kept) return ok(kept)
    const controller = new AbortController()
    const mine = from ? (jobs.get(from) ?? jobs.set(from, new Map()).get(from)!) : null
    // A job started again under the same name replaces the old one.
    mine?.get(p.job)?.abort()
    mine?.set(p.job, controller)
    try {
      const judged = await opts.verdicts.judge(record.value, p.seat, {
        signal: controller.signal,
        playouts: p.playouts,
        progress: (progress) => from?.send('verdict:progress', { job: p.job, ...progress }),
      })
      if (judged.ok && p.playouts === undefined) opts.judged?.(p.recordId, p.seat, judged.value)
      return judged
    } finally {
      if (mine?.get(p.job) === controller) mine.delete(p.job)
    }
  }

  return {
    handlers: {
      'verdict:judge': judge,
      'verdict:checkmates': (p: RequestPayload<'verdict:checkmates'>) => {
        const record = recordOf(p, opts.recordById)
        return record.ok ? opts.verdicts.checkMates(record.value) : record
      },
      'verdict:cancel': ({ job }: RequestPayload<'verdict:cancel'>, from: C | null): ApiResult<null> => {
        if (from) jobs.get(from)?.get(job)?.abort()
        return ok(null)
      },
    },
    /** The asker went away: every job of theirs stops. */
    left(client: C): void {
      for (const c of jobs.get(client)?.values() ?? []) c.abort()
      jobs.delete(client)
    },
  }
}
