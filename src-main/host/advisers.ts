import { copyPlain, eventsFor, type Seat } from '@shared/engine'
import type { AdviceRequest } from '@shared/games/expert/advice'
import { gameModule } from '@shared/games/lookup'
import type { ApiResult, TableCreate } from '@shared/ipc'
import { FastRng } from '@shared/random'
import { err, ok } from '@shared/result'
import type { Table, TableOptions } from './table'

/**
 * "What would the expert do?" at practice tables. Each person's seat there keeps an expert's
 * memory, built as an expert player in that seat would build it: from the seat's own views and
 * the events addressed to it or to all, nothing else. A question is answered from that memory
 * and the seat's view of the moment, so the advice knows what the person knows.
 */
export function createAdvisers() {
  const memories = new Map<string, ({ seat: Seat } | null)[]>()
  let asked = 0

  return {
    /** The hook a new table's steps go through: for a practice table of a game with an expert. */
    watcher(tableId: string, req: TableCreate): TableOptions['watch'] {
      const spec = gameModule(req.gameId)?.expert
      if (!req.practice || !spec) return undefined
      const seats = req.seats.map((s, seat) => (s.kind === 'human' ? spec.know(seat) : null))
      memories.set(tableId, seats)
      return (events, view) => seats.forEach((k, seat) => k && spec.observe(k, view(seat), eventsFor(events, seat)))
    },
    forget(tableId: string): void {
      memories.delete(tableId)
    },
    /** The question for `seat` of `table` now, or why it cannot be asked. */
    question(table: Table, seat: Seat): ApiResult<AdviceRequest> {
      const spec = gameModule(table.gameId)?.expert
      if (!table.lobby.practice || !spec) {
        return err({ code: 'NOT_PRACTICE', message: 'The expert can be asked only at a practice table.' })
      }
      const k = memories.get(table.id)?.[seat]
      if (!k) return err({ code: 'BAD_SEAT', message: `Seat ${seat + 1} is not a person's seat.` })
      const now = table.seatNow(seat)
      if (!now) return err({ code: 'NOT_SHOWN', message: `Only while ${table.seats[seat]!.name}'s cards are on the screen can they ask the expert.` })
      if (now.legal.length === 0) return err({ code: 'NOTHING_TO_DECIDE', message: 'There is nothing for you to decide right now.' })
      return ok({
        game: table.gameId,
        // Copied: the table's next events must not change the question the thread is answering.
        knowledge: copyPlain(k) as { seat: Seat },
        view: now.view,
        legal: now.legal,
        names: table.seats.map((s) => s.name),
        seed: new FastRng(`advice:${table.id}:${seat}:${++asked}`).seed(),
        playouts: spec.playouts,
      })
    },
  }
}
