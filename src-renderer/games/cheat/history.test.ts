import { afterEach, describe, expect, test } from 'vitest'
import type { Rank } from '@shared/cards'
import { narrator, type Narrator } from '@shared/games/narrator'
import { claimLine, describeCheatEvent as lines } from '@shared/games/cheat/describe'
import type { CheatEvent } from '@shared/games/cheat/engine'
import { i18n } from '../../i18n'
import { say, sayAll } from '../../i18n/lines'

const names = (seat: number) => ['Lena', 'Ada', 'Bram'][seat]!
const name = narrator(names)
const claimWords = (count: number, rank: Rank) => say(claimLine(count, rank))
const describeCheatEvent = (e: CheatEvent, n: Narrator) => {
  const said = lines(e, n)
  return said.length === 0 ? null : sayAll(said)
}
afterEach(() => void (i18n.global.locale.value = 'en'))

describe('Cheat history wording', () => {
  test('claims read as said at the table, sixes and tens included', () => {
    expect(claimWords(1, '7')).toBe('one seven')
    expect(claimWords(3, '6')).toBe('three sixes')
    expect(claimWords(2, 'T')).toBe('two tens')
    expect(claimWords(4, 'A')).toBe('four aces')
  })

  test('a claim, a last card, a reveal and its taker each get a line; private events none', () => {
    expect(describeCheatEvent({ type: 'claimed', seat: 1, rank: 'Q', count: 2, pileSize: 9, lastCard: false, closesAt: 1 }, name)).toBe(
      'Ada: "two queens" (pile 9).',
    )
    expect(describeCheatEvent({ type: 'claimed', seat: 0, rank: 'K', count: 1, pileSize: 3, lastCard: true, closesAt: null }, name)).toBe(
      'Lena: "one king" — their last card!',
    )
    expect(describeCheatEvent({ type: 'revealed', claimant: 1, caller: 2, rank: '7', cards: ['7C', 'KD'], honest: false, taker: 1 }, name)).toBe(
      'Shown: 7♣ K♦ — a bluff.',
    )
    expect(describeCheatEvent({ type: 'pileTaken', seat: 1, count: 7 }, name)).toBe('Ada picks up the pile (7 cards).')
    expect(describeCheatEvent({ type: 'hand', seat: 0, cards: ['2S'] }, name)).toBeNull()
    expect(describeCheatEvent({ type: 'received', seat: 0, cards: ['2S'] }, name)).toBeNull()
  })

  test('the person reading the history is "you": their claims, calls, pick-ups and win', () => {
    const you = narrator(names, 0)
    expect(describeCheatEvent({ type: 'claimed', seat: 0, rank: 'K', count: 2, pileSize: 3, lastCard: true, closesAt: null }, you)).toBe(
      'You: "two kings" — your last cards!',
    )
    expect(describeCheatEvent({ type: 'called', seat: 0, at: 5 }, you)).toBe('You call "Cheat!"')
    expect(describeCheatEvent({ type: 'pileTaken', seat: 0, count: 1 }, you)).toBe('You pick up the pile (1 card).')
    expect(describeCheatEvent({ type: 'won', seat: 0, hands: [[], ['2S']] }, you)).toBe('You are out of cards and win!')
  })

  test('CH-5: a "no call" shows on its seat, not in the history, where one per opponent would bury the claims', () => {
    expect(describeCheatEvent({ type: 'accepted', seat: 2 }, name)).toBeNull()
  })

  test('in Russian, claims count by the Russian rule and the call is «Не верю!»', () => {
    i18n.global.locale.value = 'ru'
    expect([1, 2, 4].map((c) => claimWords(c, 'Q'))).toEqual(['1 дама', '2 дамы', '4 дамы'])
    expect(claimWords(3, 'K')).toBe('3 короля')
    expect(describeCheatEvent({ type: 'called', seat: 2, at: 5 }, name)).toBe('Bram говорит «Не верю!»')
    expect(describeCheatEvent({ type: 'pileTaken', seat: 1, count: 21 }, name)).toBe('Ada забирает стопку (21 карта).')
    expect(describeCheatEvent({ type: 'pileTaken', seat: 1, count: 5 }, narrator(names, 1))).toBe('Вы забираете стопку (5 карт).')
    expect(describeCheatEvent({ type: 'dealt', dealer: 0, handSizes: [18, 17, 17] }, name)).toBe('Lena раздаёт всю колоду: за столом 3 игрока. Ada начинает с тузов.')
  })
})
