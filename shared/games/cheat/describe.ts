import { cardLabel, type Rank } from '../../cards'
import type { Seat } from '../../engine'
import type { CheatEvent } from './engine'

const COUNT = ['no', 'one', 'two', 'three', 'four']
const SINGULAR: Record<Rank, string> = {
  A: 'ace', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven',
  '8': 'eight', '9': 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king',
}

/** "sevens", "sixes": the rank a claim must name. */
export const rankPlural = (rank: Rank): string => (rank === '6' ? 'sixes' : `${SINGULAR[rank]}s`)

/** "one seven", "three sixes": a claim as a player would say it at the table. */
export function claimWords(count: number, rank: Rank): string {
  return `${COUNT[count] ?? count} ${count === 1 ? SINGULAR[rank] : rankPlural(rank)}`
}

/** One line of table history per public event, or null for events too small to mention. */
export function describeCheatEvent(e: CheatEvent, name: (seat: Seat) => string): string | null {
  switch (e.type) {
    case 'dealt': {
      const seats = e.handSizes.length
      return `${name(e.dealer)} dealt the pack to ${seats} players; ${name((e.dealer + 1) % seats)} opens with aces.`
    }
    case 'hand':
    case 'received':
    case 'stood':
      return null
    case 'claimed':
      return e.lastCard
        ? `${name(e.seat)}: "${claimWords(e.count, e.rank)}" — their last card${e.count > 1 ? 's' : ''}!`
        : `${name(e.seat)}: "${claimWords(e.count, e.rank)}" (pile ${e.pileSize}).`
    case 'accepted':
      return `${name(e.seat)} accepts.`
    case 'called':
      return `${name(e.seat)} calls "Cheat!"`
    case 'revealed':
      return `Shown: ${e.cards.map(cardLabel).join(' ')} — ${e.honest ? 'all true' : 'a bluff'}.`
    case 'pileTaken':
      return `${name(e.seat)} picks up the pile (${e.count} card${e.count === 1 ? '' : 's'}).`
    case 'won':
      return `${name(e.seat)} is out of cards and wins!`
  }
}
