import { defineGame } from '../games/descriptor'

/**
 * Check Mates: a puzzle played alone against the stopwatch (CM-11, its own screens) and, at the
 * shared table, the bidding game (CM-8 … CM-10) for two to six. Nothing at the bidding table is
 * hidden, so there is no expert to search over unseen cards: the levels stop at hard.
 */
export const checkmatesDescriptor = defineGame({
  id: 'checkmates',
  title: 'Check Mates',
  seats: { min: 2, max: 6, start: 3 },
  solo: true,
  levels: ['easy', 'normal', 'hard'],
  optionsTitle: true,
  options: {
    side: {
      kind: 'choice',
      choices: [{ value: 'fifteen' }, { value: 'chess' }],
      default: 'fifteen',
    },
    // CM-12: a blitz deck keeps only the 1-point or only the 2-point cards.
    deck: {
      kind: 'choice',
      choices: [{ value: 'all' }, { value: 'one-point' }, { value: 'two-point' }],
      default: 'all',
    },
    // CM-10: a short game of N cards; by default the whole deck (28 cards, CM-7).
    cards: {
      kind: 'number',
      min: 1,
      max: 28,
      default: null,
      lobby: { value: 5, editable: true, unit: true },
    },
  },
  levelPoints: { win: 14, draw: 5, loss: 2 },
})
