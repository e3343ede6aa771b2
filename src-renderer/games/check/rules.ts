import type { RulesPage } from '../game-ui'

export const rules: RulesPage = {
  summary:
    'A memory game with four hidden cards each: swap, match and discard your way down, then reveal. The lowest total at the end of the round wins.',
  sections: [
    {
      heading: 'What you need',
      blocks: [
        'Two to six players and one 52-card deck without jokers. Computer players can fill any seats you don’t have people for.',
        'Card values:',
        {
          list: [
            'Ace: −1 (the only card that lowers your total)',
            '2 to 10: the number on the card',
            'Jack: 11, Queen: 12, King: 13',
          ],
        },
        'Jacks, queens and kings are also special cards with an ability (see Abilities).',
      ],
    },
    {
      heading: 'The aim',
      blocks: [
        'Finish the round with the lowest total. You see your cards only briefly, so memory counts: swap out heavy cards, match cards away, and call Check when you think you are ahead.',
      ],
    },
    {
      heading: 'Setting up',
      blocks: [
        'Everyone is dealt four cards face down in a 2×2 grid. The rest of the deck is the draw pile; the discard pile starts out empty.',
        'Your bottom two cards are then shown to you, once, for a few seconds. Learn them. The first player must draw from the draw pile, since the discard pile is empty.',
      ],
    },
    {
      heading: 'A turn',
      blocks: [
        'On your turn you draw one card, from one of two places:',
        {
          list: [
            'From the draw pile. Only you see the card. Either tuck it into your grid in place of one of your cards (the card you take out goes face up on the discard pile), or discard the drawn card itself.',
            'The top card of the discard pile. You must tuck it into your grid; the card it replaces goes onto the discard pile.',
          ],
        },
        'Either way a card lands on the discard pile and opens the matching window. Once it closes and abilities are done, play passes on.',
      ],
    },
    {
      heading: 'The matching window',
      blocks: [
        'As soon as a turn’s card lands on the discard pile, everyone who isn’t locked, including the player who just discarded, may throw one card of the same rank from their own grid onto it.',
        {
          list: [
            'The window stays open for 5 seconds by default (a setting, from 3 to 10 seconds).',
            'The first correct card wins. The app’s clock decides who was first.',
            'A correct match removes your card, closes the window and seals the discard pile until the next turn starts.',
            'A wrong card goes back face down and you draw a penalty card face down into a new slot. You may try again with a different card.',
            'Passing is final for this window.',
            'The window closes on a correct match, when everyone eligible has passed, or when time runs out.',
            'A card thrown as a match does not open a new window.',
          ],
        },
        {
          tip: 'If a match leaves your grid empty, that counts as calling Check.',
        },
      ],
    },
    {
      heading: 'Abilities',
      blocks: [
        'A king, queen or jack acts only when it leaves its owner’s grid for the discard pile, by being replaced or by being matched. One you draw and discard at once, or tuck in, does nothing.',
        {
          list: [
            'King: look at up to two cards, then you may swap any two cards.',
            'Queen: look at one card, then you may swap any two cards.',
            'Jack: you may swap any two cards.',
          ],
        },
        'Looks and swaps are optional. The whole table sees which positions you look at, but the faces are shown to you alone. Cards of a locked player can’t be looked at or swapped.',
        'Abilities wait until the matching window closes, then resolve newest first: a king matched onto a king acts before the one beneath it. An ability whose owner is locked by then is lost.',
      ],
    },
    {
      heading: 'Calling Check',
      blocks: [
        'At the start of your turn, before you draw, you may call Check, as long as nothing is waiting to resolve and no one has called it already.',
        'From then on you are locked: you take no further turns, you can’t throw matches, and abilities can’t touch your cards. Every other active player takes exactly one final turn under the full rules, then all hands are turned up and scored.',
        'A player whose grid is emptied by a match calls Check automatically, or is simply locked if a Check is already under way.',
      ],
    },
    {
      heading: 'Penalties and running out of cards',
      blocks: [
        'Reach eight cards and you are disqualified: locked, unable to win, but your hand is still scored. If fewer than two players remain active and no Check is under way, the round ends.',
        'An empty draw pile is rebuilt by shuffling everything under the top discard. If a required draw still can’t be made, the game ends at once and hands score as they lie.',
      ],
    },
    {
      heading: 'Scoring and winning',
      blocks: [
        'Add up each hand using the values above, aces still −1. The lowest total among players who were not disqualified wins; tied players share the win. A game is a single round.',
      ],
    },
    {
      heading: 'In this app',
      blocks: [
        'The game is played at one computer. With several people playing, anything private (your opening look, a drawn card, an ability’s look) appears only after a hand-over screen naming you. Once the others look away, dismiss it; the card turns back over by itself.',
        'Alone against computer players, no hand-over is needed. Computer players know only what they have been shown.',
      ],
    },
    {
      heading: 'Tips',
      blocks: [
        'Your opening two cards are the only free information you get. Memorise them.',
        'Watch which positions others look at: a card replaced right after a look was probably bad.',
        'Keep aces. At −1 they are the best cards in the game.',
        'A wrong throw adds a penalty card to your grid, so throw only when you are sure.',
      ],
    },
  ],
}
