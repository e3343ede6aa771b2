import type { RulesPage } from '../game-ui'

export const rules: RulesPage = {
  summary:
    'A two-player capturing game: make the value of your three-card fan equal a target card and take the whole pile. Whoever captures the most cards wins.',
  sections: [
    {
      heading: 'What you need',
      blocks: [
        'Two players and one 52-card deck. A computer player can take the other seat. Checks was designed by James Yates.',
        'Card values:',
        {
          list: [
            'Ace: 1',
            '2 to 9: the number on the card',
            '10: 10',
            'Jack, queen and king: 0',
          ],
        },
      ],
    },
    {
      heading: 'The aim',
      blocks: [
        'Capture as many cards as you can. You capture a target pile when your fan is worth exactly what the pile’s top card is worth, and every card you capture is a point.',
      ],
    },
    {
      heading: 'Setting up',
      blocks: [
        'Each player draws a card; the higher card deals. The dealer gives each player six fans of three cards, face down, in a line in front of them. Then six target cards are dealt face up in a row between you. The leftover cards are the draw pile.',
        'The non-dealer plays first.',
      ],
    },
    {
      heading: 'The value of a fan',
      blocks: [
        'You always play with one fan at a time: your active fan is the leftmost one you have not used yet. Only you can see it.',
        'Add up the cards still in the fan. A total from 0 to 10 is the value. If the total is 11 or more, only its last digit counts:',
        {
          list: [
            '7 + 3 = 10 → 10 (10 stays 10)',
            '9 + 6 = 15 → 5',
            '10 + 10 = 20 → 0',
            'Q + 8 + 2 = 10 → 10',
          ],
        },
        'A target pile is worth the value of its top card.',
      ],
    },
    {
      heading: 'A turn',
      blocks: [
        'On your turn, do one of these two things with your active fan:',
        {
          list: [
            'Claim: if the fan’s value equals the top card of a target pile, take that whole pile together with every card left in your fan. Put them aside as your captures. If the draw pile has cards, its top card fills the gap in the row; if not, the row simply gets shorter.',
            'Build: put one card from your fan face up on any target pile. It becomes that pile’s new top card, and your fan is now worth whatever its remaining cards add up to.',
          ],
        },
        'You never have to claim, even when you could. Building instead can set up a bigger pile for later.',
        'A fan that has been claimed with, or has run out of cards, is replaced at once by your next fan.',
      ],
    },
    {
      heading: 'Scoring and winning',
      blocks: [
        'The game ends once both players have used all six fans. Every captured card is worth 1 point, whatever its rank. Cards still in the target row score for nobody.',
        'The player with more points wins. Equal points is a draw.',
      ],
    },
    {
      heading: 'In this app',
      blocks: [
        'Both players sit at one computer. Against a computer player your fan is simply shown to you. When two people play, your active fan appears only after a hand-over screen naming you, so your opponent can look away first; afterwards the screen returns to the shared table.',
        'A computer player sees only its own fan and the face-up cards, exactly as you do.',
      ],
    },
    {
      heading: 'Tips',
      blocks: [
        'A pile of several cards is worth far more than a single target. Sometimes feeding a pile now, and claiming it later, beats an easy capture.',
        'Each card you build with changes both a pile’s top and your own fan’s value. Pick the card that leaves your fan matching something.',
        'Face cards are worth 0: a fan of J, Q, K, or a total of 20, claims any face card on top of a pile.',
        'Remember what your opponent builds with. A card they place on a pile hints at what is left in their fan.',
      ],
    },
  ],
}
