import { EventEmitter } from 'node:events'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'
import { eventsFor } from '@shared/engine'
import type { ThinkRequest } from '@shared/games/bot'
import { createSeatBot, type AnyCardGameModule } from '@shared/games/module'
import { fakeClock } from './fake-clock'
import { cardGames } from './games'
import {
  answerThink, createThinker, defaultExpertWorkerPath, HANG_GRACE_MS, quickAnswer, spawnExpertWorker,
  type ThinkJob, type ThinkReply, type ThinkWorker,
} from './thinker'

const built = join(import.meta.dirname, '../../out/main/expert-worker.js')

/**
 * The question an expert at the acting seat of a fresh deal sends to its thinker, from the first
 * deal (by seed) where it has a choice to weigh: with one candidate an expert rightly does not
 * search (Cheat's opening claim of every true card held is such a deal).
 */
function questionAt(module: AnyCardGameModule, seed: string, seats = 2): ThinkRequest {
  for (let deal = 0; deal < 50; deal++) {
    const asked = askedAt(module, deal === 0 ? seed : `${seed}:${deal}`, seats)
    if (module.expert!.candidates(asked.knowledge as { seat: number }, asked.view, asked.legal).length > 1) return asked
  }
  throw new Error(`no deal of ${module.engine.id} gave the expert a choice`)
}

function askedAt(module: AnyCardGameModule, seed: string, seats: number): ThinkRequest {
  const { engine } = module
  const started = engine.setup(module.defaultConfig(seats), seed)
  if (!started.ok) throw new Error(started.error.message)
  const { state, events } = started.value
  const seat = Array.from({ length: seats }, (_, s) => s).find((s) => engine.legalActions(state, s).length > 0)!
  let asked: ThinkRequest | null = null
  const bot = createSeatBot(module, seat, 'expert', seed, {
    think: (r) => {
      asked = r
      return new Promise(() => {})
    },
  })
  bot.observe(engine.view(state, seat), eventsFor(events, seat))
  void bot.think!(engine.view(state, seat), engine.legalActions(state, seat), 0)
  if (!asked) throw new Error('the expert asked nothing')
  return asked
}

/**
 * A worker on this thread that answers by the same search after the current task, or misbehaves
 * as told: `exit` dies on its first job, `hang` never answers.
 */
function fakeWorker(mode: 'answer' | 'exit' | 'hang', log: ThinkJob[]): ThinkWorker {
  const events = new EventEmitter()
  return {
    postMessage(job) {
      log.push(job)
      if (mode === 'exit') setImmediate(() => events.emit('exit', 1))
      if (mode !== 'answer') return
      setImmediate(() => {
        const answer = answerThink(job.request, 0, () => 0)
        events.emit('message', { id: job.id, ok: true, answer } satisfies ThinkReply)
      })
    },
    on(event: string, listener: (...args: never[]) => void) {
      events.on(event, listener as (...args: unknown[]) => void)
      return this
    },
    terminate: () => Promise.resolve(0),
  }
}

