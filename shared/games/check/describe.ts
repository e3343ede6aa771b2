import { cardLabel } from '../../cards'
import type { Line, Narrator } from '../narrator'
import type { CheckEvent } from './types'

const at = (key: string) => `check.history.${key}`
const rank = (r: 'K' | 'Q' | 'J'): Line => ({ key: at(`ranks.${r}`) })

/** The history's sentences for one event (none for events too small to mention). */
export function describeCheckEvent(e: CheckEvent, n: Narrator): Line[] {
  // "card 2" of the actor's own grid, the reader's, or someone else's, as the sentence sees it.
  const slotOf = (subject: number, owner: number, slot: number) => n.of(subject, owner, at('slotOf'), { slot: slot + 1 })
  switch (e.type) {
    case 'dealt':
      return [{ key: at('dealt'), values: { players: { key: at('players'), count: e.seats } } }, n.about(e.starter, at('begins'))]
    case 'initialPeek':
      return [n.about(e.seat, at('initialPeek'))]
    case 'turnStarted':
      return e.final ? [n.about(e.seat, at('finalTurn'))] : []
    case 'reshuffled':
      return [{ key: at('reshuffled'), values: { cards: { key: at('cards'), count: e.count } } }]
    case 'drew':
      return [e.from === 'discard' && e.card ? n.about(e.seat, at('tookDiscard'), { card: cardLabel(e.card) }) : n.about(e.seat, at('drew'))]
    case 'tucked':
      return [n.about(e.seat, at('tucked'), { slot: e.slot + 1, card: cardLabel(e.replaced) })]
    case 'discarded':
      return [n.about(e.seat, at('discarded'), { card: cardLabel(e.card) })]
    case 'matched':
      return [n.about(e.seat, at('matched'), { slot: e.slot + 1, card: cardLabel(e.card) })]
    case 'missed':
      return [n.about(e.seat, at('missed'), { slot: e.slot + 1, card: cardLabel(e.card) })]
    case 'penalty':
      return [n.about(e.seat, at('penalty'))]
    case 'abilityStarted':
      return [n.about(e.owner, at('abilityStarted'), { rank: rank(e.rank) })]
    case 'fizzled':
      return [n.about(e.owner, at('fizzled'), { rank: rank(e.rank) })]
    case 'peeked':
      return [n.about(e.seat, at('peeked'), { card: slotOf(e.seat, e.target.seat, e.target.slot) })]
    case 'swapped':
      return [n.about(e.seat, at('swapped'), { first: slotOf(e.seat, e.a.seat, e.a.slot), second: slotOf(e.seat, e.b.seat, e.b.slot) })]
    case 'checked':
      return [n.about(e.seat, at(e.automatic ? 'emptied' : 'called'))]
    case 'disqualified':
      return [n.about(e.seat, at('disqualified'))]
    case 'ended':
      return [
        { key: at(`roundOver.${e.reason}`) },
        e.winners.length === 1 ? n.about(e.winners[0]!, at('wins')) : n.aboutAll(e.winners, at('shareWin')),
      ]
    case 'drawnCard':
    case 'windowOpened':
    case 'passed':
    case 'windowClosed':
    case 'sawCard':
    case 'skipped':
    case 'abilityEnded':
    case 'lockedOut':
      return []
  }
}
