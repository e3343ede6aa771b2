import { describe, expect, test } from 'vitest'
import type { Profile } from '@shared/profile'
import { TableService } from './tables'
import { fakeClock } from './fake-clock'

const profiles: Profile[] = [
  { id: 'p1', name: 'Lena', colour: 'sky', createdAt: 0 },
  { id: 'p2', name: 'ada ', colour: 'green', createdAt: 0 },
  { id: 'p3', name: 'Bram', colour: 'orange', createdAt: 0 },
]

function service() {
  return new TableService({ clock: fakeClock(), profiles: () => profiles, windowMs: () => 3000, callWindowMs: () => 3000, botPace: () => 1, publish: () => {} })
}

const bots = (n: number) => Array.from({ length: n }, () => ({ kind: 'bot' as const, level: 'easy' as const }))
const dealerOf = (s: { view: unknown }) => (s.view as { dealer: number }).dealer

describe('table service', () => {
  test('CH-1: playing Cheat again at the same table moves the deal one seat to the left', () => {
    const tables = service()
    const first = tables.create({ gameId: 'cheat', seats: bots(4), seed: 'a' })
    expect(first.ok).toBe(true)
    if (!first.ok) return
    let previous = first.value
    for (let game = 0; game < 5; game++) {
      const next = tables.create({ gameId: 'cheat', seats: bots(4), seed: `b${game}`, rematchOf: previous.tableId })
      if (!next.ok) throw new Error(next.error.message)
      expect(dealerOf(next.value)).toBe((dealerOf(previous) + 1) % 4)
      previous = next.value
    }
    tables.closeAll()
  })

  test('a rematch of another game, or of a table that has gone, starts fresh', () => {
    const tables = service()
    const checks = tables.create({ gameId: 'checks', seats: bots(2), seed: 'c' })
    if (!checks.ok) throw new Error(checks.error.message)
    const other = tables.create({ gameId: 'cheat', seats: bots(3), seed: 'd', rematchOf: checks.value.tableId })
    const gone = tables.create({ gameId: 'cheat', seats: bots(3), seed: 'd', rematchOf: 'no-such-table' })
    expect(other.ok && gone.ok && dealerOf(other.value)).toBe(gone.ok && dealerOf(gone.value))
    tables.closeAll()
  })

  test('a person can sit in one seat only, and every person must exist', () => {
    const tables = service()
    const twice = tables.create({ gameId: 'check', seats: [{ kind: 'human', profileId: 'p1' }, { kind: 'human', profileId: 'p1' }] })
    expect(twice).toMatchObject({ ok: false, error: { code: 'BAD_SEATS' } })
    const ghost = tables.create({ gameId: 'check', seats: [{ kind: 'human', profileId: 'p9' }, ...bots(1)] })
    expect(ghost).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })

  test('computer players never take the name of a person at the table, and rather not their initial', () => {
    const tables = service()
    const people = ['p1', 'p2', 'p3'].map((profileId) => ({ kind: 'human' as const, profileId }))
    const made = tables.create({ gameId: 'check', seats: [...people, ...bots(3)] })
    if (!made.ok) throw new Error(made.error.message)
    const names = made.value.seats.map((s) => s.name.trim().toLowerCase())
    expect(new Set(names).size).toBe(6)
    expect(made.value.seats.slice(3).map((s) => s.name)).toEqual(['Cleo', 'Dev', 'Esme'])
    const alone = tables.create({ gameId: 'check', seats: [{ kind: 'human', profileId: 'p2' }, ...bots(1)] })
    expect(alone.ok && alone.value.seats[1]!.name).toBe('Bram')
    tables.closeAll()
  })

  test("issue 31 item 23: at a Russian table the computer players have Russian names, each its own initial, and none a person's", () => {
    let language: 'en' | 'ru' = 'ru'
    const tables = new TableService({ clock: fakeClock(), profiles: () => [...profiles, { id: 'p9', name: 'Аня', colour: 'green', createdAt: 0 }], windowMs: () => 3000, callWindowMs: () => 3000, botPace: () => 1, publish: () => {}, language: () => language })
    const made = tables.create({ gameId: 'cheat', seats: [{ kind: 'human', profileId: 'p9' }, ...bots(3)] })
    if (!made.ok) throw new Error(made.error.message)
    expect(made.value.seats.map((s) => s.name)).toEqual(['Аня', 'Борис', 'Вера', 'Глеб'])
    // The language is the table's when it is dealt: switched to English, the next table's are English.
    language = 'en'
    tables.closeAll()
    const next = tables.create({ gameId: 'check', seats: [{ kind: 'human', profileId: 'p9' }, ...bots(1)] })
    if (!next.ok) throw new Error(next.error.message)
    expect(next.value.seats[1]!.name).toBe('Ada')
    tables.closeAll()
  })
})