describe('the expert thinker', () => {
  test('a question is answered with a legal action of its own list, searched within its budget', () => {
    for (const game of Object.keys(cardGames)) {
      const q = questionAt(cardGames[game]!, `answer-${game}`, game === 'cheat' ? 3 : 2)
      let t = 0
      const answer = answerThink(q, 50, () => (t += 1))
      expect(answer.index).toBeGreaterThanOrEqual(0)
      expect(answer.index).toBeLessThan(q.legal.length)
      expect(answer.playouts).toBeGreaterThan(0)
      // A clock that moves 1 ms per look runs out after about 50 deals, however many candidates.
      expect(t).toBeLessThanOrEqual(52)
    }
  })

  test('the budget is read between playouts: a clock past it after the first playout ends the decision there', () => {
    for (const game of Object.keys(cardGames)) {
      const module = cardGames[game]!
      const q = questionAt(module, `cut-${game}`, game === 'cheat' ? 3 : 2)
      let t = 0
      const answer = answerThink(q, 10, () => (t += 100))
      expect(answer.playouts).toBe(1)
      // The one candidate played is the most promising, and it is the answer.
      const [first] = module.expert!.candidates(q.knowledge as { seat: number }, q.view, q.legal)
      expect(q.legal[answer.index]).toEqual(first)
    }
  })

  test('a search told it is moot stops after its first playout', () => {
    const q = questionAt(cardGames.checks!, 'moot-search')
    let t = 0
    const full = answerThink(q, 200, () => t++)
    const stopped = answerThink(q, 200, () => 0, () => true)
    expect(stopped.playouts).toBe(1)
    expect(full.playouts).toBeGreaterThan(1)
  })

  test('a question reaches the worker with the budget of the setting, and its answer comes back', async () => {
    const log: ThinkJob[] = []
    let budget = 500
    const thinker = createThinker({ budgetMs: () => budget, spawn: () => fakeWorker('answer', log) })
    const q = questionAt(cardGames['four-down']!, 'asked')
    const first = await thinker.think(q)
    budget = 2000
    await thinker.think({ ...q, asker: 'another' })
    expect(log.map((j) => j.budgetMs)).toEqual([500, 2000])
    expect(first).toEqual(answerThink(q, 0, () => 0))
    expect(thinker.threaded()).toBe(true)
  })

  test('warming starts the thread before the first question, which then uses it; a closed thinker starts none', async () => {
    let spawned = 0
    const log: ThinkJob[] = []
    const thinker = createThinker({ budgetMs: () => 500, spawn: () => (spawned++, fakeWorker('answer', log)) })
    thinker.warm()
    expect(spawned).toBe(1)
    expect(log).toHaveLength(0)
    await thinker.think(questionAt(cardGames.checks!, 'warm'))
    thinker.warm()
    expect(spawned).toBe(1)
    expect(log).toHaveLength(1)
    await thinker.close()
    thinker.warm()
    expect(spawned).toBe(1)
  })

  test('a newer question from the same asker makes the older one moot: dropped, not acted on', async () => {
    const log: ThinkJob[] = []
    const thinker = createThinker({ budgetMs: () => 1000, spawn: () => fakeWorker('answer', log) })
    const q = questionAt(cardGames.check!, 'moot', 3)
    const running = thinker.think(q)
    const queuedOther = thinker.think({ ...q, asker: 'someone else' })
    const queuedMoot = thinker.think({ ...q, asker: 'someone else' })
    const newest = thinker.think(q)
    expect(await running).toEqual({ index: -1, playouts: 0 })
    expect(await queuedOther).toEqual({ index: -1, playouts: 0 })
    const [other, mine] = await Promise.all([queuedMoot, newest])
    expect(other.playouts).toBeGreaterThan(0)
    expect(mine.playouts).toBeGreaterThan(0)
    // The moot running job was posted (and told to stop); the moot queued one never was.
    expect(log).toHaveLength(3)
  })

  test("a closed table's pending thoughts are dropped", async () => {
    const log: ThinkJob[] = []
    const thinker = createThinker({ budgetMs: () => 1000, spawn: () => fakeWorker('hang', log) })
    const q = questionAt(cardGames.cheat!, 'closed', 3)
    const table = new AbortController()
    const running = thinker.think(q, table.signal)
    const queued = thinker.think({ ...q, asker: 'second' }, table.signal)
    const elsewhere = thinker.think({ ...q, asker: 'other table' })
    table.abort()
    expect(await running).toEqual({ index: -1, playouts: 0 })
    expect(await queued).toEqual({ index: -1, playouts: 0 })
    // The other table's question now has the worker.
    expect(log.map((j) => j.request.asker)).toEqual([q.asker, 'other table'])
    expect(await thinker.think(q, table.signal)).toEqual({ index: -1, playouts: 0 })
    await thinker.close()
    expect(await elsewhere).toEqual({ index: -1, playouts: 0 })
  })

  test('a worker that crashes is replaced, and its question gets the quick answer', async () => {
    const log: ThinkJob[] = []
    const modes = ['exit', 'answer'] as const
    let spawned = 0
    const thinker = createThinker({ budgetMs: () => 1000, spawn: () => fakeWorker(modes[spawned++]!, log) })
    const q = questionAt(cardGames.checks!, 'crash')
    const lost = await thinker.think(q)
    expect(lost).toEqual(quickAnswer(q))
    expect(lost.index).toBeGreaterThanOrEqual(0)
    const next = await thinker.think({ ...q, asker: 'next' })
    expect(spawned).toBe(2)
    expect(next).toEqual(answerThink(q, 0, () => 0))
    expect(thinker.threaded()).toBe(true)
  })

  test('a worker that hangs past its budget is replaced; one that keeps failing is given up for quick answers', async () => {
    const clock = fakeClock()
    const log: ThinkJob[] = []
    let spawned = 0
    const thinker = createThinker({
      budgetMs: () => 1000,
      spawn: () => (spawned++, fakeWorker('hang', log)),
      setTimeout: clock.setTimeout,
      clearTimeout: clock.clearTimeout,
    })
    const q = questionAt(cardGames['four-down']!, 'hang')
    for (let i = 0; i < 3; i++) {
      const answer = thinker.think({ ...q, asker: `a${i}` })
      clock.advance(1000 + HANG_GRACE_MS)
      expect(await answer).toEqual(quickAnswer(q))
    }
    expect(spawned).toBe(3)
    expect(thinker.threaded()).toBe(false)
    // Given up: answered at once on this thread, no fourth thread.
    expect(await thinker.think(q)).toEqual(quickAnswer(q))
    expect(spawned).toBe(3)
  })

  test('with no worker at all every question gets the quick answer', async () => {
    const thinker = createThinker({ budgetMs: () => 1000, spawn: null })
    const q = questionAt(cardGames.check!, 'none')
    expect(await thinker.think(q)).toEqual(quickAnswer(q))
    expect(thinker.threaded()).toBe(false)
  })

  test.skipIf(!existsSync(built))('the built app finds its expert worker, and the worker answers off this thread', async () => {
    expect(defaultExpertWorkerPath(pathToFileURL(join(built, '..', 'web.js')).href)).toBe(built)
    expect(defaultExpertWorkerPath(pathToFileURL(join(built, '..', 'chunks', 'store.js')).href)).toBe(built)
    const thinker = createThinker({ budgetMs: () => 200, spawn: spawnExpertWorker(built) })
    for (const game of Object.keys(cardGames)) {
      const q = questionAt(cardGames[game]!, `worker-${game}`, game === 'cheat' ? 3 : 2)
      const started = performance.now()
      const answer = await thinker.think(q)
      const ms = performance.now() - started
      expect(answer.index).toBeLessThan(q.legal.length)
      expect(answer.playouts).toBeGreaterThan(0)
      console.log(`${game}: ${answer.playouts} playouts in ${ms.toFixed(0)} ms (budget 200)`)
    }
    expect(thinker.threaded()).toBe(true)
    await thinker.close()
  })
})
