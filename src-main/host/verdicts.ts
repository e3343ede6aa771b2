import type { Seat } from '@shared/engine'
import { advise, type Advice, type AdviceRequest } from '@shared/games/expert/advice'
import { cardGameModule } from '@shared/games/lookup'
import type { ApiError, ApiResult } from '@shared/ipc'
import { checkMatesReview, type CheckMatesReview } from '@shared/checkmates/record-review'
import type { GameRecord } from '@shared/records/format'
import { replay } from '@shared/records/replay'
import { judging, type JudgedStep, type VerdictProgress } from '@shared/records/verdicts'
import { err, ok, type Result } from '@shared/result'
import { builtWorkerPath, spawnWithStopFlag, type JobWorker } from './worker-path'

/**
 * What the verdict worker is asked: a review's verdicts on one seat of a record (`playouts` per
 * decision, the expert player's own when absent), advice for one seat at a practice table, or a
 * Check Mates record against the solver.
 */
export type VerdictWork =
  | { kind: 'judge'; record: GameRecord; seat: Seat; playouts?: number }
  | { kind: 'advise'; request: AdviceRequest }
  | { kind: 'checkmates'; record: GameRecord }
export interface VerdictJob {
  id: number
  work: VerdictWork
}
export type VerdictReply =
  | { id: number; kind: 'progress'; progress: VerdictProgress }
  | { id: number; kind: 'done'; result: Result<unknown, ApiError> }

const CANCELLED: ApiError = { code: 'CANCELLED', message: 'The verdict was called off.' }
const NOTHING_TO_DECIDE: ApiError = { code: 'NOTHING_TO_DECIDE', message: 'There is nothing for you to decide right now.' }

/** Does the work: a judged decision per step of the generator (advice and Check Mates take one). */
export function* verdictRun(
  work: VerdictWork,
  progress: (p: VerdictProgress) => void,
  cancelled: () => boolean,
): Generator<void, Result<unknown, ApiError>, void> {
  if (work.kind === 'advise') {
    const spec = cardGameModule(work.request.game)?.expert
    if (!spec) return err({ code: 'NO_EXPERT', message: 'This game has no expert to ask.' })
    const advice = advise(spec, work.request, cancelled)
    return advice ? ok(advice) : err(cancelled() ? CANCELLED : NOTHING_TO_DECIDE)
  }
  const replayed = replay(work.record)
  if (!replayed.ok) return err({ code: replayed.error.code, message: replayed.error.message })
  if (work.kind === 'checkmates') return checkMatesReview(work.record, replayed.value)
  return yield* judging(work.record, replayed.value, work.seat, { progress, cancelled }, work.playouts)
}

export type VerdictWorker = JobWorker<VerdictJob, VerdictReply>

export interface JudgeOptions {
  progress?: (p: VerdictProgress) => void
  signal?: AbortSignal
  playouts?: number
  /**
   * Nobody is waiting for it (the Progress screen's verdicts, worked out after a game): it runs
   * only while no other job waits, and one that arrives stops it and has it start again after.
   */
  background?: boolean
}

export interface VerdictService {
  /**
   * The expert's verdicts on one seat's decisions in a record, with progress as it goes. Aborting
   * `signal` (the review closed) stops the work and answers CANCELLED.
   */
  judge(record: GameRecord, seat: Seat, opts?: JudgeOptions): Promise<ApiResult<JudgedStep[]>>
  /** The expert's move for one seat from what it knows, and why in one line. */
  advise(request: AdviceRequest): Promise<ApiResult<Advice>>
  /** A Check Mates record against the solver: the solver's work is as heavy as a verdict's, so it runs here too. */
  checkMates(record: GameRecord): Promise<ApiResult<CheckMatesReview>>
  close(): Promise<void>
}

const FAILED: ApiError = { code: 'VERDICT_FAILED', message: 'The verdict stopped halfway: the thread working it out failed. Try again.' }

/** The built verdict worker, out/main/verdict-worker.js; none from source (the host's thread, a decision at a time). */
export function defaultVerdictWorkerPath(moduleUrl: string = import.meta.url): string | null {
  return builtWorkerPath('verdict-worker.js', moduleUrl)
}

export const spawnVerdictWorker: (path: string) => (stop: SharedArrayBuffer) => VerdictWorker = spawnWithStopFlag

interface Pending {
  job: VerdictJob
  background: boolean
  progress?: (p: VerdictProgress) => void
  signal?: AbortSignal
  done: (r: ApiResult<unknown>) => void
}

