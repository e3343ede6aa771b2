// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { TableSnapshot } from '@shared/ipc'
import { calls, tableSnapshot } from '../../test-support/contract-spy'
import type { FourDownAction, FourDownView, SlotRef } from '@shared/games/four-down/engine'
import { useTableStore } from '../../stores/table'
import { i18n } from '../../i18n'
import FourDownTable from './Table.vue'
import FourDownSeat from './Seat.vue'

const seats = [
  { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'hard' as const },
]

function view(over: Partial<FourDownView> = {}): FourDownView {
  return {
    viewer: 0,
    seats: 2,
    target: 100,
    round: 1,
    dealer: 1,
    turn: 0,
    phase: 'draw',
    rows: [
      [null, null, null, null],
      [null, null, null, null],
    ],
    stock: 43,
    discardTop: '5C',
    discardCount: 1,
    drawn: null,
    hole: null,
    caller: null,
    turnsLeft: 0,
    totals: [0, 0],
    history: [],
    lastRows: null,
    ...over,
  }
}

function snapshot(v: FourDownView, actions: FourDownAction[]): TableSnapshot {
  // The host names the seat the game waits on: in Four Down, always the turn's player mid-round.
  return tableSnapshot({ gameId: 'four-down', seats, actingSeat: v.turn, view: v, actions: [{ seat: 0, actions }] })
}

function render(s: TableSnapshot) {
  const store = useTableStore()
  store.snapshot = s
  return mount(FourDownTable, { attachTo: document.body })
}

// What the engine offers while a stock card is in hand, whatever its rank: every own slot to
// replace, a discard, and a match on every face-down card; a power card adds its own targets.
const everyCard: SlotRef[] = [0, 1].flatMap((seat) => [0, 1, 2, 3].map((slot) => ({ seat, slot })))
const holding = (extra: FourDownAction[] = []): FourDownAction[] => [
  ...[0, 1, 2, 3].map((slot): FourDownAction => ({ type: 'replace', slot })),
  { type: 'discard' },
  ...extra,
  ...everyCard.map((target): FourDownAction => ({ type: 'match', target })),
]
const drawnView = (card: FourDownView['drawn']) => view({ phase: 'holding', drawn: card, stock: 42 })

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
})

