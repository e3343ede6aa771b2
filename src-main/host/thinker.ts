import type { ThinkAnswer, ThinkRequest } from '@shared/games/bot'
import { FastRng } from '@shared/random'
import { Search, searchFor, type AnyExpertSpec } from '@shared/games/expert/search'
import { cardGameModule } from '@shared/games/lookup'
import { builtWorkerPath, spawnWithStopFlag, type JobWorker } from './worker-path'

/** What the host posts to the expert's worker; `budgetMs` bounds the search, `id` names the job. */
export interface ThinkJob {
  id: number
  request: ThinkRequest
  budgetMs: number
}
export type ThinkReply = { id: number; ok: true; answer: ThinkAnswer } | { id: number; ok: false; error: string }

/** Playouts of the quick answer given on the host's thread when no worker can answer. */
export const QUICK_PLAYOUTS = 24
/** How long past its budget a job may run before its worker counts as hung and is replaced. */
export const HANG_GRACE_MS = 3000

/**
 * Searches one expert question until `budgetMs` of `now()` have passed, nothing is left to weigh,
 * or `stopped()` says the question became moot. The answer is an index into the request's own
 * `legal` list, so it means the same on both sides of a thread.
 */
export function answerThink(
  request: ThinkRequest,
  budgetMs: number,
  now: () => number,
  stopped: () => boolean = () => false,
): ThinkAnswer {
  const k = request.knowledge as { seat: number }
  const search = new Search<unknown>(specFor(request), k, request.view, request.legal, new FastRng(request.seed))
  const until = now() + budgetMs
  const enough = () => now() >= until || stopped()
  // At least one playout: an answer from a single deal beats an answer from none.
  do search.round(enough)
  while (!search.settled && !enough())
  return { index: indexIn(request.legal, search.best()), playouts: search.playouts }
}

/**
 * The quick answer: a few playouts here, for when the worker is gone or hung. A search that
 * fails even here still moves (the first legal action), so a broken search never stalls a table.
 */
export function quickAnswer(request: ThinkRequest): ThinkAnswer {
  try {
    const k = request.knowledge as { seat: number }
    const search = searchFor(specFor(request), k, request.view, request.legal, new FastRng(request.seed), QUICK_PLAYOUTS)
    return { index: indexIn(request.legal, search.best()), playouts: search.playouts }
  } catch {
    return { index: request.legal.length > 0 ? 0 : -1, playouts: 0 }
  }
}

function specFor(request: ThinkRequest): AnyExpertSpec {
  const spec = cardGameModule(request.game)?.expert
  if (!spec) throw new Error(`${request.game} has no expert player`)
  return spec
}

function indexIn(legal: readonly unknown[], action: unknown): number {
  if (action === null) return -1
  const same = legal.indexOf(action)
  if (same >= 0) return same
  const text = JSON.stringify(action)
  return legal.findIndex((a) => JSON.stringify(a) === text)
}

/** The app's expert thinking: one question at a time on a worker thread, bounded by the setting's time. */
export interface Thinker {
  /** Answers when the worker does; aborting `signal` (the table closed) drops the question. */
  think(request: ThinkRequest, signal?: AbortSignal): Promise<ThinkAnswer>
  /**
   * Starts the thread ahead of the first question, as a table with an expert opens: loading it
   * took 0.3–0.5 s on a busy machine, and the first decision waited for it past its budget.
   */
  warm(): void
  /** True while a worker thread answers; false when questions are answered quickly in-process. */
  threaded(): boolean
  close(): Promise<void>
}

/** The part of a worker the thinker uses, so tests can hand it a worker that crashes or hangs. */
export type ThinkWorker = JobWorker<ThinkJob, ThinkReply>

