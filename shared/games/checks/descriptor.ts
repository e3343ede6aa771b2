import { defineGame } from '../descriptor'

/** Checks (CS-1): exactly two players. */
export const checksDescriptor = defineGame({
  id: 'checks',
  title: 'Checks',
  seats: { min: 2, max: 2, start: 2 },
  levels: ['easy', 'normal', 'hard', 'expert'],
  options: {},
  levelPoints: { win: 6, draw: 2, loss: 1 },
  // 0.05 of a win is about the least a verdict tells from noise at the expert's budget.
  verdict: { measure: 'win', scale: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } },
})
