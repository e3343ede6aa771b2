import type { Seat } from '@shared/engine'
import { MAX_CLAIM, type CheatView } from '@shared/games/cheat/engine'
import { claimWords, rankPlural } from '@shared/games/cheat/describe'

export interface CheatStatusInput {
  view: CheatView
  me: Seat | null
  name: (seat: Seat) => string
  /** The most cards the legal claims allow now; 0 when the screen's holder may not claim. */
  maxPick: number
}

/** One sentence: whose move it is and what the screen's holder may do now. */
export function cheatStatus({ view: v, me, name, maxPick }: CheatStatusInput): string {
  if (v.winner !== null) return v.winner === me ? 'You are out of cards — you win!' : `${name(v.winner)} wins.`
  const w = v.window
  if (w) {
    const said = claimWords(w.count, w.rank)
    const mine = w.claimant === me
    if (w.callers.length) return `${w.callers[0] === me ? 'You call' : `${name(w.callers[0]!)} calls`} "Cheat!" on ${mine ? 'you' : name(w.claimant)}…`
    const cards = `card${w.count > 1 ? 's' : ''}`
    if (w.lastCard) {
      if (mine) return `Your last ${cards}: "${said}". Everyone must call Cheat! or accept.`
      return `${name(w.claimant)} puts down their last ${cards}: "${said}". Cheat! or accept?`
    }
    if (mine) return `You said "${said}". Will anyone call Cheat!?`
    return `${name(w.claimant)} says "${said}". Call Cheat! or let it pass.`
  }
  if (v.turn === me) {
    const most = maxPick || MAX_CLAIM
    return `Your turn: put down ${most === 1 ? '1 card' : `1–${most} cards`} as ${rankPlural(v.required)}.`
  }
  return `${name(v.turn)} is putting down ${rankPlural(v.required)}.`
}
