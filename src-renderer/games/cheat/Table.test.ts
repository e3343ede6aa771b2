// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Card } from '@shared/cards'
import type { TableSnapshot } from '@shared/ipc'
import { calls, tableSnapshot } from '../../test-support/contract-spy'
import type { CheatAction, CheatView } from '@shared/games/cheat/engine'
import { useTableStore } from '../../stores/table'
import { i18n } from '../../i18n'
import CheatTable from './Table.vue'
import CheatSeat from './Seat.vue'

const seats = [
  { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' },
  { kind: 'human' as const, name: 'Egor', colour: 'green' as const, profileId: 'p2' },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'hard' as const },
]
const HAND: Card[] = ['2S', '2H', '7C', '9H', 'KD']

function view(over: Partial<CheatView>): CheatView {
  return {
    viewer: 0,
    seats: 3,
    dealer: 2,
    challengeMs: 3000,
    hand: HAND,
    handSizes: [5, 17, 17],
    pileSize: 6,
    required: '2',
    turn: 0,
    window: null,
    lastReveal: null,
    winner: null,
    finalHands: null,
    ...over,
  }
}

// Claims listed up to suits, as the engine lists them: here only their sizes matter to the screen.
const claimsUpTo = (n: number): CheatAction[] => HAND.slice(0, n).map((_, i) => ({ type: 'claim', cards: HAND.slice(0, i + 1), at: 0 }))

function snapshot(v: CheatView, actions: { seat: number; actions: CheatAction[] }[], viewer: number | 'public' = 0): TableSnapshot {
  return tableSnapshot({ gameId: 'cheat', seats, viewer, view: v, actions })
}

function render(s: TableSnapshot) {
  const store = useTableStore()
  store.snapshot = s
  return mount(CheatTable, { attachTo: document.body })
}

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
})

