import { aRank, rankOf } from '@shared/cards'
import type { Seat } from '@shared/engine'
import type { FourDownAction, FourDownView, Power } from '@shared/games/four-down/engine'

/** What a tap on a card means now: chosen with the buttons, offered only where an action is legal. */
export type Mode = 'power' | 'match' | null

/**
 * The power the legal actions offer now (FD-4), told by what they allow rather than by the card's
 * rank, so no button is shown for a power with nothing to use it on.
 */
export function offeredPower(legal: readonly FourDownAction[], me: Seat | null): Power | null {
  if (legal.some((a) => a.type === 'swap')) return 'swap'
  if (legal.some((a) => a.type === 'look' && a.target.seat === me)) return 'lookOwn'
  if (legal.some((a) => a.type === 'look')) return 'lookOther'
  return null
}

export interface FourDownStatusInput {
  view: FourDownView
  me: Seat | null
  legal: readonly FourDownAction[]
  name: (seat: Seat) => string
  over: boolean
  /** A round result is on screen (its number). */
  resultShown: number | null
  mode: Mode
  /** The first card of a swap is held. */
  swapping: boolean
  /** A touch screen (a phone): its cards are tapped, not clicked. */
  touch: boolean
}

/** One sentence: whose move it is and what the screen's holder may do now. */
export function fourDownStatus({ view: v, me, legal, name, over, resultShown, mode, swapping, touch }: FourDownStatusInput): string {
  if (over) return 'The match is over.'
  if (resultShown !== null) return `Round ${resultShown} is over.`
  const last = v.caller !== null ? ' last' : ''
  if (v.turn !== me) {
    if (v.phase === 'handOver') return `${name(v.turn)} is choosing a card to hand over.`
    if (v.phase === 'holding') return `${name(v.turn)} took a card from the ${v.drawn?.from === 'discard' ? 'pile' : 'stock'}.`
    return `${name(v.turn)} is taking their${last} turn.`
  }
  if (v.phase === 'handOver' && v.hole) return `A match! Choose one of your cards to fill ${name(v.hole.seat)}'s empty slot.`
  if (v.phase === 'draw') return `Your${last} turn: take a card from the stock or the pile${legal.some((a) => a.type === 'call') ? ', or call' : ''}.`
  const card = v.drawn?.card
  if (!card) return 'Your turn.'
  const rank = aRank(rankOf(card))
  const tap = touch ? 'tap' : 'click'
  if (mode === 'match') return `Match: ${tap} the face-down card you say is ${rank}.`
  if (mode === 'power') {
    const power = offeredPower(legal, me)
    if (power === 'swap') return swapping ? `Now ${tap} the card to swap it with.` : `Swap: ${tap} two cards, in either order.`
    return power === 'lookOwn' ? `Look: ${tap} one of your cards.` : `Look: ${tap} another player's card.`
  }
  if (v.drawn?.from === 'discard') return `${touch ? 'Tap' : 'Click'} one of your cards to put ${rank} in its place.`
  return `You drew ${rank}: ${tap} one of your cards to replace it, or choose below.`
}
