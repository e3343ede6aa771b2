import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CheatView } from '@shared/games/cheat/engine'
import { i18n } from '../../i18n'
import { cheatStatus } from './status'

const name = (seat: number) => ['Lena', 'Ada', 'Bram'][seat]!
function view(over: Partial<CheatView> = {}): CheatView {
  return {
    viewer: 0, seats: 3, dealer: 2, challengeMs: 3000, hand: ['2S'], handSizes: [1, 17, 17], pileSize: 6,
    required: '6', turn: 0, window: null, lastReveal: null, winner: null, finalHands: null, ...over,
  }
}
const claim = (over: Partial<NonNullable<CheatView['window']>> = {}): CheatView['window'] => ({
  claimant: 1, rank: 'Q', count: 2, closesAt: 5000, accepted: [], callers: [], lastCard: false, ...over,
})

describe('Cheat status line', () => {
  test.each<[string, CheatView, number, string]>([
    ['CH-2: a turn names the rank and how many cards may go down', view(), 4, 'Your turn: put down 1–4 cards as sixes.'],
    ['CH-2: with fewer cards in hand, fewer may go down', view({ required: 'T' }), 1, 'Your turn: put down 1 card as tens.'],
    ['CH-2: another player puts down the required rank', view({ turn: 2, required: 'A' }), 0, 'Bram is putting down aces.'],
    ['CH-3: another’s claim can be called or let pass', view({ turn: 2, window: claim() }), 0, 'Ada says "two queens". Call Cheat! or let it pass.'],
    ['CH-3: my own claim waits for the others', view({ turn: 1, window: claim({ claimant: 0, count: 1, rank: '7' }) }), 0, 'You said "one seven". Will anyone call Cheat!?'],
    ['CH-3: the first caller is named', view({ window: claim({ callers: [2] }) }), 0, 'Bram calls "Cheat!" on Ada…'],
    ['CH-3: my call on someone', view({ window: claim({ callers: [0] }) }), 0, 'You call "Cheat!" on Ada…'],
    ['CH-4: a last card waits for every answer', view({ window: claim({ lastCard: true, count: 1, rank: '3' }) }), 0, 'Ada puts down their last card: "one three". Cheat! or accept?'],
    ['CH-4: my last cards', view({ window: claim({ claimant: 0, lastCard: true }) }), 0, 'Your last cards: "two queens". Everyone must call Cheat! or accept.'],
  ])('%s', (_rule, v, maxPick, line) => {
    expect(cheatStatus({ view: v, me: 0, name, maxPick })).toBe(line)
  })

  test('CH-4: the winner is named, or told', () => {
    expect(cheatStatus({ view: view({ winner: 0 }), me: 0, name, maxPick: 0 })).toBe('You are out of cards — you win!')
    expect(cheatStatus({ view: view({ winner: 1 }), me: 0, name, maxPick: 0 })).toBe('Ada wins.')
  })
})

// Issue 23: «Верю — не верю» in Russian: the call «Не верю!», claims by the Russian plural
// («две дамы»), names never declined.
describe('Cheat status line in Russian', () => {
  beforeAll(() => void (i18n.global.locale.value = 'ru'))
  afterAll(() => void (i18n.global.locale.value = 'en'))
  test.each<[string, CheatView, number, string]>([
    ['CH-2', view(), 4, 'Ваш ход: положите от 1 до 4 карт как шестёрки.'],
    ['CH-2 another', view({ turn: 2, required: 'A' }), 0, 'Bram кладёт карты как тузы.'],
    ['CH-3', view({ turn: 2, window: claim() }), 0, 'Ada говорит: «2 дамы». Верите?'],
    ['CH-3 caller', view({ window: claim({ callers: [2] }) }), 0, 'Bram не верит игроку Ada…'],
    ['CH-4', view({ window: claim({ lastCard: true, count: 1, rank: '3' }) }), 0, 'Ada кладёт последнюю карту: «1 тройка». Верите?'],
  ])('%s', (_rule, v, maxPick, line) => {
    expect(cheatStatus({ view: v, me: 0, name, maxPick })).toBe(line)
  })
})
