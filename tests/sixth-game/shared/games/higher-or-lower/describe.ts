import { cardLabel } from '../../../../../shared/cards'
import type { Line, Narrator } from '../../../../../shared/games/narrator'
import type { HolEvent } from './engine'

const at = (key: string) => `higher-or-lower.history.${key}`

/** The history's sentences for one event: each guess and the card it met, and every card shown at the end. */
export function describeHigherOrLowerEvent(e: HolEvent, n: Narrator): Line[] {
  switch (e.type) {
    // A player's own card is on their screen; the deal itself is not worth a line.
    case 'dealt':
      return []
    case 'turned':
      return [n.about(e.seat, at(`${e.higher ? 'higher' : 'lower'}.${e.right ? 'right' : 'wrong'}`), { card: cardLabel(e.card) })]
    case 'revealed':
      return [{ key: at('revealed'), values: { hands: { list: e.hands.map((card, seat): Line => ({ key: at('hand'), values: { name: n.name(seat), card: cardLabel(card) } })), commas: true } } }]
  }
}
