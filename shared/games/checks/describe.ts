import { cardLabel } from '../../cards'
import { sentence, type Narrator } from '../narrator'
import type { ChecksEvent } from './engine'

/** One line of table history per public event, or null for events too small to mention. */
export function describeChecksEvent(e: ChecksEvent, n: Narrator): string | null {
  const line = words(e, n)
  return line === null ? null : sentence(line)
}

function words(e: ChecksEvent, n: Narrator): string | null {
  switch (e.type) {
    case 'highCard': {
      const draws = e.draws.map(([a, b]) => `${cardLabel(a)} against ${cardLabel(b)}`).join(', then ')
      return `drawing for the deal: ${draws}. ${sentence(n.name(e.dealer))} ${n.verb(e.dealer, 'deals', 'deal')}.`
    }
    case 'dealt':
      return `${n.name(e.dealer)} dealt six fans each and six targets; ${n.name(1 - e.dealer)} ${n.verb(1 - e.dealer, 'starts', 'start')}.`
    case 'fanOpened':
      // Everyone picks up their first fan at the deal; later fans are worth a line.
      return e.fan === 0 ? null : `${n.name(e.seat)} ${n.verb(e.seat, 'picks', 'pick')} up fan ${e.fan + 1}.`
    case 'fanCards':
      return null
    case 'claimed':
      return `${n.name(e.seat)} ${n.verb(e.seat, 'claims', 'claim')} pile ${e.target + 1} with a fan worth ${e.value}: ${e.pile.length + e.fan.length} cards captured.`
    case 'refilled':
      return `pile ${e.target + 1} is refilled with the ${cardLabel(e.card)}.`
    case 'placed':
      return `${n.name(e.seat)} ${n.verb(e.seat, 'puts', 'put')} the ${cardLabel(e.card)} on pile ${e.target + 1}.`
    case 'ended':
      return `game over: ${n.name(0)} ${e.scores[0]}, ${n.name(1)} ${e.scores[1]}.`
  }
}
