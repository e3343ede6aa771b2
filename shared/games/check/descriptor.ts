import { defineGame } from '../descriptor'

/** Check! (CK-1): two to six at one table; the matching window's length is a setting, not a lobby choice. */
export const checkDescriptor = defineGame({
  id: 'check',
  title: 'Check!',
  seats: { min: 2, max: 6, start: 3 },
  levels: ['easy', 'normal', 'hard', 'expert'],
  options: {},
  levelPoints: { win: 6, draw: 2, loss: 1 },
  // 0.05 of a win is about the least a verdict tells from noise at the expert's budget.
  verdict: { measure: 'win', scale: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } },
})
