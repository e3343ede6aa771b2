import { describe, expect, test } from 'vitest'
import type { Engine, Seat } from '@shared/engine'
import type { AnyCardGameModule } from '@shared/games/module'
import type { SeatInfo, TableSnapshot } from '@shared/ipc'
import { ok, err } from '@shared/result'
import { Table } from './table'
import { fakeClock } from './fake-clock'

// A toy game small enough to reason about: on your turn you "take", which shows you a private
// number and opens a 1-second window in which anyone may "slap"; four windows end the game.
type ToyState = { turn: Seat; secret: number[]; window: number | null; rounds: number; seats: number }
type ToyAction = { type: 'take' | 'slap'; at?: number }
type ToyEvent = { type: string; seat?: Seat; value?: number }

const toyEngine: Engine<{ seats: number }, ToyState, ToyAction, unknown, ToyEvent> = {
  id: 'check',
  setup: ({ seats }) => {
    const secret = Array.from({ length: seats }, (_, i) => i * 10)
    return ok({
      state: { turn: 0, secret, window: null, rounds: 0, seats },
      events: secret.map((value, seat) => ({ to: seat, event: { type: 'secret', seat, value } })),
    })
  },
  legalActions: (s, seat) =>
    s.rounds >= 4 ? [] : s.window !== null ? [{ type: 'slap' }] : seat === s.turn ? [{ type: 'take' }] : [],
  apply: (s, seat, a) => {
    if (a.type === 'take' && s.window === null && seat === s.turn) {
      const secret = s.secret.map((v, i) => (i === seat ? v + 1 : v))
      return ok({
        state: { ...s, secret, window: (a.at ?? 0) + 1000 },
        events: [
          { to: 'all', event: { type: 'took', seat } },
          { to: seat, event: { type: 'secret', seat, value: secret[seat] } },
        ],
      })
    }
    if (a.type === 'slap' && s.window !== null) {
      return ok({ state: close(s), events: [{ to: 'all', event: { type: 'slapped', seat } }] })
    }
    return err({ code: 'ILLEGAL', message: 'not now' })
  },
  view: (s, viewer) => ({ turn: s.turn, window: s.window, mine: viewer === 'public' ? null : s.secret[viewer] }),
  outcome: (s) => (s.rounds >= 4 ? { winners: [0], scores: [], disqualified: [] } : null),
  deadline: (s) => s.window,
  expire: (s, now) =>
    s.window !== null && now >= s.window
      ? ok({ state: close(s), events: [{ to: 'all', event: { type: 'timeout' } }] })
      : err({ code: 'NOT_YET', message: 'the window is still open' }),
}
const close = (s: ToyState): ToyState => ({ ...s, window: null, turn: (s.turn + 1) % s.seats, rounds: s.rounds + 1 })

const seenByBots: { seat: Seat; view: unknown }[] = []
const toy: AnyCardGameModule = {
  engine: toyEngine,
  minSeats: 2,
  maxSeats: 4,
  defaultConfig: (seats: number) => ({ seats }),
  cardsOf: () => [],
  selfplayStats: () => ({}),
  createBot: (seat: Seat) => ({
    observe: (view: unknown) => seenByBots.push({ seat, view }),
    decide: (_view: unknown, legal: readonly ToyAction[]) => ({ action: legal[0]!, delayMs: 500 }),
  }),
  actingSeat: (s: ToyState) => (s.window !== null || s.rounds >= 4 ? null : s.turn),
  isOpenAction: (a: ToyAction) => a.type === 'slap',
}

const human = (name: string): SeatInfo => ({ kind: 'human', name, colour: 'sky', profileId: name })
const bot: SeatInfo = { kind: 'bot', name: 'Ada', colour: 'orange', level: 'hard' }

