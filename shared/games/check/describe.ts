import { cardLabel } from '../../cards'
import type { Seat } from '../../engine'
import type { CheckEvent } from './types'

const place = (slot: number) => `card ${slot + 1}`
const ABILITY = { K: 'king', Q: 'queen', J: 'jack' } as const

/** One line of table history per event, or null for events too small to mention. */
export function describeCheckEvent(e: CheckEvent, name: (seat: Seat) => string): string | null {
  switch (e.type) {
    case 'dealt':
      return `Four cards each to ${e.seats} players; ${name(e.starter)} begins.`
    case 'initialPeek':
      return `${name(e.seat)} looked at their bottom two cards.`
    case 'turnStarted':
      return e.final ? `${name(e.seat)}'s final turn.` : null
    case 'reshuffled':
      return `The discard pile was shuffled into a new draw pile (${e.count} cards).`
    case 'drew':
      return e.from === 'discard' && e.card
        ? `${name(e.seat)} took the ${cardLabel(e.card)} from the discard pile.`
        : `${name(e.seat)} drew from the pile.`
    case 'drawnCard':
      return null
    case 'tucked':
      return `${name(e.seat)} put the card in as ${place(e.slot)} and discarded the ${cardLabel(e.replaced)}.`
    case 'discarded':
      return `${name(e.seat)} discarded the ${cardLabel(e.card)}.`
    case 'windowOpened':
      return null
    case 'matched':
      return `${name(e.seat)} matched with ${place(e.slot)}: the ${cardLabel(e.card)}!`
    case 'missed':
      return `${name(e.seat)} threw ${place(e.slot)}, the ${cardLabel(e.card)} — wrong, it goes back.`
    case 'penalty':
      return `${name(e.seat)} takes a penalty card.`
    case 'passed':
      return null
    case 'windowClosed':
      return null
    case 'abilityStarted':
      return `${name(e.owner)}'s ${ABILITY[e.rank]} ability.`
    case 'fizzled':
      return `${name(e.owner)}'s ${ABILITY[e.rank]} fizzles: they are locked.`
    case 'peeked':
      return `${name(e.seat)} peeked at ${name(e.target.seat)}'s ${place(e.target.slot)}.`
    case 'sawCard':
      return null
    case 'swapped':
      return `${name(e.seat)} swapped ${name(e.a.seat)}'s ${place(e.a.slot)} with ${name(e.b.seat)}'s ${place(e.b.slot)}.`
    case 'skipped':
      return null
    case 'abilityEnded':
      return null
    case 'checked':
      return e.automatic ? `${name(e.seat)} emptied their grid: automatic Check!` : `${name(e.seat)} called Check!`
    case 'lockedOut':
      return null
    case 'disqualified':
      return `${name(e.seat)} reached eight cards and is disqualified.`
    case 'ended': {
      const why = { 'final-turns': 'after the final turns', 'too-few-players': 'too few players remain', 'no-cards': 'no card could be drawn' }[e.reason]
      return `Round over (${why}). ${e.winners.map(name).join(' and ')} ${e.winners.length > 1 ? 'share the win' : 'wins'}.`
    }
  }
}
