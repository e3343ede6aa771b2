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
  optionsTitle: 'Bidding game',
  options: {
    side: {
      kind: 'choice',
      label: 'Side',
      choices: [
        { value: 'fifteen', label: 'Fifteen (colours)' },
        { value: 'chess', label: 'Chess (pieces)' },
      ],
      default: 'fifteen',
    },
    // CM-12: a blitz deck keeps only the 1-point or only the 2-point cards.
    deck: {
      kind: 'choice',
      label: 'Deck',
      choices: [
        { value: 'all', label: 'All cards' },
        { value: 'one-point', label: 'Blitz: 1-point cards (faster)' },
        { value: 'two-point', label: 'Blitz: 2-point cards (harder)' },
      ],
      default: 'all',
    },
    // CM-10: a short game of N cards; by default the whole deck (28 cards, CM-7).
    cards: {
      kind: 'number',
      label: 'Cards',
      min: 1,
      max: 28,
      default: null,
      lobby: { label: 'Short game of', value: 5, editable: true, unit: 'cards' },
    },
  },
  levelPoints: { win: 14, draw: 5, loss: 2 },
})
