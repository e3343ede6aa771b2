import type { Seat } from '@shared/engine'
import { MAX_CLAIM, type CheatView } from '@shared/games/cheat/engine'
import { claimLine } from '@shared/games/cheat/describe'
import { i18n } from '../../i18n'
import { say } from '../../i18n/lines'

export interface CheatStatusInput {
  view: CheatView
  me: Seat | null
  name: (seat: Seat) => string
  /** The most cards the legal claims allow now; 0 when the screen's holder may not claim. */
  maxPick: number
}

/** One sentence: whose move it is and what the screen's holder may do now. */
export function cheatStatus({ view: v, me, name, maxPick }: CheatStatusInput): string {
  const { t } = i18n.global
  // The rank a turn must name, as a plural noun: "sixes", «шестёрки».
  const rank = t(`cheat.rankNames.${v.required}`)
  if (v.winner !== null) return v.winner === me ? t('cheat.status.youWin') : t('cheat.status.wins', { name: name(v.winner) })
  const w = v.window
  if (w) {
    const claim = say(claimLine(w.count, w.rank))
    const mine = w.claimant === me
    if (w.callers.length) {
      const caller = w.callers[0]!
      return t(`cheat.status.call.${caller === me ? 'you' : mine ? 'onYou' : 'other'}`, { name: name(caller), claimant: name(w.claimant) })
    }
    if (w.lastCard) {
      if (mine) return t('cheat.status.yourLast', { claim }, w.count)
      return t('cheat.status.theirLast', { name: name(w.claimant), claim }, w.count)
    }
    if (mine) return t('cheat.status.youSaid', { claim })
    return t('cheat.status.theySay', { name: name(w.claimant), claim })
  }
  if (v.turn === me) {
    const most = maxPick || MAX_CLAIM
    return most === 1 ? t('cheat.status.yourTurnOne', { rank }) : t('cheat.status.yourTurn', { most, rank })
  }
  return t('cheat.status.theirTurn', { name: name(v.turn), rank })
}
