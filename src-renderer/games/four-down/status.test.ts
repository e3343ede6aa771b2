import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FourDownAction, FourDownView } from '@shared/games/four-down/engine'
import { fourDownStatus, offeredPower, type Mode } from './status'
import { i18n } from '../../i18n'

const name = (seat: number) => ['Lena', 'Ada', 'Bram'][seat]!
function view(over: Partial<FourDownView> = {}): FourDownView {
  return {
    viewer: 0, seats: 3, target: 100, round: 1, dealer: 2, turn: 0, phase: 'draw',
    rows: [[null, null, null, null], [null, null, null, null], [null, null, null, null]],
    stock: 40, discardTop: '5C', discardCount: 1, drawn: null, hole: null, caller: null, turnsLeft: 0,
    totals: [0, 0, 0], history: [], lastRows: null, ...over,
  }
}
const holding = (card: FourDownView['drawn']) => view({ phase: 'holding', drawn: card })
const look = (seat: number): FourDownAction => ({ type: 'look', target: { seat, slot: 0 } })
const swap: FourDownAction = { type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 1 } }

describe('Four Down status line', () => {
  test.each<[string, FourDownView, FourDownAction[], Mode, boolean, string]>([
    ['FD-3: a turn starts with the stock, the pile or a call', view(), [{ type: 'draw', from: 'stock' }, { type: 'call' }], null, false, 'Your turn: take a card from the stock or the pile, or call.'],
    ['FD-6: after a call everyone else has a last turn', view({ caller: 1 }), [{ type: 'draw', from: 'stock' }], null, false, 'Your last turn: take a card from the stock or the pile.'],
    ['FD-3: a stock card may replace one of yours', holding({ from: 'stock', card: '8H' }), [], null, false, 'You drew an eight: tap one of your cards to replace it, or choose below.'],
    ['FD-3: a pile card must replace one of yours', holding({ from: 'discard', card: 'QS' }), [], null, false, 'Tap one of your cards to put a queen in its place.'],
    ['FD-5: a match names the rank it claims', holding({ from: 'stock', card: 'AS' }), [], 'match', false, 'Match: tap the face-down card you say is an ace.'],
    ['FD-4: 7 and 8 look at one of your own', holding({ from: 'stock', card: '7S' }), [look(0)], 'power', false, 'Look: tap one of your cards.'],
    ['FD-4: 9 and 10 look at someone else’s', holding({ from: 'stock', card: '9S' }), [look(1)], 'power', false, "Look: tap another player's card."],
    ['FD-4: J and Q swap two cards, in either order', holding({ from: 'stock', card: 'JS' }), [swap], 'power', false, 'Swap: tap two cards, in either order.'],
    ['FD-4: with one card of a swap held, the other is asked for', holding({ from: 'stock', card: 'JS' }), [swap], 'power', true, 'Now tap the card to swap it with.'],
    ['FD-5: a right match on another’s card asks for one to hand over', view({ phase: 'handOver', hole: { seat: 2, slot: 1 } }), [], null, false, "A match! Choose one of your cards to fill Bram's empty slot."],
    ['someone else’s turn', view({ turn: 1 }), [], null, false, 'Ada is taking their turn.'],
    ['FD-6: someone else’s last turn', view({ turn: 1, caller: 0 }), [], null, false, 'Ada is taking their last turn.'],
    ['FD-3: everyone sees where another player’s card came from', view({ turn: 2, phase: 'holding', drawn: { from: 'discard', card: '5C' } }), [], null, false, 'Bram took a card from the pile.'],
  ])('%s', (_rule, v, legal, mode, swapping, line) => {
    expect(fourDownStatus({ view: v, me: 0, legal, name, over: false, resultShown: null, mode, swapping, touch: true })).toBe(line)
  })

  // Issue 21 (wording): the computer's screen is clicked, a phone's is tapped.
  test.each<[string, FourDownView, FourDownAction[], Mode, boolean, string]>([
    ['FD-3: a stock card on the computer', holding({ from: 'stock', card: '8H' }), [], null, false, 'You drew an eight: click one of your cards to replace it, or choose below.'],
    ['FD-3: a pile card on the computer', holding({ from: 'discard', card: 'QS' }), [], null, false, 'Click one of your cards to put a queen in its place.'],
    ['FD-5: a match on the computer', holding({ from: 'stock', card: 'AS' }), [], 'match', false, 'Match: click the face-down card you say is an ace.'],
    ['FD-4: a swap on the computer', holding({ from: 'stock', card: 'JS' }), [swap], 'power', true, 'Now click the card to swap it with.'],
  ])('%s says click', (_rule, v, legal, mode, swapping, line) => {
    expect(fourDownStatus({ view: v, me: 0, legal, name, over: false, resultShown: null, mode, swapping, touch: false })).toBe(line)
  })

  test('FD-7: between rounds and at the end the result speaks first', () => {
    const base = { view: view(), me: 0, legal: [], name, mode: null, swapping: false, touch: false }
    expect(fourDownStatus({ ...base, over: false, resultShown: 3 })).toBe('Round 3 is over.')
    expect(fourDownStatus({ ...base, over: true, resultShown: 3 })).toBe('The match is over.')
  })

  test('FD-4: the power is told by the legal actions, never by the rank on screen', () => {
    expect(offeredPower([swap, look(0)], 0)).toBe('swap')
    expect(offeredPower([look(0)], 0)).toBe('lookOwn')
    expect(offeredPower([look(2)], 0)).toBe('lookOther')
    expect(offeredPower([{ type: 'discard' }], 0)).toBeNull()
  })
})

