import { cardLabel } from '../../cards'
import type { Line, Narrator } from '../narrator'
import type { ChecksEvent } from './engine'

const at = (key: string) => `checks.history.${key}`

/** The history's sentences for one public event (none for events too small to mention). */
export function describeChecksEvent(e: ChecksEvent, n: Narrator): Line[] {
  switch (e.type) {
    case 'highCard': {
      const draws = e.draws.map(([a, b]): Line => ({ key: at('draw'), values: { first: cardLabel(a), second: cardLabel(b) } }))
      return [{ key: at('drawForDeal'), values: { draws: { list: draws } } }, n.about(e.dealer, at('deals'))]
    }
    case 'dealt':
      return [n.about(e.dealer, at('dealt')), n.about(1 - e.dealer, at('starts'))]
    case 'fanOpened':
      // Everyone picks up their first fan at the deal; later fans are worth a line.
      return e.fan === 0 ? [] : [n.about(e.seat, at('fanOpened'), { fan: e.fan + 1 })]
    case 'fanCards':
      return []
    case 'claimed':
      return [
        n.about(e.seat, at('claimed'), {
          pile: e.target + 1,
          value: e.value,
          captured: { key: at('cards'), count: e.pile.length + e.fan.length },
        }),
      ]
    case 'refilled':
      return [{ key: at('refilled'), values: { pile: e.target + 1, card: cardLabel(e.card) } }]
    case 'placed':
      return [n.about(e.seat, at('placed'), { card: cardLabel(e.card), pile: e.target + 1 })]
    case 'ended':
      return [{ key: at('ended'), values: { first: n.name(0), firstScore: e.scores[0]!, second: n.name(1), secondScore: e.scores[1]! } }]
  }
}
