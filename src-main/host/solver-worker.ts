import { parentPort } from 'node:worker_threads'
import { buildTable, isSide, parseTask, spaceOf } from '@shared/checkmates'
import type { WorkerReply, WorkerRequest } from './solver'

// Builds Check Mates spaces and tables away from the host's thread (see solver.ts).
parentPort?.on('message', (request: WorkerRequest) => {
  const port = parentPort
  if (!port) return
  if (!isSide(request.side)) {
    port.postMessage({ id: request.id, ok: false, error: `unknown side ${String(request.side)}` } satisfies WorkerReply)
    return
  }
  if (request.kind === 'space') {
    // Copied, not transferred: this thread keeps its own space to build tables on.
    port.postMessage({ id: request.id, ok: true, space: spaceOf(request.side) } satisfies WorkerReply)
    return
  }
  const task = parseTask(request.side, request.task)
  const table = task.ok ? buildTable(request.side, task.value) : { ok: false as const, error: task.error.message }
  if (!table.ok) {
    port.postMessage({ id: request.id, ok: false, error: table.error } satisfies WorkerReply)
    return
  }
  port.postMessage({ id: request.id, ok: true, table: table.value } satisfies WorkerReply, [table.value.dist.buffer])
})
