import type { DoStep, Lesson } from '../../lesson'
import { DEFAULT_WINDOW_MS, type CheckAction, type CheckState, type Position } from '../types'

type Do = DoStep<CheckState, CheckAction>

/** Two seats, the table's usual five-second window: every lesson is dealt like a table of two. */
const config = { seats: 2, windowMs: DEFAULT_WINDOW_MS }

/** Every lesson's first move, in its own words: a card off the draw pile (the discard pile starts empty, CK-1). */
const drawFromPile: Do = {
  kind: 'do',
  say: 'draw',
  right: (a) => a.type === 'draw' && a.from === 'pile',
  hints: ['drawWhich', 'drawWhere', 'drawMove'],
  solve: () => ({ type: 'draw', from: 'pile' }),
}

const tucksInto = (a: CheckAction, ...slots: number[]): boolean => a.type === 'tuck' && slots.includes(a.slot)
const throws = (a: CheckAction, ...slots: number[]): boolean => a.type === 'match' && slots.includes(a.slot)
const samePlace = (p: Position, q: Position): boolean => p.seat === q.seat && p.slot === q.slot
const peeksAt = (a: CheckAction, p: Position): boolean => a.type === 'peek' && samePlace(a.target, p)
/** A swap of these two places, named in either order. */
const swaps = (a: CheckAction, p: Position, q: Position): boolean =>
  a.type === 'swap' && ((samePlace(a.a, p) && samePlace(a.b, q)) || (samePlace(a.a, q) && samePlace(a.b, p)))

/**
 * Check!'s lessons (issue 32), in the order of its lesson map. Each is dealt by its seed; the
 * comment above it says what that deal holds, and `shared/games/lessons.test.ts` plays every
 * lesson through by its `solve` moves, so a changed deal fails there first. `lessons.test.ts`
 * beside this file holds each lesson to what it says happens on its deal.
 */
