import { rankOf, type Card, type Rank } from '../../../cards'
import type { Seat } from '../../../engine'
import type { Lesson, LessonStep } from '../../lesson'
import { cheatEngine, type CheatAction, type CheatState } from '../engine'

type Claim = Extract<CheatAction, { type: 'claim' }>

/** A seat's claims as the engine lists them (one per choice of ranks), the first that fits. */
function claimOf(state: CheatState, seat: Seat, fits: (cards: Card[]) => boolean): Claim {
  const claim = cheatEngine.legalActions(state, seat).find((a): a is Claim => a.type === 'claim' && fits(a.cards))
  if (!claim) throw new Error(`seat ${seat} has no such claim`)
  return claim
}

const all = (cards: readonly Card[], rank: Rank) => cards.every((c) => rankOf(c) === rank)
const held = (state: CheatState, seat: Seat, rank: Rank) => (state.hands[seat] ?? []).filter((c) => rankOf(c) === rank).length

/** Every card of the rank to claim that the seat holds, put down truthfully. */
const truth = (state: CheatState, seat: Seat): Claim =>
  claimOf(state, seat, (cards) => all(cards, state.required) && cards.length === held(state, seat, state.required))

/** A computer player's ordinary claim: its cards of the rank if it has any, else one card, a bluff; nobody calls it. */
function plainClaim(seat: Seat): LessonStep<CheatState, CheatAction>[] {
  const act = (s: CheatState) => (held(s, seat, s.required) > 0 ? truth(s, seat) : claimOf(s, seat, (cards) => cards.length === 1))
  return [{ kind: 'bot', seat, act }, { kind: 'wait' }]
}

/** The claims of these computer players in turn, each let go. */
const plainClaims = (...seats: Seat[]) => seats.flatMap(plainClaim)

/** Whether an action is a claim of only cards of this rank, all the learner holds of it. */
const claimsAll = (a: CheatAction, s: CheatState, rank: Rank) => a.type === 'claim' && all(a.cards, rank) && a.cards.length === held(s, 0, rank)

/**
 * Cheat's lessons (issue 32), in the order of its lesson map. Six seats, so a hand is nine cards;
 * each deal is its seed's, the comment above a lesson says what it holds, and the computer players'
 * claims are scripted. `shared/games/lessons.test.ts` plays every lesson through, and
 * `lessons.test.ts` here checks that what each says about its deal is so.
 */
