import { afterEach, describe, expect, test, vi } from 'vitest'
import { cardsIn } from '@shared/cards'
import { err } from '@shared/result'
import type { AnyCardGameModule, Bot } from '@shared/games/module'
import { cheatGame, type CheatView } from '@shared/games/cheat'
import { fourDownGame } from '@shared/games/four-down'
import type { SeatInfo, TableSnapshot } from '@shared/ipc'
import { systemClock } from './clock'
import { Table, type TableOptions } from './table'
import { fakeClock } from './fake-clock'
import { seenByBots, toy, toyEngine, type ToyAction, type ToyEvent, type ToyState } from './toy-game'

const human = (name: string): SeatInfo => ({ kind: 'human', name, colour: 'sky', profileId: name })
const bot: SeatInfo = { kind: 'bot', name: 'Ada', colour: 'orange', level: 'hard' }

function open(seats: SeatInfo[], module: AnyCardGameModule = toy, extra: Partial<TableOptions> = {}) {
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
    ...extra,
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

  test('issue 29 finding 3: fields a sender adds to an action are not kept in the game\'s record', () => {
    const { table } = open([human('Lena'), bot])
    expect(table.act(0, { type: 'take', note: 'x'.repeat(1500), seat: 7 }).ok).toBe(true)
    expect(table.record('test').steps[0]).toEqual({ seat: 0, action: { type: 'take' }, at: expect.any(Number) })
  })

  test('bots decide from their own seat view only', () => {
    seenByBots.length = 0
    open([human('Lena'), bot])
    expect(seenByBots.length).toBeGreaterThan(0)
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
    // The computer player's own look is no reason to hold the person's screen.
    clock.advance(500)
    expect(published.at(-1)!.history).toContainEqual({ type: 'took', seat: 1 })
    expect(table.snapshot()).toMatchObject({ viewer: 0, looking: false })
    clock.advance(500)
    expect(published.at(-1)!.history.at(-1)).toEqual({ type: 'slapped', seat: 1 })
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

describe('what a snapshot carries', () => {
  test('the table, its seats and lobby, the clock, the deadline and the outcome; each event is sent once', () => {
    const seats = [human('Lena'), bot]
    const { table, clock } = open(seats, toy, { lobby: { target: 50 } })
    const first = table.snapshot()
    expect(first).toMatchObject({ tableId: 't1', gameId: 'check', seats, lobby: { target: 50 }, now: 0, deadline: null, outcome: null })
    expect(first.events).toEqual([{ type: 'secret', seat: 0, value: 0 }])
    expect(first.history).toEqual([]) // the deal's news was private
    expect(table.snapshot().events).toEqual([])
    clock.advance(250)
    const took = table.act(0, { type: 'take' })
    expect(took.ok && took.value).toMatchObject({ now: 250, deadline: 1250, events: [{ type: 'took', seat: 0 }, { type: 'secret', seat: 0, value: 1 }] })
    expect(open(seats).table.snapshot().lobby).toEqual({})
  })

  test('the history panel keeps the latest 60 public events, oldest first', () => {
    // Four windows end the toy game; a longer one shows the cut.
    const long: AnyCardGameModule = { ...toy, engine: { ...toyEngine, outcome: () => null, legalActions: (st: ToyState, seat: number) => toyEngine.legalActions({ ...st, rounds: 0 }, seat) } }
    const { table, clock } = open([human('Lena'), bot], long)
    for (let i = 0; i < 40; i++) {
      table.act(0, { type: 'take' })
      clock.advance(1000)
      clock.advance(1000)
    }
    const { history } = table.snapshot()
    expect(history).toHaveLength(60)
    expect(history.at(-1)).toEqual({ type: 'slapped', seat: 1 })
    expect(history.filter((e) => (e as ToyEvent).type === 'took')).toHaveLength(30)
  })

  test('whose turn it is rides in every snapshot alike (public, behind a hand-over, on a phone); nobody\'s in a window or at the end', () => {
    const { table, clock } = open([human('Lena'), human('Andrey'), { ...human('Mira'), phone: 'connected' }])
    expect(table.snapshot()).toMatchObject({ viewer: 'public', handover: { seat: 0 }, actingSeat: 0 })
    expect(table.snapshotFor(2)).toMatchObject({ viewer: 2, actingSeat: 0 })
    table.acknowledgeHandover()
    expect(table.snapshot()).toMatchObject({ viewer: 0, actingSeat: 0 })
    table.act(0, { type: 'take' })
    expect(table.snapshot().actingSeat).toBeNull()
    expect(table.snapshotFor(2).actingSeat).toBeNull()
    clock.advance(1000)
    expect(table.snapshot().actingSeat).toBe(1)
    expect(table.snapshotFor(2).actingSeat).toBe(1)
    const bots = open([bot, bot])
    bots.clock.advance(10_000)
    expect(bots.table.snapshot()).toMatchObject({ outcome: { winners: [0] }, actingSeat: null })
  })

  test('a table of computer players alone shows the public view', () => {
    const { table, clock } = open([bot, bot])
    expect(table.snapshot()).toMatchObject({ viewer: 'public', handover: null, view: { mine: null }, events: [], actions: [] })
    clock.advance(10_000)
    expect(table.snapshot().outcome).not.toBeNull()
  })

  test('X-2: a snapshot offers the viewer\'s own actions and only the open actions of other people', () => {
    const { table } = open([human('Lena'), human('Andrey')], toy)
    table.acknowledgeHandover()
    table.act(0, { type: 'take' })
    table.release()
    // The window is open to both; nobody's private action shows.
    expect(table.snapshot().actions).toEqual([{ seat: 0, actions: [{ type: 'slap' }] }, { seat: 1, actions: [{ type: 'slap' }] }])
    // A game where every seat always has a private action besides the open one.
    const busy: AnyCardGameModule = { ...toy, engine: { ...toyEngine, legalActions: (st: ToyState, seat: number) => [...toyEngine.legalActions(st, seat), { type: 'take' }] } }
    const t = open([human('Lena'), human('Andrey')], busy).table
    t.acknowledgeHandover()
    expect(t.snapshot().actions).toEqual([{ seat: 0, actions: [{ type: 'take' }, { type: 'take' }] }])
  })

  test('X-2: at a Cheat table of three people no snapshot offers a claim from a hand other than the viewer\'s', () => {
    const seats = [human('Lena'), human('Andrey'), human('Mira')]
    const { table, clock } = open(seats, cheatGame, { gameId: 'cheat', config: { seats: 3, challengeMs: 3000, dealer: 0 } })
    let checked = 0
    let claims = 0
    for (let step = 0; step < 120; step++) {
      const s = table.snapshot() as TableSnapshot<CheatView, { type: string; cards?: string[] }>
      const hand = new Set(s.view.hand ?? [])
      for (const { seat, actions } of s.actions) {
        if (seat !== s.viewer) expect(actions.every((a) => a.type === 'call' || a.type === 'accept')).toBe(true)
        for (const c of cardsIn(actions)) expect(hand.has(c)).toBe(true)
      }
      checked++
      if (s.outcome) break
      const own = s.actions.find((a) => a.seat === s.viewer)?.actions ?? []
      if (s.handover) table.acknowledgeHandover()
      else if (s.looking) table.release()
      else if (own.some((a) => a.type === 'claim')) {
        claims++
        expect(table.act(s.viewer as number, own[step % own.length]).ok).toBe(true)
      } else if (s.actions.length > 0 && step % 3 === 0) {
        const { seat, actions } = s.actions[step % s.actions.length]!
        table.act(seat, actions[0])
      } else clock.advance(3000)
    }
    expect(checked).toBeGreaterThan(60)
    expect(claims).toBeGreaterThan(10)
  })
})

describe('the host\'s errors and callbacks', () => {
  test('a game that cannot start is the engine\'s error, code and sentence', () => {
    const r = Table.create({ id: 't', gameId: 'cheat', module: cheatGame, seats: [human('Lena'), bot], config: { seats: 2, challengeMs: 3000 }, seed: 's', clock: fakeClock(), publish: () => {} })
    expect(r).toEqual({ ok: false, error: { code: 'BAD_SEATS', message: 'Cheat is for 3 to 6 players.' } })
  })

  test('a seat that does not exist or is a computer\'s is refused, and so is a private action before the hand-over', () => {
    const { table } = open([human('Lena'), bot, human('Andrey')])
    for (const seat of [1, 3, -1]) expect(table.act(seat, { type: 'take' })).toEqual({ ok: false, error: { code: 'BAD_SEAT', message: `seat ${seat} is not a person's seat` } })
    expect(table.act(2, { type: 'take' })).toEqual({ ok: false, error: { code: 'NOT_HANDED_OVER', message: 'Andrey must take the computer first', params: { name: 'Andrey' } } })
  })

  test('the engine\'s refusal comes back with its code and sentence', () => {
    const { table } = open([human('Lena'), bot])
    expect(table.act(0, { type: 'slap' })).toEqual({ ok: false, error: { code: 'ILLEGAL', message: 'not now' } })
  })

  test('an engine that throws is an INTERNAL error, and the table plays on from the state it had', () => {
    const throwing: AnyCardGameModule = {
      ...toy,
      engine: { ...toyEngine, apply: (st: ToyState, seat: number, a: ToyAction) => (a.type === 'slap' ? (() => { throw new Error('boom') })() : toyEngine.apply(st, seat, a)) },
      isOpenAction: () => true,
    }
    const { table } = open([human('Lena'), bot], throwing)
    expect(table.act(0, { type: 'slap' })).toEqual({ ok: false, error: { code: 'INTERNAL', message: 'boom' } })
    expect(table.act(0, { type: 'take' }).ok).toBe(true)
  })

  test('no hand-over screen, nothing to acknowledge; a release with no look changes nothing', () => {
    const { table } = open([human('Lena'), bot])
    expect(table.acknowledgeHandover()).toEqual({ ok: false, error: { code: 'NO_HANDOVER', message: 'no hand-over screen is up' } })
    const before = table.snapshot()
    const released = table.release()
    expect(released.ok && released.value).toMatchObject({ viewer: before.viewer, looking: false, actions: before.actions })
  })

  test('the next game\'s config comes from the game, or is empty', () => {
    expect(open([human('Lena'), bot]).table.rematchConfig()).toEqual({})
    expect(open([human('Lena'), bot], { ...toy, rematchConfig: (st: ToyState) => ({ dealer: st.turn + 1 }) }).table.rematchConfig()).toEqual({ dealer: 1 })
  })

  test('a table with nobody to tell plays to its end', () => {
    const clock = fakeClock()
    const r = Table.create({ id: 't', gameId: 'check', module: toy, seats: [bot, bot], config: { seats: 2 }, seed: 's', clock, publish: () => {} })
    if (!r.ok) throw new Error(r.error.message)
    clock.advance(10_000)
    expect(r.value.snapshot().outcome).toEqual({ winners: [0], scores: [], disqualified: [] })
  })

  test('the outcome is reported with its table', () => {
    const got: [unknown, Table][] = []
    const r = open([bot, bot], toy, { finished: (o, t) => got.push([o, t]) })
    r.clock.advance(10_000)
    expect(got).toEqual([[{ winners: [0], scores: [], disqualified: [] }, r.table]])
  })
})

describe('the clock and the computer players', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('the system clock is the real one: its time, its timers and their cancelling', () => {
    vi.useFakeTimers({ now: 5000 })
    expect(systemClock.now()).toBe(5000)
    const fired: string[] = []
    systemClock.setTimeout(() => fired.push('a'), 100)
    const b = systemClock.setTimeout(() => fired.push('b'), 100)
    systemClock.clearTimeout(b)
    vi.advanceTimersByTime(99)
    expect(fired).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fired).toEqual(['a'])
  })

  test('each computer player is made for its seat, at its level (normal when unset), from the table\'s seed', () => {
    const made: unknown[][] = []
    const spy: AnyCardGameModule = { ...toy, createBot: (...args: unknown[]) => (made.push(args), toy.createBot(...(args as [number, 'easy', string]))) }
    open([human('Lena'), { kind: 'bot', name: 'Ada', colour: 'orange' }, { ...bot, level: 'easy' }], spy, { seed: 'tbl' })
    expect(made).toEqual([[1, 'normal', 'tbl:bot:1'], [2, 'easy', 'tbl:bot:2']])
  })

  test('a computer player observes its own view and only the events meant for it', () => {
    const seen: { seat: number; view: unknown; events: readonly ToyEvent[] }[] = []
    const watching: AnyCardGameModule = {
      ...toy,
      createBot: (seat: number): Bot<unknown, ToyAction, ToyEvent> => ({
        observe: (view, events) => seen.push({ seat, view, events }),
        decide: (_v, legal) => ({ action: legal[0]!, delayMs: 500 }),
      }),
    }
    const { table } = open([human('Lena'), bot, bot], watching)
    expect(seen.map((o) => [o.seat, o.events])).toEqual([
      [1, [{ type: 'secret', seat: 1, value: 10 }]],
      [2, [{ type: 'secret', seat: 2, value: 20 }]],
    ])
    table.act(0, { type: 'take' })
    expect(seen.slice(2).map((o) => [o.seat, o.view, o.events])).toEqual([
      [1, { turn: 0, window: 1000, mine: 10 }, [{ type: 'took', seat: 0 }]],
      [2, { turn: 0, window: 1000, mine: 20 }, [{ type: 'took', seat: 0 }]],
    ])
  })

  test('a computer player is asked only when it has something to do, and its thinking time follows the pace setting', () => {
    const asked: number[] = []
    const counting: AnyCardGameModule = {
      ...toy,
      createBot: (): Bot<unknown, ToyAction, ToyEvent> => ({
        observe: () => {},
        decide: (_v, legal) => (asked.push(legal.length), { action: legal[0]!, delayMs: 400 }),
      }),
    }
    const { table, clock, published } = open([human('Lena'), bot], counting, { botPace: () => 2 })
    expect(asked).toEqual([]) // Lena's turn: the bot has nothing to do
    table.act(0, { type: 'take' })
    clock.advance(799)
    expect(published).toHaveLength(0)
    clock.advance(1)
    expect(published.at(-1)!.history).toContainEqual({ type: 'slapped', seat: 1 })
    expect(asked.every((n) => n > 0)).toBe(true)
  })

  test('a bot\'s move that the engine refuses is dropped and the bot is asked again', () => {
    let refusals = 1
    const fussy: AnyCardGameModule = {
      ...toy,
      engine: { ...toyEngine, apply: (st: ToyState, seat: number, a: ToyAction) => (seat === 1 && refusals-- > 0 ? err({ code: 'NO', message: 'no' }) : toyEngine.apply(st, seat, a)) },
    }
    // At half pace the bot's second try (at 500 ms) lands well inside the 1-second window.
    const { table, clock, published } = open([human('Lena'), bot], fussy, { botPace: () => 0.5 })
    table.act(0, { type: 'take' })
    clock.advance(250)
    expect(published).toHaveLength(1)
    expect(published[0]!.history).not.toContainEqual({ type: 'slapped', seat: 1 })
    clock.advance(250)
    expect(published.at(-1)!.history.at(-1)).toEqual({ type: 'slapped', seat: 1 })
  })

  test('a window that runs out is published at once, and a refused expiry is tried again', () => {
    let early = 1
    const slow: AnyCardGameModule = {
      ...toy,
      engine: { ...toyEngine, expire: (st: ToyState, now: number) => (early-- > 0 ? err({ code: 'NOT_YET', message: 'soon' }) : toyEngine.expire!(st, now)) },
    }
    const { table, clock, published } = open([human('Lena'), human('Andrey')], slow)
    table.acknowledgeHandover()
    table.act(0, { type: 'take' })
    table.release()
    clock.advance(1000)
    expect(published.at(-1)).toMatchObject({ deadline: null, history: expect.arrayContaining([{ type: 'timeout' }]) })
    expect(published.at(-1)!.handover).toEqual({ seat: 1, name: 'Andrey' })
  })

  test('the table keeps at most one timer per computer player and one for the deadline', () => {
    const { table, clock } = open([human('Lena'), bot, bot])
    expect(clock.pending()).toBe(0)
    table.act(0, { type: 'take' })
    expect(clock.pending()).toBe(3)
    table.snapshot()
    expect(clock.pending()).toBe(3)
    clock.advance(500) // a bot slaps: the window closes and it is seat 1's turn
    expect(clock.pending()).toBe(1)
  })

  test('closing a table stops every computer player and every timer; nothing moves or is published afterwards', () => {
    const { table, clock, published, finished } = open([human('Lena'), bot, bot])
    table.act(0, { type: 'take' })
    expect(clock.pending()).toBeGreaterThan(0)
    table.close()
    expect(clock.pending()).toBe(0)
    clock.advance(60_000)
    expect(published).toEqual([])
    expect(finished).toEqual([])
    expect(table.act(0, { type: 'slap' })).toEqual({ ok: false, error: { code: 'TABLE_CLOSED', message: 'this table has been left' } })
    expect(table.snapshot().view).toMatchObject({ window: 1000 })
  })

  test('a look released or a hand-over acknowledged after closing starts no computer player and no timer', () => {
    const looks: AnyCardGameModule = { ...toy, isLook: (e: ToyEvent) => e.type === 'secret' }
    const one = open([human('Lena'), bot], looks)
    one.table.act(0, { type: 'take' })
    expect(one.table.snapshot().looking).toBe(true)
    one.table.close()
    one.table.release()
    expect(one.clock.pending()).toBe(0)
    const two = open([human('Lena'), human('Andrey'), bot])
    two.table.close()
    two.table.acknowledgeHandover()
    expect(two.clock.pending()).toBe(0)
    two.clock.advance(60_000)
    expect([one.published, two.published]).toEqual([[], []])
  })
})

describe('X-2: hand-overs as play moves on', () => {
  test('held news waits while a window is open and is handed over once the table is quiet', () => {
    const { table, clock } = open([human('Lena'), human('Andrey')])
    table.acknowledgeHandover()
    table.act(0, { type: 'take' })
    table.release()
    const open1 = table.snapshot()
    expect(open1).toMatchObject({ viewer: 'public', handover: null, looking: false })
    clock.advance(1000)
    // Andrey's opening number was held all along; it is his turn too.
    expect(table.snapshot().handover).toEqual({ seat: 1, name: 'Andrey' })
  })

  test('no hand-over for a computer player\'s turn: it simply plays', () => {
    const { table, clock, published } = open([human('Lena'), human('Andrey'), bot])
    table.acknowledgeHandover() // Lena: her look and her turn
    table.act(0, { type: 'take' })
    table.release()
    table.act(1, { type: 'slap' }) // Andrey's turn: his hand-over, his look
    table.acknowledgeHandover()
    table.act(1, { type: 'take' })
    table.release()
    clock.advance(1000) // the bot slaps at 500 ms; at 1000 ms, on its own turn, it takes
    expect(published.at(-1)!.history.at(-1)).toEqual({ type: 'took', seat: 2 })
    // The bot's private number is nobody's look: its window is open to both people at once.
    const s = table.snapshot()
    expect(s).toMatchObject({ viewer: 'public', handover: null, looking: false })
    expect(s.view).toMatchObject({ turn: 2 })
    expect(s.actions.map((a) => a.seat)).toEqual([0, 1])
  })

  test('news of one\'s own on one\'s own turn is no look: the player goes on (a Four Down draw from the stock)', () => {
    const { table } = open([human('Lena'), human('Andrey')], fourDownGame, { gameId: 'four-down', config: { seats: 2, target: 100, dealer: 1 } })
    expect(table.snapshot().handover).toEqual({ seat: 0, name: 'Lena' })
    const look = table.acknowledgeHandover() // her opening look, on her own turn
    expect(look.ok && look.value).toMatchObject({ viewer: 0, looking: false })
    const drew = table.act(0, { type: 'draw', from: 'stock' })
    expect(drew.ok && drew.value).toMatchObject({ viewer: 0, looking: false, handover: null })
    expect(drew.ok && drew.value.events).toContainEqual(expect.objectContaining({ type: 'holding', seat: 0 }))
    expect(drew.ok && drew.value.actions[0]?.seat).toBe(0)
    // Her turn ends with nothing private to see: the screen goes public and names Andrey.
    const replaced = table.act(0, { type: 'replace', slot: 0 })
    expect(replaced.ok && replaced.value).toMatchObject({ viewer: 'public', looking: false, handover: { seat: 1, name: 'Andrey' }, actions: [] })
    expect(replaced.ok && replaced.value.view).toMatchObject({ viewer: 'public', turn: 1, drawn: null })
  })

  test('once the game is over nothing is offered to anyone', () => {
    const { table, clock } = open([human('Lena'), bot])
    for (let i = 0; i < 10; i++) {
      table.act(0, { type: 'take' })
      clock.advance(5_000)
    }
    expect(table.snapshot()).toMatchObject({ actions: [], outcome: { winners: [0] } })
  })
})