describe('Cheat table', () => {
  test('the hand is fanned in the order the view gives, and nothing is picked at first', () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: claimsUpTo(4) }]))
    const cards = w.get('[data-testid=hand]').findAll('button')
    expect(cards.map((b) => b.attributes('data-testid'))).toEqual(HAND.map((c) => `card-${c}`))
    expect(cards.every((b) => b.attributes('aria-pressed') === 'false')).toBe(true)
    expect(w.get('[data-testid=claim]').attributes('disabled')).toBeDefined()
    w.unmount()
  })

  test('any cards may be picked, up to the most the legal claims allow; the claim is announced and sent as picked', async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: claimsUpTo(4) }]))
    for (const c of ['2S', '9H', 'KD', '7C', '2H']) await w.get(`[data-testid=card-${c}]`).trigger('click')
    // The fifth pick is refused: four is the most on offer.
    expect(w.get('[data-testid=card-2H]').attributes('aria-pressed')).toBe('false')
    expect(w.get('[data-testid=announcement]').text()).toContain('"four twos"')
    await w.get('[data-testid=card-7C]').trigger('click')
    expect(w.get('[data-testid=announcement]').text()).toContain('"three twos"')
    await w.get('[data-testid=claim]').trigger('click')
    expect(calls.at(-1)).toEqual({ channel: 'table:act', payload: { tableId: 't', seat: 0, action: { type: 'claim', cards: ['2S', '9H', 'KD'], at: 0 } } })
    w.unmount()
  })

  test('arrow keys walk the hand, so cards can be picked from the keyboard', async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: claimsUpTo(4) }]))
    const first = w.get('[data-testid=card-2S]')
    ;(first.element as HTMLButtonElement).focus()
    await first.trigger('keydown', { key: 'ArrowRight' })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('card-2H')
    await w.get('[data-testid=card-2H]').trigger('keydown', { key: 'ArrowLeft' })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('card-2S')
    w.unmount()
  })

  test("cards picked before one's turn cannot be put down while the legal actions offer no claim", async () => {
    const w = render(snapshot(view({ turn: 1 }), []))
    await w.get('[data-testid=card-2S]').trigger('click')
    expect(w.get('[data-testid=card-2S]').attributes('aria-pressed')).toBe('true')
    expect(w.get('[data-testid=claim]').attributes('disabled')).toBeDefined()
    w.unmount()
  })

  test('CH-3 in a shared window: the public view shows no hand, and each person calls "Cheat!" with their own key', async () => {
    const window = { claimant: 2, rank: '7' as const, count: 2, closesAt: 3000, accepted: [], callers: [], lastCard: false }
    const open: CheatAction[] = [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }]
    // Even were a hand in the view, the public screen must not draw it.
    const w = render(snapshot(view({ viewer: 'public', window }), [{ seat: 0, actions: open }, { seat: 1, actions: open }], 'public'))
    expect(w.find('[data-testid=hand]').exists()).toBe(false)
    expect(w.findAll('.hand-card')).toHaveLength(0)
    expect(w.get('[data-testid=call-0]').text()).toContain('8')
    expect(w.get('[data-testid=call-1]').text()).toContain('I')
    expect(w.get('[data-testid=answers]').text()).toContain('Egor')
    press('i')
    press('8')
    await w.vm.$nextTick()
    expect(calls.map((c) => c.payload)).toEqual([
      { tableId: 't', seat: 1, action: { type: 'call', at: 0 } },
      { tableId: 't', seat: 0, action: { type: 'call', at: 0 } },
    ])
    w.unmount()
  })

  test('a Cheat! key for a person with no call on offer sends nothing', async () => {
    const window = { claimant: 0, rank: '7' as const, count: 1, closesAt: 3000, accepted: [], callers: [], lastCard: false }
    const w = render(snapshot(view({ window }), [{ seat: 1, actions: [{ type: 'call', at: 0 }] }]))
    press('8')
    await w.vm.$nextTick()
    expect(calls).toEqual([])
    w.unmount()
  })

  test('CH-5: an ordinary claim offers "No call" beside Cheat!, with its key, and a seat that said it shows so', async () => {
    const window = { claimant: 2, rank: '7' as const, count: 2, closesAt: 3000, accepted: [1], callers: [], lastCard: false }
    const w = render(snapshot(view({ window }), [{ seat: 0, actions: [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }] }]))
    expect(w.get('[data-testid=accept-0]').text()).toBe('No call 7')
    expect(w.get('[data-testid=seat-1]').text()).toContain('no call')
    expect(w.get('[data-testid=seat-1]').text()).not.toContain('accepted')
    press('7')
    await w.vm.$nextTick()
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'accept' } })
    w.unmount()
  })

  test('CH-4: a last card offers Accept beside Cheat!, and the banner says it waits for every answer', async () => {
    const window = { claimant: 2, rank: 'K' as const, count: 1, closesAt: null, accepted: [1], callers: [], lastCard: true }
    const w = render(snapshot(view({ window }), [{ seat: 0, actions: [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }] }]))
    expect(w.get('[data-testid=claim-banner]').text()).toContain('waits for every answer')
    expect(w.get('[data-testid=status]').text()).toContain('last card')
    expect(w.get('[data-testid=seat-1]').text()).toContain('accepted')
    await w.get('[data-testid=accept-0]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 0, action: { type: 'accept' } })
    // Accept has a key too, the one beside the person's Cheat! key, shown on the button.
    expect(w.get('[data-testid=accept-0]').text()).toBe('Accept 7')
    press('7')
    await w.vm.$nextTick()
    expect(calls.filter((c) => (c.payload as { action: { type: string } }).action.type === 'accept')).toHaveLength(2)
    w.unmount()
  })

  test('the seat the host says the game waits on glows; while a claim waits for answers, none does', async () => {
    const w = render(tableSnapshot({ gameId: 'cheat', seats, viewer: 0, actingSeat: 2, view: view({ turn: 2 }) }))
    expect(w.findAll('[aria-current=true]').map((p) => p.text())).toEqual([expect.stringContaining('Ada')])
    useTableStore().snapshot = tableSnapshot({ gameId: 'cheat', seats, viewer: 0, actingSeat: null, view: view({ turn: 2, window: { claimant: 1, rank: '2', count: 1, closesAt: 3000, accepted: [], callers: [], lastCard: false } }) })
    await w.vm.$nextTick()
    expect(w.findAll('[aria-current=true]')).toEqual([])
  })

  test('after a challenge the latest group is shown face up with who picks up the pile', () => {
    const lastReveal = { claimant: 2, caller: 0, rank: '7' as const, cards: ['7C', 'KD'] as Card[], honest: false, taker: 2 }
    const w = render(snapshot(view({ pileSize: 0, lastReveal, required: '8', turn: 0 }), []))
    const shown = w.get('[data-testid=reveal]')
    expect(shown.findAll('svg').map((s) => s.attributes('data-card'))).toEqual(['7C', 'KD'])
    expect(shown.text()).toContain('A bluff — Ada picks up the pile')
    w.unmount()
  })

  test('CH-4: at the win every other hand lies face up, none face down (issue 21 finding 5)', () => {
    const finalHands: Card[][] = [[], ['3S', '8C'], ['AS']]
    const w = render(snapshot(view({ hand: [], handSizes: [0, 2, 1], winner: 0, finalHands }), [], 'public'))
    for (const seat of [1, 2]) {
      expect(w.get(`[data-testid=final-hand-${seat}]`).findAll('svg').map((s) => s.attributes('data-card'))).toEqual(finalHands[seat])
    }
    expect(w.findAll('[data-testid^=seat-] svg[data-card=back]')).toEqual([])
    w.unmount()
  })

  test('the seat stands alone (a phone): its status, its hand, and Cheat!/No call for this seat only', async () => {
    const window = { claimant: 2, rank: '7' as const, count: 2, closesAt: 3000, accepted: [], callers: [], lastCard: false }
    const open: CheatAction[] = [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }]
    useTableStore().snapshot = snapshot(view({ viewer: 1, window }), [{ seat: 0, actions: open }, { seat: 1, actions: open }], 1)
    const w = mount(CheatSeat, { props: { alone: true }, attachTo: document.body })
    expect(w.get('[data-testid=status]').text()).toBe('Ada says "two sevens". Call Cheat! or let it pass.')
    expect(w.findAll('[data-testid^=card-]')).toHaveLength(HAND.length)
    expect(w.find('[data-testid=call-0]').exists()).toBe(false)
    expect(w.get('[data-testid=accept-1]').text()).toContain('No call')
    await w.get('[data-testid=call-1]').trigger('click')
    expect(calls.at(-1)?.payload).toMatchObject({ seat: 1, action: { type: 'call' } })
    w.unmount()
  })

  test("issue 21 finding 8: ← → and Space pick cards without a Tab into the hand first; Put down comes after the hand", async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: claimsUpTo(4) }]))
    ;(document.activeElement as HTMLElement | null)?.blur()
    press('ArrowRight')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('card-2S')
    // From there the cards' own keys walk the hand, and Space on a focused card is the browser's click.
    ;(document.activeElement as HTMLElement).blur()
    press('ArrowLeft')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('card-KD')
    // Tab order is document order: the last card, then Put down.
    const lastCard = w.get('[data-testid=card-KD]').element
    const putDown = w.get('[data-testid=claim]').element
    expect(lastCard.compareDocumentPosition(putDown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    w.unmount()
  })
})

