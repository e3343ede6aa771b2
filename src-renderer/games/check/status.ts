import { rankOf } from '@shared/cards'
import type { Seat } from '@shared/engine'
import type { CheckAction, CheckView } from '@shared/games/check/types'
import { narrator } from '@shared/games/narrator'
import { i18n } from '../../i18n'
import { say } from '../../i18n/lines'
import { aRank } from '../../table-kit/cardWords'

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
  const { t } = i18n.global
  // A touch screen's cards are tapped, a computer's clicked: the sentence says what fits the device.
  const device = touch ? 'touch' : 'mouse'
  const can = (type: CheckAction['type'], pred: (a: CheckAction) => boolean = () => true) => legal.some((a) => a.type === type && pred(a))
  if (over) return t('check.status.over')
  if (v.phase === 'window' && v.window) {
    const rank = aRank(rankOf(v.window.card))
    if (me === null) return t('check.status.windowKeys', { rank })
    return t(can('match') ? 'check.status.windowMine' : 'check.status.windowOthers', { rank })
  }
  if (v.phase === 'ability' && v.ability) {
    const word = t(`table.card.ranks.${v.ability.rank}`)
    if (v.ability.owner !== me) return t('check.status.ability', { name: name(v.ability.owner), word })
    if (v.ability.stage === 'peek') return t(`check.status.peek.${device}`, { word, n: v.ability.peeksLeft })
    return swapping ? t(`check.status.swapSecond.${device}`) : t(`check.status.swap.${device}`, { word })
  }
  const turn = v.turn.seat
  if (turn !== me) return t(v.turn.final ? 'check.status.playingFinal' : 'check.status.playing', { name: name(turn) })
  if (v.turn.hasDrawn) return t(`check.status.${can('discard') ? 'drawnOrDiscard' : 'drawnIn'}.${device}`)
  const discard = can('draw', (a) => a.type === 'draw' && a.from === 'discard') ? t('check.status.orDiscard') : ''
  const check = can('check') ? t('check.status.orCheck') : ''
  return t(v.turn.final ? 'check.status.yourFinalTurn' : 'check.status.yourTurn', { more: discard + check })
}

/**
 * Who called Check and whose final turns are still to come, in order (CK-7): the final turn under
 * way first (the engine lists only turns not yet begun), then the rest, and never a seat locked
 * out meanwhile, which the engine skips. `me` is "you". Null before anyone has called.
 */
export function finalTurnsLine(v: CheckView, me: Seat | null, name: (seat: Seat) => string): string | null {
  if (v.checkCaller === null || v.phase === 'over') return null
  const playing = v.turn.final ? [v.turn.seat] : []
  const left = [...playing, ...v.finalTurnsLeft].filter((seat) => !v.players[seat]?.locked)
  const n = narrator(name, me)
  if (left.length === 0) return say(n.about(v.checkCaller, 'check.table.finalNone'))
  return say(n.about(v.checkCaller, 'check.table.final', { names: { list: left.map(n.name), commas: true } }))
}
