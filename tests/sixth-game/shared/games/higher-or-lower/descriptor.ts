import { defineGame } from '../../../../../shared/games/descriptor'

/** Higher or Lower, the test's sixth game: two to four players, one private card each, no expert. */
export const higherOrLowerDescriptor = defineGame({
  id: 'higher-or-lower',
  title: 'Higher or Lower',
  seats: { min: 2, max: 4, start: 2 },
  levels: ['easy', 'normal', 'hard'],
  options: {
    rounds: {
      kind: 'number',
      min: 1,
      max: 5,
      default: 3,
      lobby: { value: 1 },
    },
  },
  levelPoints: { win: 4, draw: 2, loss: 1 },
})
