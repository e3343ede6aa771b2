import { cardLabel, RANK_NAMES, type Rank } from '../../cards'
import { sentence, type Narrator } from '../narrator'
import type { CheatEvent } from './engine'

const COUNT = ['no', 'one', 'two', 'three', 'four']

/** "sevens", "sixes": the rank a claim must name. */
export const rankPlural = (rank: Rank): string => (rank === '6' ? 'sixes' : `${RANK_NAMES[rank]}s`)

/** "one seven", "three sixes": a claim as a player would say it at the table. */
export function claimWords(count: number, rank: Rank): string {
  return `${COUNT[count] ?? count} ${count === 1 ? RANK_NAMES[rank] : rankPlural(rank)}`
}

/** One line of table history per public event, or null for events too small to mention. */
export function describeCheatEvent(e: CheatEvent, n: Narrator): string | null {
  const line = words(e, n)
  return line === null ? null : sentence(line)
}

function words(e: CheatEvent, n: Narrator): string | null {
  switch (e.type) {
    case 'dealt': {
      const seats = e.handSizes.length
      const opener = (e.dealer + 1) % seats
      return `${n.name(e.dealer)} dealt the pack to ${seats} players; ${n.name(opener)} ${n.verb(opener, 'opens', 'open')} with aces.`
    }
    // CH-5: every opponent answers every claim; each "no call" (accepted) shows on its seat, and a
    // line for each would bury the claims and calls in the history (and in what a screen reader says).
    case 'hand':
    case 'received':
    case 'stood':
    case 'accepted':
      return null
    case 'claimed':
      return e.lastCard
        ? `${n.name(e.seat)}: "${claimWords(e.count, e.rank)}" — ${n.their(e.seat)} last card${e.count > 1 ? 's' : ''}!`
        : `${n.name(e.seat)}: "${claimWords(e.count, e.rank)}" (pile ${e.pileSize}).`
    case 'called':
      return `${n.name(e.seat)} ${n.verb(e.seat, 'calls', 'call')} "Cheat!"`
    case 'revealed':
      return `shown: ${e.cards.map(cardLabel).join(' ')} — ${e.honest ? 'all true' : 'a bluff'}.`
    case 'pileTaken':
      return `${n.name(e.seat)} ${n.verb(e.seat, 'picks', 'pick')} up the pile (${e.count} card${e.count === 1 ? '' : 's'}).`
    case 'won':
      return `${n.name(e.seat)} ${n.verb(e.seat, 'is out of cards and wins', 'are out of cards and win')}!`
  }
}
