// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Card } from '@shared/cards'
import type { TableSnapshot } from '@shared/ipc'
import { calls, tableSnapshot } from '../../test-support/contract-spy'
import type { ChecksAction, ChecksView } from '@shared/games/checks/engine'
import { useTableStore } from '../../stores/table'
import ChecksTable from './Table.vue'
import ChecksSeat from './Seat.vue'

const seats = [
  { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'hard' as const },
]
const FAN: Card[] = ['5S', '6S', 'KH']

function view(over: Partial<ChecksView>): ChecksView {
  const tops: Card[] = ['9C', 'JS', 'AD', '3D', '9S', 'QH']
  return {
    viewer: 0,
    dealer: 1,
    turn: 0,
    fan: FAN,
    fanValue: 1,
    fanSizes: [
      [3, 3, 3, 3, 3, 3],
      [0, 2, 3, 3, 3, 3],
    ],
    active: [0, 1],
    targets: tops.map((top, i) => ({ top, size: i === 2 ? 4 : 1, value: null })),
    drawSize: 10,
    captured: [0, 7],
    over: false,
    ...over,
  }
}

// The engine's offer for a fan worth 1: pile 3 (the ace) to claim, any card on any pile.
const legal: ChecksAction[] = [
  { type: 'claim', target: 2 },
  ...FAN.flatMap((card) => [0, 1, 2, 3, 4, 5].map((target): ChecksAction => ({ type: 'place', card, target }))),
]

function snapshot(v: ChecksView, actions: { seat: number; actions: ChecksAction[] }[], viewer: number | 'public' = 0): TableSnapshot {
  return tableSnapshot({ gameId: 'checks', seats, viewer, view: v, actions })
}

function render(s: TableSnapshot) {
  const store = useTableStore()
  store.snapshot = s
  return mount(ChecksTable, { attachTo: document.body })
}

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
})

describe('Checks table', () => {
  test('issue 21 finding 8: a whole move by keys shown on the cards — Q W E the fan from the left, 1–6 the piles; a pile key alone claims', async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: legal }]))
    expect(FAN.map((c) => w.get(`[data-testid=fan-card-${c}] kbd`).text())).toEqual(['Q', 'W', 'E'])
    expect(w.get('[data-testid=target-size-3] kbd').text()).toBe('4')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'w' }))
    await w.vm.$nextTick()
    expect(w.get('[data-testid=fan-card-6S]').attributes('aria-pressed')).toBe('true')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '4' }))
    await w.vm.$nextTick()
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'place', card: '6S', target: 3 } })
    w.unmount()
    const claim = render(snapshot(view({}), [{ seat: 0, actions: legal }]))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '3' }))
    await claim.vm.$nextTick()
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'claim', target: 2 } })
    claim.unmount()
  })

  test('issue 31 item 19: Escape lets a picked fan card go, and nothing is played', async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: legal }]))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'w' }))
    await w.vm.$nextTick()
    expect(w.get('[data-testid=fan-card-6S]').attributes('aria-pressed')).toBe('true')
    const sent = calls.length
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await w.vm.$nextTick()
    expect(w.get('[data-testid=fan-card-6S]').attributes('aria-pressed')).toBe('false')
    expect(calls.length).toBe(sent)
    // With nothing held, the pile key claims again, as before the pick.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '3' }))
    await w.vm.$nextTick()
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'claim', target: 2 } })
    w.unmount()
  })

  test('only the piles the legal actions let me claim are lit and carry a Claim button', async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: legal }]))
    const lit = [0, 1, 2, 3, 4, 5].filter((i) => w.get(`[data-testid=target-${i}]`).classes('lit'))
    expect(lit).toEqual([2])
    expect(w.get('[data-testid=target-2] svg.top').classes()).toContain('highlighted')
    expect(w.get('[data-testid=target-3] svg.top').classes()).not.toContain('highlighted')
    expect(w.findAll('[data-testid^=claim-]').map((b) => b.attributes('data-testid'))).toEqual(['claim-2'])
    await w.get('[data-testid=claim-2]').trigger('click')
    expect(calls.at(-1)).toEqual({ channel: 'table:act', payload: { tableId: 't', seat: 0, action: { type: 'claim', target: 2 } } })
    w.unmount()
  })

  test('with no claim on offer nothing is lit, and a card goes onto a pile in two clicks', async () => {
    const places = legal.filter((a) => a.type === 'place')
    const w = render(snapshot(view({}), [{ seat: 0, actions: places }]))
    expect(w.findAll('.target.lit')).toHaveLength(0)
    expect(w.find('[data-testid^=claim-]').exists()).toBe(false)
    await w.get('[data-testid=fan-card-6S]').trigger('click')
    expect(w.get('[data-testid=status]').text()).toContain('six of spades')
    await w.get('[data-testid=pile-4]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'place', card: '6S', target: 4 } })
    w.unmount()
  })

  test('CS-2: the open fan shows the value the view gives, beside its three cards', () => {
    const w = render(snapshot(view({ fanValue: 1 }), [{ seat: 0, actions: legal }]))
    expect(w.get('[data-testid=fan-value]').text()).toBe('worth 1')
    expect(w.get('[data-testid=fan-0-0]').findAll('svg').map((s) => s.attributes('data-card'))).toEqual(FAN)
    w.unmount()
  })

  test('fans lie as face-down stacks, used ones as empty places, and captured piles are counted', () => {
    const w = render(snapshot(view({}), []))
    const top = w.get('[data-testid=seat-1]')
    expect(top.findAll('.fan')[0]!.get('svg').attributes('data-card')).toBe('empty')
    expect(top.findAll('.fan')[1]!.findAll('svg').map((s) => s.attributes('data-card'))).toEqual(['back', 'back'])
    expect(w.get('[data-testid=captured-1] strong').text()).toBe('7')
    expect(w.get('[data-testid=captured-1]').text()).toContain('5 fans left')
    expect(w.get('[data-testid=fan-0-1]').findAll('svg')).toHaveLength(3)
    w.unmount()
  })

  test('the public view opens no fan', () => {
    const w = render(snapshot(view({ viewer: 'public', fan: null, fanValue: null }), [], 'public'))
    expect(w.find('[data-testid=fan-value]').exists()).toBe(false)
    expect(w.findAll('[data-testid^=fan-card-]')).toHaveLength(0)
    expect(w.get('[data-testid=fan-0-0]').findAll('svg').every((s) => s.attributes('data-card') === 'back')).toBe(true)
    w.unmount()
  })

  test('the seat stands alone (a phone): its status, its open fan and the piles it plays onto', async () => {
    useTableStore().snapshot = snapshot(view({}), [{ seat: 0, actions: legal }])
    const w = mount(ChecksSeat, { props: { seat: 0, alone: true }, attachTo: document.body })
    expect(w.get('[data-testid=status]').text()).toContain('Your fan is worth 1')
    expect(w.findAll('[data-testid^=pile-]')).toHaveLength(6)
    expect(w.get('[data-testid=claim-2]').text()).toBe('Claim')
    await w.get('[data-testid=fan-card-6S]').trigger('click')
    await w.get('[data-testid=pile-4]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'place', card: '6S', target: 4 } })
    w.unmount()
  })
})
