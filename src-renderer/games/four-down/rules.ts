import type { RulesPage } from '../game-ui'

export const rules: RulesPage = {
  summary:
    'Each player keeps a row of four face-down cards and tries to make it worth as little as possible, round after round. Once anyone’s running score reaches 100, that round is the last, and the lowest score wins the match.',
  sections: [
    {
      heading: 'What you need',
      blocks: [
        'Two to four players and a standard 52-card deck. Computer players can take any seats you don’t fill.',
        'Card values (low is good):',
        {
          list: [
            'Ace: 1',
            '2 to 10: the number on the card',
            'Jack: 11, Queen: 12, King: 13',
            'King of diamonds: 0, the best card in the deck',
            'An empty slot: 0',
          ],
        },
      ],
    },
    {
      heading: 'The aim',
      blocks: [
        'Keep your row’s total low every round. Round totals add up to a running score, and the least wins. Four Down belongs to the Golf family of four-card games; ours follows Cabo.',
      ],
    },
    {
      heading: 'Setting up',
      blocks: [
        'Everyone gets four cards face down in a row leading away from them: slot 1 nearest, slot 4 furthest.',
        'Before play, you see your slots 1 and 2 once, for a few seconds. Remember them.',
        'One card is turned up to start the discard pile; the rest is the stock. The player after the dealer starts, and the deal moves round each round.',
      ],
    },
    {
      heading: 'A turn',
      blocks: [
        'Take exactly one card, from the stock or from the top of the discard pile.',
        'A discard-pile card must replace one of your cards; the replaced card goes face up on the pile.',
        'A stock card is seen by you alone. Then either:',
        {
          list: [
            'put it in your row, replacing a card (which goes face up on the pile),',
            'discard it,',
            'use its power, then discard it, or',
            'try a match with it (below).',
          ],
        },
        'Instead of drawing, you may call (see Ending a round).',
      ],
    },
    {
      heading: 'Powers',
      blocks: [
        'Only a card just drawn from the stock has a power.',
        {
          list: [
            '7 or 8: look at one of your own cards.',
            '9 or 10: look at one card of another player.',
            'Jack or queen: swap any two cards on the table, yours or anyone else’s, without seeing them.',
          ],
        },
        'Everyone sees which cards were looked at or moved. Only the player looking sees the face.',
      ],
    },
    {
      heading: 'Matching',
      blocks: [
        'Choose a face-down card anywhere on the table, yours or another player’s, and claim it is the same rank as the card you just drew from the stock. Kings count as one rank for this, so the 0-point king of diamonds and the 13-point kings pair up.',
        'A correct claim sends both cards to the discard pile and that slot stays empty for the rest of the round.',
        {
          list: [
            'Your own card: your row is a card lighter.',
            'Another player’s card: move one of your cards into their gap, face down and unseen by both of you. Your slot becomes the empty one.',
          ],
        },
        'If the claim is wrong, the card you named is shown to everyone and put back, your drawn card is discarded, and you take an unseen penalty card from the stock into a new slot (none if the stock is empty).',
      ],
    },
    {
      heading: 'Ending a round',
      blocks: [
        'A round ends in one of three ways:',
        {
          list: [
            'Someone calls, instead of drawing. Every other player then takes one more turn.',
            'A player’s row is emptied by a match. The round stops immediately.',
            'The stock runs out. The round ends when that turn is over; the discard pile is never reshuffled.',
          ],
        },
        'There is no reward for calling and no punishment for calling wrongly, beyond the extra turns it gives everyone else.',
      ],
    },
    {
      heading: 'Scoring and winning',
      blocks: [
        'At round end all rows are turned up and totalled; empty slots score nothing. Each total joins your running score.',
        'The match ends after the round in which anyone reaches 100. Reaching 100 does not win: the lowest running score wins. Players level on the lowest score draw with each other.',
        'Level points: a win earns 22, a draw 8 and a loss 3. A two-player match counts for the rated ladder; matches with three or four players earn points and stats only. Win five matches to earn the Four Down badge.',
      ],
    },
    {
      heading: 'In this app',
      blocks: [
        'Play at one computer, or let players join from their own phones on the same network (Settings → Phones): a phone shows its player’s own cards and buttons while the computer shows the table. When several people share the computer’s screen, anything private (your opening look, a stock card, a power’s look) appears only after a hand-over screen naming you. The others look away, you dismiss it, and a timed look turns back over by itself. Against computer players alone, no hand-over is needed.',
        'Others see only that you drew, and from which pile. Click a pile to draw; the actions for your card appear below the table, with a power button only when the card has one. Choosing Match and then a card claims at once, without confirmation. Call sits by the stock until you draw.',
      ],
    },
    {
      heading: 'Tips',
      blocks: [
        'An empty slot scores 0 for the rest of the round, so getting rid of a card by matching is usually worth more than trading it for a lower one.',
        'A call gives every opponent one more turn, and any of them could use a jack or queen on your row. Call when your lead can survive that.',
        'A wrong guess reveals a card to the whole table. When in doubt, tuck the drawn card into your row instead.',
        'Keep an eye on looks. A player who looks at a card and then replaces it has just told you something about that card.',
        'Hold on to the king of diamonds, and remember that any king you draw can be matched against a king on the table.',
      ],
    },
  ],
}
