import { describe, expect, test } from 'vitest'
import { FULL_DECK, rankOf, type Card } from '../../cards'
import { eventsFor, type Seat } from '../../engine'
import { FastRng } from '../../random'
import { searchFor } from '../expert/search'
import { judge } from '../expert/verdict'
import { decisionsOf, verdictRequest } from '../../records/decisions'
import { recordedMatch, replayed } from '../../records/test-support'
import { cheatGame } from '.'
import { cheatEngine, type CheatAction, type CheatState } from './engine'
import { cheatExpert, type CheatKnowledge } from './expert'
import { cheatTable } from './test-support'

const EXPERT: Seat = 0

// Three seats, seat 1 to claim queens. The expert holds two queens, seat 1 the other two
// (unless `queens` says otherwise); the rest of the deck is dealt round.
function table(queens: Card[][] = [['QH', 'QS'], ['QD', 'QC'], []]): CheatState {
  const hands = queens.map((q) => q.slice())
  FULL_DECK.filter((c) => rankOf(c) !== 'Q').forEach((c, i) => hands[i % 3]!.push(c))
  return cheatTable(hands, { dealer: 0, required: 'Q', turn: 1 })
}

/** Plays `steps` on `state`, the expert watching its own view and events, as a bot would. */
function play(state: CheatState, k: CheatKnowledge, steps: [Seat | 'clock', CheatAction | number][]): CheatState {
  let s = state
  for (const [seat, step] of steps) {
    const r = seat === 'clock' ? cheatEngine.expire!(s, step as number) : cheatEngine.apply(s, seat, step as CheatAction)
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
    s = r.value.state
    cheatExpert.observe(k, cheatEngine.view(s, EXPERT), eventsFor(r.value.events, EXPERT))
  }
  return s
}

function watching(state: CheatState): CheatKnowledge {
  const k = cheatExpert.know(EXPERT)
  cheatExpert.observe(k, cheatEngine.view(state, EXPERT), [
    { type: 'dealt', dealer: 0, handSizes: state.hands.map((h) => h.length) },
    { type: 'hand', seat: EXPERT, cards: state.hands[EXPERT]!.slice() },
  ])
  return k
}

const mask = (k: CheatKnowledge, card: Card): number => k.where[FULL_DECK.indexOf(card)] as number

describe('the Cheat expert counts cards (CH-3)', () => {
  test('cards shown by a challenge are placed exactly: in the taker\'s hand, nowhere else', () => {
    const start = table()
    const k = watching(start)
    // Seat 1 claims its two queens honestly; seat 2 calls, is wrong and takes the pile.
    play(start, k, [
      [1, { type: 'claim', cards: ['QD', 'QC'], at: 0 }],
      [2, { type: 'call', at: 100 }],
      ['clock', 3000],
    ])
    expect(mask(k, 'QD')).toBe(1 << 2)
    expect(mask(k, 'QC')).toBe(1 << 2)
    // Its own cards are where it holds them; an unseen card may be with either other player.
    expect(mask(k, 'QH')).toBe(1 << EXPERT)
    expect(mask(k, start.hands[1]![2]!)).toBe((1 << 1) | (1 << 2))
  })

  test('a queen claimed when it holds two and saw the other two taken is a lie in every deal it imagines, and it calls', () => {
    const start = table()
    const k = watching(start)
    let s = play(start, k, [
      [1, { type: 'claim', cards: ['QD', 'QC'], at: 0 }],
      [2, { type: 'call', at: 100 }],
      ['clock', 3000],
    ])
    // The table comes round to queens for seat 1 again; it has none left and claims one.
    s = { ...s, required: 'Q', turn: 1 }
    s = play(s, k, [[1, { type: 'claim', cards: [s.hands[1]![0]!], at: 10_000 }]])
    const view = cheatEngine.view(s, EXPERT)
    const rng = new FastRng(7)
    for (let i = 0; i < 200; i++) {
      const deal = cheatExpert.sample(k, view, rng)
      expect(deal.pile.slice(-1).map(rankOf)).not.toEqual(['Q'])
      expect(deal.hands[2]).toEqual(expect.arrayContaining(['QD', 'QC']))
    }
    const legal = cheatEngine.legalActions(s, EXPERT)
    const search = searchFor<CheatAction>(cheatExpert, k, view, legal, new FastRng(1), cheatExpert.playouts)
    expect(search.best()?.type).toBe('call')
  })

  test('holding enough of the rank to prove the claim false, the only answer it weighs is a call', () => {
    const start = table([['QH', 'QS', 'QD'], ['QC'], []])
    const k = watching(start)
    const s = play(start, k, [[1, { type: 'claim', cards: ['QC', start.hands[1]![1]!], at: 0 }]])
    const view = cheatEngine.view(s, EXPERT)
    expect(cheatExpert.candidates(k, view, cheatEngine.legalActions(s, EXPERT)).map((a) => a.type)).toEqual(['call'])
  })
})