function open(seats: SeatInfo[], module: AnyCardGameModule = toy) {
  const clock = fakeClock()
  const published: TableSnapshot[] = []
  const finished: unknown[] = []
  const r = Table.create({
    id: 't1',
    gameId: 'check',
    module,
    seats,
    config: { seats: seats.length },
    seed: 's',
    clock,
    publish: (s) => published.push(s),
    finished: (o) => finished.push(o),
  })
  if (!r.ok) throw new Error(r.error.message)
  return { table: r.value, clock, published, finished }
}

describe('a table with one person and computer players', () => {
  test('the person always sees their own seat and gets their private events at once', () => {
    const { table } = open([human('Lena'), bot])
    const s = table.snapshot()
    expect(s.viewer).toBe(0)
    expect(s.handover).toBeNull()
    expect(s.events).toContainEqual({ type: 'secret', seat: 0, value: 0 })
    expect(s.events).not.toContainEqual(expect.objectContaining({ seat: 1, type: 'secret' }))
    expect(s.actions).toEqual([{ seat: 0, actions: [{ type: 'take' }] }])
  })

  test('a computer player moves after its thinking time, and a window closes at its deadline', () => {
    const { table, clock, published } = open([human('Lena'), bot])
    expect(table.act(0, { type: 'take' }).ok).toBe(true)
    // The bot would slap after 500 ms; before that, the window is open to the person too.
    clock.advance(499)
    expect(table.snapshot().view).toMatchObject({ window: 1000 })
    clock.advance(1)
    expect(published.at(-1)!.history).toContainEqual({ type: 'slapped', seat: 1 })
  })

  test('bots decide from their own seat view only', () => {
    seenByBots.length = 0
    open([human('Lena'), bot])
    expect(seenByBots.every(({ seat, view }) => (view as { mine: number }).mine === seat * 10)).toBe(true)
  })

  test('an illegal action is an error and changes nothing; the host stamps the time', () => {
    const { table } = open([human('Lena'), bot])
    const before = table.snapshot()
    const r = table.act(0, { type: 'slap' })
    expect(r).toMatchObject({ ok: false, error: { code: 'ILLEGAL' } })
    expect(table.snapshot().view).toEqual(before.view)
    expect(table.act(1, { type: 'take' })).toMatchObject({ ok: false, error: { code: 'BAD_SEAT' } })
  })

  test('with one person, nothing moves under a timed look until the screen releases it', () => {
    const { table, clock, published } = open([human('Lena'), bot], { ...toy, isLook: (e: ToyEvent) => e.type === 'secret' })
    table.act(0, { type: 'take' })
    expect(table.snapshot()).toMatchObject({ viewer: 0, looking: true })
    clock.advance(300)
    expect(published).toHaveLength(0) // the bot has not started its 500 ms towards a slap
    table.release()
    expect(table.snapshot()).toMatchObject({ viewer: 0, looking: false })
    clock.advance(400)
    expect(published).toHaveLength(0)
    clock.advance(100)
    expect(published.at(-1)!.history).toContainEqual({ type: 'slapped', seat: 1 })
  })

  test('the game reports its outcome once', () => {
    const { table, clock, finished } = open([human('Lena'), bot])
    for (let i = 0; i < 10; i++) {
      table.act(0, { type: 'take' })
      clock.advance(5_000)
    }
    expect(finished).toHaveLength(1)
    expect(table.snapshot().outcome).not.toBeNull()
  })
})

