import type { RulesPage } from '../game-ui'

export const rules: RulesPage = {
  summary:
    'A race to spot the shortest way to slide seven tokens on a 3×3 board into the pattern on a task card. Bid the fewest moves, prove it, and finish with the most points.',
  sections: [
    {
      heading: 'What you need',
      blocks: [
        'The app supplies a 3×3 board, seven two-sided tokens and 28 two-sided task cards. Play alone or with others at this computer; computer players can take empty seats.',
        'Tokens and cards each have a Fifteen side and a Chess side. Pick one before the game; it is used throughout.',
        {
          list: [
            'Fifteen tokens: two blue, two red, two green, and one three-coloured wildcard.',
            'Chess tokens: a white rook, knight and queen, a black rook, knight and queen, and a colourless king that acts as the wildcard.',
          ],
        },
      ],
    },
    {
      heading: 'The aim',
      blocks: [
        'Each round a task card is turned up for everybody. Work out in your head the fewest moves that make the board fit it, and bid that number. If your bid stands, prove it: success scores the card, failure costs a point.',
      ],
    },
    {
      heading: 'Setting up',
      blocks: [
        'The tokens are placed at random, leaving two cells empty: the centre and one other random cell. The deck is shuffled face down.',
      ],
    },
    {
      heading: 'Reading a task card',
      blocks: [
        'A card is a 3×3 picture with three to five marked cells. The board fits it when every marked cell holds a token that suits the mark. Unmarked cells don’t matter.',
        'You may turn the card a quarter, half or three-quarter turn (90°, 180° or 270°) before comparing it with the board. Mirroring the card is not allowed, and neither is sliding the picture sideways: its nine cells always sit on the board’s nine cells.',
        {
          list: [
            'Fifteen marks show a colour. The right colour fits, and the wildcard fits any colour.',
            'Chess marks show either a piece (rook, knight or queen, in either colour) or a colour (white or black, any piece). The king fits any mark.',
            'One token fills one marked cell.',
          ],
        },
        'Points: a Fifteen card with three marks is worth 1, with four marks 2. A Chess card shows its value (1 point: three or four marks; 2 points: four or five).',
      ],
    },
    {
      heading: 'Moving tokens',
      blocks: [
        'A move takes one token to an empty cell on the board.',
        'Fifteen side: one step up, down, left or right. No diagonals.',
        'Chess side: each token moves like its piece, but only a short way.',
        {
          list: [
            'Rook: one or two cells in a straight line.',
            'Queen: one or two cells in a straight line or along a diagonal.',
            'King: exactly one cell in any of the eight directions.',
            'Knight: an L shape (two cells one way, one to the side), jumping over anything in between.',
            'A rook or queen cannot pass through an occupied cell.',
          ],
        },
        {
          tip: 'A knight can never stand in the centre: no L-shaped move on a 3×3 board ends in the middle. If a card wants a knight there, only the king can fill that cell.',
        },
      ],
    },
    {
      heading: 'A bidding round',
      blocks: [
        'Once the card is up, each player may bid a number of moves, once per round. Each bid must be lower than the one standing and starts a fresh five-second count. When a count runs out unbeaten, that bidder proves it:',
        {
          list: [
            'Move tokens one at a time. Illegal moves are refused, and there is no undo.',
            'Stop as soon as the board fits, even with moves to spare.',
            'You may concede at any point; that counts as a failed proof.',
          ],
        },
        'The proof succeeds if you used no more moves than you bid and the board fits when you stop. A bid of 0 is checked at once.',
        'If nobody bids within the time limit (two minutes by default), the card is set aside unscored and the app shows a shortest solution.',
        'The board is never reset: the next card starts from wherever the last proof left it, failed or not.',
      ],
    },
    {
      heading: 'Scoring and winning',
      blocks: [
        'A proved card scores its points; a failed proof earns a penalty card worth −1. The game ends when the last card is taken (or choose a shorter deck).',
        'Most points wins. On a tie, fewer penalty cards wins; still level, the victory is shared.',
      ],
    },
    {
      heading: 'In this app',
      blocks: [
        'Bidding at one computer: each player has their own bid keys, shown beside their name, so everyone bids from one keyboard. The app’s clock decides who was first. Computer players bid too. Nothing in Check Mates is secret, so no hand-over screen is needed.',
        'Solo stopwatch: ten random cards from your chosen side. The clock runs from the first card until the tenth is solved; each solved card is spotted automatically and the next one appears. Your time earns one of four tiers, fastest first:',
        {
          list: [
            'Fifteen: under 1½ minutes; 1½ to 2½ minutes; 2½ to 3½ minutes; over 3½ minutes.',
            'Chess: under 2 minutes; 2 to 3½ minutes; 3½ to 5 minutes; over 5 minutes.',
          ],
        },
        'Records: a counted run gets a secret deal, and no hints or bid checker while it is on. Practice runs (hints, or a chosen deal) and quit runs never go on the record.',
        'Blitz decks: in any mode, play with only the 1-point cards for a quicker game, or only the 2-point cards for a tougher one.',
        'Bid checker: playing the physical game? Enter your board and task card, and the app gives the fewest moves needed and one way to do it, to settle a disputed bid.',
      ],
    },
    {
      heading: 'Tips',
      blocks: [
        'Try all four turns of the card before you bid. The quickest fit is often not the way the card happens to face you.',
        'The two empty cells are your working space: track where they end up after each move.',
        'A safe bid that stands beats a daring one that fails: a penalty cancels a whole 1-point card.',
      ],
    },
  ],
}
