import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DECK, cardTask, parseBoard, parseTask, setupFromSeed, solveCold, type Side } from '@shared/checkmates'
import { pathToFileURL } from 'node:url'
import { createSolverService, defaultWorkerPath } from './solver'

const built = join(import.meta.dirname, '../../out/main/solver-worker.js')

describe('solver service', () => {
  test('in-process: the same optima as a cold search, and hints that start optimal lines', async () => {
    const service = createSolverService({ workerPath: null })
    expect(service.threaded()).toBe(false)
    for (const side of ['fifteen', 'chess'] as Side[]) {
      for (const card of DECK.slice(0, 4)) {
        const board = setupFromSeed(side, `svc-${card.id}`)
        const task = cardTask(card, side)
        const solved = await service.solve(board, task)
        const cold = solveCold(board, task)
        expect(solved.ok && cold.ok && solved.value.optimal).toBe(cold.ok ? cold.value.optimal : -1)
        const first = await service.firstMoves(board, task)
        if (solved.ok && solved.value.optimal) expect(first.ok && first.value.length).toBeGreaterThan(0)
      }
    }
    await service.close()
  })

  test('a board and a task of different sides is an error value', async () => {
    const service = createSolverService({ workerPath: null })
    const board = parseBoard('fifteen', 'BR./G.B/RG*')
    const task = parseTask('chess', 'Nw./.b./...')
    if (!board.ok || !task.ok) throw new Error('fixture')
    expect(await service.solve(board.value, task.value)).toMatchObject({ ok: false })
  })

  test('a missing worker script falls back to building in-process', async () => {
    const service = createSolverService({ workerPath: join(import.meta.dirname, 'no-such-worker.js') })
    const task = cardTask(DECK[0]!, 'fifteen')
    const d = await service.distance(setupFromSeed('fifteen', 'x'), task)
    expect(d.ok).toBe(true)
    expect(service.threaded()).toBe(false)
  })

  test.skipIf(!existsSync(built))('the built app finds its worker from an entry bundle or a shared chunk', () => {
    expect(defaultWorkerPath(pathToFileURL(join(built, '..', 'web.js')).href)).toBe(built)
    expect(defaultWorkerPath(pathToFileURL(join(built, '..', 'chunks', 'store.js')).href)).toBe(built)
    expect(defaultWorkerPath(import.meta.url)).toBeNull()
  })

  test.skipIf(!existsSync(built))('the built worker builds tables off the main thread, with the same answers', async () => {
    const threaded = createSolverService({ workerPath: built })
    const local = createSolverService({ workerPath: null })
    const task = cardTask(DECK[20]!, 'chess')
    const board = setupFromSeed('chess', 'worker')
    const a = await threaded.solve(board, task)
    expect(threaded.threaded()).toBe(true)
    expect(a).toEqual(await local.solve(board, task))
    await threaded.close()
  })
})
