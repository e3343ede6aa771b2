import type { Outcome, Seat } from '@shared/engine'
import { narrator, type Line } from '@shared/games/narrator'
import { sayAll } from '../i18n/lines'

/**
 * Who won, in one line and the same words on the computer's result and on each phone's (issue 31,
 * item 23: «Побеждает Bram» on one, «Bram: победа» on the other). `you` is the seat whose screen
 * it is (a phone's own), called "you"; the computer's screen, which several may share, names
 * everyone. Every seat winning is a draw, as each game's own result line and the record say.
 */
export function verdict(outcome: Outcome, names: readonly string[], you: Seat | null = null): string {
  const n = narrator((seat) => names[seat] ?? '', you)
  const { winners } = outcome
  const line: Line =
    winners.length > 1
      ? winners.length === names.length
        ? { key: 'table.ending.draw' }
        : { key: 'table.ending.shareWin', values: { names: n.list(winners) } }
      : n.about(winners[0] ?? 0, 'table.ending.wins')
  // A list that starts with "you" starts the sentence: "You and Ada share the win".
  return sayAll([line])
}
