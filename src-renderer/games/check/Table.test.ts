// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { TableSnapshot } from '@shared/ipc'
import { calls, tableSnapshot } from '../../test-support/contract-spy'
import type { CheckAction, CheckView } from '@shared/games/check/types'
import { useTableStore } from '../../stores/table'
import { i18n } from '../../i18n'
import CheckTable from './Table.vue'
import CheckSeat from './Seat.vue'

const seats = [
  { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' },
  { kind: 'human' as const, name: 'Egor', colour: 'green' as const, profileId: 'p2' },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'hard' as const },
]

function view(over: Partial<CheckView>): CheckView {
  const player = { slots: [null, null, null, null], cards: 4, locked: false, disqualified: false }
  return {
    viewer: 0,
    seats: 3,
    windowMs: 5000,
    phase: 'turn',
    turn: { seat: 0, number: 1, final: false, drawn: null, hasDrawn: false, from: null },
    drawCount: 40,
    discardCount: 0,
    discardTop: null,
    sealed: false,
    players: [player, player, player],
    checkCaller: null,
    finalTurnsLeft: [],
    window: null,
    pending: [],
    ability: null,
    result: null,
    ...over,
  } as CheckView
}

function snapshot(v: CheckView, actions: { seat: number; actions: CheckAction[] }[], viewer: number | 'public' = 0): TableSnapshot {
  return tableSnapshot({ gameId: 'check', seats, viewer, view: v, actions })
}

function render(s: TableSnapshot) {
  const store = useTableStore()
  store.snapshot = s
  return mount(CheckTable, { attachTo: document.body })
}

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
})
// A table left mounted would answer the next test's keys too.
enableAutoUnmount(afterEach)

