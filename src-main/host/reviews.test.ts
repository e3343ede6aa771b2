import { describe, expect, test } from 'vitest'
import type { PastGameSummary, ReviewFrame } from '@shared/ipc'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import { createSolverService } from './solver'
import { testData, keptGames, everything } from '../store/test-support'

/** Three computer players play a seeded game of Cheat to its end; the host keeps it. */
async function playedCheat() {
  const { store, archive } = testData()
  const clock = fakeClock(1_000_000)
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  const screen = host.connect(() => {})
  const seats = [{ kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'easy' }]
  await screen.request('table:create', { gameId: 'cheat', seats, seed: 'review-cheat' })
  while (keptGames(archive).length === 0) clock.advance(1000)
  const id = keptGames(archive)[0]!.id
  const frame = async (step: number, viewer?: number | 'all') => {
    const r = await screen.request('review:step', { id, step, ...(viewer !== undefined && { viewer }) })
    if (!r.ok) throw new Error(r.error.message)
    return r.value as ReviewFrame
  }
  return { host, screen, store, archive, clock, id, frame, steps: keptGames(archive)[0]!.steps, stored: keptGames(archive)[0]! }
}

type CheatView = { hand: string[] | null; handSizes: number[] }

describe('reviews', () => {
  test("a seat's review shows that seat's own hand and nobody else's; face up shows every hand", async () => {
    const { frame, steps } = await playedCheat()
    const mid = Math.floor(steps / 2)
    const [zero, one, all] = [await frame(mid, 0), await frame(mid, 1), await frame(mid, 'all')]
    expect(zero.table.viewer).toBe(0)
    expect(one.table.viewer).toBe(1)
    expect(zero.faceUp).toBeNull()
    expect(all.table.viewer).toBe('public')
    expect((all.table.view as CheatView).hand).toBeNull()
    // Face up, every hand is there: seat 0's and seat 1's as each of them saw their own.
    expect([...all.faceUp![0]!].sort()).toEqual([...(zero.table.view as CheatView).hand!].sort())
    expect([...all.faceUp![1]!].sort()).toEqual([...(one.table.view as CheatView).hand!].sort())
    expect(all.faceUp!.map((h) => h.length)).toEqual((all.table.view as CheatView).handSizes)
    // Nothing in seat 0's frame names a card of seat 1's hand that seat 0 was not shown.
    expect(JSON.stringify(zero.table.view)).not.toContain(JSON.stringify((one.table.view as CheatView).hand))
    expect(zero.table.actions).toEqual([])
  })

  test('the last step ends the game with the result kept; the deal is step 0, and a step beyond the end is the last', async () => {
    const { frame, steps, stored } = await playedCheat()
    const first = await frame(0)
    expect(first).toMatchObject({ step: 0, steps, by: null, elapsed: 0 })
    expect(first.table.outcome).toBeNull()
    const last = await frame(steps)
    expect(last.table.outcome).toMatchObject({ winners: stored.winners, scores: stored.scores })
    expect((await frame(steps + 50)).step).toBe(steps)
  })

  test('same deal again: a new table with the same seed, options and seats, dealt the same', async () => {
    const { screen, archive, clock, id, frame, stored } = await playedCheat()
    const again = await screen.request('games:again', { id })
    if (!again.ok) throw new Error(again.error.message)
    const table = again.value as ReviewFrame['table']
    expect(table.seats.map((s) => [s.kind, s.level])).toEqual([['bot', 'normal'], ['bot', 'normal'], ['bot', 'easy']])
    expect(table.view).toEqual((await frame(0, 'all')).table.view)
    expect(table.outcome).toBeNull()
    // The same cards and the same computer players: the game goes the same way again.
    while (keptGames(archive).length < 2) clock.advance(1000)
    const [first, second] = keptGames(archive).map((g) => JSON.parse(g.record))
    expect(second).toMatchObject({ seed: 'review-cheat', config: first.config, seats: first.seats, result: first.result })
    expect(second.steps.length).toBe(first.steps.length)
    expect(stored.id).toBe(id)
  })

  test('issue 29 finding 5: same deal again is practice, on a deal already seen face up: a win there moves no standing and is filed as practice', async () => {
    const { store, archive } = testData()
    const clock = fakeClock(1_000_000)
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
    const screen = host.connect(() => {})
    const answer = async <T>(channel: string, payload: unknown): Promise<T> => {
      const r = await screen.request(channel, payload)
      if (!r.ok) throw new Error(`${channel}: ${r.error.message}`)
      return r.value as T
    }
    const { id: profileId } = await answer<{ id: string }>('profiles:create', { name: 'Lena', colour: 'sky' })
    // Lena plays her first legal action each time: what matters is what the table counts.
    const seats = [{ kind: 'human', profileId }, { kind: 'bot', level: 'easy' }]
    const played = async (tableId: string) => {
      const games = keptGames(archive).length
      for (let i = 0; i < 2000 && keptGames(archive).length === games; i++) {
        const t = await answer<{ actions: { seat: number; actions: unknown[] }[] }>('table:get', { tableId })
        const actions = t.actions.find((a) => a.seat === 0)?.actions ?? []
        if (actions.length > 0) await screen.request('table:act', { tableId, seat: 0, action: actions[0] })
        else clock.advance(1000)
      }
    }
    await played((await answer<{ tableId: string }>('table:create', { gameId: 'checks', seats, seed: 'known-deal' })).tableId)
    expect(keptGames(archive)).toHaveLength(1)
    const standing = structuredClone((archive.standing(profileId) ?? undefined))
    const again = await answer<{ tableId: string; lobby: { practice?: boolean } }>('games:again', { id: keptGames(archive)[0]!.id })
    expect(again.lobby.practice).toBe(true)
    await played(again.tableId)
    expect(keptGames(archive)).toHaveLength(2)
    expect((archive.standing(profileId) ?? undefined)).toEqual(standing)
    const { games: listed } = await answer<{ games: { practice?: true }[] }>('games:list', { profileId })
    expect(listed.map((g) => g.practice ?? false)).toEqual([true, false])
  })

  test("same deal again keeps the lobby's options, so the new table's Play again repeats them", async () => {
    const { store, archive } = testData()
    const clock = fakeClock(1_000_000)
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
    const screen = host.connect(() => {})
    const seats = [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }]
    await screen.request('table:create', { gameId: 'four-down', seats, seed: 'short-match', target: 50 })
    while (keptGames(archive).length === 0) clock.advance(1000)
    const again = await screen.request('games:again', { id: keptGames(archive)[0]!.id })
    expect(again).toMatchObject({ ok: true, value: { gameId: 'four-down', lobby: { target: 50 } } })
  })

  test('same deal again is refused, with the name, when a person of that game has no profile here', async () => {
    const { store, archive } = testData()
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock: fakeClock(5), solver: createSolverService({ workerPath: null }) })
    const { stored } = await playedCheat()
    const record = JSON.parse(stored.record)
    record.seats[0] = { name: 'Mira', kind: 'human', where: 'here', profileId: 'far-away' }
    archive.fileGame({ ...stored, record: JSON.stringify(record) })
    expect(await host.request('games:again', { id: stored.id })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: expect.stringContaining('Mira') } })
  })

  test('an unknown game or a seat the game did not have is a clear error', async () => {
    const { screen, id } = await playedCheat()
    expect(await screen.request('review:step', { id: 'nope', step: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    expect(await screen.request('review:step', { id, step: 0, viewer: 5 })).toMatchObject({ ok: false, error: { code: 'BAD_SEAT' } })
    expect(await screen.request('review:step', { id, step: -1 })).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
  })
})

describe('records travel', () => {
  test('an exported game imported on another computer reviews the same, step by step, from every seat', async () => {
    const { screen, id, frame, steps } = await playedCheat()
    const exported = await screen.request('games:export', { id })
    if (!exported.ok) throw new Error(exported.error.message)
    const file = exported.value as { fileName: string; text: string }
    expect(file.fileName).toMatch(/^cheat-\d{4}-\d\d-\d\d-.+\.json$/)

    const { store, archive } = testData()
    const other = createHost({ store, archive, edition: 'web', version: 'test', clock: fakeClock(5), solver: createSolverService({ workerPath: null }) })
    const imported = await other.request('games:import', { text: file.text })
    if (!imported.ok) throw new Error(imported.error.message)
    const copy = imported.value as PastGameSummary
    expect(copy).toMatchObject({ gameId: 'cheat', steps })
    for (const step of [0, 1, Math.floor(steps / 3), steps]) {
      for (const viewer of [0, 2, 'all'] as const) {
        const there = await other.request('review:step', { id: copy.id, step, viewer })
        const here = await frame(step, viewer)
        expect(there).toMatchObject({ ok: true, value: { ...here, id: copy.id, table: { ...here.table, tableId: `review:${copy.id}` } } })
      }
    }
  })

  test('issue 29 finding 9: an imported game is marked as brought in, counts for nobody, and the same game twice is already kept', async () => {
    const { store, archive } = testData()
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock: fakeClock(5), solver: createSolverService({ workerPath: null }) })
    const screen = host.connect(() => {})
    const lena = await screen.request('profiles:create', { name: 'Lena', colour: 'sky' })
    const profileId = (lena as { value: { id: string } }).value.id
    // A game file that names Lena's profile of this computer (as her own exported game would).
    const { stored } = await playedCheat()
    const record = JSON.parse(stored.record)
    record.seats[0] = { name: 'Lena', kind: 'human', where: 'here', profileId }
    const text = JSON.stringify(record)
    const first = await host.request('games:import', { text })
    expect(first).toMatchObject({ ok: true, value: { imported: true } })
    expect(await host.request('games:list', { profileId: null })).toMatchObject({ ok: true, value: { games: [{ imported: true }], total: 1 } })
    expect(await host.request('games:list', { profileId })).toMatchObject({ ok: true, value: { games: [{ imported: true }], total: 1 } })
    expect((archive.standing(profileId) ?? undefined)).toBeUndefined()
    const before = everything(store, archive)
    // The same game again, even re-spaced and with fields a record does not hold: already kept.
    const respaced = JSON.stringify({ ...record, note: 'hi' }, null, 2)
    for (const again of [text, respaced]) {
      expect(await host.request('games:import', { text: again })).toEqual({ ok: false, error: { code: 'ALREADY_KEPT', message: 'This game is already in your past games.' } })
    }
    expect(everything(store, archive)).toBe(before)
  })

  test.each([
    ['not a record', '{"hello":"world"}', 'NOT_A_RECORD'],
    ['corrupt', '{"format":"check-mates-tabletop/game-rec', 'NOT_JSON'],
    ['from a newer format', JSON.stringify({ format: 'check-mates-tabletop/game-record', version: 99 }), 'NEWER_FORMAT'],
    ['too large', 'x'.repeat(2_000_001), 'INVALID_PAYLOAD'],
  ])('a file that is %s is refused with a clear message and nothing is kept', async (_what, text, code) => {
    const { store, archive } = testData()
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock: fakeClock(5), solver: createSolverService({ workerPath: null }) })
    const before = everything(store, archive)
    const r = await host.request('games:import', { text })
    expect(r).toMatchObject({ ok: false, error: { code } })
    if (!r.ok) expect(r.error.message).toMatch(/game record|too large/)
    expect(everything(store, archive)).toBe(before)
  })

  test('a record whose steps today\'s rules refuse, or whose result differs, is refused and nothing is kept', async () => {
    const { stored } = await playedCheat()
    const record = { ...JSON.parse(stored.record), app: 'an older version' }
    const { store, archive } = testData()
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock: fakeClock(5), solver: createSolverService({ workerPath: null }) })
    const wrongResult = { ...record, result: { ...record.result, winners: [(record.result.winners[0] + 1) % 3] } }
    expect(await host.request('games:import', { text: JSON.stringify(wrongResult) })).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED' } })
    const early = { ...record, steps: [record.steps[1], record.steps[0], ...record.steps.slice(2)] }
    expect(await host.request('games:import', { text: JSON.stringify(early) })).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED' } })
    expect(keptGames(archive)).toEqual([])
  })

  test('issue 31 item 17: a record this very version wrote that no longer replays was changed by hand or damaged, not ruled out: DAMAGED_RECORD, and nothing is kept', async () => {
    const { stored } = await playedCheat()
    const record = JSON.parse(stored.record)
    expect(record.app).toBe('test')
    const { store, archive } = testData()
    const host = createHost({ store, archive, edition: 'web', version: 'test', clock: fakeClock(5), solver: createSolverService({ workerPath: null }) })
    const early = { ...record, steps: [record.steps[1], record.steps[0], ...record.steps.slice(2)] }
    const r = await host.request('games:import', { text: JSON.stringify(early) })
    expect(r).toMatchObject({ ok: false, error: { code: 'DAMAGED_RECORD', message: expect.stringMatching(/^This game record was changed or damaged after it was saved: .*step 1/) } })
    expect(keptGames(archive)).toEqual([])
  })
})
