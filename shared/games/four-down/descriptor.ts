import { defineGame } from '../descriptor'

/** Four Down (FD-1, FD-7, FD-8): two to four, a match to 100 points unless the lobby shortens it. */
export const fourDownDescriptor = defineGame({
  id: 'four-down',
  title: 'Four Down',
  seats: { min: 2, max: 4, start: 3 },
  levels: ['easy', 'normal', 'hard', 'expert'],
  options: {
    target: {
      kind: 'number',
      min: 10,
      max: 500,
      default: 100,
      lobby: { value: 30 },
    },
  },
  levelPoints: { win: 22, draw: 8, loss: 3 },
  // A card is worth 0–13 points, so a blunder gives away most of one.
  verdict: { measure: 'points', scale: { inaccuracy: 2, mistake: 4, blunder: 8 } },
})
