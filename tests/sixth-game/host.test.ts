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
})
