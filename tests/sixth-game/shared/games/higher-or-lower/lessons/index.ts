import type { Lesson } from '../../../../../../shared/games/lesson'
import type { HolAction, HolState } from '../engine'

/**
 * The sixth game's lessons: files in its own folder, listed by its module, and nothing else
 * anywhere (issue 32). The first is dealt a king (seed `hol-6`): nothing turns up higher.
 */
export const higherOrLowerLessons: Lesson<HolState, HolAction>[] = [
  {
    id: 'guess',
    seats: 2,
    config: { seats: 2, rounds: 1 },
    seed: 'hol-6',
    steps: [
      { kind: 'read', say: 'card' },
      {
        kind: 'do',
        say: 'lower',
        right: (a) => a.type === 'guess' && !a.higher,
        wrong: [{ when: (a) => a.type === 'guess' && a.higher, why: 'noHigher' }],
        hints: ['hintCard', 'hintRank', 'hintMove'],
        solve: () => ({ type: 'guess', higher: false }),
      },
      { kind: 'bot', seat: 1, act: () => ({ type: 'guess', higher: true }) },
    ],
  },
  {
    id: 'play',
    seats: 2,
    config: { seats: 2, rounds: 2 },
    seed: 'hol-6',
    free: true,
    steps: [
      {
        kind: 'do',
        say: 'lower',
        right: (a) => a.type === 'guess' && !a.higher,
        hints: ['hintCard', 'hintRank', 'hintMove'],
        solve: () => ({ type: 'guess', higher: false }),
      },
    ],
  },
]
