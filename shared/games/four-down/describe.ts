import { cardLabel } from '../../cards'
import type { Line, Narrator } from '../narrator'
import type { FourDownEvent, SlotRef } from './engine'

const at = (key: string) => `four-down.history.${key}`

/** The history's sentences for one public event (none for events too small, or too private, to mention). */
export function describeFourDownEvent(e: FourDownEvent, n: Narrator): Line[] {
  // Slots are counted from 1 on screen, as the rules page counts them; the actor's own cards are
  // "their card 2", the reader's "your card 2", anyone else's named.
  const slotOf = (subject: number, ref: SlotRef) => n.of(subject, ref.seat, at('slotOf'), { slot: ref.slot + 1 })
  switch (e.type) {
    case 'dealt':
      return [
        n.about(e.dealer, at('dealt'), { round: e.round, card: cardLabel(e.starter) }),
        n.about(e.first, at('playsFirst')),
      ]
    case 'called':
      return [n.about(e.seat, at('called'))]
    case 'drew':
      return [e.card ? n.about(e.seat, at('tookPile'), { card: cardLabel(e.card) }) : n.about(e.seat, at('drewStock'))]
    case 'replaced':
      return [
        e.placed
          ? n.about(e.seat, at('placed'), { card: cardLabel(e.placed), slot: e.slot + 1, out: cardLabel(e.card) })
          : n.about(e.seat, at('replaced'), { slot: e.slot + 1, out: cardLabel(e.card) }),
      ]
    case 'discarded':
      return [n.about(e.seat, at('discarded'), { card: cardLabel(e.card) })]
    case 'looked':
      return [n.about(e.seat, at('looked'), { target: slotOf(e.seat, e.target) })]
    case 'swapped':
      return [n.about(e.seat, at('swapped'), { first: slotOf(e.seat, e.a), second: slotOf(e.seat, e.b) })]
    case 'matched':
      return [n.about(e.seat, at('matched'), { target: slotOf(e.seat, e.target), drawn: cardLabel(e.drawn), card: cardLabel(e.card) })]
    case 'handedOver':
      return [
        n.about(e.seat, at('handedOver'), {
          target: n.of(e.seat, e.to.seat, at('slotInto'), { slot: e.to.slot + 1 }),
          own: n.of(e.seat, e.seat, at('slotOf'), { slot: e.slot + 1 }),
        }),
      ]
    case 'missed':
      return [n.about(e.seat, at('missed'), { target: slotOf(e.seat, e.target), drawn: cardLabel(e.drawn), card: cardLabel(e.card) })]
    case 'penalty':
      return [e.slot === null ? n.about(e.seat, at('noPenalty')) : n.about(e.seat, at('penalty'), { slot: e.slot + 1 })]
    case 'roundEnded': {
      const why: Line =
        e.endedBy !== 'call' ? { key: at(`endedBy.${e.endedBy}`) } : e.caller === null ? { key: at('endedBy.call') } : n.about(e.caller, at('endedBy.callOf'))
      const scores = e.scores.map((score, seat): Line => ({ key: at('score'), values: { name: n.name(seat), score } }))
      return [{ key: at('roundEnded'), values: { round: e.round, why, scores: { list: scores, commas: true } } }]
    }
    case 'matchEnded':
      return [e.winners.length === 1 ? n.about(e.winners[0]!, at('wins')) : n.aboutAll(e.winners, at('shareWin'))]
    case 'openingLook':
    case 'holding':
    case 'seen':
    case 'turn':
      return []
  }
}