function press(key: string) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key }))
}

// Issue 23: «Верю — не верю» in Russian: «Не верю!» and «Верю», the claim in «ёлочках», counts
// by the Russian plural.
describe('Cheat table in Russian', () => {
  beforeEach(() => void (i18n.global.locale.value = 'ru'))
  afterEach(() => void (i18n.global.locale.value = 'en'))

  test('picking, the announcement and Put down', async () => {
    const w = render(snapshot(view({}), [{ seat: 0, actions: claimsUpTo(4) }]))
    expect(w.get('[data-testid=announcement]').text()).toBe('Выберите до 4 карт, любые: щелчком или ← → и Пробел')
    expect(w.get('[data-testid=hand]').attributes('aria-label')).toBe('Ваши карты')
    expect(w.get('[data-testid=hand-count-0]').text()).toBe('5 карт')
    await w.get('[data-testid=card-2S]').trigger('click')
    await w.get('[data-testid=card-2H]').trigger('click')
    expect(w.get('[data-testid=announcement]').text()).toBe('Вы скажете: «2 двойки»')
    expect(w.get('[data-testid=claim]').text()).toBe('Положить 2')
    w.unmount()
  })

  test('a last card: «Не верю!», «Верю», the banner and the tags', () => {
    const window = { claimant: 2, rank: 'K' as const, count: 1, closesAt: null, accepted: [1], callers: [], lastCard: true }
    const w = render(snapshot(view({ window }), [{ seat: 0, actions: [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }] }]))
    expect(w.get('[data-testid=claim-banner]').text()).toContain('Последняя карта — ждём ответа каждого')
    expect(w.get('[data-testid=call-0]').text()).toContain('Не верю!')
    expect(w.get('[data-testid=accept-0]').text()).toContain('Верю')
    expect(w.get('[data-testid=seat-1]').text()).toContain('верит')
    expect(w.get('[data-testid=seat-2]').text()).toContain('последняя карта')
    w.unmount()
  })

  test('an ordinary claim: «Не верю!» and «Пас», and the seat that passed says so', () => {
    const window = { claimant: 2, rank: '7' as const, count: 2, closesAt: 3000, accepted: [1], callers: [], lastCard: false }
    const w = render(snapshot(view({ window }), [{ seat: 0, actions: [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }] }]))
    expect(w.get('[data-testid=call-0]').text()).toContain('Не верю!')
    expect(w.get('[data-testid=accept-0]').text()).toBe('Пас 7')
    expect(w.get('[data-testid=seat-1]').text()).toContain('пас')
    w.unmount()
  })

  test('a bluff shown, and who picks up the pile', () => {
    const lastReveal = { claimant: 2, caller: 0, rank: '7' as const, cards: ['7C', 'KD'] as Card[], honest: false, taker: 2 }
    const w = render(snapshot(view({ pileSize: 0, lastReveal, required: '8', turn: 0 }), []))
    expect(w.get('[data-testid=reveal]').text()).toContain('Блеф — Ada забирает стопку')
    expect(w.get('[data-testid=pile-count]').text()).toBe('стопка: 0')
    w.unmount()
  })
})
