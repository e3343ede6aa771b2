import { cardLabel } from '../../cards'
import type { Seat } from '../../engine'
import type { ChecksEvent } from './engine'

/** One line of table history per public event, or null for events too small to mention. */
export function describeChecksEvent(e: ChecksEvent, name: (seat: Seat) => string): string | null {
  switch (e.type) {
    case 'highCard': {
      const draws = e.draws.map(([a, b]) => `${cardLabel(a)} against ${cardLabel(b)}`).join(', then ')
      return `Drawing for the deal: ${draws}. ${name(e.dealer)} deals.`
    }
    case 'dealt':
      return `${name(e.dealer)} dealt six fans each and six targets; ${name(1 - e.dealer)} starts.`
    case 'fanOpened':
      // Everyone picks up their first fan at the deal; later fans are worth a line.
      return e.fan === 0 ? null : `${name(e.seat)} picks up fan ${e.fan + 1}.`
    case 'fanCards':
      return null
    case 'claimed':
      return `${name(e.seat)} claims pile ${e.target + 1} with a fan worth ${e.value}: ${e.pile.length + e.fan.length} cards captured.`
    case 'refilled':
      return `Pile ${e.target + 1} is refilled with the ${cardLabel(e.card)}.`
    case 'placed':
      return `${name(e.seat)} puts the ${cardLabel(e.card)} on pile ${e.target + 1}.`
    case 'ended':
      return `Game over: ${name(0)} ${e.scores[0]}, ${name(1)} ${e.scores[1]}.`
  }
}
