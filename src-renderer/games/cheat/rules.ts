import type { RulesPage } from '../game-ui'

export const rules: RulesPage = {
  summary:
    'Play cards face down and say what they are, truthfully or not. Anyone can call “Cheat!” on a claim. The first player to get rid of every card wins.',
  sections: [
    {
      heading: 'What you need',
      blocks: [
        'Three to six players and one 52-card deck without jokers. Computer players can fill any empty seats.',
        'Only ranks matter: suits are ignored and no card is worth points.',
        'Cheat is a family of bluffing games known by many names, such as I Doubt It. We play the English version where the rank moves up after every play, challenged or not.',
      ],
    },
    {
      heading: 'The aim',
      blocks: [
        'Be the first to empty your hand, and have that last play stand.',
      ],
    },
    {
      heading: 'Setting up',
      blocks: [
        'A dealer is picked at random for the first game; after that, the deal passes one seat to the left each game. The whole deck is dealt out, one card at a time, so some hands may have one card more than others.',
        'The centre pile starts empty, and there is no stock to draw from.',
        'The player to the dealer’s left opens, and the first rank to announce is ace. After that the ranks climb in order: A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, then back to A.',
      ],
    },
    {
      heading: 'A turn',
      blocks: [
        'Place one to four cards face down on the centre pile and announce how many there are, together with the rank it is your turn to play, for example “three 9s”.',
        {
          list: [
            'The cards themselves may be anything: that is the bluff.',
            'The number is always true. In the app you pick the cards and the count is announced for you.',
            'You may not pass. If you have none of the required rank, you have to bluff.',
          ],
        },
        'Play moves clockwise. The next player must announce the next rank up, whatever happened on the turn before.',
      ],
    },
    {
      heading: 'Calling Cheat',
      blocks: [
        'After a claim, any other player may call “Cheat!” until the next player puts cards down. In the app this challenge window lasts 5 seconds, or 3 if you choose the quick call window in the settings. It closes early once every other player has answered: called, or said “no call” with Accept.',
        'Only the group of cards just played is turned over; older cards in the pile stay hidden.',
        {
          list: [
            'If any of those cards is not of the announced rank, the claimant was lying and takes the whole pile into their hand.',
            'If every card is as announced, the challenger takes the whole pile.',
          ],
        },
        'If several players call at the same moment, the call belongs to whoever is first going clockwise from the claimant.',
        'Either way, play continues with the claimant’s left-hand neighbour, who announces the next rank. A challenge never sends the rank back to ace.',
        {
          tip: 'Example: 7s are due and the pile holds 5 cards. Ana plays two cards and says “two 7s”, but one is a king. Ben calls Cheat, the king shows, and Ana picks up all 7 cards. Ben plays next and must announce 8s.',
        },
      ],
    },
    {
      heading: 'Scoring and winning',
      blocks: [
        'When a player plays their last cards, the game does not end yet. Every other player must either call Cheat or accept the play.',
        {
          list: [
            'If the play is accepted by everyone, or challenged and found true, that player wins.',
            'If it is challenged and found false, they take the pile and the game goes on.',
          ],
        },
        'There are no points and no draws: one player wins each game.',
      ],
    },
    {
      heading: 'In this app',
      blocks: [
        'Play at one computer, or let players join from their own phones on the same network (Settings → Phones), each phone showing only its player’s hand. When more than one person shares the computer’s screen, your hand is shown only after a hand-over screen with your name on it, so the others can look away first. When the private step is done, the screen goes back to the shared table view.',
        'With one person and computer players, there is no hand-over screen. Computer players see only what a player at their seat would see.',
      ],
    },
    {
      heading: 'Tips',
      blocks: [
        'Work out which ranks will fall to you. With four players you announce every fourth rank, so you know well ahead which cards are worth holding back.',
        'Modest claims draw fewer challenges. “Two 5s” sounds ordinary; “four 5s” invites a call.',
        'Keep track of what you have seen: if you hold three queens, anyone claiming two queens must be lying.',
        'A big pile is a big risk for whoever is wrong. Challenge more carefully as it grows.',
      ],
    },
  ],
}
