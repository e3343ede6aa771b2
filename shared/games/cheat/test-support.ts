import type { Card } from '../../cards'
import { cheatEngine, defaultCheatConfig, type CheatState } from './engine'

/**
 * For tests: a hand-made table between claims, `hands` for seats 0 onwards, seat 0 to claim aces
 * and the last seat dealing unless `fields` says otherwise; nothing claimed, challenged or won yet.
 */
export function cheatTable(hands: Card[][], fields: Partial<CheatState> = {}): CheatState {
  const dealt = cheatEngine.setup(defaultCheatConfig(hands.length), 'table')
  if (!dealt.ok) throw new Error(dealt.error.message)
  return { ...dealt.value.state, dealer: hands.length - 1, turn: 0, hands, ...fields }
}
