import type { Lesson } from '../../games/lesson'
import { defaultBiddingConfig, type BiddingAction, type BiddingConfig, type BiddingState } from '../bidding'
import type { Side } from '../model'
import type { BlitzFilter } from '../deck'

type Step = Lesson<BiddingState, BiddingAction>['steps'][number]

/** Two seats, the rules' clocks (CM-8): the deck is filtered and cut short so the seed's first cards are the lesson's. */
const config = (side: Side, deck: BlitzFilter, cards: number): BiddingConfig => ({ ...defaultBiddingConfig(2), side, deck, cards })

const bid = (moves: number): BiddingAction => ({ type: 'bid', moves })
const move = (text: string): BiddingAction => ({ type: 'move', move: text })
const isBid = (a: BiddingAction, moves: number) => a.type === 'bid' && a.moves === moves
const isMove = (a: BiddingAction, text: string) => a.type === 'move' && a.move === text

/** The card is turned over (the table deals with no card up) or a count runs out: at once, in a lesson. */
const wait: Step = { kind: 'wait' }

/** A proof's move: the line's `right`, and the moves worth trying that leave too many to make (`wrong`, by cell). */
function prove(say: string, right: string, wrong: Record<string, string>): Step {
  return {
    kind: 'do',
    say,
    right: (a) => isMove(a, right),
    wrong: Object.entries(wrong).map(([text, why]) => ({ when: (a: BiddingAction) => isMove(a, text), why })),
    hints: [`${say}Which`, `${say}Where`, `${say}Move`],
    solve: () => move(right),
  }
}

/** The learner's bid: `right` moves, and the bids worth explaining. */
function bidding(right: number, wrong: Record<number, string>): Step {
  return {
    kind: 'do',
    say: 'bid',
    right: (a) => isBid(a, right),
    wrong: Object.entries(wrong).map(([moves, why]) => ({ when: (a: BiddingAction) => isBid(a, Number(moves)), why })),
    hints: ['bidWhich', 'bidWhere', 'bidMove'],
    solve: () => bid(right),
  }
}

/**
 * Check Mates' lessons (issue 32): the bidding game at the real table, two seats, one or two
 * cards. Each seed deals the board (CM-2) and the card order; every card here has one optimal
 * line only, so the steps can name its moves. Boards are drawn rank 3 first, as notation writes
 * them. The words are the game's, under `checkmates.lessons.<id>`.
 */
export const checkmatesLessons: Lesson<BiddingState, BiddingAction>[] = [
  // Seed checkmates-fifteen-98, Fifteen, 1-point deck. Board B.G / R.B / *GR; card c11 BRG/.../...
  // (blue, red, green along the top). Fewest moves 2, only a2-b2 then b2-b3: the red goes round
  // the corner a diagonal step would cut (CM-3). After b1-b2 or a3-b3 it needs 2 or 3 more.
  {
    id: 'fifteen',
    seats: 2,
    config: config('fifteen', 'one-point', 1),
    seed: 'checkmates-fifteen-98',
    steps: [
      wait,
      { kind: 'read', say: 'board' },
      bidding(2, {}),
      wait,
      prove('first', 'a2-b2', { 'b1-b2': 'wrongGreen', 'a3-b3': 'wrongBlue' }),
      prove('second', 'b2-b3', { 'b2-a2': 'wrongBack' }),
      { kind: 'read', say: 'learned' },
    ],
  },
  // Seed checkmates-rotations-173, Fifteen, 1-point deck. Board RG* / B.G / B.R; card c05
  // .G./G.B/... The board shows the card flipped (green b3, green c2, blue a2), which does not
  // count (CM-5), so a bid of 0 fails on the spot. One move, a1-b1, fits it turned 90°.
  {
    id: 'rotations',
    seats: 2,
    config: config('fifteen', 'one-point', 1),
    seed: 'checkmates-rotations-173',
    steps: [
      wait,
      { kind: 'read', say: 'turns' },
      bidding(1, { 0: 'wrongZero' }),
      wait,
      prove('move', 'a1-b1', { 'c1-b1': 'wrongRed' }),
      { kind: 'read', say: 'learned' },
    ],
  },
  // Seed checkmates-bidding-10, Fifteen, 1-point deck. Board RBR / *.G / B.G; card c02 .../BGR/...
  // The other seat bids 4; the fewest is 2, only c2-b2 then c3-c2 (the wildcard on a2 is the
  // blue). Any bid from 0 to 3 may be made under the 4 (CM-8); 0 is checked at once and fails.
  {
    id: 'bidding',
    seats: 2,
    config: config('fifteen', 'one-point', 1),
    seed: 'checkmates-bidding-10',
    steps: [
      wait,
      { kind: 'bot', seat: 1, act: () => bid(4) },
      bidding(2, { 3: 'wrongThree', 1: 'wrongOne', 0: 'wrongZero' }),
      wait,
      prove('first', 'c2-b2', { 'b3-b2': 'wrongBlue' }),
      prove('second', 'c3-c2', { 'b2-c2': 'wrongBack' }),
      { kind: 'read', say: 'learned' },
    ],
  },
  // Seed checkmates-chess-294, Chess, 1-point deck. Board RKq / ..N / nQr; card c07 NbN/.../...,
  // met turned on its side down the left column, where the black knight stands on a1. Fewest 3,
  // only b3-a2 (the king, CM-4: it fits any mark), a3-b3 (the rook), c2-a3 (the knight's jump).
  {
    id: 'chess',
    seats: 2,
    config: config('chess', 'one-point', 1),
    seed: 'checkmates-chess-294',
    steps: [
      wait,
      { kind: 'read', say: 'pieces' },
      bidding(3, { 2: 'wrongTwo' }),
      wait,
      prove('king', 'b3-a2', { 'b1-a2': 'wrongQueen' }),
      prove('rook', 'a3-b3', { 'a1-b3': 'wrongKnight' }),
      prove('knight', 'c2-a3', { 'a2-a3': 'wrongKing' }),
      { kind: 'read', say: 'learned' },
    ],
  },
  // Seed checkmates-blitz-73, Fifteen, the 2-point blitz deck (CM-12), two cards. Board B*G / R.G /
  // BR.; card c16 .G./BRB/... The other seat bids 3; the fewest is 2, only b1-b2 then a1-b1 (turned
  // 90°, the wildcard on b3 the top blue). Then card c18 is the learner's to play out (3 moves).
  {
    id: 'blitz',
    seats: 2,
    config: config('fifteen', 'two-point', 2),
    seed: 'checkmates-blitz-73',
    free: true,
    steps: [
      wait,
      { kind: 'read', say: 'blitz' },
      { kind: 'bot', seat: 1, act: () => bid(3) },
      bidding(2, { 1: 'wrongOne' }),
      wait,
      prove('first', 'b1-b2', { 'a2-b2': 'wrongRed' }),
      prove('second', 'a1-b1', { 'b2-b1': 'wrongBack' }),
      { kind: 'read', say: 'free' },
    ],
  },
]
