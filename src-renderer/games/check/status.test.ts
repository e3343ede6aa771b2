import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CheckAction, CheckView } from '@shared/games/check/types'
import { checkStatus, finalTurnsLine } from './status'
import { i18n } from '../../i18n'

const names = ['Lena', 'Egor', 'Ada']
const name = (seat: number) => names[seat]!

function view(over: Partial<CheckView> = {}): CheckView {
  const player = { slots: [null, null, null, null], cards: 4, locked: false, disqualified: false }
  return {
    viewer: 0, seats: 3, windowMs: 5000, phase: 'turn',
    turn: { seat: 0, number: 1, final: false, drawn: null, hasDrawn: false, from: null },
    drawCount: 40, discardCount: 1, discardTop: '7H', sealed: false, players: [player, player, player],
    checkCaller: null, finalTurnsLeft: [], window: null, pending: [], ability: null, result: null,
    ...over,
  }
}
const drawn = { seat: 0, number: 3, final: false, drawn: '7H' as const, hasDrawn: true, from: 'pile' as const }
const windowOn = { card: '8S' as const, deadline: 0, passed: [], tried: [[], [], []] }
const peek = { owner: 0, rank: 'Q' as const, stage: 'peek' as const, peeksLeft: 1, peeked: [] }
const swap = { owner: 0, rank: 'J' as const, stage: 'swap' as const, peeksLeft: 0, peeked: [] }

describe('Check! status line', () => {
  test.each<[string, Partial<CheckView>, CheckAction[], { me?: number | null; swapping?: boolean }, string]>([
    ['CK-3: my turn offers the pile, the discard and Check', {}, [{ type: 'draw', from: 'pile' }, { type: 'draw', from: 'discard' }, { type: 'check' }], {}, 'Your turn: draw from the pile or take the discard, or call Check.'],
    ['CK-7: once Check is called, nobody may call it again', { turn: { ...drawn, hasDrawn: false, drawn: null, from: null, final: true } }, [{ type: 'draw', from: 'pile' }], {}, 'Your final turn: draw from the pile.'],
    ['CK-3: a card from the pile may be tucked or discarded', { turn: drawn }, [{ type: 'tuck', slot: 0 }, { type: 'discard' }], {}, 'Click one of your cards to swap the drawn card in, or discard it.'],
    ['CK-3: a card taken from the discard must be tucked', { turn: { ...drawn, from: 'discard' } }, [{ type: 'tuck', slot: 0 }], {}, 'Click one of your cards to swap this card in.'],
    ['CK-5: the window names the rank to throw, with an article', { phase: 'window', window: windowOn }, [{ type: 'match', slot: 0 }, { type: 'pass' }], {}, 'Matching window: throw an eight from your grid, or pass.'],
    ['CK-5: a locked player watches the window', { phase: 'window', window: windowOn }, [], {}, 'Matching window: others may throw an eight.'],
    ['CK-5: on the shared screen everyone throws with their keys', { phase: 'window', window: windowOn }, [], { me: null }, 'Matching window: throw an eight with your keys, or pass.'],
    ['CK-4: a queen peeks, with the peeks left', { phase: 'ability', ability: peek }, [{ type: 'skip' }], {}, 'Your queen: click a card to peek at it (1 left), or stop peeking.'],
    ['CK-4: a jack swaps two cards', { phase: 'ability', ability: swap }, [{ type: 'skip' }], {}, "Your jack: click two cards to swap them, or don't swap."],
    ['CK-4: with the first card of a swap held, the second is asked for', { phase: 'ability', ability: swap }, [], { swapping: true }, 'Now click the card to swap it with.'],
    ['CK-4: someone else’s ability is named', { phase: 'ability', ability: { ...peek, owner: 2, rank: 'K' } }, [], {}, 'Ada is using a king.'],
    ['CK-7: another player’s final turn', { turn: { ...drawn, seat: 1, final: true } }, [], {}, 'Egor (final turn) is playing.'],
  ])('%s', (_rule, over, legal, { me = 0, swapping = false }, line) => {
    expect(checkStatus({ view: view(over), me, legal, name, over: false, swapping })).toBe(line)
  })

  test('on a phone the cards are tapped, not clicked', () => {
    const status = (over: Partial<CheckView>, legal: CheckAction[], swapping = false) => checkStatus({ view: view(over), me: 0, legal, name, over: false, swapping, touch: true })
    expect(status({ turn: drawn }, [{ type: 'tuck', slot: 0 }, { type: 'discard' }])).toBe('Tap one of your cards to swap the drawn card in, or discard it.')
    expect(status({ phase: 'ability', ability: peek }, [{ type: 'skip' }])).toBe('Your queen: tap a card to peek at it (1 left), or stop peeking.')
    expect(status({ phase: 'ability', ability: swap }, [], true)).toBe('Now tap the card to swap it with.')
  })

  test('CK-10: at the end every hand is face up', () => {
    expect(checkStatus({ view: view(), me: 0, legal: [], name, over: true, swapping: false })).toBe('The round is over: every hand is face up.')
  })
})

