import type { Card } from '../../../cards'
import type { Lesson } from '../../lesson'
import type { ChecksAction, ChecksState } from '../engine'

const claim = (target: number): ChecksAction => ({ type: 'claim', target })
const place = (card: Card, target: number): ChecksAction => ({ type: 'place', card, target })
const isClaim = (a: ChecksAction, target: number) => a.type === 'claim' && a.target === target
const isPlace = (a: ChecksAction, card?: Card) => a.type === 'place' && (card === undefined || a.card === card)

/**
 * Checks' lessons (issue 32), in the order of its lesson map. Piles are numbered from 0 here and
 * from 1 on the table and in the words ("pile 2" is target 1). Each lesson's config names its
 * dealer, so the deal does not turn on the high-card draw: the dealer's opponent starts (CS-1).
 */
export const checksLessons: Lesson<ChecksState, ChecksAction>[] = [
  // Seed checks-fans-270, the learner starts. Their first fan 7♦ 6♦ 2♠ adds up to 15, worth 5
  // (CS-2), and pile 2 is the 5♣; the gap it leaves is filled with the 6♣. Their second fan
  // 6♥ 10♠ K♣ adds up to 16 (the ten counts 10, the king 0), worth 6: the 6♣. The other seat's
  // fan A♥ 7♣ 10♦ (worth 8) matches no pile; it lays the 10♦ on pile 1 (the 2♦).
  {
    id: 'fans',
    seats: 2,
    config: { seats: 2, dealer: 1 },
    seed: 'checks-fans-270',
    steps: [
      { kind: 'read', say: 'fan' },
      {
        kind: 'do',
        say: 'claim',
        right: (a) => isClaim(a, 1),
        wrong: [{ when: (a) => isPlace(a), why: 'wrongPlace' }],
        hints: ['claimWhich', 'claimWhere', 'claimMove'],
        solve: () => claim(1),
      },
      { kind: 'bot', seat: 1, act: () => place('TD', 0) },
      {
        kind: 'do',
        say: 'next',
        right: (a) => isClaim(a, 1),
        wrong: [{ when: (a) => isPlace(a), why: 'wrongNext' }],
        hints: ['nextWhich', 'nextWhere', 'nextMove'],
        solve: () => claim(1),
      },
      { kind: 'read', say: 'learned' },
    ],
  },
  // Seed checks-targets-2, the learner starts. Their fan J♦ 3♣ 7♠ is worth 10 and no pile is
  // (6♠ 8♠ 9♣ Q♦ 3♠ K♥). Laid out, the 7♠ leaves J♦ 3♣, worth 3: the 3♠ on pile 5. Laying the
  // 3♣ leaves 7 and laying the J♦ leaves 10, worth nothing on the row. The other seat's fan
  // 7♥ 9♥ 4♥ adds up to 20, worth 0: it claims the first pile with a court card on top.
  {
    id: 'targets',
    seats: 2,
    config: { seats: 2, dealer: 1 },
    seed: 'checks-targets-2',
    steps: [
      {
        kind: 'do',
        say: 'lay',
        right: (a) => isPlace(a, '7S') && a.target !== 4,
        wrong: [
          { when: (a) => isPlace(a, '7S') && a.target === 4, why: 'wrongCover' },
          { when: (a) => isPlace(a, '3C'), why: 'wrongThree' },
          { when: (a) => isPlace(a, 'JD'), why: 'wrongJack' },
        ],
        hints: ['layWhich', 'layWhere', 'layMove'],
        solve: () => place('7S', 0),
      },
      {
        kind: 'bot',
        seat: 1,
        act: (s) => claim(s.targets.findIndex((p) => p.length > 0 && ['J', 'Q', 'K'].includes(p[p.length - 1]![0]!))),
      },
      {
        kind: 'do',
        say: 'take',
        right: (a) => isClaim(a, 4),
        wrong: [{ when: (a) => isPlace(a), why: 'wrongTake' }],
        hints: ['takeWhich', 'takeWhere', 'takeMove'],
        solve: () => claim(4),
      },
      { kind: 'read', say: 'learned' },
    ],
  },
  // Seed checks-capturing-5447, the other seat starts. Its fan 10♠ 7♦ 4♥ (worth 1) matches no
  // pile; it lays the 7♦ on pile 1 (the 9♣), a pile of two worth 7. The learner's fan 5♦ J♦ 2♥
  // is worth 7: pile 1 (two cards) or pile 2 (the 7♥ alone). It then lays the 10♠ on the 7♥.
  // The learner's second fan 9♥ 7♠ 6♦ is worth 2 and no pile is; without the 6♦ it is worth 6,
  // so the 6♦ laid on pile 2 (7♥ 10♠) makes a pile of three worth what the fan is. Pile 5, the
  // 6♣ alone, is worth 6 too. The other seat lays its last card, the 4♥, on pile 1.
  {
    id: 'capturing',
    seats: 2,
    config: { seats: 2, dealer: 0 },
    seed: 'checks-capturing-5447',
    steps: [
      { kind: 'bot', seat: 1, act: () => place('7D', 0) },
      {
        kind: 'do',
        say: 'pile',
        right: (a) => isClaim(a, 0),
        wrong: [{ when: (a) => isClaim(a, 1), why: 'wrongLone' }],
        hints: ['pileWhich', 'pileWhere', 'pileMove'],
        solve: () => claim(0),
      },
      { kind: 'bot', seat: 1, act: () => place('TS', 1) },
      {
        kind: 'do',
        say: 'build',
        right: (a) => isPlace(a, '6D') && a.target === 1,
        wrong: [
          { when: (a) => isPlace(a, '6D') && a.target !== 1, why: 'wrongSmall' },
          { when: (a) => isPlace(a, '7S'), why: 'wrongSeven' },
        ],
        hints: ['buildWhich', 'buildWhere', 'buildMove'],
        solve: () => place('6D', 1),
      },
      { kind: 'bot', seat: 1, act: () => place('4H', 0) },
      {
        kind: 'do',
        say: 'capture',
        right: (a) => isClaim(a, 1),
        wrong: [{ when: (a) => isClaim(a, 4), why: 'wrongSix' }],
        hints: ['captureWhich', 'captureWhere', 'captureMove'],
        solve: () => claim(1),
      },
      { kind: 'read', say: 'learned' },
    ],
  },
  // Seed checks-end-6, the learner starts; then the game is theirs to finish against an easy
  // computer player. Their fan 9♠ 10♣ 8♥ adds up to 27, worth 7: the 7♦ on pile 5. The other
  // seat's fan 7♠ 5♠ 2♠ (worth 4) matches no pile.
  {
    id: 'end',
    seats: 2,
    config: { seats: 2, dealer: 1 },
    seed: 'checks-end-6',
    free: true,
    steps: [
      { kind: 'read', say: 'count' },
      {
        kind: 'do',
        say: 'claim',
        right: (a) => isClaim(a, 4),
        wrong: [{ when: (a) => isPlace(a), why: 'wrongPlace' }],
        hints: ['claimWhich', 'claimWhere', 'claimMove'],
        solve: () => claim(4),
      },
      { kind: 'read', say: 'play' },
    ],
  },
]
