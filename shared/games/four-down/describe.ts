import { cardLabel } from '../../cards'
import type { Seat } from '../../engine'
import type { FourDownEvent, SlotRef } from './engine'

// Slots are counted from 1 on screen, as the rules page counts them.
const card = (slot: number) => `card ${slot + 1}`

/** One line of table history per public event, or null for events too small (or too private) to mention. */
export function describeFourDownEvent(e: FourDownEvent, name: (seat: Seat) => string): string | null {
  // The actor's own cards are "their card 2"; anyone else's are named.
  const at = (ref: SlotRef) => ('seat' in e && e.seat === ref.seat ? `their ${card(ref.slot)}` : `${name(ref.seat)}'s ${card(ref.slot)}`)
  switch (e.type) {
    case 'dealt':
      return `Round ${e.round}: ${name(e.dealer)} dealt; the ${cardLabel(e.starter)} starts the pile and ${name(e.first)} plays first.`
    case 'called':
      return `${name(e.seat)} called: everybody else has one more turn.`
    case 'drew':
      return e.card ? `${name(e.seat)} took the ${cardLabel(e.card)} from the pile.` : `${name(e.seat)} drew from the stock.`
    case 'replaced':
      return e.placed
        ? `${name(e.seat)} put the ${cardLabel(e.placed)} in as ${card(e.slot)}, throwing out the ${cardLabel(e.card)}.`
        : `${name(e.seat)} replaced ${card(e.slot)}, throwing out the ${cardLabel(e.card)}.`
    case 'discarded':
      return `${name(e.seat)} discarded the ${cardLabel(e.card)}.`
    case 'looked':
      return `${name(e.seat)} looked at ${at(e.target)}.`
    case 'swapped':
      return `${name(e.seat)} swapped ${at(e.a)} with ${at(e.b)}.`
    case 'matched':
      return `${name(e.seat)} matched ${at(e.target)} with the ${cardLabel(e.drawn)}: the ${cardLabel(e.card)} goes.`
    case 'handedOver':
      return `${name(e.seat)} filled ${at(e.to)} with their ${card(e.slot)}.`
    case 'missed':
      return `${name(e.seat)} claimed ${at(e.target)} was a match for the ${cardLabel(e.drawn)} — it is the ${cardLabel(e.card)}.`
    case 'penalty':
      return e.slot === null ? `The stock is empty: no penalty card for ${name(e.seat)}.` : `${name(e.seat)} takes a penalty card as ${card(e.slot)}.`
    case 'roundEnded': {
      const why = { call: `after ${e.caller === null ? 'the call' : `${name(e.caller)}'s call`}`, emptyRow: 'a row was matched empty', stockOut: 'the stock ran out' }[e.endedBy]
      return `Round ${e.round} over (${why}): ${e.scores.map((s, i) => `${name(i)} ${s}`).join(', ')}.`
    }
    case 'matchEnded':
      return `Match over: ${e.winners.map(name).join(' and ')} ${e.winners.length > 1 ? 'share the win' : 'wins'}.`
    case 'openingLook':
    case 'holding':
    case 'seen':
    case 'turn':
      return null
  }
}
