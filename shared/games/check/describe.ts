import { cardLabel } from '../../cards'
import { sentence, type Narrator } from '../narrator'
import type { CheckEvent } from './types'

const place = (slot: number) => `card ${slot + 1}`
const ABILITY = { K: 'king', Q: 'queen', J: 'jack' } as const

/** One line of table history per event, or null for events too small to mention. */
export function describeCheckEvent(e: CheckEvent, n: Narrator): string | null {
  const line = words(e, n)
  return line === null ? null : sentence(line)
}

function words(e: CheckEvent, n: Narrator): string | null {
  switch (e.type) {
    case 'dealt':
      return `four cards each to ${e.seats} players; ${n.name(e.starter)} ${n.verb(e.starter, 'begins', 'begin')}.`
    case 'initialPeek':
      return `${n.name(e.seat)} looked at ${n.their(e.seat)} bottom two cards.`
    case 'turnStarted':
      return e.final ? `${n.whose(e.seat)} final turn.` : null
    case 'reshuffled':
      return `the discard pile was shuffled into a new draw pile (${e.count} cards).`
    case 'drew':
      return e.from === 'discard' && e.card
        ? `${n.name(e.seat)} took the ${cardLabel(e.card)} from the discard pile.`
        : `${n.name(e.seat)} drew from the pile.`
    case 'drawnCard':
      return null
    case 'tucked':
      return `${n.name(e.seat)} put the card in as ${place(e.slot)} and discarded the ${cardLabel(e.replaced)}.`
    case 'discarded':
      return `${n.name(e.seat)} discarded the ${cardLabel(e.card)}.`
    case 'windowOpened':
      return null
    case 'matched':
      return `${n.name(e.seat)} matched with ${place(e.slot)}: the ${cardLabel(e.card)}!`
    case 'missed':
      return `${n.name(e.seat)} threw ${place(e.slot)}, the ${cardLabel(e.card)} — wrong, it goes back.`
    case 'penalty':
      return `${n.name(e.seat)} ${n.verb(e.seat, 'takes', 'take')} a penalty card.`
    case 'passed':
      return null
    case 'windowClosed':
      return null
    case 'abilityStarted':
      return `${n.whose(e.owner)} ${ABILITY[e.rank]} ability.`
    case 'fizzled':
      return `${n.whose(e.owner)} ${ABILITY[e.rank]} fizzles: ${n.verb(e.owner, 'they are', 'you are')} locked.`
    case 'peeked':
      return `${n.name(e.seat)} peeked at ${n.of(e.target.seat, e.seat)} ${place(e.target.slot)}.`
    case 'sawCard':
      return null
    case 'swapped':
      return `${n.name(e.seat)} swapped ${n.of(e.a.seat, e.seat)} ${place(e.a.slot)} with ${n.of(e.b.seat, e.seat)} ${place(e.b.slot)}.`
    case 'skipped':
      return null
    case 'abilityEnded':
      return null
    case 'checked':
      return e.automatic ? `${n.name(e.seat)} emptied ${n.their(e.seat)} grid: automatic Check!` : `${n.name(e.seat)} called Check!`
    case 'lockedOut':
      return null
    case 'disqualified':
      return `${n.name(e.seat)} reached eight cards and ${n.verb(e.seat, 'is', 'are')} disqualified.`
    case 'ended': {
      const why = { 'final-turns': 'after the final turns', 'too-few-players': 'too few players remain', 'no-cards': 'no card could be drawn' }[e.reason]
      const win = e.winners.length === 1 ? n.verb(e.winners[0]!, 'wins', 'win') : 'share the win'
      return `round over (${why}). ${sentence(n.list(e.winners))} ${win}.`
    }
  }
}
