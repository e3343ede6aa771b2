import { randomUUID } from 'node:crypto'
import type { Outcome } from '@shared/engine'
import type { ApiError, SeatInfo, TableCreate, TableSnapshot } from '@shared/ipc'
import { SEAT_COLOUR_IDS, type Profile } from '@shared/profile'
import { err, ok, type Result } from '@shared/result'
import { tableGames } from './games'
import { Table, type Clock } from './table'

/**
 * Names for computer players: short, friendly, easy to tell apart on a small seat plate. More
 * names than seats, so the ones people at the table already use can be passed over.
 */
const BOT_NAMES = ['Ada', 'Bram', 'Cleo', 'Dev', 'Esme', 'Finn', 'Gus', 'Hana', 'Ivo', 'Juno', 'Kit', 'Luz']

export interface TableServiceOptions {
  clock: Clock
  profiles: () => Profile[]
  windowMs: () => number
  botPace: () => number
  publish: (snapshot: TableSnapshot) => void
  finished?: (outcome: Outcome, table: Table) => void
}

/** The open tables, by id. A table lives until its screen leaves it. */
export class TableService {
  private readonly tables = new Map<string, Table>()

  constructor(private readonly opts: TableServiceOptions) {}

  create(req: TableCreate): Result<TableSnapshot, ApiError> {
    const module = tableGames[req.gameId]
    if (!module) return err({ code: 'NOT_FOUND', message: `the ${req.gameId} table is not open yet` })
    if (req.seats.length < module.minSeats || req.seats.length > module.maxSeats) {
      return err({ code: 'BAD_SEATS', message: `${req.gameId} seats ${module.minSeats}–${module.maxSeats} players, not ${req.seats.length}` })
    }
    const seats = this.seatInfo(req)
    if (!seats.ok) return seats
    const { gameId: _g, seats: _s, seed: _seed, rematchOf, ...lobby } = req
    const options = { windowMs: this.opts.windowMs(), ...lobby }
    const base = module.tableConfig?.(seats.value.length, options) ?? module.defaultConfig(seats.value.length)
    // A rematch at the same seats carries over what the rules say does (the deal moves on).
    const previous = rematchOf ? this.tables.get(rematchOf) : undefined
    const sameTable = previous && previous.gameId === req.gameId && previous.seats.length === seats.value.length
    const config = sameTable ? { ...base, ...previous.rematchConfig() } : base
    const id = randomUUID()
    const table = Table.create({
      id,
      gameId: req.gameId,
      module,
      seats: seats.value,
      lobby,
      config,
      seed: req.seed ?? randomUUID(),
      clock: this.opts.clock,
      botPace: this.opts.botPace,
      publish: this.opts.publish,
      finished: this.opts.finished,
    })
    if (!table.ok) return table
    this.tables.set(id, table.value)
    return ok(table.value.snapshot())
  }

  get(tableId: string): Result<Table, ApiError> {
    const table = this.tables.get(tableId)
    return table ? ok(table) : err({ code: 'NOT_FOUND', message: 'that table is no longer open' })
  }

  leave(tableId: string): Result<null, ApiError> {
    const table = this.tables.get(tableId)
    if (!table) return err({ code: 'NOT_FOUND', message: 'that table is no longer open' })
    table.close()
    this.tables.delete(tableId)
    return ok(null)
  }

  closeAll(): void {
    for (const t of this.tables.values()) t.close()
    this.tables.clear()
  }

  private seatInfo(req: TableCreate): Result<SeatInfo[], ApiError> {
    const profiles = this.opts.profiles()
    const taken = new Set<string>()
    const seats: SeatInfo[] = []
    for (const s of req.seats) {
      if (s.kind === 'bot') continue
      const p = profiles.find((x) => x.id === s.profileId)
      if (!p) return err({ code: 'NOT_FOUND', message: `no player with id ${s.profileId}` })
      if (taken.has(p.id)) return err({ code: 'BAD_SEATS', message: `${p.name} can sit in only one seat` })
      taken.add(p.id)
    }
    // Computer players take the colours the people left free, so no two seats look alike.
    const used = new Set(profiles.filter((p) => taken.has(p.id)).map((p) => p.colour))
    const free = SEAT_COLOUR_IDS.filter((c) => !used.has(c))
    // A computer player never shares a name with a person here ("Ada claimed Ada's card 4"), and
    // rather not an initial either: the initial is what a seat's disc shows.
    const names = profiles.filter((p) => taken.has(p.id)).map((p) => p.name.trim().toLowerCase())
    const unused = BOT_NAMES.filter((n) => !names.includes(n.toLowerCase()))
    const initials = new Set(names.map((n) => n.charAt(0)))
    const clash = (n: string) => initials.has(n.charAt(0).toLowerCase())
    const botNames = [...unused.filter((n) => !clash(n)), ...unused.filter(clash)]
    let bots = 0
    for (const s of req.seats) {
      if (s.kind === 'human') {
        const p = profiles.find((x) => x.id === s.profileId)!
        seats.push({ kind: 'human', name: p.name, colour: p.colour, profileId: p.id })
      } else {
        seats.push({ kind: 'bot', name: botNames[bots]!, colour: free[bots % free.length]!, level: s.level })
        bots++
      }
    }
    return ok(seats)
  }
}
