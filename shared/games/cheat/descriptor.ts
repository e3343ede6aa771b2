import { defineGame } from '../descriptor'

/** Cheat (CH-1): three to six; the challenge window's length is a setting, not a lobby choice. */
export const cheatDescriptor = defineGame({
  id: 'cheat',
  title: 'Cheat',
  seats: { min: 3, max: 6, start: 4 },
  levels: ['easy', 'normal', 'hard', 'expert'],
  options: {},
  levelPoints: { win: 10, draw: 4, loss: 1 },
  // 0.05 of a win is about the least a verdict tells from noise at the expert's budget.
  verdict: { measure: 'win', scale: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } },
})