export interface ThinkerOptions {
  /** Milliseconds a decision may think: the "expert's thinking time" setting. */
  budgetMs: () => number
  /** Starts a worker given the shared stop flag; null answers every question quickly in-process. */
  spawn?: ((stop: SharedArrayBuffer) => ThinkWorker) | null
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

/** The built expert worker, out/main/expert-worker.js; none from source (quick answers only). */
export function defaultExpertWorkerPath(moduleUrl: string = import.meta.url): string | null {
  return builtWorkerPath('expert-worker.js', moduleUrl)
}

export const spawnExpertWorker: (path: string) => (stop: SharedArrayBuffer) => ThinkWorker = spawnWithStopFlag

interface Pending {
  job: ThinkJob
  signal?: AbortSignal
  done: (answer: ThinkAnswer) => void
  onAbort?: () => void
  /** While it runs: the timer that declares its worker hung. */
  watchdog?: unknown
}

/**
 * One worker answers the questions in turn. A newer question from the same asker makes its older
 * one moot: a queued one is dropped, the one being searched is told to stop (a flag the worker
 * reads between playouts). A worker that dies or overruns its budget is replaced, and the question it
 * held gets the quick answer, so a table never waits on a broken thread.
 */
export function createThinker(options: ThinkerOptions): Thinker {
  const setTimer = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimeout ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  const spawn = options.spawn ?? null
  const stop = new SharedArrayBuffer(4)
  const stopFlag = new Int32Array(stop)
  let worker: ThinkWorker | null = null
  let running: Pending | null = null
  const queue: Pending[] = []
  let nextId = 1
  let closed = false
  // After this many replacements in a row without one good answer, the thread is given up.
  let failures = 0
  const MAX_FAILURES = 3

  const finish = (p: Pending, answer: ThinkAnswer) => {
    if (p.onAbort) p.signal?.removeEventListener('abort', p.onAbort)
    p.done(answer)
  }
  const moot = (p: Pending) => finish(p, { index: -1, playouts: 0 })

  const retire = (w: ThinkWorker) => {
    if (worker !== w) return
    worker = null
    void w.terminate().catch(() => {})
    failures++
    const lost = running
    running = null
    if (lost) {
      clearTimer(lost.watchdog)
      finish(lost, quickAnswer(lost.job.request))
    }
    pump()
  }

  const start = (): ThinkWorker | null => {
    if (worker) return worker
    if (!spawn || closed || failures >= MAX_FAILURES) return null
    let w: ThinkWorker
    try {
      w = spawn(stop)
    } catch {
      failures = MAX_FAILURES
      return null
    }
    // An idle thinker must not keep the web edition or a test run alive.
    w.unref?.()
    w.on('message', (reply: ThinkReply) => {
      if (worker !== w || !running || reply.id !== running.job.id) return
      const p = running
      running = null
      clearTimer(p.watchdog)
      if (reply.ok) failures = 0
      finish(p, reply.ok ? reply.answer : quickAnswer(p.job.request))
      pump()
    })
    w.on('error', () => retire(w))
    w.on('exit', () => retire(w))
    worker = w
    return w
  }

  const pump = () => {
    while (!running && queue.length > 0) {
      const p = queue.shift()!
      // A table that closed drops all its questions; the first one dropped must not start the next.
      if (p.signal?.aborted) {
        moot(p)
        continue
      }
      const w = start()
      if (!w) {
        finish(p, quickAnswer(p.job.request))
        continue
      }
      p.watchdog = setTimer(() => retire(w), p.job.budgetMs + HANG_GRACE_MS)
      running = p
      w.postMessage(p.job)
    }
  }

  const drop = (p: Pending) => {
    if (running === p) {
      // Ids only grow and the running job is the newest posted, so "stop every job up to this id"
      // reaches it however late the worker looks, and never a job posted after it.
      Atomics.store(stopFlag, 0, p.job.id)
      clearTimer(running.watchdog)
      running = null
      moot(p)
      // The next job is posted at once: the worker takes it after the stopped search's reply,
      // which finds nobody waiting and is ignored.
      pump()
      return
    }
    const i = queue.indexOf(p)
    if (i >= 0) {
      queue.splice(i, 1)
      moot(p)
    }
  }

  return {
    think(request, signal) {
      return new Promise<ThinkAnswer>((resolve) => {
        if (closed || signal?.aborted) return resolve({ index: -1, playouts: 0 })
        const p: Pending = { job: { id: nextId++, request, budgetMs: Math.max(1, options.budgetMs()) }, signal, done: resolve }
        if (signal) {
          p.onAbort = () => drop(p)
          signal.addEventListener('abort', p.onAbort, { once: true })
        }
        // Queued first, so a moot running job hands the worker straight to this one.
        const earlier = [running, ...queue].filter((q): q is Pending => q !== null && q.job.request.asker === request.asker)
        queue.push(p)
        for (const q of earlier) drop(q)
        pump()
      })
    },
    warm: () => void start(),
    threaded: () => spawn !== null && failures < MAX_FAILURES && !closed,
    async close() {
      closed = true
      for (const p of queue.splice(0)) moot(p)
      if (running) {
        clearTimer(running.watchdog)
        moot(running)
        running = null
      }
      const w = worker
      worker = null
      if (w) await w.terminate()
    },
  }
}