export const cheatLessons: Lesson<CheatState, CheatAction>[] = [
  // Seed cheat-claim-2, seat 5 deals, so the learner opens with aces. Their hand: 6♠ 3♣ A♠ K♠ A♦
  // 2♠ Q♠ 9♥ 9♣: two aces, and no 7 for their second turn, when every 7 is in other hands.
  {
    id: 'claim',
    seats: 6,
    config: { seats: 6, challengeMs: 3000, dealer: 5 },
    seed: 'cheat-claim-2',
    steps: [
      { kind: 'read', say: 'rules' },
      {
        kind: 'do',
        say: 'aces',
        right: (a, s) => claimsAll(a, s, 'A'),
        wrong: [{ when: (a) => a.type === 'claim' && a.cards.length === 1 && all(a.cards, 'A'), why: 'wrongOne' }],
        hints: ['acesWhich', 'acesWhere', 'acesMove'],
        solve: (s) => truth(s, 0),
      },
      { kind: 'wait' },
      ...plainClaims(1, 2, 3, 4, 5),
      {
        kind: 'do',
        say: 'bluff',
        right: (a) => a.type === 'claim' && a.cards.length === 1,
        wrong: [{ when: (a) => a.type === 'claim' && a.cards.length >= 2, why: 'wrongMany' }],
        hints: ['bluffWhich', 'bluffWhere', 'bluffMove'],
        solve: (s) => claimOf(s, 0, (cards) => cards.length === 1 && rankOf(cards[0]!) === '3'),
      },
      { kind: 'wait' },
      { kind: 'read', say: 'stood' },
    ],
  },
  // Seed cheat-call-1076, seat 4 deals, so seat 5 opens. The learner holds A♣ A♦ A♠, the 2♥ and no
  // 7. Seat 5 holds one ace, the A♥, and claims "two aces" with the A♥ and the 2♣: a lie the
  // learner can prove. Later seat 5 claims "one seven" with its 7♥: true, and the pile is 9 cards.
  {
    id: 'call',
    seats: 6,
    config: { seats: 6, challengeMs: 3000, dealer: 4 },
    seed: 'cheat-call-1076',
    steps: [
      { kind: 'bot', seat: 5, act: (s) => claimOf(s, 5, (cards) => cards.length === 2 && rankOf(cards[0]!) === 'A') },
      {
        kind: 'do',
        say: 'call',
        right: (a) => a.type === 'call',
        wrong: [{ when: (a) => a.type === 'accept', why: 'wrongAccept' }],
        hints: ['callWhich', 'callWhere', 'callMove'],
        solve: () => ({ type: 'call', at: 0 }),
      },
      { kind: 'wait' },
      {
        kind: 'do',
        say: 'twos',
        right: (a, s) => claimsAll(a, s, '2'),
        hints: ['twosWhich', 'twosWhere', 'twosMove'],
        solve: (s) => truth(s, 0),
      },
      { kind: 'wait' },
      ...plainClaims(1, 2, 3, 4),
      { kind: 'bot', seat: 5, act: (s) => truth(s, 5) },
      {
        kind: 'do',
        say: 'trust',
        right: (a) => a.type === 'accept',
        wrong: [{ when: (a) => a.type === 'call', why: 'wrongCall' }],
        hints: ['trustWhich', 'trustWhere', 'trustMove'],
        solve: () => ({ type: 'accept', at: 0 }),
      },
      { kind: 'wait' },
      { kind: 'read', say: 'pile' },
    ],
  },
  // Seed cheat-last-72, seat 5 deals. The learner holds A♠ A♣, the 7♥ and the Q♣ (and no 6). Seat 5
  // holds eight cards, only one queen: it claims "four sixes" with four of them, then "four queens"
  // with its last four: a lie, for the learner's Q♣ makes a fifth. Called, it takes the pile and the
  // game plays on, the learner to claim kings.
  {
    id: 'last',
    seats: 6,
    config: { seats: 6, challengeMs: 3000, dealer: 5 },
    seed: 'cheat-last-72',
    free: true,
    steps: [
      {
        kind: 'do',
        say: 'aces',
        right: (a, s) => claimsAll(a, s, 'A'),
        hints: ['acesWhich', 'acesWhere', 'acesMove'],
        solve: (s) => truth(s, 0),
      },
      { kind: 'wait' },
      ...plainClaims(1, 2, 3, 4),
      { kind: 'bot', seat: 5, act: (s) => claimOf(s, 5, (cards) => cards.length === 4) },
      { kind: 'wait' },
      {
        kind: 'do',
        say: 'seven',
        right: (a, s) => claimsAll(a, s, '7'),
        hints: ['sevenWhich', 'sevenWhere', 'sevenMove'],
        solve: (s) => truth(s, 0),
      },
      { kind: 'wait' },
      ...plainClaims(1, 2, 3, 4),
      { kind: 'bot', seat: 5, act: (s) => claimOf(s, 5, (cards) => cards.length === 4) },
      {
        kind: 'do',
        say: 'call',
        right: (a) => a.type === 'call',
        wrong: [{ when: (a) => a.type === 'accept', why: 'wrongAccept' }],
        hints: ['callWhich', 'callWhere', 'callMove'],
        solve: () => ({ type: 'call', at: 0 }),
      },
      { kind: 'wait' },
      { kind: 'read', say: 'caught' },
    ],
  },
]
