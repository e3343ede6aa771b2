import { afterEach, describe, expect, test, vi } from 'vitest'

// The sixth game's one line in the shared registry, and nothing else anywhere: every part below
// (schemas, tables, results, saved data, the command line) meets it through the registry.
vi.mock('../../shared/games/registry', async (importOriginal) => (await import('./register')).withHigherOrLower(importOriginal))

import type { PhoneAccess, ProfileResults, SeatRequest, TableSnapshot } from '../../shared/ipc'
import { fakeBacking } from '../../src-main/store/fake-backing'
import { openStore } from '../../src-main/store/store'
import { memoryArchive } from '../../src-main/store/archive'
import { fakeClock } from '../../src-main/host/fake-clock'
import { createHost } from '../../src-main/host/host'
import { createSolverService } from '../../src-main/host/solver'
import { run as selfplay } from '../../src-main/cli/selfplay'
import { run as play } from '../../src-main/cli/play'
import { capture } from '../../src-main/cli/test-support'
import { higherOrLowerDescriptor as game } from './shared/games/higher-or-lower/descriptor'

const ON: PhoneAccess = { state: 'on', url: 'http://127.0.0.2:4100/', problem: null, addresses: ['127.0.0.2'], fixedAtLaunch: true }

async function setUp() {
  const backing = fakeBacking()
  const { store } = openStore(backing.file)
  const clock = fakeClock(1_000_000)
  const archive = memoryArchive()
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  host.setPhoneAccess(ON)
  const ids: Record<string, string> = {}
  for (const name of ['Lena', 'Ben']) {
    const r = await host.request('profiles:create', { name, colour: name === 'Lena' ? 'sky' : 'green' })
    if (r.ok) ids[name] = (r.value as { id: string }).id
  }
  const person = (name: string, where: 'here' | 'phone' = 'here'): SeatRequest => ({ kind: 'human', profileId: ids[name]!, where })
  return { archive, host, clock, ids, person }
}
const bot = (level: string) => ({ kind: 'bot', level })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a sixth game, registered by its one line', () => {
  test('the host opens its table with its own option, and holds the option to its range', async () => {
    const { host, person } = await setUp()
    const opened = await host.request('table:create', { gameId: game.id, seats: [person('Lena'), bot('hard')], rounds: 1 })
    expect(opened).toMatchObject({ ok: true, value: { gameId: game.id, lobby: { rounds: 1 }, view: { guessesLeft: 2 } } })
    for (const wrong of [{ rounds: 9 }, { rounds: 0 }, { target: 30 }]) {
      const r = await host.request('table:create', { gameId: game.id, seats: [person('Lena'), bot('hard')], ...wrong })
      expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
    }
  })

  test('its seat limits and computer levels are its descriptor\'s: one too many, or an expert, is refused', async () => {
    const { host, person } = await setUp()
    const five = await host.request('table:create', { gameId: game.id, seats: [person('Lena'), ...Array(4).fill(bot('easy'))] })
    expect(five).toEqual({ ok: false, error: { code: 'BAD_SEATS', message: 'higher-or-lower is for 2 to 4 players, not 5' } })
    const expert = await host.request('table:create', { gameId: game.id, seats: [person('Lena'), bot('expert')] })
    expect(expert).toEqual({ ok: false, error: { code: 'BAD_SEATS', message: 'higher-or-lower has no expert computer player' } })
  })

  test('a game with a person here, one on a phone and a computer player is played to its end and goes on both records', async () => {
    const { archive, host, clock, ids, person } = await setUp()
    const screen: TableSnapshot[] = []
    const connection = host.connect((event, payload) => event === 'table:update' && screen.push(payload as TableSnapshot))
    const created = await connection.request('table:create', { gameId: game.id, seats: [person('Lena'), person('Ben', 'phone'), bot('normal')], seed: 'six' })
    if (!created.ok) throw new Error(created.error.message)
    screen.push(created.value as TableSnapshot)
    const key = new URL(screen.at(-1)!.joinLinks.find((l) => l.seat === 1)!.url!).hash.slice(1)
    const phone: TableSnapshot[] = []
    const ben = host.connectSeat(key, (event, payload) => event === 'table:update' && phone.push(payload as TableSnapshot))!
    const opened = await ben.request('seat:get', null)
    if (opened.ok) phone.push(opened.value as TableSnapshot)
    // The phone sees its own card and nobody else's.
    expect(phone.at(-1)!.view).toMatchObject({ viewer: 1, hands: [null, expect.any(String), null] })
    const tableId = (created.value as TableSnapshot).tableId
    for (let step = 0; step < 100 && !screen.at(-1)!.outcome; step++) {
      // Two people play: Lena's card shows at the computer only once she has the screen.
      if (screen.at(-1)!.handover) {
        const taken = await connection.request('table:handover', { tableId })
        if (taken.ok) screen.push(taken.value as TableSnapshot)
      }
      const here = screen.at(-1)!.actions.find((a) => a.seat === 0)?.actions[0]
      if (here) {
        const acted = await connection.request('table:act', { tableId, seat: 0, action: here })
        if (acted.ok) screen.push(acted.value as TableSnapshot)
      }
      const away = phone.at(-1)!.actions[0]?.actions[0]
      if (away) {
        const moved = await ben.request('seat:act', { action: away })
        if (moved.ok) phone.push(moved.value as TableSnapshot)
      }
      clock.advance(1000)
    }
    const outcome = screen.at(-1)!.outcome!
    expect(outcome).not.toBeNull()
    expect(phone.at(-1)!.outcome).toEqual(outcome)
    const points = (seat: number) => (outcome.winners.includes(seat) ? (outcome.winners.length === 1 ? game.levelPoints.win : game.levelPoints.draw) : game.levelPoints.loss)
    for (const [name, seat] of [['Lena', 0], ['Ben', 1]] as const) {
      const r = await host.request('results:profile', { profileId: ids[name] })
      const record = (r as { ok: true; value: ProfileResults }).value
      expect(record.standing.levelPoints).toBe(points(seat))
      expect(record.standing.games).toEqual({ [game.id]: expect.objectContaining({ played: 1 }) })
      expect(record.recent[0]).toMatchObject({ gameId: game.id })
    }
    // The standing reads back whole: the games database's schema knows the game too.
    expect(archive.standing(ids.Lena!)!.games).toHaveProperty(game.id)
  })

  test('the command line plays it, and refuses what its descriptor does not offer', async () => {
    let io = capture()
    expect(await selfplay(['--game', game.id, '--seats', 'easy,hard,random', '--matches', '3'])).toBe(0)
    expect(JSON.parse(io.out())).toMatchObject({ game: game.id, matches: 3 })
    vi.restoreAllMocks()
    io = capture()
    expect(await selfplay(['--game', game.id, '--seats', 'expert,hard'])).toBe(2)
    expect(io.err()).toContain('higher-or-lower has no expert computer player')
    vi.restoreAllMocks()
    io = capture()
    const { Readable } = await import('node:stream')
    expect(await play(['--game', game.id, '--seats', '5'], Readable.from([]))).toBe(2)
    expect(io.err()).toContain('higher-or-lower is for 2 to 4 players, not 5')
  })

  describe('its lessons, from files in its own folder (issue 32)', () => {
    type Lessoned = TableSnapshot & { lesson: NonNullable<TableSnapshot['lesson']> }
    const value = <T,>(r: { ok: boolean; value?: unknown; error?: { message: string } }): T => {
      if (!r.ok) throw new Error(r.error!.message)
      return r.value as T
    }
    const lessonKey = (k: string) => `${game.id}.lessons.guess.${k}`

    test('a wrong move is played, explained and taken back; a step is kept as it is done, and a new table goes on from it; the stars count the wrong move and the hint', async () => {
      const { archive, host, ids } = await setUp()
      const lena = ids.Lena!
      const map = value<{ lessons: { id: string; stars: number; at: number | null }[] }>(await host.request('lessons:list', { gameId: game.id, profileId: lena }))
      expect(map.lessons).toEqual([
        { id: 'guess', number: 1, stars: 0, at: null, moves: 1 },
        { id: 'play', number: 2, stars: 0, at: null, moves: 1 },
      ])
      let t = value<Lessoned>(await host.request('lesson:start', { gameId: game.id, lessonId: 'guess', profileId: lena }))
      // A line to read first: nothing may be played until "Next".
      expect(t.lesson).toMatchObject({ number: 1, total: 2, say: lessonKey('card'), read: true, par: 1, done: 0, stars: null })
      expect(t.actions).toEqual([])
      expect(t.view).toMatchObject({ mine: 'KD', guessesLeft: 2 })
      const refused = await host.request('table:act', { tableId: t.tableId, seat: 0, action: { type: 'guess', higher: false } })
      expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_THIS_LESSON' } })
      t = value(await host.request('lesson:next', { tableId: t.tableId }))
      expect(t.lesson).toMatchObject({ say: lessonKey('lower'), read: false, hints: [], hintsLeft: 3 })
      // Its move and the wrong move it explains are offered; nothing else would be.
      expect(t.actions).toEqual([{ seat: 0, actions: [{ type: 'guess', higher: true }, { type: 'guess', higher: false }] }])
      t = value(await host.request('lesson:hint', { tableId: t.tableId }))
      expect(t.lesson).toMatchObject({ hints: [lessonKey('hintCard')], hintsLeft: 2, hintsUsed: 1 })
      // The wrong move: the table shows what it did (the jack turned, no point), and says why.
      t = value(await host.request('table:act', { tableId: t.tableId, seat: 0, action: { type: 'guess', higher: true } }))
      expect(t.lesson).toMatchObject({ wrong: lessonKey('noHigher'), moves: 1 })
      expect(t.view).toMatchObject({ lastTurned: 'JD', guessesLeft: 1, scores: [0, 0] })
      expect(t.actions).toEqual([])
      expect(await host.request('lesson:hint', { tableId: t.tableId })).toMatchObject({ ok: false, error: { code: 'NO_HINT' } })
      t = value(await host.request('lesson:retry', { tableId: t.tableId }))
      expect(t.lesson).toMatchObject({ wrong: null, say: lessonKey('lower'), moves: 1 })
      expect(t.view).toMatchObject({ lastTurned: null, guessesLeft: 2 })
      expect(t.history).toEqual([])
      // Kept at its step (past the line read, no move made yet): another table (a restart, a reload) opens it there.
      expect(value<typeof map>(await host.request('lessons:list', { gameId: game.id, profileId: lena })).lessons[0]).toMatchObject({ stars: 0, at: 0 })
      await host.request('table:leave', { tableId: t.tableId })
      t = value(await host.request('lesson:start', { gameId: game.id, lessonId: 'guess', profileId: lena }))
      expect(t.lesson).toMatchObject({ say: lessonKey('lower'), moves: 1, hintsUsed: 1 })
      t = value(await host.request('table:act', { tableId: t.tableId, seat: 0, action: { type: 'guess', higher: false } }))
      // The computer player's scripted guess follows at once, and the lesson is done: one wrong move and one hint cost a star.
      expect(t.view).toMatchObject({ guessesLeft: 0, scores: [1, 1] })
      expect(t.lesson).toMatchObject({ stars: 2, done: 1, say: null, free: false })
      expect(value<typeof map>(await host.request('lessons:list', { gameId: game.id, profileId: lena })).lessons[0]).toMatchObject({ stars: 2, at: null })
      // A lesson's game is for learning: it is no past game.
      expect(archive.listGames({ profileId: null }).total).toBe(0)
      // Played again without a slip, its best is kept; reset, it is as if never played.
      t = value(await host.request('lesson:start', { gameId: game.id, lessonId: 'guess', profileId: lena }))
      t = value(await host.request('lesson:next', { tableId: t.tableId }))
      t = value(await host.request('table:act', { tableId: t.tableId, seat: 0, action: { type: 'guess', higher: false } }))
      expect(t.lesson.stars).toBe(3)
      expect(value<typeof map>(await host.request('lessons:list', { gameId: game.id, profileId: lena })).lessons[0]).toMatchObject({ stars: 3 })
      const reset = value<typeof map>(await host.request('lesson:reset', { gameId: game.id, lessonId: 'guess', profileId: lena }))
      expect(reset.lessons[0]).toMatchObject({ stars: 0, at: null })
    })

    test('a last lesson plays on as a short free game against an easy computer player once its steps are done', async () => {
      const { host, clock, ids } = await setUp()
      let t = value<Lessoned>(await host.request('lesson:start', { gameId: game.id, lessonId: 'play', profileId: ids.Lena! }))
      t = value(await host.request('table:act', { tableId: t.tableId, seat: 0, action: { type: 'guess', higher: false } }))
      expect(t.lesson).toMatchObject({ stars: 3, free: true })
      expect(t.seats[1]).toMatchObject({ kind: 'bot', level: 'easy' })
      // The computer player moves on its own now, and every legal move is the learner's again.
      clock.advance(30_000)
      t = value(await host.request('table:get', { tableId: t.tableId }))
      expect(t.actions).toEqual([{ seat: 0, actions: [{ type: 'guess', higher: true }, { type: 'guess', higher: false }] }])
      t = value(await host.request('table:act', { tableId: t.tableId, seat: 0, action: { type: 'guess', higher: true } }))
      clock.advance(30_000)
      t = value(await host.request('table:get', { tableId: t.tableId }))
      expect(t.outcome).not.toBeNull()
    })

    test('a lesson the game does not have, or a person who is not here, is refused', async () => {
      const { host, ids } = await setUp()
      expect(await host.request('lesson:start', { gameId: game.id, lessonId: 'nope', profileId: ids.Lena! })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
      expect(await host.request('lesson:start', { gameId: game.id, lessonId: 'guess', profileId: 'ghost' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
      expect(await host.request('lesson:hint', { tableId: 'none' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    })
  })
})