describe('Four Down table', () => {
  test('the power button appears only when the card in hand has a power, worded by what it allows', () => {
    const plain = render(snapshot(drawnView({ from: 'stock', card: '4H' }), holding()))
    expect(plain.find('[data-testid=act-power]').exists()).toBe(false)
    expect(plain.find('[data-testid=act-discard]').exists()).toBe(true)
    expect(plain.find('[data-testid=act-match]').exists()).toBe(true)
    plain.unmount()

    const looks = [0, 1, 2, 3].map((slot): FourDownAction => ({ type: 'look', target: { seat: 1, slot } }))
    const nine = render(snapshot(drawnView({ from: 'stock', card: '9H' }), holding(looks)))
    expect(nine.get('[data-testid=act-power]').text()).toContain("Look at someone else's")
    nine.unmount()

    const swaps: FourDownAction[] = [{ type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 2 } }]
    const jack = render(snapshot(drawnView({ from: 'stock', card: 'JH' }), holding(swaps)))
    expect(jack.get('[data-testid=act-power]').text()).toContain('Swap two cards')
    jack.unmount()
  })

  test('a card from the pile offers no buttons at all: it can only go into the row', async () => {
    const replace = [0, 1, 2, 3].map((slot): FourDownAction => ({ type: 'replace', slot }))
    const w = render(snapshot(drawnView({ from: 'discard', card: '5C' }), replace))
    expect(w.find('[data-testid=act-discard]').exists()).toBe(false)
    expect(w.find('[data-testid=act-power]').exists()).toBe(false)
    expect(w.find('[data-testid=act-match]').exists()).toBe(false)
    await w.get('[data-testid=slot-0-2]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'replace', slot: 2 } })
    w.unmount()
  })

  test("Match, then a tap on another player's card, sends the match at once with no confirmation", async () => {
    const w = render(snapshot(drawnView({ from: 'stock', card: '4H' }), holding()))
    // Before Match is pressed, the other player's cards are not targets.
    expect(w.get('[data-testid=slot-1-3]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid=act-match]').trigger('click')
    expect(calls).toEqual([])
    expect(w.get('[data-testid=status]').text()).toContain('say is a four')
    await w.get('[data-testid=slot-1-3]').trigger('click')
    expect(calls).toEqual([{ channel: 'table:act', payload: { tableId: 't', seat: 0, action: { type: 'match', target: { seat: 1, slot: 3 } } } }])
    w.unmount()
  })

  test('in Match mode a tap on one of my own cards claims it rather than replacing it', async () => {
    const w = render(snapshot(drawnView({ from: 'stock', card: '4H' }), holding()))
    await w.get('[data-testid=act-match]').trigger('click')
    await w.get('[data-testid=slot-0-1]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ action: { type: 'match', target: { seat: 0, slot: 1 } } })
    w.unmount()
  })

  test('a swap takes two taps, in either order', async () => {
    const swap: FourDownAction = { type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 2 } }
    const w = render(snapshot(drawnView({ from: 'stock', card: 'QS' }), holding([swap])))
    await w.get('[data-testid=act-power]').trigger('click')
    await w.get('[data-testid=slot-1-2]').trigger('click')
    expect(calls).toEqual([])
    await w.get('[data-testid=slot-0-0]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: swap })
    w.unmount()
  })

  test('Call sits beside the stock and is live only before drawing', async () => {
    const before = render(snapshot(view(), [{ type: 'draw', from: 'stock' }, { type: 'draw', from: 'discard' }, { type: 'call' }]))
    expect(before.get('[data-testid=call]').attributes('disabled')).toBeUndefined()
    // Issue 31 item 11: live, but not dressed as the turn's main action beside the stock it starts with.
    expect(before.get('[data-testid=call]').classes()).not.toContain('primary')
    expect(before.get('[data-testid=stock]').classes()).toContain('target')
    await before.get('[data-testid=call]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'call' } })
    before.unmount()

    const after = render(snapshot(drawnView({ from: 'stock', card: '4H' }), holding()))
    expect(after.get('[data-testid=call]').attributes('disabled')).toBeDefined()
    after.unmount()
  })

  test('the drawn card shows its face to the drawer and its back to everyone else', () => {
    const mine = render(snapshot(drawnView({ from: 'stock', card: '4H' }), holding()))
    expect(mine.get('[data-testid=drawn-card] svg').attributes('data-card')).toBe('4H')
    mine.unmount()
    const theirs = render(snapshot(view({ turn: 1, phase: 'holding', drawn: { from: 'stock', card: null } }), []))
    expect(theirs.get('[data-testid=drawn-card] svg').attributes('data-card')).toBe('back')
    expect(theirs.get('[data-testid=status]').text()).toBe('Ada took a card from the stock.')
    theirs.unmount()
  })

  test('after a match on another player’s card, a tap on one of mine hands it over', async () => {
    const v = view({ phase: 'handOver', hole: { seat: 1, slot: 2 }, rows: [[null, null, null, null], [null, null, 'empty', null]] })
    const w = render(snapshot(v, [0, 1, 2, 3].map((slot): FourDownAction => ({ type: 'handOver', slot }))))
    expect(w.get('[data-testid=status]').text()).toContain("fill Ada's empty slot")
    expect(w.get('[data-testid=slot-1-2] svg').attributes('data-card')).toBe('empty')
    await w.get('[data-testid=slot-0-3]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ action: { type: 'handOver', slot: 3 } })
    w.unmount()
  })

  test('at the match\'s end no panel stands over the table: the final rows turn face up for the frame\'s result (issue 21 findings 4, 5)', async () => {
    const rows = [
      ['3C', 'KD', null, '7H'],
      ['AS', '2D', '9C', 'QH'],
    ]
    const w = render(snapshot(view({ phase: 'over', turn: 0, totals: [41, 104], lastRows: rows as FourDownView['lastRows'] }), []))
    const store = useTableStore()
    store.feed.push({ id: 1, event: { type: 'roundEnded', round: 4, endedBy: 'call', caller: 0, rows, scores: [11, 30], totals: [41, 104] } })
    store.feed.push({ id: 2, event: { type: 'matchEnded', totals: [41, 104], winners: [0] } })
    await w.vm.$nextTick()
    expect(w.find('[data-testid=round-result]').exists()).toBe(false)
    const faces = [0, 1].map((seat) => [0, 1, 2, 3].map((slot) => w.get(`[data-testid=slot-${seat}-${slot}] svg`).attributes('data-card')))
    expect(faces).toEqual([
      ['3C', 'KD', 'empty', '7H'],
      ['AS', '2D', '9C', 'QH'],
    ])
    w.unmount()
  })

  test('a look shows the face for a few seconds, then turns it back for good', async () => {
    vi.useFakeTimers()
    try {
      const w = render(snapshot(view({ turn: 1 }), []))
      const store = useTableStore()
      store.feed.push({ id: 1, event: { type: 'seen', seat: 0, target: { seat: 1, slot: 2 }, card: 'KD' } })
      await w.vm.$nextTick()
      expect(w.get('[data-testid=slot-1-2] svg').attributes('data-card')).toBe('KD')
      await vi.advanceTimersByTimeAsync(5000)
      expect(w.get('[data-testid=slot-1-2] svg').attributes('data-card')).toBe('back')
      // Turned back, the screen may go back to the public view for whoever holds it next.
      expect(calls.map((c) => c.channel)).toEqual(['table:release'])
      w.unmount()
    } finally {
      vi.useRealTimers()
    }
  })

  test('FD-2, X-2: the opening look has a clock and a hint, and both go the moment the screen passes to someone else', async () => {
    const people = [seats[0]!, { kind: 'human' as const, name: 'Egor', colour: 'green' as const, profileId: 'p2' }]
    const s = tableSnapshot({ gameId: 'four-down', seats: people, actingSeat: 1, view: view({ turn: 1 }), actions: [] })
    const w = render(s)
    useTableStore().feed.push({ id: 1, event: { type: 'openingLook', seat: 0, cards: [{ slot: 0, card: 'KD' }, { slot: 1, card: '3C' }] } })
    await w.vm.$nextTick()
    expect(w.get('[data-testid=opening-hint]').text()).toContain('Your cards 1 and 2')
    expect(w.get('[data-testid=look-timer]').text()).toContain('Remember')
    // Lena presses Done: the screen goes public, and says nothing more about "your cards".
    useTableStore().snapshot = { ...s, viewer: 'public', view: view({ turn: 1, viewer: 'public' }) }
    await w.vm.$nextTick()
    expect(w.find('[data-testid=opening-hint]').exists()).toBe(false)
    expect(w.text()).not.toContain('Your cards 1 and 2')
    expect(w.findAll('[data-card=KD]')).toHaveLength(0)
    w.unmount()
  })

  test('the seat stands alone (a phone): its status and buttons for the stock, the pile and a call', async () => {
    useTableStore().snapshot = snapshot(view(), [{ type: 'draw', from: 'stock' }, { type: 'draw', from: 'discard' }, { type: 'call' }])
    const w = mount(FourDownSeat, { props: { alone: true }, attachTo: document.body })
    expect(w.get('[data-testid=status]').text()).toBe('Your turn: take a card from the stock or the pile, or call.')
    expect(w.get('[data-testid=act-pile]').text()).toBe('Take the 5♣')
    await w.get('[data-testid=act-call]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'call' } })
    w.unmount()
  })

  test('issue 21 (wording): the public table shows no Call key when everyone plays on a phone, and shows it when someone plays here', () => {
    const phones = seats.map((s) => (s.kind === 'human' ? { ...s, phone: 'connected' as const } : s))
    const everyoneOnPhones = render(tableSnapshot({ gameId: 'four-down', seats: phones, viewer: 'public', actingSeat: 1, view: view({ viewer: 'public', turn: 1 }) }))
    expect(everyoneOnPhones.get('[data-testid=call]').text()).toBe('Call')
    expect(everyoneOnPhones.find('[data-testid=call] kbd').exists()).toBe(false)
    everyoneOnPhones.unmount()
    const here = render(snapshot(view(), [{ type: 'call' }]))
    expect(here.get('[data-testid=call] kbd').text()).toBe('C')
    here.unmount()
  })

  test('issue 21 finding 7: on a phone the card in hand shows as a card, face and suit, beside the buttons that decide about it', () => {
    const phones = seats.map((s) => (s.kind === 'human' ? { ...s, phone: 'connected' as const } : s))
    useTableStore().snapshot = tableSnapshot({ gameId: 'four-down', seats: phones, actingSeat: 0, view: drawnView({ from: 'stock', card: '3D' }), actions: [{ seat: 0, actions: holding() }] })
    const w = mount(FourDownSeat, { props: { alone: true }, attachTo: document.body })
    expect(w.get('[data-testid=drawn-card] svg').attributes('data-card')).toBe('3D')
    expect(w.get('[data-testid=drawn-card]').attributes('aria-label')).toBe('Your card: three of diamonds')
    expect(w.get('[data-testid=status]').text()).toBe('You drew a three: tap one of your cards to replace it, or choose below.')
    expect(w.find('[data-testid=act-discard]').exists()).toBe(true)
    w.unmount()
  })
})

const roundEnded = { type: 'roundEnded', round: 2, endedBy: 'call', caller: 1, rows: [['3C', 'KD', null, '7H'], ['AS', '2D', '9C', 'QH']], scores: [11, 3], totals: [20, 9] } as const

describe('Four Down round result (issue 21: dialogs hold and restore focus)', () => {
  test('the result takes the focus onto Next round, keeps Tab inside itself, and gives the focus back when dismissed', async () => {
    const w = render(snapshot(view({ turn: 1 }), []))
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    useTableStore().feed.push({ id: 1, event: { ...roundEnded, rows: roundEnded.rows.map((r) => [...r]), scores: [...roundEnded.scores], totals: [...roundEnded.totals] } })
    await w.vm.$nextTick()
    const next = w.get('[data-testid=round-next]')
    expect(document.activeElement).toBe(next.element)
    // Tab from the dialog's last control comes round to its first, never to the table behind it.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    document.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(w.get('[data-testid=round-result]').element.contains(document.activeElement)).toBe(true)
    await next.trigger('click')
    await w.vm.$nextTick()
    expect(w.find('[data-testid=round-result]').exists()).toBe(false)
    expect(document.activeElement).toBe(outside)
    outside.remove()
    w.unmount()
  })
})

// Issue 23: the table in Russian, its plurals by the Russian rule, the call «Стоп», names never declined.
describe('Four Down table in Russian', () => {
  beforeEach(() => void (i18n.global.locale.value = 'ru'))
  afterEach(() => void (i18n.global.locale.value = 'en'))

  test('buttons, piles, the call and the card in hand speak Russian', () => {
    const w = render(snapshot(drawnView({ from: 'stock', card: '9H' }), holding([{ type: 'look', target: { seat: 1, slot: 0 } }])))
    expect(w.get('[data-testid=status]').text()).toBe('Ваша карта — девятка: щёлкните по карте в ряду, чтобы заменить её, или выберите ниже.')
    expect(w.get('[data-testid=act-discard]').text()).toBe('Сбросить X')
    expect(w.get('[data-testid=act-power]').text()).toBe('Посмотреть чужую P')
    expect(w.get('[data-testid=act-match]').text()).toBe('В пару M')
    expect(w.get('[data-testid=stock-count]').text()).toBe('колода · 42')
    expect(w.get('[data-testid=slot-1-0] svg').attributes('aria-label')).toBe('Ada, карта 1: рубашкой вверх')
    w.unmount()
    const called = render(snapshot(view({ turn: 1, caller: 1, turnsLeft: 2 }), []))
    expect(called.get('[data-testid=called]').text()).toBe('«Стоп» объявляет Ada · осталось 2 хода')
    called.unmount()
  })

  test('the seat alone on a phone: its status and buttons for the stock, the pile and «Стоп»', () => {
    useTableStore().snapshot = snapshot(view(), [{ type: 'draw', from: 'stock' }, { type: 'draw', from: 'discard' }, { type: 'call' }])
    const w = mount(FourDownSeat, { props: { alone: true }, attachTo: document.body })
    expect(w.get('[data-testid=status]').text()).toBe('Ваш ход: возьмите карту из колоды или из сброса, или объявите «Стоп».')
    expect(w.get('[data-testid=act-stock]').text()).toBe('Взять из колоды')
    expect(w.get('[data-testid=act-pile]').text()).toBe('Взять 5♣')
    expect(w.get('[data-testid=act-call]').text()).toBe('Стоп')
    w.unmount()
  })

  test('the round result: its headings, why it ended, and Next round', async () => {
    const w = render(snapshot(view({ turn: 1 }), []))
    useTableStore().feed.push({ id: 1, event: { ...roundEnded, rows: roundEnded.rows.map((r) => [...r]), scores: [...roundEnded.scores], totals: [...roundEnded.totals] } })
    await w.vm.$nextTick()
    const result = w.get('[data-testid=round-result]')
    expect(result.attributes('aria-label')).toBe('Итог раунда 2')
    expect(result.text()).toContain('Раунд 2 окончен: «Стоп» от игрока Ada.')
    expect(result.findAll('thead th').map((h) => h.text())).toEqual(['Игрок', 'Ряд в открытую', 'Раунд', 'Всего'])
    expect(w.get('[data-testid=round-next]').text()).toBe('Следующий раунд Enter')
    w.unmount()
  })
})
