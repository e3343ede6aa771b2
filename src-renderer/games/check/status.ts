import { aRank, RANK_NAMES, rankOf } from '@shared/cards'
import type { Seat } from '@shared/engine'
import type { CheckAction, CheckView } from '@shared/games/check/types'

/** What the status line is said from: the view, the screen holder's legal actions, a swap half made. */
export interface CheckStatusInput {
  view: CheckView
  me: Seat | null
  legal: readonly CheckAction[]
  name: (seat: Seat) => string
  over: boolean
  /** The first card of a swap is held. */
  swapping: boolean
  /** A touch screen (a phone): its cards are tapped, not clicked. */
  touch?: boolean
}

/** One sentence: whose move it is and what the screen's holder may do now. */
export function checkStatus({ view: v, me, legal, name, over, swapping, touch = false }: CheckStatusInput): string {
  const tap = touch ? 'tap' : 'click'
  const Tap = touch ? 'Tap' : 'Click'
  const can = (type: CheckAction['type'], pred: (a: CheckAction) => boolean = () => true) => legal.some((a) => a.type === type && pred(a))
  if (over) return 'The round is over: every hand is face up.'
  if (v.phase === 'window' && v.window) {
    const rank = aRank(rankOf(v.window.card))
    if (me === null) return `Matching window: throw ${rank} with your keys, or pass.`
    return can('match') ? `Matching window: throw ${rank} from your grid, or pass.` : `Matching window: others may throw ${rank}.`
  }
  if (v.phase === 'ability' && v.ability) {
    const word = RANK_NAMES[v.ability.rank]
    if (v.ability.owner !== me) return `${name(v.ability.owner)} is using a ${word}.`
    if (v.ability.stage === 'peek') return `Your ${word}: ${tap} a card to peek at it (${v.ability.peeksLeft} left), or stop peeking.`
    return swapping ? `Now ${tap} the card to swap it with.` : `Your ${word}: ${tap} two cards to swap them, or don't swap.`
  }
  const turn = v.turn.seat
  if (turn !== me) return `${name(turn)}${v.turn.final ? ' (final turn)' : ''} is playing.`
  if (v.turn.hasDrawn) {
    return can('discard') ? `${Tap} one of your cards to swap the drawn card in, or discard it.` : `${Tap} one of your cards to swap this card in.`
  }
  const discard = can('draw', (a) => a.type === 'draw' && a.from === 'discard') ? ' or take the discard' : ''
  const check = can('check') ? ', or call Check' : ''
  return `Your ${v.turn.final ? 'final ' : ''}turn: draw from the pile${discard}${check}.`
}