describe('Check! table', () => {
  test('face-down cards show backs, holes show as empty places, penalty cards extend the rows', () => {
    const v = view({ players: [{ slots: [null, 'empty', null, null, null, null], cards: 5, locked: false, disqualified: false }, ...view({}).players.slice(1)] })
    const w = render(snapshot(v, []))
    expect(w.get('[data-testid=slot-0-0] svg').attributes('data-card')).toBe('back')
    expect(w.get('[data-testid=slot-0-1] svg').attributes('data-card')).toBe('empty')
    const rows = w.get('[data-testid=seat-0]').findAll('.row')
    expect(rows.map((r) => r.findAll('button').map((b) => b.attributes('data-testid')))).toEqual([
      ['slot-0-0', 'slot-0-1', 'slot-0-4'],
      ['slot-0-2', 'slot-0-3', 'slot-0-5'],
    ])
  })

  test("issue 31 item 21: during the person's own final turn the table lists them first among the final turns, as you", () => {
    const v = view({ checkCaller: 2, finalTurnsLeft: [1], turn: { seat: 0, number: 5, final: true, drawn: null, hasDrawn: false, from: null } })
    const w = render(snapshot(v, [{ seat: 0, actions: [{ type: 'draw', from: 'pile' }] }]))
    expect(w.get('[data-testid=final-turns]').text()).toBe('Ada called Check — final turns: you, Egor')
  })

  test('on my turn only the legal piles are clickable, and a click sends the draw intent', async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: [{ type: 'draw', from: 'pile' }, { type: 'check' }] }]))
    expect(w.get('[data-testid=discard-pile]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid=draw-pile]').trigger('click')
    expect(calls.at(-1)).toEqual({ channel: 'table:act', payload: { tableId: 't', seat: 0, action: { type: 'draw', from: 'pile' } } })
    expect(w.find('[data-testid=call-check]').exists()).toBe(true)
  })

  test('with a drawn card, a click on one of my cards tucks it into that place', async () => {
    const v = view({ turn: { seat: 0, number: 1, final: false, drawn: '7H', hasDrawn: true, from: 'pile' } })
    const w = render(snapshot(v, [{ seat: 0, actions: [0, 1, 2, 3].map((slot): CheckAction => ({ type: 'tuck', slot })).concat({ type: 'discard' }) }]))
    expect(w.get('[data-testid=drawn-card] svg').attributes('data-card')).toBe('7H')
    await w.get('[data-testid=slot-0-2]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'tuck', slot: 2 } })
  })

  test('CK-5 window controls: each person throws with their own keys, and the keys are shown', async () => {
    const v = view({ phase: 'window', window: { card: '9S', deadline: 5000, passed: [], tried: [[], [], []] } })
    const legal = (seat: number) => ({ seat, actions: [0, 1, 2, 3].map((slot): CheckAction => ({ type: 'match', slot })).concat({ type: 'pass' }) })
    const w = render(snapshot(v, [legal(0), legal(1)], 'public'))
    const keys = w.get('[data-testid=window-keys]').text()
    expect(keys).toContain('Lena')
    expect(keys).toContain('Egor')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'i' }))
    await w.vm.$nextTick()
    expect(calls.map((c) => c.payload)).toEqual([
      { tableId: 't', seat: 0, action: { type: 'match', slot: 1 } },
      { tableId: 't', seat: 1, action: { type: 'pass' } },
    ])
    w.unmount()
  })

  test('a key for a place the engine does not offer sends nothing', async () => {
    const v = view({ phase: 'window', window: { card: '9S', deadline: 5000, passed: [], tried: [[1], [], []] } })
    const w = render(snapshot(v, [{ seat: 0, actions: [{ type: 'match', slot: 0 }, { type: 'pass' }] }]))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }))
    await w.vm.$nextTick()
    expect(calls).toEqual([])
    w.unmount()
  })

  test('swapping with a jack takes two clicks: the first card is held, the second completes the swap', async () => {
    const v = view({ phase: 'ability', ability: { owner: 0, rank: 'J', stage: 'swap', peeksLeft: 0, peeked: [] } })
    const swap: CheckAction = { type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 3 } }
    const w = render(snapshot(v, [{ seat: 0, actions: [swap, { type: 'skip' }] }]))
    await w.get('[data-testid=slot-0-0]').trigger('click')
    expect(calls).toEqual([])
    await w.get('[data-testid=slot-1-3]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: swap })
  })

  test('CK-2: the opening look shows its bottom two faces with a clock, then turns back and releases the screen', async () => {
    vi.useFakeTimers()
    try {
      const w = render(snapshot(view({ turn: { seat: 1, number: 1, final: false, drawn: null, hasDrawn: false, from: null } }), []))
      useTableStore().feed.push({ id: 1, event: { type: 'initialPeek', seat: 0, slots: [2, 3], cards: ['AS', 'KD'] } })
      await w.vm.$nextTick()
      expect(w.get('[data-testid=slot-0-3] svg').attributes('data-card')).toBe('KD')
      expect(w.get('[data-testid=look-timer]').text()).toContain('Remember')
      await vi.advanceTimersByTimeAsync(5000)
      expect(w.get('[data-testid=slot-0-3] svg').attributes('data-card')).toBe('back')
      expect(w.find('[data-testid=look-timer]').exists()).toBe(false)
      expect(calls.map((c) => c.channel)).toEqual(['table:release'])
      w.unmount()
    } finally {
      vi.useRealTimers()
    }
  })

  test('the seat stands alone (a phone): its status line and a button for each thing it may do, the drawn card too', async () => {
    const s = snapshot(view({}), [{ seat: 0, actions: [{ type: 'draw', from: 'pile' }, { type: 'draw', from: 'discard' }, { type: 'check' }] }])
    const onPhone = s.seats.map((seat, i) => (i === 0 ? { ...seat, phone: 'connected' as const } : seat))
    useTableStore().snapshot = { ...s, seats: onPhone, view: { ...(s.view as CheckView), discardTop: '7H' } }
    const w = mount(CheckSeat, { props: { alone: true }, attachTo: document.body })
    expect(w.get('[data-testid=status]').text()).toBe('Your turn: draw from the pile or take the discard, or call Check.')
    expect(w.get('[data-testid=act-take]').text()).toBe('Take the 7♥')
    await w.get('[data-testid=act-draw]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'draw', from: 'pile' } })
    expect(w.findAll('[data-testid^=slot-0-]')).toHaveLength(4)
    w.unmount()
  })

  test('issue 21 finding 8: a whole turn by keys, each shown on its button — D draws, X discards, a number tucks, C calls Check', async () => {
    const start = render(snapshot(view({}), [{ seat: 0, actions: [{ type: 'draw', from: 'pile' }, { type: 'check' }] }]))
    expect(start.get('[data-testid=act-draw] kbd').text()).toBe('D')
    expect(start.get('[data-testid=call-check] kbd').text()).toBe('C')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }))
    start.unmount()
    const drawn = view({ turn: { seat: 0, number: 1, final: false, drawn: '7H', hasDrawn: true, from: 'pile' } })
    const holding = render(snapshot(drawn, [{ seat: 0, actions: [{ type: 'discard' }, ...[0, 1, 2, 3].map((slot): CheckAction => ({ type: 'tuck', slot }))] }]))
    expect(holding.get('[data-testid=discard] kbd').text()).toBe('X')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '3' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }))
    await holding.vm.$nextTick()
    expect(calls.map((c) => (c.payload as { action: unknown }).action)).toEqual([
      { type: 'draw', from: 'pile' },
      { type: 'check' },
      { type: 'tuck', slot: 2 },
      { type: 'discard' },
    ])
    holding.unmount()
  })

  test('issue 21 finding 8: after a move its button is gone, and the focus stays in the seat, on the next button', async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: [{ type: 'draw', from: 'pile' }] }]))
    const draw = w.get('[data-testid=act-draw]').element as HTMLButtonElement
    draw.focus()
    expect(document.activeElement).toBe(draw)
    await w.get('[data-testid=act-draw]').trigger('click')
    const drawn = view({ turn: { seat: 0, number: 1, final: false, drawn: '7H', hasDrawn: true, from: 'pile' } })
    useTableStore().snapshot = snapshot(drawn, [{ seat: 0, actions: [{ type: 'discard' }, { type: 'tuck', slot: 0 }] }])
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('discard'))
    w.unmount()
  })

  test("in a window, the key panel lists the others at the keyboard: the screen holder's keys are on their cards and their Pass", () => {
    const v = view({ phase: 'window', window: { card: '9S', deadline: 5000, passed: [], tried: [[], [], []] } })
    const legal = (seat: number) => ({ seat, actions: [0, 1, 2, 3].map((slot): CheckAction => ({ type: 'match', slot })).concat({ type: 'pass' }) })
    const w = render(snapshot(v, [legal(0), legal(1)], 0))
    const keys = w.get('[data-testid=window-keys]')
    expect(keys.text()).toContain('Egor')
    expect(keys.text()).not.toContain('Lena')
    expect(w.get('[data-testid=pass-0]').text()).toBe('Pass 8')
    expect(w.get('[data-testid=key-0-0]').text()).toBe('1')
  })

  test('issue 21 finding 8: in a hot-seat matching window each card carries its own key, "Lena throw 1 2 3 4 / Egor throw Q W E R"', () => {
    const v = view({ phase: 'window', window: { card: '9S', deadline: 5000, passed: [], tried: [[], [], []] } })
    const w = render(snapshot(v, [], 'public'))
    expect([0, 1, 2, 3].map((slot) => w.get(`[data-testid=key-0-${slot}]`).text())).toEqual(['1', '2', '3', '4'])
    expect([0, 1, 2, 3].map((slot) => w.get(`[data-testid=key-1-${slot}]`).text())).toEqual(['Q', 'W', 'E', 'R'])
    // A computer player's cards have no keys; out of a window nobody's do.
    expect(w.find('[data-testid=key-2-0]').exists()).toBe(false)
    w.unmount()
    expect(render(snapshot(view({}), [], 'public')).find('[data-testid^=key-]').exists()).toBe(false)
  })
})