// Issue 23: the same moments in Russian, with the glossary's words («окно для пары», «Чек», свойство
// карты) and the name never declined nor the subject of a past tense.
describe('Check! status line in Russian', () => {
  beforeAll(() => void (i18n.global.locale.value = 'ru'))
  afterAll(() => void (i18n.global.locale.value = 'en'))
  test.each<[string, Partial<CheckView>, CheckAction[], { me?: number | null; swapping?: boolean; touch?: boolean }, string]>([
    ['CK-3', {}, [{ type: 'draw', from: 'pile' }, { type: 'draw', from: 'discard' }, { type: 'check' }], {}, 'Ваш ход: возьмите карту из колоды или из сброса, или объявите «Чек».'],
    ['CK-7', { turn: { ...drawn, hasDrawn: false, drawn: null, from: null, final: true } }, [{ type: 'draw', from: 'pile' }], {}, 'Ваш последний ход: возьмите карту из колоды.'],
    ['CK-3 on a phone', { turn: drawn }, [{ type: 'tuck', slot: 0 }, { type: 'discard' }], { touch: true }, 'Коснитесь своей карты для замены или сбросьте взятую.'],
    ['CK-3 at the computer', { turn: { ...drawn, from: 'discard' } }, [{ type: 'tuck', slot: 0 }], {}, 'Щёлкните по своей карте: взятая ляжет на её место.'],
    ['CK-5', { phase: 'window', window: windowOn }, [{ type: 'match', slot: 0 }, { type: 'pass' }], {}, 'Окно для пары: восьмёрка. Бросьте карту из сетки или пасуйте.'],
    ['CK-5 shared screen', { phase: 'window', window: windowOn }, [], { me: null }, 'Окно для пары: восьмёрка. Бросайте в пару своими клавишами или пасуйте.'],
    ['CK-4 peek', { phase: 'ability', ability: peek }, [{ type: 'skip' }], {}, 'Свойство карты — дама: щёлкните по карте, чтобы посмотреть её (ещё 1), или закончите смотреть.'],
    ['CK-4 another', { phase: 'ability', ability: { ...peek, owner: 2, rank: 'K' } }, [], {}, 'Ada применяет свойство карты: король.'],
    ['CK-7 another', { turn: { ...drawn, seat: 1, final: true } }, [], {}, 'Ходит Egor (последний ход).'],
  ])('%s', (_rule, over, legal, { me = 0, swapping = false, touch = false }, line) => {
    expect(checkStatus({ view: view(over), me, legal, name, over: false, swapping, touch })).toBe(line)
  })
})

// Issue 31 item 21: "Cleo called Check — final turns: Bram" while it was the person's own final
// turn. The turn under way is still to be played: it leads the list, the viewer is "you", and a
// seat disqualified meanwhile (the engine skips it) is not listed.
describe('the final turns after a Check (CK-7)', () => {
  // Ada (2) called on her turn; it is now Lena's (0) final turn, and Egor's (1) is still to begin.
  const called = (over: Partial<CheckView> = {}) =>
    view({ checkCaller: 2, finalTurnsLeft: [1], turn: { seat: 0, number: 5, final: true, drawn: null, hasDrawn: false, from: null }, ...over })
  const line = (v: CheckView, me: number | null, language: 'en' | 'ru' = 'en') => {
    i18n.global.locale.value = language
    const said = finalTurnsLine(v, me, name)
    i18n.global.locale.value = 'en'
    return said
  }

  test('the person whose final turn it is, is among those still to play, as "you"', () => {
    expect(line(called(), 0)).toBe('Ada called Check — final turns: you, Egor')
    expect(line(called(), 0, 'ru')).toBe('«Чек» объявляет Ada — последние ходы: вы, Egor')
  })

  test('seen by another seat, or on the shared screen, everyone by name', () => {
    expect(line(called(), 1)).toBe('Ada called Check — final turns: Lena, you')
    expect(line(called(), null)).toBe('Ada called Check — final turns: Lena, Egor')
  })

  test('the caller sees their own call as theirs; with the last final turn played out, none are left', () => {
    expect(line(called(), 2)).toBe('You called Check — final turns: Lena, Egor')
    const last = called({ finalTurnsLeft: [], turn: { seat: 1, number: 6, final: true, drawn: null, hasDrawn: false, from: null } })
    expect(line(last, 2, 'ru')).toBe('Вы объявили «Чек» — последние ходы: Egor')
    // Egor disqualified, then Lena too during her final turn: nobody's final turn is left to come.
    const [playing, , caller] = view().players
    const disqualified = { slots: [], cards: 7, locked: true, disqualified: true }
    expect(line(called({ players: [playing!, disqualified, caller!] }), 0)).toBe('Ada called Check — final turns: you')
    expect(line(called({ players: [disqualified, disqualified, caller!] }), 0)).toBe('Ada called Check — no final turns left')
    expect(line(called({ phase: 'over' }), 0)).toBeNull()
    expect(line(view(), 0)).toBeNull()
  })
})
