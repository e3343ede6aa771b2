import { describe, expect, test } from 'vitest'
import type { EventName, TableSnapshot } from '@shared/ipc'
import { fakeClock } from './fake-clock'
import { createHost, type Connection } from './host'
import { createSolverService } from './solver'
import { FINISHED_LINGER_MS, IDLE_GRACE_MS } from './tables'
import { testData } from '../store/test-support'

function setUp() {
  const { store, archive } = testData()
  const clock = fakeClock(1_000_000)
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  /** A screen: a connection that counts the table updates it is sent. */
  const screen = () => {
    const updates: TableSnapshot[] = []
    const connection = host.connect((event: EventName, payload: unknown) => {
      if (event === 'table:update') updates.push(payload as TableSnapshot)
    })
    const call = async <T>(channel: string, payload: unknown): Promise<T> => {
      const r = await connection.request(channel, payload)
      if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`)
      return r.value as T
    }
    return { connection, updates, call }
  }
  const isOpen = async (tableId: string) => (await host.request('table:get', { tableId })).ok
  return { store, archive, clock, host, screen, isOpen }
}

const bots = (n: number) => Array.from({ length: n }, () => ({ kind: 'bot', level: 'easy' }))

/** Two people at Check!: a hand-over screen is up and nothing moves until someone acts. */
async function quietTable(call: (channel: string, payload: unknown) => Promise<unknown>) {
  const a = (await call('profiles:create', { name: 'Lena', colour: 'sky' })) as { id: string }
  const b = (await call('profiles:create', { name: 'Egor', colour: 'green' })) as { id: string }
  const seats = [{ kind: 'human', profileId: a.id }, { kind: 'human', profileId: b.id }]
  return (await call('table:create', { gameId: 'check', seed: 'q', seats })) as TableSnapshot
}

async function finishChecks(s: ReturnType<typeof setUp>, conn: Connection, seed: string) {
  const r = await conn.request('table:create', { gameId: 'checks', seed, seats: bots(2) })
  if (!r.ok) throw new Error(r.error.message)
  const { tableId } = r.value as TableSnapshot
  let snap = r.value as TableSnapshot
  for (let i = 0; i < 1000 && !snap.outcome; i++) {
    s.clock.advance(1000)
    snap = ((await conn.request('table:get', { tableId })) as { value: TableSnapshot }).value
  }
  if (!snap.outcome) throw new Error('the computer players did not finish')
  return snap
}

describe('tables close when nobody needs them any more', () => {
  test('a table nobody has open closes after the grace period, and a reload within it keeps the table', async () => {
    const s = setUp()
    const first = s.screen()
    const table = await quietTable(first.call)
    first.connection.close()
    s.clock.advance(IDLE_GRACE_MS - 1)
    // The page reloads: a new connection asks for the table it was showing.
    const reloaded = s.screen()
    expect((await reloaded.call<TableSnapshot>('table:get', { tableId: table.tableId })).tableId).toBe(table.tableId)
    s.clock.advance(IDLE_GRACE_MS * 10)
    expect(await s.isOpen(table.tableId)).toBe(true)
    reloaded.connection.close()
    s.clock.advance(IDLE_GRACE_MS - 1)
    expect(await s.isOpen(table.tableId)).toBe(true)
    s.clock.advance(1)
    expect(await s.isOpen(table.tableId)).toBe(false)
  })

  test('one of two screens going away leaves the table open for the other', async () => {
    const s = setUp()
    const one = s.screen()
    const two = s.screen()
    const table = await quietTable(one.call)
    await two.call('table:get', { tableId: table.tableId })
    one.connection.close()
    s.clock.advance(IDLE_GRACE_MS * 3)
    expect(await s.isOpen(table.tableId)).toBe(true)
  })

  test('a table made by a request from no connection waits the grace period for a screen to open it', async () => {
    const s = setUp()
    const made = await s.host.request('table:create', { gameId: 'check', seats: bots(2) })
    const { tableId } = (made as { value: TableSnapshot }).value
    s.clock.advance(IDLE_GRACE_MS)
    expect(await s.isOpen(tableId)).toBe(false)
  })

  test('a finished table closes a few minutes after its result, even while it is open, and Play again still carries over', async () => {
    const s = setUp()
    const screen = s.screen()
    const final = await finishChecks(s, screen.connection, 'linger')
    expect(screen.updates.at(-1)?.outcome).toEqual(final.outcome)
    s.clock.advance(FINISHED_LINGER_MS - 1000)
    expect(await s.isOpen(final.tableId)).toBe(true)
    s.clock.advance(1000)
    expect(await s.isOpen(final.tableId)).toBe(false)

    // The rules: the winner deals the next game; after a draw the deal passes to the other player.
    const { winners } = final.outcome!
    const dealer = (final.view as { dealer: number }).dealer
    const next = winners.length === 1 ? winners[0] : 1 - dealer
    for (const seed of ['n1', 'n2', 'n3', 'n4']) {
      const again = await screen.call<TableSnapshot>('table:create', { gameId: 'checks', seed, seats: bots(2), rematchOf: final.tableId })
      expect((again.view as { dealer: number }).dealer).toBe(next)
    }
  })

  test('200 games at screens that come and go leave no table behind', async () => {
    const s = setUp()
    const ids: string[] = []
    for (let i = 0; i < 200; i++) {
      const screen = s.screen()
      const r = await screen.call<TableSnapshot>('table:create', { gameId: 'checks', seed: `g${i}`, seats: bots(2) })
      ids.push(r.tableId)
      if (i % 2 === 0) screen.connection.close() // half the screens go at once, half stay to the end
    }
    s.clock.advance(FINISHED_LINGER_MS + IDLE_GRACE_MS + 200_000)
    const open = await Promise.all(ids.map((id) => s.isOpen(id)))
    expect(open.filter(Boolean)).toEqual([])
    expect(s.archive.listGames({ profileId: null }).total).toBeGreaterThanOrEqual(100)
  })

  test("a table's updates go only to the screens that have it open", async () => {
    const s = setUp()
    const player = s.screen()
    const bystander = s.screen()
    const r = await player.call<TableSnapshot>('table:create', { gameId: 'checks', seed: 'w', seats: bots(2) })
    s.clock.advance(5000)
    expect(player.updates.length).toBeGreaterThan(0)
    expect(bystander.updates).toEqual([])
    await bystander.call('table:get', { tableId: r.tableId })
    s.clock.advance(5000)
    expect(bystander.updates.length).toBeGreaterThan(0)
    expect(bystander.updates.every((u) => u.tableId === r.tableId)).toBe(true)
  })
})
