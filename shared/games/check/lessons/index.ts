import type { Lesson } from '../../lesson'
import type { CheckAction, CheckState } from '../types'

/**
 * Check!'s lessons (issue 32), in the order of its lesson map. Each is dealt by its seed; the
 * comment above it says what that deal holds, and `shared/games/lessons.test.ts` plays every
 * lesson through by its `solve` moves, so a changed deal fails there first.
 */
export const checkLessons: Lesson<CheckState, CheckAction>[] = [
  // Seed check-look-541, two seats, the learner starts. Their grid: 7♦ 4♣ on top (unseen), 3♠ 9♠
  // below (the opening look); the pile's top card is the A♥ (−1). The other seat holds no 9.
  {
    id: 'look',
    seats: 2,
    config: { seats: 2, windowMs: 5000 },
    seed: 'check-look-541',
    steps: [
      { kind: 'read', say: 'cards' },
      {
        kind: 'do',
        say: 'draw',
        right: (a) => a.type === 'draw' && a.from === 'pile',
        hints: ['drawWhich', 'drawWhere', 'drawMove'],
        solve: () => ({ type: 'draw', from: 'pile' }),
      },
      {
        kind: 'do',
        say: 'keep',
        right: (a) => a.type === 'tuck' && a.slot === 3,
        wrong: [
          { when: (a) => a.type === 'discard', why: 'wrongDiscard' },
          { when: (a) => a.type === 'tuck' && a.slot === 2, why: 'wrongLow' },
          { when: (a) => a.type === 'tuck' && a.slot < 2, why: 'wrongUnseen' },
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
]