export const checkLessons: Lesson<CheckState, CheckAction>[] = [
  // Seed check-look-541, two seats, the learner starts. Their grid: 7♦ 4♣ on top (unseen), 3♠ 9♠
  // below (the opening look); the pile's top card is the A♥ (−1). The other seat holds no 9.
  {
    id: 'look',
    seats: 2,
    config,
    seed: 'check-look-541',
    steps: [
      { kind: 'read', say: 'cards' },
      drawFromPile,
      {
        kind: 'do',
        say: 'keep',
        right: (a) => tucksInto(a, 3),
        wrong: [
          { when: (a) => a.type === 'discard', why: 'wrongDiscard' },
          { when: (a) => tucksInto(a, 2), why: 'wrongLow' },
          { when: (a) => tucksInto(a, 0, 1), why: 'wrongUnseen' },
        ],
        hints: ['keepWhich', 'keepWhere', 'keepMove'],
        solve: () => ({ type: 'tuck', slot: 3 }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'pass' }) },
      {
        kind: 'do',
        say: 'window',
        right: (a) => a.type === 'pass',
        wrong: [{ when: (a) => a.type === 'match', why: 'wrongMatch' }],
        hints: ['windowWhich', 'windowWhere', 'windowMove'],
        solve: () => ({ type: 'pass' }),
      },
      { kind: 'read', say: 'total' },
    ],
  },

  // Seed check-draw-843, the learner starts. Their grid: 2♥ 9♥ on top (unseen), 5♥ 8♠ below; the
  // pile gives the 10♥, then the 9♠ (the other seat's), then the 9♦. The other seat's top-left
  // card, unseen by it, is the 3♣: it puts the 9♠ there and the 3♣ goes face up (CK-3).
  {
    id: 'draw',
    seats: 2,
    config,
    seed: 'check-draw-843',
    steps: [
      { kind: 'read', say: 'piles' },
      drawFromPile,
      {
        kind: 'do',
        say: 'drop',
        right: (a) => a.type === 'discard',
        wrong: [
          { when: (a) => tucksInto(a, 2, 3), why: 'wrongKeepHigh' },
          { when: (a) => tucksInto(a, 0, 1), why: 'wrongUnseen' },
        ],
        hints: ['dropWhich', 'dropWhere', 'dropMove'],
        solve: () => ({ type: 'discard' }),
      },
      { kind: 'wait' },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'pile' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'tuck', slot: 0 }) },
      { kind: 'wait' },
      {
        kind: 'do',
        say: 'take',
        right: (a) => a.type === 'draw' && a.from === 'discard',
        wrong: [{ when: (a) => a.type === 'draw' && a.from === 'pile', why: 'wrongPile' }],
        hints: ['takeWhich', 'takeWhere', 'takeMove'],
        solve: () => ({ type: 'draw', from: 'discard' }),
      },
      {
        kind: 'do',
        say: 'put',
        right: (a) => tucksInto(a, 3),
        wrong: [
          { when: (a) => tucksInto(a, 2), why: 'wrongLow' },
          { when: (a) => tucksInto(a, 0, 1), why: 'wrongUnseenTake' },
        ],
        hints: ['putWhich', 'putWhere', 'putMove'],
        solve: () => ({ type: 'tuck', slot: 3 }),
      },
      { kind: 'read', say: 'learned' },
    ],
  },

  // Seed check-match-2569, the learner starts. Their grid: 6♦ 7♥ on top (unseen), 8♥ 9♣ below;
  // the pile gives the 8♣, then the 9♥, which the other seat draws and discards. Nobody else holds
  // an 8 or a 9. The first window waits for the learner; the second is the real five seconds (the race).
  {
    id: 'match',
    seats: 2,
    config,
    seed: 'check-match-2569',
    steps: [
      drawFromPile,
      {
        kind: 'do',
        say: 'drop',
        right: (a) => a.type === 'discard',
        wrong: [{ when: (a) => tucksInto(a, 3), why: 'wrongKeep' }],
        hints: ['dropWhich', 'dropWhere', 'dropMove'],
        solve: () => ({ type: 'discard' }),
      },
      {
        kind: 'do',
        say: 'throw',
        right: (a) => throws(a, 2),
        wrong: [
          { when: (a) => a.type === 'pass', why: 'wrongPass' },
          { when: (a) => throws(a, 3), why: 'wrongNine' },
          { when: (a) => throws(a, 0, 1), why: 'wrongGuess' },
        ],
        hints: ['throwWhich', 'throwWhere', 'throwMove'],
        solve: () => ({ type: 'match', slot: 2 }),
      },
      { kind: 'read', say: 'race' },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'pile' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'discard' }) },
      {
        kind: 'do',
        say: 'quick',
        right: (a) => throws(a, 3),
        wrong: [
          { when: (a) => a.type === 'pass', why: 'wrongPassQuick' },
          { when: (a) => throws(a, 0, 1), why: 'wrongGuess' },
        ],
        hints: ['quickWhich', 'quickWhere', 'quickMove'],
        solve: () => ({ type: 'match', slot: 3 }),
        timed: { why: 'late' },
      },
      { kind: 'read', say: 'learned' },
    ],
  },

  // Seed check-penalty-705, the learner starts. Their grid: J♠ 10♣ on top (unseen), A♣ 7♠ below;
  // the pile gives the 9♣, then the 10♦ and the 7♥ (the penalty cards, face down even to the
  // learner). Nobody holds a 9, so every throw on the 9♣ misses (CK-5).
  {
    id: 'penalty',
    seats: 2,
    config,
    seed: 'check-penalty-705',
    steps: [
      drawFromPile,
      {
        kind: 'do',
        say: 'drop',
        right: (a) => a.type === 'discard',
        wrong: [{ when: (a) => tucksInto(a, 2, 3), why: 'wrongKeepHigh' }],
        hints: ['dropWhich', 'dropWhere', 'dropMove'],
        solve: () => ({ type: 'discard' }),
      },
      {
        kind: 'do',
        say: 'guess',
        right: (a) => throws(a, 0),
        hints: ['guessWhich', 'guessWhere', 'guessMove'],
        solve: () => ({ type: 'match', slot: 0 }),
      },
      { kind: 'read', say: 'penalty' },
      {
        kind: 'do',
        say: 'pass',
        right: (a) => a.type === 'pass',
        wrong: [
          { when: (a) => throws(a, 1), why: 'wrongAgain' },
          { when: (a) => throws(a, 4), why: 'wrongPenaltyCard' },
          { when: (a) => throws(a, 2, 3), why: 'wrongKnown' },
        ],
        hints: ['passWhich', 'passWhere', 'passMove'],
        solve: () => ({ type: 'pass' }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'pass' }) },
      { kind: 'read', say: 'learned' },
    ],
  },

  // Seed check-king-6457, the learner starts. Their grid: Q♣ 8♣ on top (unseen), K♠ 2♥ below; the
  // pile's top card is the A♦. The other seat's top-left card, unseen by it, is the 2♠; it holds
  // no king. The K♠ put out by a tuck looks at two cards and swaps (CK-4) once its window has closed (CK-6).
  {
    id: 'king',
    seats: 2,
    config,
    seed: 'check-king-6457',
    steps: [
      drawFromPile,
      {
        kind: 'do',
        say: 'tuck',
        right: (a) => tucksInto(a, 2),
        wrong: [
          { when: (a) => a.type === 'discard', why: 'wrongDiscard' },
          { when: (a) => tucksInto(a, 3), why: 'wrongLow' },
        ],
        hints: ['tuckWhich', 'tuckWhere', 'tuckMove'],
        solve: () => ({ type: 'tuck', slot: 2 }),
      },
      { kind: 'wait' },
      {
        kind: 'do',
        say: 'peekMine',
        right: (a) => peeksAt(a, { seat: 0, slot: 0 }),
        hints: ['peekMineWhich', 'peekMineWhere', 'peekMineMove'],
        solve: () => ({ type: 'peek', target: { seat: 0, slot: 0 } }),
      },
      {
        kind: 'do',
        say: 'peekTheirs',
        right: (a) => peeksAt(a, { seat: 1, slot: 0 }),
        hints: ['peekTheirsWhich', 'peekTheirsWhere', 'peekTheirsMove'],
        solve: () => ({ type: 'peek', target: { seat: 1, slot: 0 } }),
      },
      {
        kind: 'do',
        say: 'swap',
        right: (a) => swaps(a, { seat: 0, slot: 0 }, { seat: 1, slot: 0 }),
        wrong: [{ when: (a) => a.type === 'skip', why: 'wrongSkip' }],
        hints: ['swapWhich', 'swapWhere', 'swapMove'],
        solve: () => ({ type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 0 } }),
      },
      { kind: 'read', say: 'learned' },
    ],
  },

  // Seed check-queen-12132, the learner starts. Their grid: J♥ 8♣ on top (unseen), 9♦ Q♣ below;
  // the pile's top card is the Q♥. The other seat's top-left card, unseen by it, is the 2♠; it
  // holds no queen. The drawn Q♥ discarded does nothing; the Q♣ thrown on it acts (CK-4).
  {
    id: 'queen',
    seats: 2,
    config,
    seed: 'check-queen-12132',
    steps: [
      drawFromPile,
      {
        kind: 'do',
        say: 'drop',
        right: (a) => a.type === 'discard',
        wrong: [
          { when: (a) => tucksInto(a, 3), why: 'wrongTuckQueen' },
          { when: (a) => tucksInto(a, 2), why: 'wrongKeepHigh' },
        ],
        hints: ['dropWhich', 'dropWhere', 'dropMove'],
        solve: () => ({ type: 'discard' }),
      },
      {
        kind: 'do',
        say: 'throw',
        right: (a) => throws(a, 3),
        wrong: [{ when: (a) => a.type === 'pass', why: 'wrongPass' }],
        hints: ['throwWhich', 'throwWhere', 'throwMove'],
        solve: () => ({ type: 'match', slot: 3 }),
      },
      {
        kind: 'do',
        say: 'peek',
        right: (a) => peeksAt(a, { seat: 1, slot: 0 }),
        hints: ['peekWhich', 'peekWhere', 'peekMove'],
        solve: () => ({ type: 'peek', target: { seat: 1, slot: 0 } }),
      },
      {
        kind: 'do',
        say: 'swap',
        right: (a) => swaps(a, { seat: 0, slot: 2 }, { seat: 1, slot: 0 }),
        wrong: [{ when: (a) => a.type === 'skip', why: 'wrongSkip' }],
        hints: ['swapWhich', 'swapWhere', 'swapMove'],
        solve: () => ({ type: 'swap', a: { seat: 0, slot: 2 }, b: { seat: 1, slot: 0 } }),
      },
      { kind: 'read', say: 'learned' },
    ],
  },

  // Seed check-jack-6875, the learner starts. Their grid: 5♥ 10♣ on top (unseen), J♦ K♦ below; the
  // pile's top card is the 3♥. The other seat holds A♦ 3♠ 2♠ 5♣: any card of theirs the K♦ is
  // swapped with is at least 8 points lower. A jack swaps without a look (CK-4).
  {
    id: 'jack',
    seats: 2,
    config,
    seed: 'check-jack-6875',
    steps: [
      drawFromPile,
      {
        kind: 'do',
        say: 'tuck',
        right: (a) => tucksInto(a, 2),
        wrong: [
          { when: (a) => tucksInto(a, 3), why: 'wrongKing' },
          { when: (a) => a.type === 'discard', why: 'wrongDiscard' },
        ],
        hints: ['tuckWhich', 'tuckWhere', 'tuckMove'],
        solve: () => ({ type: 'tuck', slot: 2 }),
      },
      { kind: 'wait' },
      {
        kind: 'do',
        say: 'swap',
        right: (a) => a.type === 'swap' && [a.a, a.b].some((p) => samePlace(p, { seat: 0, slot: 3 })) && [a.a, a.b].some((p) => p.seat === 1),
        wrong: [
          { when: (a) => a.type === 'skip', why: 'wrongSkip' },
          { when: (a) => a.type === 'swap' && a.a.seat === 0 && a.b.seat === 0, why: 'wrongOwn' },
        ],
        hints: ['swapWhich', 'swapWhere', 'swapMove'],
        solve: () => ({ type: 'swap', a: { seat: 0, slot: 3 }, b: { seat: 1, slot: 0 } }),
      },
      { kind: 'read', say: 'learned' },
    ],
  },

  // Seed check-check-77257, the learner starts. Their grid: 10♦ 9♠ on top (unseen), A♣ A♠ below;
  // the pile gives the 3♠, then the J♠ (the other seat draws and discards it), then the J♥. The
  // other seat holds 7♥ 9♣ 10♣ 4♦, 30: no final turn brings it below the learner's 10 or 11 (CK-7).
  // After the call the other seat's final turn is the free game's, played by an easy computer player.
  {
    id: 'check',
    seats: 2,
    config,
    seed: 'check-check-77257',
    free: true,
    steps: [
      drawFromPile,
      {
        kind: 'do',
        say: 'tuck',
        right: (a) => tucksInto(a, 0, 1),
        wrong: [
          { when: (a) => a.type === 'discard', why: 'wrongDiscard' },
          { when: (a) => tucksInto(a, 2, 3), why: 'wrongAce' },
        ],
        hints: ['tuckWhich', 'tuckWhere', 'tuckMove'],
        solve: () => ({ type: 'tuck', slot: 0 }),
      },
      { kind: 'wait' },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'pile' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'discard' }) },
      { kind: 'wait' },
      {
        kind: 'do',
        say: 'call',
        right: (a) => a.type === 'check',
        wrong: [{ when: (a) => a.type === 'draw', why: 'wrongDraw' }],
        hints: ['callWhich', 'callWhere', 'callMove'],
        solve: () => ({ type: 'check' }),
      },
      { kind: 'read', say: 'final' },
    ],
  },
]
