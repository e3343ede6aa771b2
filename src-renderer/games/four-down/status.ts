import { rankOf } from '@shared/cards'
import type { Seat } from '@shared/engine'
import type { FourDownAction, FourDownView, Power } from '@shared/games/four-down/engine'
import { i18n } from '../../i18n'
import { aRank } from '../../table-kit/cardWords'

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
  const { t } = i18n.global
  if (over) return t('four-down.status.over')
  if (resultShown !== null) return t('four-down.status.roundOver', { round: resultShown })
  const last = v.caller !== null
  if (v.turn !== me) {
    const who = { name: name(v.turn) }
    if (v.phase === 'handOver') return t('four-down.status.handingOver', who)
    if (v.phase === 'holding') return t(v.drawn?.from === 'discard' ? 'four-down.status.tookPile' : 'four-down.status.tookStock', who)
    return t(last ? 'four-down.status.playingLast' : 'four-down.status.playing', who)
  }
  if (v.phase === 'handOver' && v.hole) return t('four-down.status.fillHole', { name: name(v.hole.seat) })
  if (v.phase === 'draw') {
    const more = legal.some((a) => a.type === 'call') ? t('four-down.status.orCall') : ''
    return t(last ? 'four-down.status.yourLastTurn' : 'four-down.status.yourTurn', { more })
  }
  const card = v.drawn?.card
  if (!card) return t('four-down.status.turn')
  const rank = aRank(rankOf(card))
  // A touch screen's cards are tapped, a computer's clicked: the sentence says what fits the device.
  const say = (key: string) => t(`four-down.status.${key}.${touch ? 'touch' : 'mouse'}`, { rank })
  if (mode === 'match') return say('match')
  if (mode === 'power') {
    const power = offeredPower(legal, me)
    if (power === 'swap') return say(swapping ? 'swapSecond' : 'swap')
    return say(power === 'lookOwn' ? 'lookOwn' : 'lookOther')
  }
  return say(v.drawn?.from === 'discard' ? 'fromPile' : 'drew')
}
