import { parentPort, workerData } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { verdictRun, type VerdictJob, type VerdictReply } from './verdicts'

// A review's verdicts, away from the host's thread (see verdicts.ts). The host raises the shared
// flag to the id of a job called off; the search looks at it between playouts. Progress goes out
// at most every PROGRESS_MS, and whenever another decision is judged, so a bar moves smoothly
// without a message per playout.
const stop = new Int32Array((workerData as { stop: SharedArrayBuffer }).stop)
const PROGRESS_MS = 100

parentPort?.on('message', (job: VerdictJob) => {
  const post = (reply: VerdictReply) => parentPort?.postMessage(reply)
  let sent = -Infinity
  let judged = -1
  const run = verdictRun(
    job.work,
    (progress) => {
      const now = performance.now()
      if (now - sent < PROGRESS_MS && progress.judged === judged) return
      sent = now
      judged = progress.judged
      post({ id: job.id, kind: 'progress', progress })
    },
    () => Atomics.load(stop, 0) >= job.id,
  )
  let result
  try {
    let r = run.next()
    while (!r.done) r = run.next()
    result = r.value
  } catch (e) {
    result = { ok: false as const, error: { code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) } }
  }
  post({ id: job.id, kind: 'done', result })
})
