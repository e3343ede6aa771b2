import { describe, expect, test } from 'vitest'
import type { TableSnapshot } from '@shared/ipc'
import { GAME_MODULES } from '@shared/games/lookup'
import type { Lesson } from '@shared/games/lesson'
import type { AnyTableGameModule } from '@shared/games/module'
import { fakeBacking } from '../store/fake-backing'
import { openStore } from '../store/store'
import { memoryArchive } from '../store/archive'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import { createSolverService } from './solver'

/**
 * Every lesson of every game played at the host as a person would (issue 32): a long pause at every
 * step (a lesson's windows wait, so nothing is refused as too late), every wrong move it explains
 * made, shown and taken back, the race lost once and then won, and the stars at the end. The
 * test follows the game's state beside the host's, from the same deal, to know each step's moves.
 */
type Lessoned = TableSnapshot & { lesson: NonNullable<TableSnapshot['lesson']> }
const strip = (a: unknown) => {
  const { at: _at, ...rest } = a as { at?: number }
  return rest
}

async function setUp() {
  const { store } = openStore(fakeBacking().file)
  const clock = fakeClock(1_000_000)
  const host = createHost({ store, archive: memoryArchive(), edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  const lena = await host.request('profiles:create', { name: 'Lena', colour: 'sky' })
  if (!lena.ok) throw new Error(lena.error.message)
  // A screen's connection holds its table open, however long the person takes.
  return { host: host.connect(() => undefined), clock, lena: (lena.value as { id: string }).id }
}

async function playThrough(module: AnyTableGameModule, lesson: Lesson): Promise<Lessoned> {
  const { host, clock, lena } = await setUp()
  const { engine } = module
  const must = async (r: Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }>): Promise<Lessoned> => {
    const got = await r
    if (!got.ok) throw new Error(`${lesson.id}: ${got.error!.code} ${got.error!.message}`)
    return got.value as Lessoned
  }
  let t = await must(host.request('lesson:start', { gameId: module.game.id as never, lessonId: lesson.id, profileId: lena }))
  // The game as the host has it, followed from the same deal.
  const dealt = engine.setup(lesson.config, lesson.seed)
  if (!dealt.ok) throw new Error(dealt.error.message)
  let state = dealt.value.state
  let now = 0
  const follow = (seat: number, action: unknown) => {
    const r = engine.apply(state, seat, { ...(action as object), at: now })
    if (!r.ok) throw new Error(`${lesson.id}: ${r.error.message}`)
    state = r.value.state
  }
  for (const step of lesson.steps) {
    if (step.kind === 'bot') follow(step.seat, step.act(state))
    else if (step.kind === 'wait') {
      now = Math.max(engine.deadline!(state)!, now)
      const r = engine.expire!(state, now)
      if (!r.ok) throw new Error(r.error.message)
      state = r.value.state
    } else if (step.kind === 'read') {
      expect(t.lesson.read).toBe(true)
      clock.advance(60_000)
      t = await must(host.request('lesson:next', { tableId: t.tableId }))
    } else {
      // A person reads, thinks, looks away: a minute passes at every step, and nothing runs out
      // (but in the race, below).
      if (!step.timed) clock.advance(60_000)
      t = await must(host.request('table:get', { tableId: t.tableId }))
      expect(t.lesson.wrong, `${lesson.id}: nothing ran out while the lesson waited`).toBeNull()
      const legal = engine.legalActions(state, 0) as { type: string }[]
      for (const wrong of step.wrong ?? []) {
        const move = legal.find((a) => wrong.when(a, state) && !step.right(a, state))!
        t = await must(host.request('table:act', { tableId: t.tableId, seat: 0, action: strip(move) }))
        expect(t.lesson.wrong, `${lesson.id}: ${wrong.why}`).toBe(`${module.game.id}.lessons.${lesson.id}.${wrong.why}`)
        t = await must(host.request('lesson:retry', { tableId: t.tableId }))
        expect(t.lesson.wrong).toBeNull()
      }
      if (step.timed) {
        // The race: its window runs now. Lost once (it closes first), taken back, then won.
        t = await must(host.request('table:get', { tableId: t.tableId }))
        expect(t.deadline, `${lesson.id}: the race shows its countdown`).not.toBeNull()
        clock.advance(t.deadline! - t.now + 1)
        t = await must(host.request('table:get', { tableId: t.tableId }))
        expect(t.lesson.wrong).toBe(`${module.game.id}.lessons.${lesson.id}.${step.timed.why}`)
        t = await must(host.request('lesson:retry', { tableId: t.tableId }))
        clock.advance(500)
      }
      const move = step.solve(state)
      t = await must(host.request('table:act', { tableId: t.tableId, seat: 0, action: move }))
      follow(0, move)
    }
  }
  return t
}

const teaching = GAME_MODULES.filter((m) => (m.lessons?.length ?? 0) > 0)

describe('every lesson of every game at the host (issue 32)', () => {
  for (const module of teaching) {
    for (const lesson of module.lessons!) {
      test(`${module.game.id} / ${lesson.id}: done with a minute's pause at every step, every wrong move shown and taken back; its stars count them`, async () => {
        const t = await playThrough(module, lesson)
        const wrongs = lesson.steps.reduce((n, s) => n + (s.kind === 'do' ? (s.wrong?.length ?? 0) + (s.timed ? 1 : 0) : 0), 0)
        expect(t.lesson.stars).toBe(wrongs === 0 ? 3 : wrongs <= 2 ? 2 : 1)
        expect(t.lesson.free).toBe(!!lesson.free)
      })
    }
  }
})