/**
 * Reviews are judged one at a time on a thread of their own, apart from the expert players'
 * thinker so a review never slows a table's expert. Without a built worker (running from source)
 * the host's thread judges a decision at a time, letting other work in between. A job that is
 * called off while it runs is stopped by a shared flag the worker reads between playouts.
 */
export function createVerdictService(spawn: ((stop: SharedArrayBuffer) => VerdictWorker) | null): VerdictService {
  const stop = new SharedArrayBuffer(4)
  const stopFlag = new Int32Array(stop)
  let worker: VerdictWorker | null = null
  let running: Pending | null = null
  const queue: Pending[] = []
  // Background jobs wait here until the queue is empty.
  const later: Pending[] = []
  let nextId = 1
  let closed = false

  const finish = (p: Pending, r: ApiResult<unknown>) => {
    if (running === p) running = null
    p.done(r)
    pump()
  }

  const start = (): VerdictWorker | null => {
    if (worker || !spawn) return worker
    const w = spawn(stop)
    w.unref?.()
    w.on('message', (reply: VerdictReply) => {
      if (!running || reply.id !== running.job.id) return
      if (reply.kind === 'progress') running.progress?.(reply.progress)
      else finish(running, reply.result)
    })
    const lost = () => {
      if (worker !== w) return
      worker = null
      if (running) finish(running, err(FAILED))
    }
    w.on('error', lost)
    w.on('exit', lost)
    worker = w
    return w
  }

  // From source: the same run on this thread, a decision per turn of the event loop.
  const inProcess = (p: Pending) => {
    const run = verdictRun(p.job.work, (x) => p.progress?.(x), () => p.signal?.aborted === true)
    // A job that gave way and started again runs as a new job: this run of it stops.
    const id = p.job.id
    const next = () => {
      if (running !== p || p.job.id !== id) return
      const r = run.next()
      if (r.done) finish(p, r.value)
      else setImmediate(next)
    }
    next()
  }

  const pump = () => {
    while (!running && queue.length + later.length > 0) {
      const p = (queue.shift() ?? later.shift())!
      if (p.signal?.aborted) {
        p.done(err(CANCELLED))
        continue
      }
      running = p
      const w = start()
      if (w) w.postMessage(p.job)
      else inProcess(p)
    }
  }

  // Ids only grow and the running job is the newest posted: the flag stops it and never a later one.
  const stopRunning = (p: Pending) => Atomics.store(stopFlag, 0, p.job.id)

  const cancel = (p: Pending) => {
    if (running === p) {
      stopRunning(p)
      finish(p, err(CANCELLED))
      return
    }
    for (const waiting of [queue, later]) {
      const i = waiting.indexOf(p)
      if (i >= 0) {
        waiting.splice(i, 1)
        p.done(err(CANCELLED))
      }
    }
  }

  // A background job gives way: stopped, and first in line again under a new id (the flag has
  // stopped the old one for good), to start over once nothing else waits.
  const giveWay = () => {
    const p = running
    if (!p?.background) return
    stopRunning(p)
    running = null
    p.job = { ...p.job, id: nextId++ }
    later.unshift(p)
  }

  const run = <T>(work: VerdictWork, opts: Pick<JudgeOptions, 'progress' | 'signal' | 'background'> = {}) =>
    new Promise<ApiResult<T>>((resolve) => {
      if (closed || opts.signal?.aborted) return resolve(err(CANCELLED))
      const background = opts.background === true
      const p: Pending = { job: { id: nextId++, work }, background, progress: opts.progress, signal: opts.signal, done: resolve as (r: ApiResult<unknown>) => void }
      opts.signal?.addEventListener('abort', () => cancel(p), { once: true })
      // A person at a table waits on advice; a review's work can wait behind it; work nobody
      // waits for goes last, and steps aside for anyone's.
      if (background) later.push(p)
      else {
        if (work.kind === 'advise') queue.unshift(p)
        else queue.push(p)
        giveWay()
      }
      pump()
    })

  return {
    judge: (record, seat, opts: JudgeOptions = {}) =>
      run<JudgedStep[]>({ kind: 'judge', record, seat, ...(opts.playouts !== undefined && { playouts: opts.playouts }) }, opts),
    advise: (request) => run<Advice>({ kind: 'advise', request }),
    checkMates: (record) => run<CheckMatesReview>({ kind: 'checkmates', record }),
    async close() {
      closed = true
      for (const p of [...queue.splice(0), ...later.splice(0)]) p.done(err(CANCELLED))
      if (running) cancel(running)
      const w = worker
      worker = null
      if (w) await w.terminate()
    },
  }
}