// Issue 23: the table in Russian: the glossary's «Чек», сброс, колода, окно для пары; the tags and
// the seat plates too, the names as typed.
describe('Check! table in Russian', () => {
  beforeEach(() => void (i18n.global.locale.value = 'ru'))
  afterEach(() => void (i18n.global.locale.value = 'en'))

  test('the turn\'s buttons, the piles and the plates', () => {
    const w = render(snapshot(view({ discardTop: '7H', discardCount: 1 }), [{ seat: 0, actions: [{ type: 'draw', from: 'pile' }, { type: 'draw', from: 'discard' }, { type: 'check' }] }]))
    expect(w.get('[data-testid=act-draw]').text()).toBe('Взять карту D')
    expect(w.get('[data-testid=act-take]').text()).toBe('Взять 7♥ T')
    expect(w.get('[data-testid=call-check]').text()).toBe('Объявить «Чек» C')
    expect(w.get('[data-testid=draw-count]').text()).toBe('в колоде: 40')
    expect(w.get('[data-testid=draw-pile]').attributes('aria-label')).toBe('Взять карту из колоды')
    expect(w.get('[data-testid=seat-2]').text()).toContain('компьютер · сильный')
    expect(w.get('[data-testid=slot-2-0] svg').attributes('aria-label')).toBe('Ada, карта 1: рубашкой вверх')
  })

  test('a matching window: its clock, each person\'s keys and Pass, and who has passed', () => {
    const v = view({ phase: 'window', window: { card: '9S', deadline: 5000, passed: [1], tried: [[], [], []] }, checkCaller: 2, finalTurnsLeft: [0, 1] })
    const legal = (seat: number) => ({ seat, actions: [0, 1, 2, 3].map((slot): CheckAction => ({ type: 'match', slot })).concat({ type: 'pass' }) })
    const w = render(snapshot(v, [legal(0)], 'public'))
    expect(w.get('[data-testid=status]').text()).toBe('Окно для пары: девятка. Бросайте в пару своими клавишами или пасуйте.')
    const keys = w.get('[data-testid=window-keys]').text()
    expect(keys).toContain('в пару')
    expect(keys).toContain('пас')
    expect(w.get('[data-testid=seat-1]').text()).toContain('пас')
    expect(w.get('[data-testid=seat-2]').text()).toContain('«Чек»')
    expect(w.get('.final').text()).toBe('«Чек» объявляет Ada — последние ходы: Lena, Egor')
  })
})
