import type { Lesson } from '../../lesson'
import type { FourDownAction, FourDownState, SlotRef } from '../engine'

/** Whether a place on the table is this seat's card at this index (slot 0 is the rules' card 1). */
const at = (ref: SlotRef, seat: number, slot: number) => ref.seat === seat && ref.slot === slot

/**
 * Four Down's lessons (issue 32), in the order of its lesson map. Two seats, the computer player
 * deals (`dealer: 1`), so the learner plays first. Each is dealt by its seed; the comment above it
 * says what that deal holds, `shared/games/lessons.test.ts` plays every lesson through by its
 * `solve` moves, and `lessons.test.ts` here checks that what each one teaches happens on its deal.
 */
export const fourDownLessons: Lesson<FourDownState, FourDownAction>[] = [
  // Seed four-down-look-379. The learner's row: Q♣ 2♥ (seen at the start) 8♦ 6♣ (never seen). The
  // pile starts with the 2♠; the stock's top card is the K♠, which the computer player then draws.
  {
    id: 'look',
    seats: 2,
    config: { seats: 2, target: 100, dealer: 1 },
    seed: 'four-down-look-379',
    steps: [
      { kind: 'read', say: 'cards' },
      {
        kind: 'do',
        say: 'take',
        right: (a) => a.type === 'draw' && a.from === 'discard',
        wrong: [{ when: (a) => a.type === 'draw' && a.from === 'stock', why: 'wrongStock' }],
        hints: ['takeWhich', 'takeWhere', 'takeMove'],
        solve: () => ({ type: 'draw', from: 'discard' }),
      },
      {
        kind: 'do',
        say: 'keep',
        right: (a) => a.type === 'replace' && a.slot === 0,
        wrong: [
          { when: (a) => a.type === 'replace' && a.slot === 1, why: 'wrongLow' },
          { when: (a) => a.type === 'replace' && a.slot >= 2, why: 'wrongUnseen' },
        ],
        hints: ['keepWhich', 'keepWhere', 'keepMove'],
        solve: () => ({ type: 'replace', slot: 0 }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'stock' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'discard' }) },
      { kind: 'read', say: 'total' },
    ],
  },
  // Seed four-down-powers-380. The learner's row: 4♣ 3♠ (seen) K♥ 3♣ (unseen); the other row
  // 9♠ 2♥ 5♦ 6♠, none worth more than 9. Pile: 10♣. Stock: 8♣ (the learner's), 8♥ (the computer
  // player's, which looks at its own card 3), Q♥ (the learner's).
  {
    id: 'powers',
    seats: 2,
    config: { seats: 2, target: 100, dealer: 1 },
    seed: 'four-down-powers-380',
    steps: [
      {
        kind: 'do',
        say: 'draw',
        right: (a) => a.type === 'draw' && a.from === 'stock',
        wrong: [{ when: (a) => a.type === 'draw' && a.from === 'discard', why: 'wrongPile' }],
        hints: ['drawWhich', 'drawWhere', 'drawMove'],
        solve: () => ({ type: 'draw', from: 'stock' }),
      },
      {
        kind: 'do',
        say: 'look',
        right: (a) => a.type === 'look' && at(a.target, 0, 2),
        wrong: [
          { when: (a) => a.type === 'look' && a.target.slot < 2, why: 'wrongSeen' },
          { when: (a) => a.type === 'discard', why: 'wrongDiscard' },
        ],
        hints: ['lookWhich', 'lookWhere', 'lookMove'],
        solve: () => ({ type: 'look', target: { seat: 0, slot: 2 } }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'stock' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'look', target: { seat: 1, slot: 2 } }) },
      {
        kind: 'do',
        say: 'again',
        right: (a) => a.type === 'draw' && a.from === 'stock',
        hints: ['againWhich', 'againWhere', 'againMove'],
        solve: () => ({ type: 'draw', from: 'stock' }),
      },
      {
        kind: 'do',
        say: 'swap',
        right: (a) => a.type === 'swap' && [a.a, a.b].some((r) => at(r, 0, 2)) && [a.a, a.b].some((r) => r.seat === 1),
        wrong: [
          { when: (a) => a.type === 'replace' && a.slot === 2, why: 'wrongKeep' },
          { when: (a) => a.type === 'swap' && a.a.seat === 0 && a.b.seat === 0, why: 'wrongOwn' },
          { when: (a) => a.type === 'discard', why: 'wrongWaste' },
        ],
        hints: ['swapWhich', 'swapWhere', 'swapMove'],
        solve: () => ({ type: 'swap', a: { seat: 0, slot: 2 }, b: { seat: 1, slot: 3 } }),
      },
      { kind: 'read', say: 'others' },
    ],
  },
  // Seed four-down-match-41. The learner's row: A♠ 10♠ (seen) 6♦ 5♦ (unseen); no other 10 on the
  // table. The stock's top card is the 10♥, and under it the K♠ (a wrong match's penalty card).
  {
    id: 'match',
    seats: 2,
    config: { seats: 2, target: 100, dealer: 1 },
    seed: 'four-down-match-41',
    steps: [
      { kind: 'read', say: 'rule' },
      {
        kind: 'do',
        say: 'draw',
        right: (a) => a.type === 'draw' && a.from === 'stock',
        hints: ['drawWhich', 'drawWhere', 'drawMove'],
        solve: () => ({ type: 'draw', from: 'stock' }),
      },
      {
        kind: 'do',
        say: 'match',
        right: (a) => a.type === 'match' && at(a.target, 0, 1),
        wrong: [
          { when: (a) => a.type === 'replace' && a.slot === 1, why: 'wrongReplace' },
          { when: (a) => a.type === 'match' && !at(a.target, 0, 1), why: 'wrongMiss' },
        ],
        hints: ['matchWhich', 'matchWhere', 'matchMove'],
        solve: () => ({ type: 'match', target: { seat: 0, slot: 1 } }),
      },
      { kind: 'read', say: 'empty' },
    ],
  },
  // Seed four-down-give-18604. The learner's row: Q♥ 2♠ (seen) 2♦ A♣ (unseen); the other row
  // 10♠ 10♥ 6♠ 2♣. Stock: 9♠ (the learner's), J♣ (the computer player's, discarded), 10♦ (the
  // learner's, a match for the 10♠ the 9♠ showed them).
  {
    id: 'give',
    seats: 2,
    config: { seats: 2, target: 100, dealer: 1 },
    seed: 'four-down-give-18604',
    steps: [
      {
        kind: 'do',
        say: 'draw',
        right: (a) => a.type === 'draw' && a.from === 'stock',
        hints: ['drawWhich', 'drawWhere', 'drawMove'],
        solve: () => ({ type: 'draw', from: 'stock' }),
      },
      {
        kind: 'do',
        say: 'look',
        right: (a) => a.type === 'look' && at(a.target, 1, 0),
        wrong: [{ when: (a) => a.type === 'discard', why: 'wrongDiscard' }],
        hints: ['lookWhich', 'lookWhere', 'lookMove'],
        solve: () => ({ type: 'look', target: { seat: 1, slot: 0 } }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'stock' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'discard' }) },
      {
        kind: 'do',
        say: 'draw2',
        right: (a) => a.type === 'draw' && a.from === 'stock',
        hints: ['draw2Which', 'draw2Where', 'draw2Move'],
        solve: () => ({ type: 'draw', from: 'stock' }),
      },
      {
        kind: 'do',
        say: 'match',
        right: (a) => a.type === 'match' && at(a.target, 1, 0),
        wrong: [
          { when: (a) => a.type === 'replace' && a.slot === 0, why: 'wrongReplace' },
          { when: (a) => a.type === 'match' && a.target.seat === 0, why: 'wrongOwn' },
        ],
        hints: ['matchWhich', 'matchWhere', 'matchMove'],
        solve: () => ({ type: 'match', target: { seat: 1, slot: 0 } }),
      },
      {
        kind: 'do',
        say: 'give',
        right: (a) => a.type === 'handOver' && a.slot === 0,
        wrong: [
          { when: (a) => a.type === 'handOver' && a.slot === 1, why: 'wrongLow' },
          { when: (a) => a.type === 'handOver' && a.slot >= 2, why: 'wrongUnseen' },
        ],
        hints: ['giveWhich', 'giveWhere', 'giveMove'],
        solve: () => ({ type: 'handOver', slot: 0 }),
      },
      { kind: 'read', say: 'done' },
    ],
  },
  // Seed four-down-call-14610. The learner's row: A♣ 2♥ (seen) 4♥ 5♠ (unseen); the other row
  // K♣ 7♣ 2♦ A♦. Pile: A♥. The computer player draws the 3♣ into its card 4, throwing out the A♦;
  // then draws the 10♠ and discards it; after the learner's call it draws the Q♦ and keeps it in
  // place of its K♣. The round ends 5 to 24.
  {
    id: 'call',
    seats: 2,
    config: { seats: 2, target: 100, dealer: 1 },
    seed: 'four-down-call-14610',
    steps: [
      {
        kind: 'do',
        say: 'take',
        right: (a) => a.type === 'draw' && a.from === 'discard',
        hints: ['takeWhich', 'takeWhere', 'takeMove'],
        solve: () => ({ type: 'draw', from: 'discard' }),
      },
      {
        kind: 'do',
        say: 'three',
        right: (a) => a.type === 'replace' && a.slot === 2,
        wrong: [{ when: (a) => a.type === 'replace' && a.slot < 2, why: 'wrongKnown' }],
        hints: ['threeWhich', 'threeWhere', 'threeMove'],
        solve: () => ({ type: 'replace', slot: 2 }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'stock' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'replace', slot: 3 }) },
      {
        kind: 'do',
        say: 'take2',
        right: (a) => a.type === 'draw' && a.from === 'discard',
        hints: ['take2Which', 'take2Where', 'take2Move'],
        solve: () => ({ type: 'draw', from: 'discard' }),
      },
      {
        kind: 'do',
        say: 'four',
        right: (a) => a.type === 'replace' && a.slot === 3,
        hints: ['fourWhich', 'fourWhere', 'fourMove'],
        solve: () => ({ type: 'replace', slot: 3 }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'stock' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'discard' }) },
      {
        kind: 'do',
        say: 'call',
        right: (a) => a.type === 'call',
        wrong: [{ when: (a) => a.type === 'draw' && a.from === 'stock', why: 'wrongDraw' }],
        hints: ['callWhich', 'callWhere', 'callMove'],
        solve: () => ({ type: 'call' }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'draw', from: 'stock' }) },
      { kind: 'bot', seat: 1, act: () => ({ type: 'replace', slot: 0 }) },
      { kind: 'read', say: 'counted' },
    ],
  },
  // Seed four-down-score-28077, a short match to 30. The learner's row: J♠ 6♣ (seen) 6♥ 3♠
  // (unseen); the other row 3♥ 7♠ 4♥ K♦ (14), and the computer player calls at once. Pile: 2♥.
  // Stock: 6♠, a match for the learner's 6♣. The round ends 11 to 14, and the match plays on.
  {
    id: 'score',
    seats: 2,
    config: { seats: 2, target: 30, dealer: 1 },
    seed: 'four-down-score-28077',
    free: true,
    steps: [
      {
        kind: 'do',
        say: 'take',
        right: (a) => a.type === 'draw' && a.from === 'discard',
        hints: ['takeWhich', 'takeWhere', 'takeMove'],
        solve: () => ({ type: 'draw', from: 'discard' }),
      },
      {
        kind: 'do',
        say: 'keep',
        right: (a) => a.type === 'replace' && a.slot === 0,
        hints: ['keepWhich', 'keepWhere', 'keepMove'],
        solve: () => ({ type: 'replace', slot: 0 }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'call' }) },
      {
        kind: 'do',
        say: 'last',
        right: (a) => a.type === 'draw' && a.from === 'stock',
        hints: ['lastWhich', 'lastWhere', 'lastMove'],
        solve: () => ({ type: 'draw', from: 'stock' }),
      },
      {
        kind: 'do',
        say: 'match',
        right: (a) => a.type === 'match' && at(a.target, 0, 1),
        wrong: [{ when: (a) => a.type === 'discard', why: 'wrongDiscard' }],
        hints: ['matchWhich', 'matchWhere', 'matchMove'],
        solve: () => ({ type: 'match', target: { seat: 0, slot: 1 } }),
      },
      { kind: 'read', say: 'scores' },
    ],
  },
]
