import { parentPort, workerData } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { answerThink, type ThinkJob, type ThinkReply } from './thinker'

// The expert's searches, away from the host's thread (see thinker.ts). The host raises the shared
// flag to the id of a job that became moot; the search looks at it between playouts.
const stop = new Int32Array((workerData as { stop: SharedArrayBuffer }).stop)

parentPort?.on('message', (job: ThinkJob) => {
  let reply: ThinkReply
  try {
    const answer = answerThink(job.request, job.budgetMs, () => performance.now(), () => Atomics.load(stop, 0) >= job.id)
    reply = { id: job.id, ok: true, answer }
  } catch (e) {
    reply = { id: job.id, ok: false, error: e instanceof Error ? e.message : String(e) }
  }
  parentPort?.postMessage(reply)
})