describe('issue 31: why, in Cheat\'s terms', () => {
  // Nine claims of three cards each, all let stand, grow the pile to 27 cards; then seat 0 is to
  // claim queens holding two of them, and seat 1 the other two.
  function bigPile() {
    const hands: Card[][] = [['QH', 'QS'], ['QD', 'QC'], []]
    FULL_DECK.filter((c) => rankOf(c) !== 'Q').forEach((c, i) => hands[i % 3]!.push(c))
    let s = cheatTable(hands, { dealer: 2, required: '3', turn: 0 })
    const k = watching(s)
    for (let i = 0, at = 0; i < 9; i++, at += 20_000) {
      const cards = s.hands[s.turn]!.filter((c) => rankOf(c) !== 'Q').slice(0, 3)
      s = play(s, k, [[s.turn, { type: 'claim', cards, at }], ['clock', at + 10_000]])
    }
    const view = cheatEngine.view(s, EXPERT)
    return { k, view, legal: cheatEngine.legalActions(s, EXPERT) }
  }

  test('a card slipped in with two true queens on a 27-card pile: the verdict names the true claim and says it is called far less', () => {
    const p = bigPile()
    expect(p.view).toMatchObject({ turn: EXPERT, required: 'Q', pileSize: 27 })
    const played: CheatAction = { type: 'claim', cards: ['QH', 'QS', p.view.hand![0]!], at: 0 }
    const v = judge(cheatExpert, { game: 'cheat', knowledge: p.k, view: p.view, legal: p.legal, played, seed: 1, playouts: cheatExpert.playouts })
    if (!v.ok) throw new Error(v.error.message)
    expect(v.value).toMatchObject({ label: 'mistake', expert: { type: 'claim', cards: ['QH', 'QS'] } })
    // Three queens where the others may hold two: someone calls it, and the pile comes back.
    const percent = (n: number) => ({ key: 'expert.percent', values: { percent: n } })
    expect(v.value.reason).toMatchObject({
      key: 'cheat.expert.reason.claim',
      values: { called: percent(0), nextCalled: percent(80), cards: { count: 0 }, nextCards: 24 },
    })
  })

  // Cheat "rv-cheat", step 83: seat 2 holds 4♣ 7♣ 7♦ 7♥ 7♠ 8♠ 10♠ K♣ and must claim aces. Asked
  // next for fours, sevens, tens and kings, it can go out on true claims if it keeps the king:
  // bluffing with it instead leaves a bluff for its last card, which is always called.
  test('bluffing with the king it needs in four turns, not the eight it needs last: a blunder, and its later claims are bluffs more often', () => {
    const { record } = recordedMatch('cheat', cheatGame, ['hard', 'normal', 'easy'], 'rv-cheat')
    const d = decisionsOf(record, replayed(record), 2).find((x) => x.step === 83)!
    expect(d.played).toMatchObject({ type: 'claim', cards: ['KC'] })
    expect(d.view).toMatchObject({ required: 'A', hand: ['4C', '7C', '7D', '7H', '7S', '8S', 'TS', 'KC'] })
    const v = judge(cheatExpert, verdictRequest(record, cheatExpert, d))
    if (!v.ok) throw new Error(v.error.message)
    expect(v.value).toMatchObject({ label: 'blunder', expert: { type: 'claim', cards: ['8S'] } })
    const { bluff, nextBluff } = v.value.reason!.values as unknown as { bluff: { values: { percent: number } }; nextBluff: { values: { percent: number } } }
    expect(nextBluff.values.percent - bluff.values.percent).toBeGreaterThanOrEqual(10)
  })
})