// Issue 23: the same moments in Russian: «Стоп» for the call, сброс for the pile, and no past
// tense with a name as its subject ("Bram took" is «Bram берёт»).
describe('Four Down status line in Russian', () => {
  beforeAll(() => void (i18n.global.locale.value = 'ru'))
  afterAll(() => void (i18n.global.locale.value = 'en'))
  test.each<[string, FourDownView, FourDownAction[], Mode, boolean, boolean, string]>([
    ['FD-3', view(), [{ type: 'draw', from: 'stock' }, { type: 'call' }], null, false, false, 'Ваш ход: возьмите карту из колоды или из сброса, или объявите «Стоп».'],
    ['FD-6', view({ caller: 1 }), [{ type: 'draw', from: 'stock' }], null, false, false, 'Ваш последний ход: возьмите карту из колоды или из сброса.'],
    ['FD-3 stock card', holding({ from: 'stock', card: '8H' }), [], null, false, true, 'Ваша карта — восьмёрка: коснитесь карты в ряду, чтобы заменить её, или выберите ниже.'],
    ['FD-5', holding({ from: 'stock', card: 'AS' }), [], 'match', false, false, 'В пару: щёлкните по карте рубашкой вверх, которая, по-вашему, — туз.'],
    ['FD-4', holding({ from: 'stock', card: '9S' }), [look(1)], 'power', false, true, 'Посмотреть: коснитесь чужой карты.'],
    ['FD-5 hand over', view({ phase: 'handOver', hole: { seat: 2, slot: 1 } }), [], null, false, false, 'Пара! Выберите свою карту, чтобы занять пустое место игрока Bram.'],
    ['FD-6 another', view({ turn: 1, caller: 0 }), [], null, false, false, 'Ходит Ada (последний ход).'],
    ['FD-3 another', view({ turn: 2, phase: 'holding', drawn: { from: 'discard', card: '5C' } }), [], null, false, false, 'Bram берёт карту из сброса.'],
  ])('%s', (_rule, v, legal, mode, swapping, touch, line) => {
    expect(fourDownStatus({ view: v, me: 0, legal, name, over: false, resultShown: null, mode, swapping, touch })).toBe(line)
  })

  test('FD-7', () => {
    const base = { view: view(), me: 0, legal: [], name, mode: null, swapping: false, touch: false }
    expect(fourDownStatus({ ...base, over: false, resultShown: 3 })).toBe('Раунд 3 окончен.')
    expect(fourDownStatus({ ...base, over: true, resultShown: 3 })).toBe('Партия окончена.')
  })
})
