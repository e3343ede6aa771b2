import type { TableCreate } from '@shared/ipc'
import { parseRecord } from '@shared/records/parse'
import { replay } from '@shared/records/replay'
import { err, ok } from '@shared/result'
import { MAX_RECORD_CHARS } from '@shared/records/format'
import type { Archive } from '../../store/archive'
import type { AppStore } from '../../store/store'
import { endOf, exportGame, importedId, pastGame, sameDeal, summaryOf } from '../past-games'
import type { createReviews } from '../reviews'
import type { TableService } from '../tables'
import type { Thinker } from '../thinker'
import { tryAgainTable } from '../try-again'
import { recordOf } from '../verdict-requests'
import type { Client, Handlers } from './types'

export interface PastGamesContext {
  store: AppStore
  archive: Archive
  reviews: Pick<ReturnType<typeof createReviews>, 'frame' | 'record' | 'forget'>
  tables: TableService<Client>
  /** A new table's computer players get ready to think. */
  prepare: (req: TableCreate) => void
  thinker: Pick<Thinker, 'warm'>
  /** This app's version: a record it wrote itself was played by its own rules. */
  version: string
}

/**
 * `games:*`, `review:step` and `verdict:try-again`: the past games kept on this computer, their
 * reviews, their files, and the tables that play one again (the same deal, or from one moment).
 * The verdicts on a kept game (`verdict:judge`, `verdict:checkmates`, `verdict:cancel`) are
 * verdict-requests.ts's.
 */
/** A backup's part: half the record cap, so a part with its escapes stays well inside the page's frame (shared/frames.ts). */
const BACKUP_PART_CHARS = MAX_RECORD_CHARS / 2

export function pastGameHandlers({ store, archive, reviews, tables, prepare, thinker, version }: PastGamesContext) {
  return {
    'games:list': (query) => ok(archive.listGames(query)),
    'games:delete': ({ id }) => {
      if (!archive.deleteGame(id)) return err({ code: 'NOT_FOUND', message: 'That game is no longer kept on this computer.' })
      reviews.forget(id)
      return ok(null)
    },
    // A part at a time, each well inside the page's frame, however many games are kept.
    'games:backup': ({ query, after }) => ok(archive.records(query, after ?? null, BACKUP_PART_CHARS)),
    'review:step': ({ id, step, viewer }) => reviews.frame(id, step, viewer),
    'games:export': ({ id }) => {
      const game = archive.game(id)
      return game ? ok(exportGame(game)) : err({ code: 'NOT_FOUND', message: 'That game is no longer kept on this computer.' })
    },
    'games:again': ({ id }, from) => {
      const game = archive.game(id)
      if (!game) return err({ code: 'NOT_FOUND', message: 'That game is no longer kept on this computer.' })
      const again = sameDeal(game, store.read().profiles)
      if (!again.ok) return again
      const created = tables.create(again.value.req, { config: again.value.config })
      if (created.ok && from) tables.attach(created.value.tableId, from)
      if (created.ok) prepare(again.value.req)
      return created
    },
    // Only a record that reads and replays to its own result is kept: a refused file changes nothing.
    'games:import': ({ text }) => {
      const record = parseRecord(text)
      if (!record.ok) return err(record.error)
      const again = replay(record.value)
      // Written by this very version, the record was played by today's rules: a step they refuse,
      // or another ending, means the file was changed since, not the rules (issue 31, item 17).
      if (!again.ok && again.error.code === 'RULES_CHANGED' && record.value.app === version) {
        return err({ code: 'DAMAGED_RECORD', message: `This game record was changed or damaged after it was saved: ${again.error.message}` })
      }
      if (!again.ok) return err({ code: again.error.code, message: again.error.message })
      if (!again.value.outcome) return err({ code: 'BAD_RECORD', message: 'This game record stops before the game ended: only finished games can be reviewed.' })
      const id = importedId(record.value)
      if (archive.has(id)) return err({ code: 'ALREADY_KEPT', message: 'This game is already in your past games.' })
      const game = pastGame(id, endOf(record.value), record.value, again.value.outcome, false, true)
      archive.fileGame(game)
      return ok(summaryOf(game))
    },
    'verdict:try-again': (p, from) => {
      const record = recordOf(p, reviews.record)
      if (!record.ok) return record
      const profiles = store.read().profiles
      const profileId = p.profileId ?? record.value.seats[p.seat]?.profileId
      if (!profileId || !profiles.some((x) => x.id === profileId)) {
        return err({ code: 'NO_PLAYER', message: 'Choose which player on this computer tries it again.' })
      }
      const table = tryAgainTable(record.value, p.step, p.seat, profileId)
      if (!table.ok) return table
      const created = tables.create(table.value.req, table.value.resume)
      if (created.ok && from) tables.attach(created.value.tableId, from)
      if (created.ok) thinker.warm()
      return created
    },
  } satisfies Partial<Handlers>
}
