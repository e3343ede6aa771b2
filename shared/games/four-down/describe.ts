import { cardLabel } from '../../cards'
import { sentence, type Narrator } from '../narrator'
import type { FourDownEvent, SlotRef } from './engine'

// Slots are counted from 1 on screen, as the rules page counts them.
const card = (slot: number) => `card ${slot + 1}`

/** One line of table history per public event, or null for events too small (or too private) to mention. */
export function describeFourDownEvent(e: FourDownEvent, n: Narrator): string | null {
  const line = words(e, n)
  return line === null ? null : sentence(line)
}

function words(e: FourDownEvent, n: Narrator): string | null {
  // The actor's own cards are "their card 2"; anyone else's are named.
  const at = (ref: SlotRef) => `${'seat' in e ? n.of(ref.seat, e.seat) : n.whose(ref.seat)} ${card(ref.slot)}`
  switch (e.type) {
    case 'dealt':
      return `round ${e.round}: ${n.name(e.dealer)} dealt; the ${cardLabel(e.starter)} starts the pile and ${n.name(e.first)} ${n.verb(e.first, 'plays', 'play')} first.`
    case 'called':
      return `${n.name(e.seat)} called: everybody else has one more turn.`
    case 'drew':
      return e.card ? `${n.name(e.seat)} took the ${cardLabel(e.card)} from the pile.` : `${n.name(e.seat)} drew from the stock.`
    case 'replaced':
      return e.placed
        ? `${n.name(e.seat)} put the ${cardLabel(e.placed)} in as ${card(e.slot)}, throwing out the ${cardLabel(e.card)}.`
        : `${n.name(e.seat)} replaced ${card(e.slot)}, throwing out the ${cardLabel(e.card)}.`
    case 'discarded':
      return `${n.name(e.seat)} discarded the ${cardLabel(e.card)}.`
    case 'looked':
      return `${n.name(e.seat)} looked at ${at(e.target)}.`
    case 'swapped':
      return `${n.name(e.seat)} swapped ${at(e.a)} with ${at(e.b)}.`
    case 'matched':
      return `${n.name(e.seat)} matched ${at(e.target)} with the ${cardLabel(e.drawn)}: the ${cardLabel(e.card)} goes.`
    case 'handedOver':
      return `${n.name(e.seat)} filled ${at(e.to)} with ${n.their(e.seat)} ${card(e.slot)}.`
    case 'missed':
      return `${n.name(e.seat)} claimed ${at(e.target)} was a match for the ${cardLabel(e.drawn)} — it is the ${cardLabel(e.card)}.`
    case 'penalty':
      return e.slot === null
        ? `the stock is empty: no penalty card for ${n.name(e.seat)}.`
        : `${n.name(e.seat)} ${n.verb(e.seat, 'takes', 'take')} a penalty card as ${card(e.slot)}.`
    case 'roundEnded': {
      const why = { call: `after ${e.caller === null ? 'the call' : `${n.whose(e.caller)} call`}`, emptyRow: 'a row was matched empty', stockOut: 'the stock ran out' }[e.endedBy]
      return `round ${e.round} over (${why}): ${e.scores.map((s, i) => `${n.name(i)} ${s}`).join(', ')}.`
    }
    case 'matchEnded':
      return `match over: ${n.list(e.winners)} ${e.winners.length === 1 ? n.verb(e.winners[0]!, 'wins', 'win') : 'share the win'}.`
    case 'openingLook':
    case 'holding':
    case 'seen':
    case 'turn':
      return null
  }
}