describe('X-2: several people at one screen', () => {
  test('private information waits behind a hand-over screen naming its player', () => {
    const { table } = open([human('Lena'), human('Andrey')])
    const s = table.snapshot()
    expect(s.viewer).toBe('public')
    expect(s.handover).toEqual({ seat: 0, name: 'Lena' })
    expect(s.view).toMatchObject({ mine: null })
    expect(s.events).toEqual([])
    expect(s.actions).toEqual([])

    table.acknowledgeHandover()
    const acked = table.snapshot()
    expect(acked.viewer).toBe(0)
    expect(acked.view).toMatchObject({ mine: 0 })
  })

  test('everyone gets their opening look before the first turn; play waits for each look', () => {
    const { table } = open([human('Lena'), human('Andrey'), bot])
    table.acknowledgeHandover() // Lena: her look, and her turn
    // Andrey's opening news is still held: his hand-over comes once the table is quiet again.
    table.act(0, { type: 'take' })
    table.release() // Lena has seen her new number
    table.act(1, { type: 'slap' })
    const s = table.snapshot()
    expect(s.handover).toEqual({ seat: 1, name: 'Andrey' })
    const look = table.acknowledgeHandover()
    expect(look.ok && look.value.events).toContainEqual({ type: 'secret', seat: 1, value: 10 })
    expect(table.snapshot().viewer).toBe(1)
    // It is Andrey's turn now, so he keeps the computer until it ends.
    expect(table.release().ok && table.snapshot().viewer).toBe(1)
  })

  test('a look outside one\'s turn holds play until it is released', () => {
    const { table, clock, published } = open([human('Lena'), bot, human('Andrey')])
    table.acknowledgeHandover() // Lena (acting)
    table.act(0, { type: 'take' })
    table.release()
    clock.advance(1000) // the bot slaps; the bot's turn now, and the table is quiet
    expect(table.snapshot().handover).toEqual({ seat: 2, name: 'Andrey' })
    table.acknowledgeHandover()
    expect(table.snapshot().looking).toBe(true)
    const before = published.length
    clock.advance(10_000)
    expect(published.length).toBe(before) // the bot waits while Andrey looks
    table.release()
    expect(table.snapshot().viewer).toBe('public')
    clock.advance(600)
    expect(published.length).toBeGreaterThan(before)
  })

  test('the held private event is delivered on acknowledgement, to that player only', () => {
    const { table } = open([human('Lena'), human('Andrey')])
    table.snapshot()
    const r = table.acknowledgeHandover()
    expect(r.ok && r.value.events).toEqual([{ type: 'secret', seat: 0, value: 0 }])
  })

  test('a private action from a seat that has not taken the computer is refused', () => {
    const { table } = open([human('Lena'), human('Andrey')])
    expect(table.act(0, { type: 'take' })).toMatchObject({ ok: false, error: { code: 'NOT_HANDED_OVER' } })
  })

  test('a look that ends its looker\'s turn stays on screen until released, then the window is public', () => {
    const { table } = open([human('Lena'), human('Andrey')])
    table.acknowledgeHandover()
    const took = table.act(0, { type: 'take' })
    // Lena's new number arrives with her own view, not with a public one.
    expect(took.ok && took.value.viewer).toBe(0)
    expect(took.ok && took.value.events).toContainEqual({ type: 'secret', seat: 0, value: 1 })
    table.release()
    const s = table.snapshot()
    expect(s.viewer).toBe('public')
    expect(s.view).toMatchObject({ mine: null })
    expect(s.actions.map((a) => a.seat)).toEqual([0, 1])
    expect(table.act(1, { type: 'slap' }).ok).toBe(true)
    // Now it is Andrey's turn: his hand-over screen, with Lena's private number gone from view.
    const next = table.snapshot()
    expect(next.handover).toEqual({ seat: 1, name: 'Andrey' })
    expect(next.view).toMatchObject({ mine: null })
  })

  test('no snapshot ever carries private news for anyone but its viewer', () => {
    const { table, clock, published } = open([human('Lena'), bot, human('Andrey')])
    const seen: TableSnapshot[] = [...published]
    const keep = (r: { ok: true; value: TableSnapshot } | { ok: false }) => r.ok && seen.push(r.value)
    for (let i = 0; i < 12; i++) {
      keep(table.acknowledgeHandover())
      keep(table.act(0, { type: 'take' }))
      keep(table.act(2, { type: 'take' }))
      keep(table.release())
      clock.advance(700)
    }
    seen.push(...published)
    expect(seen.length).toBeGreaterThan(10)
    for (const s of seen) {
      for (const e of s.events as { type: string; seat?: number }[]) if (e.type === 'secret') expect(e.seat).toBe(s.viewer)
    }
  })
})
