import type { Seat } from '@shared/engine'
import type { ApiResult, OnlineAccess, PhoneAccess, TableCreate, TableSnapshot } from '@shared/ipc'
import { err, ok } from '@shared/result'
import type { createAdvisers } from '../advisers'
import type { Table } from '../table'
import type { TableService } from '../tables'
import type { VerdictService } from '../verdicts'
import type { Client, Handlers } from './types'

export interface TablesContext {
  tables: TableService<Client>
  /** Where phones reach the seat server now. */
  phones: () => PhoneAccess
  /** Whether a relay is set: online seats and spectators need one. */
  online: () => OnlineAccess
  /** A new table's computer players get ready to think. */
  prepare: (req: TableCreate) => void
  /** "Play again": the phones at the old table follow to their seats at the new one. */
  followToNextGame: (from: string, to: string) => void
  /** A seat moved to a phone gets a new link; a phone holding the old one loses it. */
  newLink: (tableId: string, seat: Seat) => ApiResult<TableSnapshot>
  advisers: Pick<ReturnType<typeof createAdvisers>, 'question'>
  verdicts: Pick<VerdictService, 'advise'>
}

/** `table:*`: the tables being played, asked about and acted on from the computer's screens. */
export function tableHandlers({ tables, phones, online, prepare, followToNextGame, newLink, advisers, verdicts }: TablesContext) {
  // Whoever asks about a table has it open on their screen from then on.
  const onTable = <T>(tableId: string, from: Client | null, work: (t: Table) => ApiResult<T>): ApiResult<T> => {
    const t = tables.get(tableId)
    if (!t.ok) return t
    if (from) tables.attach(tableId, from)
    return work(t.value)
  }

  return {
    'table:create': (req, from) => {
      const access = phones()
      if (access.state !== 'on' && req.seats.some((s) => s.kind === 'human' && s.where === 'phone')) {
        return err({
          code: 'PHONES_OFF',
          message: access.problem?.message ?? 'Phones are off: turn on "Players can join from phones" in Settings first.',
          ...(access.problem && { params: { problem: access.problem.code, ...access.problem.params } }),
        })
      }
      if (online().state === 'off' && req.seats.some((s) => s.kind === 'human' && s.where === 'online')) {
        return err({ code: 'ONLINE_OFF', message: 'Nobody can play online yet: set a relay in Settings → Play online first.' })
      }
      const created = tables.create(req)
      if (created.ok && from) tables.attach(created.value.tableId, from)
      if (created.ok && req.rematchOf) followToNextGame(req.rematchOf, created.value.tableId)
      if (created.ok) prepare(req)
      return created
    },
    'table:get': ({ tableId }, from) => onTable(tableId, from, (t) => ok(t.snapshot())),
    'table:act': ({ tableId, seat, action }, from) => onTable(tableId, from, (t) => t.act(seat, action)),
    'table:handover': ({ tableId }, from) => onTable(tableId, from, (t) => t.acknowledgeHandover()),
    'table:release': ({ tableId }, from) => onTable(tableId, from, (t) => t.release()),
    'table:leave': ({ tableId }) => tables.leave(tableId),
    'table:watch': ({ tableId }, from) => {
      if (online().state === 'off') return err({ code: 'ONLINE_OFF', message: 'Nobody can watch yet: set a relay in Settings → Play online first.' })
      if (from) tables.attach(tableId, from)
      return tables.watch(tableId)
    },
    'table:seat-move': ({ tableId, seat, to }, from) => {
      if (from) tables.attach(tableId, from)
      return to === 'phone' ? newLink(tableId, seat) : tables.moveSeat(tableId, seat, to)
    },
    'table:ask-expert': async ({ tableId, seat }, from) => {
      const t = tables.get(tableId)
      if (!t.ok) return t
      if (from) tables.attach(tableId, from)
      const question = advisers.question(t.value, seat)
      return question.ok ? verdicts.advise(question.value) : question
    },
  } satisfies Partial<Handlers>
}
