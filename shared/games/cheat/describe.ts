import { cardLabel, type Rank } from '../../cards'
import type { Line, Narrator } from '../narrator'
import type { CheatEvent } from './engine'

const at = (key: string) => `cheat.history.${key}`

/** A claim as a player says it at the table: "three sixes", «3 шестёрки». */
export function claimLine(count: number, rank: Rank): Line {
  return { key: 'cheat.claim', values: { count: { key: `cheat.counts.${count}` }, rank: { key: `cheat.ranks.${rank}`, count } } }
}

/** The history's sentences for one public event (none for events too small to mention). */
export function describeCheatEvent(e: CheatEvent, n: Narrator): Line[] {
  switch (e.type) {
    case 'dealt': {
      const seats = e.handSizes.length
      const opener = (e.dealer + 1) % seats
      return [n.about(e.dealer, at('dealt'), { players: { key: at('players'), count: seats } }), n.about(opener, at('opens'))]
    }
    // CH-5: every opponent answers every claim; each "no call" (accepted) shows on its seat, and a
    // line for each would bury the claims and calls in the history (and in what a screen reader says).
    case 'accepted':
    case 'hand':
    case 'received':
    case 'stood':
      return []
    case 'claimed':
      return [
        e.lastCard
          ? n.about(e.seat, at('claimedLast'), { claim: claimLine(e.count, e.rank), cards: { key: at('lastCards'), count: e.count } })
          : n.about(e.seat, at('claimed'), { claim: claimLine(e.count, e.rank), pile: e.pileSize }),
      ]
    case 'called':
      return [n.about(e.seat, at('called'))]
    case 'revealed':
      return [{ key: at(e.honest ? 'shownTrue' : 'shownBluff'), values: { cards: e.cards.map(cardLabel).join(' ') } }]
    case 'pileTaken':
      return [n.about(e.seat, at('pileTaken'), { cards: { key: at('cards'), count: e.count } })]
    case 'won':
      return [n.about(e.seat, at('won'))]
  }
}
