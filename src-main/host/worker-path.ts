import { existsSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the build puts a worker entry: out/main/<file>, beside the entry bundles; the code asking
 * may sit there too or in a shared chunk one folder down (out/main/chunks). Run from source
 * (vitest, tsx) there is no built worker, and the answer is null.
 */
export function builtWorkerPath(file: string, moduleUrl: string = import.meta.url): string | null {
  const here = dirname(fileURLToPath(moduleUrl))
  return [join(here, file), join(here, '..', file)].find((p) => existsSync(p)) ?? null
}

/**
 * The part of a job worker its service uses (the expert's thinker, the verdicts), so tests can
 * hand it one that crashes or hangs.
 */
export interface JobWorker<Job, Reply> {
  postMessage(job: Job): void
  on(event: 'message', listener: (reply: Reply) => void): unknown
  on(event: 'error', listener: (e: Error) => void): unknown
  on(event: 'exit', listener: (code: number) => void): unknown
  terminate(): Promise<number>
  unref?(): void
}

/** Starts the worker at `path` with the shared flag its service raises to stop a job. */
export function spawnWithStopFlag(path: string): (stop: SharedArrayBuffer) => Worker {
  return (stop) => new Worker(path, { workerData: { stop } })
}
