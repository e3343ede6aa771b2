import { randomBytes, randomUUID } from 'node:crypto'
import type { Outcome, Seat } from '@shared/engine'
import type { ApiError, JoinCard, PhoneState, SeatInfo, TableCreate, TableSnapshot } from '@shared/ipc'
import { SEAT_COLOUR_IDS, type Language, type Profile } from '@shared/profile'
import { err, ok, type Result } from '@shared/result'
import { optionValues, seatCountProblem } from '@shared/games/descriptor'
import { gameModule } from '@shared/games/lookup'
import { seatsLevel } from '@shared/games/module'
import type { RecordStep } from '@shared/records/format'
import type { Clock } from './clock'
import { Table, type Audience, type TableOptions } from './table'
import type { LessonRun } from './lesson-run'

/**
 * Names for computer players: short, friendly, easy to tell apart on a small seat plate. More
 * names than seats, so the ones people at the table already use can be passed over.
 */
/**
 * Computer players' names in the table's language (issue 31, item 23: Latin names at a Russian
 * table read as foreign), each with its own initial, since the initial is what a seat's disc shows.
 */
const BOT_NAMES: Record<Language, readonly string[]> = {
  en: ['Ada', 'Bram', 'Cleo', 'Dev', 'Esme', 'Finn', 'Gus', 'Hana', 'Ivo', 'Juno', 'Kit', 'Luz'],
  ru: ['Аня', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Зоя', 'Илья', 'Катя', 'Лев', 'Мира', 'Нина'],
}

/** A table the relay carries: the live keys of its online seats (see `onlineTables`). */
export interface OnlineTable {
  tableId: string
  seats: { seat: Seat; key: string }[]
}

export interface TableServiceOptions<Client = object> {
  clock: Clock
  profiles: () => Profile[]
  windowMs: () => number
  callWindowMs: () => number
  botPace: () => number
  /** Where experts think: the host's worker thread. */
  think?: TableOptions['think']
  publish: (snapshot: TableSnapshot, to: Audience) => void
  finished?: (outcome: Outcome, table: Table) => void
  /** Where phones reach the seat server now (`http://address:port/`), or null while phones are off. */
  phoneUrl?: () => string | null
  /** A table closed, with whoever still had it open: its phones' keys are dead now. */
  closed?: (tableId: string, clients: ReadonlySet<Client>) => void
  /**
   * The links the relay made (src-main/online): a seat played online, and a table's spectators.
   * Null while there is none (no relay set, or not yet made).
   */
  onlineLink?: (tableId: string, seat: Seat) => string | null
  watchLink?: (tableId: string) => string | null
  /** The tables on the relay changed (`onlineTables`): one opened or closed, a seat's key renewed or retired. */
  onlineChanged?: () => void
  /** What hears a new table's steps besides its bots (a practice table's advisers), if anything. */
  watcher?: (tableId: string, req: TableCreate) => TableOptions['watch']
  /** The table's language, as the computer's screens speak it: its computer players are named in it. English when not said. */
  language?: () => Language
}

/**
 * A table that starts at a moment of a recorded game ("Try it again"): the record's config, its
 * steps up to that moment, and the host's time of the last of them. The table's clock runs on
 * from there, so a window that was open still has the time it had left.
 */
export interface Resume {
  config: unknown
  steps: readonly RecordStep[]
  at: number
}

/** A phone seat's key: 192 random bits, far beyond guessing (the seat's only credential). */
export const newSeatKey = (): string => randomBytes(24).toString('base64url')

/** How long a table nobody has open waits for someone to come back: a page reload, a reopened window. */
export const IDLE_GRACE_MS = 2 * 60_000
/** How long a finished table stays after its result went out, to look at the table, reload, or play again. */
export const FINISHED_LINGER_MS = 5 * 60_000
/** Closed tables remembered for "Play again": a few fields each. */
const REMATCH_MEMORY = 64

interface Open<Client> {
  table: Table
  clients: Set<Client>
  /** Per seat, the key its phone's link carries; null for seats here and for bots. */
  keys: (string | null)[]
  /** Per seat, whether its phone is a browser anywhere, reached through the relay. */
  online: boolean[]
  /** Someone here asked for the spectators' link (`table:watch`): the table is on the relay. */
  watched: boolean
  /**
   * Per seat, whether the computer may show its key: until a phone has opened it. A key once
   * opened is never shown again (someone who scanned it would have the seat); a new link is.
   */
  shown: boolean[]
  /** Per seat, when another device last took it from the one holding it; null once dealt with. */
  takenAt: (number | null)[]
  /** Since when nobody has had the table open; null while someone has. */
  idleSince: number | null
  finishedAt: number | null
  closing: unknown
}

/** What "Play again" needs of the table it follows. */
interface Rematch {
  gameId: string
  seats: number
  config: object
}

/**
 * The open tables, by id. A table closes when its screen leaves it, a while after its game ends,
 * or when none of its clients (whoever has it open: the host's connections) is left for a grace
 * period; what a rematch carries over outlives it.
 */
export class TableService<Client extends object = object> {
  private readonly open = new Map<string, Open<Client>>()
  private readonly closed = new Map<string, Rematch>()
  /** Every live seat key, to the seat it opens. */
  private readonly keys = new Map<string, { tableId: string; seat: Seat }>()

  constructor(private readonly opts: TableServiceOptions<Client>) {}

  /**
   * `from`: the engine's config exactly as given (the same deal again), and for "Try it again" the
   * recorded steps the table starts after; without it, a config from the lobby's options.
   */
  create(req: TableCreate, from?: { config: unknown } | Resume, lesson?: { run: LessonRun; moved: (table: Table) => void }): Result<TableSnapshot, ApiError> {
    const resume = from && 'steps' in from ? from : undefined
    const module = gameModule(req.gameId)
    if (!module) return err({ code: 'NOT_FOUND', message: `the ${req.gameId} table is not open yet` })
    const seatProblem = seatCountProblem(module.game, req.seats.length)
    if (seatProblem) return err({ code: 'BAD_SEATS', message: seatProblem })
    const missing = req.seats.flatMap((s) => (s.kind === 'bot' && !seatsLevel(module, s.level) ? [s.level] : []))[0]
    if (missing) return err({ code: 'BAD_SEATS', message: `${req.gameId} has no ${missing} computer player` })
    const seats = this.seatInfo(req)
    if (!seats.ok) return seats
    const { gameId: _g, seats: _s, seed: _seed, rematchOf, ...lobby } = req
    const options = { windowMs: this.opts.windowMs(), callWindowMs: this.opts.callWindowMs(), ...optionValues(module.game, lobby) }
    const base = module.tableConfig?.(seats.value.length, options) ?? module.defaultConfig(seats.value.length)
    // A rematch at the same seats carries over what the rules say does (the deal moves on).
    const previous = rematchOf ? this.rematchOf(rematchOf) : undefined
    const sameTable = previous && previous.gameId === req.gameId && previous.seats === seats.value.length
    const config = from?.config ?? (sameTable ? { ...base, ...previous.config } : base)
    const id = randomUUID()
    const keys = seats.value.map((s) => (s.phone ? newSeatKey() : null))
    const online = seats.value.map((s) => s.online === true)
    const shown = keys.map((k) => k !== null)
    const takenAt = keys.map((): number | null => null)
    const table = Table.create({
      id,
      gameId: req.gameId,
      module,
      seats: seats.value,
      lobby,
      config,
      seed: req.seed ?? randomUUID(),
      clock: resume ? shifted(this.opts.clock, resume.at) : this.opts.clock,
      resume: resume?.steps,
      lesson: lesson?.run,
      lessonMoved: lesson?.moved,
      watch: this.opts.watcher?.(id, req),
      botPace: this.opts.botPace,
      think: this.opts.think,
      publish: this.opts.publish,
      joinCard: (seat, phone) => this.joinCard(id, seat, phone, { keys, online, shown, takenAt }),
      watchLink: () => this.opts.watchLink?.(id) ?? null,
      finished: (outcome, finished) => {
        const entry = this.open.get(finished.id)
        if (entry) {
          entry.finishedAt = this.opts.clock.now()
          this.plan(entry)
        }
        this.opts.finished?.(outcome, finished)
      },
    })
    if (!table.ok) return table
    const entry: Open<Client> = {
      table: table.value,
      clients: new Set(),
      keys,
      online,
      watched: false,
      shown,
      takenAt,
      idleSince: this.opts.clock.now(),
      finishedAt: null,
      closing: null,
    }
    this.open.set(id, entry)
    keys.forEach((key, seat) => key && this.keys.set(key, { tableId: id, seat }))
    this.plan(entry)
    if (online.includes(true)) this.opts.onlineChanged?.()
    return ok(table.value.snapshot())
  }

  get(tableId: string): Result<Table, ApiError> {
    const entry = this.open.get(tableId)
    return entry ? ok(entry.table) : err({ code: 'NOT_FOUND', message: 'that table is no longer open' })
  }

  /** The seat a phone's key opens, or null for any key that opens none (never issued, or dead). */
  seatByKey(key: string): { table: Table; seat: Seat } | null {
    const found = this.keys.get(key)
    const entry = found && this.open.get(found.tableId)
    return entry ? { table: entry.table, seat: found.seat } : null
  }

  /** The key that opens a phone seat, while it is live. */
  keyOf(tableId: string, seat: Seat): string | null {
    return this.open.get(tableId)?.keys[seat] ?? null
  }

  /** A phone seat whose phone is away moves to a computer player or to this computer; its key dies. */
  moveSeat(tableId: string, seat: Seat, to: 'bot' | 'here'): Result<TableSnapshot, ApiError> {
    const entry = this.open.get(tableId)
    if (!entry) return err({ code: 'NOT_FOUND', message: 'that table is no longer open' })
    const { table } = entry
    const name = botNames(table.seats.map((s) => s.name), this.language())[0]!
    const moved = table.moveSeat(seat, to === 'bot' ? { kind: 'bot', name } : { kind: 'here' })
    if (moved.ok) this.revoke(entry, seat)
    if (moved.ok && entry.online[seat]) {
      entry.online[seat] = false
      this.opts.onlineChanged?.()
    }
    return moved
  }

  /**
   * A phone opened the seat's link: the computer stops showing it. `taken`: it took the seat from
   * another device that held it, which the computer shows until the seat is away or gets a new link.
   */
  linkOpened(tableId: string, seat: Seat, taken: boolean): void {
    const entry = this.open.get(tableId)
    if (!entry) return
    entry.shown[seat] = false
    entry.takenAt[seat] = taken ? this.opts.clock.now() : null
  }

  /** A phone seat gets a new key, shown on the computer until a phone opens it; the old key dies. */
  newLink(tableId: string, seat: Seat): Result<TableSnapshot, ApiError> {
    const entry = this.open.get(tableId)
    if (!entry) return err({ code: 'NOT_FOUND', message: 'that table is no longer open' })
    if (!entry.keys[seat]) return err({ code: 'BAD_SEAT', message: `seat ${seat} is not played on a phone` })
    this.revoke(entry, seat)
    const key = newSeatKey()
    entry.keys[seat] = key
    entry.shown[seat] = true
    entry.takenAt[seat] = null
    this.keys.set(key, { tableId, seat })
    if (entry.online[seat]) this.opts.onlineChanged?.()
    entry.table.linksChanged()
    return ok(entry.table.snapshot())
  }

  /**
   * The tables the relay carries: each with a seat played online, or whose spectators' link was
   * asked for, with the live key of each online seat (the host's own credential for that seat:
   * it never leaves this process).
   */
  onlineTables(): OnlineTable[] {
    const found: OnlineTable[] = []
    for (const [tableId, entry] of this.open) {
      const seats = entry.online.flatMap((on, seat) => (on && entry.keys[seat] ? [{ seat, key: entry.keys[seat]! }] : []))
      if (seats.length || entry.watched) found.push({ tableId, seats })
    }
    return found
  }

  /** The table's spectators' link is wanted: the relay carries it from now on. */
  watch(tableId: string): Result<TableSnapshot, ApiError> {
    const entry = this.open.get(tableId)
    if (!entry) return err({ code: 'NOT_FOUND', message: 'that table is no longer open' })
    if (entry.table.lessonNow()) return err({ code: 'BAD_TABLE', message: 'a lesson is nobody else\'s to watch' })
    if (!entry.watched) {
      entry.watched = true
      this.opts.onlineChanged?.()
    }
    return ok(entry.table.snapshot())
  }

  /** Phones came on, went off or moved: the join cards' links change. */
  linksChanged(): void {
    for (const { table, keys } of this.open.values()) if (keys.some((k) => k !== null)) table.linksChanged()
  }

  /** A client has the table open (created, looked at or acted on it): it gets its updates and keeps it open. */
  attach(tableId: string, client: Client): void {
    const entry = this.open.get(tableId)
    if (!entry || entry.clients.has(client)) return
    entry.clients.add(client)
    entry.idleSince = null
    this.plan(entry)
  }

  /** A client went away: each table it had open that nobody else has starts its grace period. */
  detach(client: Client): void {
    for (const entry of this.open.values()) {
      if (!entry.clients.delete(client) || entry.clients.size > 0) continue
      entry.idleSince = this.opts.clock.now()
      this.plan(entry)
    }
  }

  /** The clients that have this table open. */
  clientsOf(tableId: string): ReadonlySet<Client> {
    return this.open.get(tableId)?.clients ?? new Set()
  }

  leave(tableId: string): Result<null, ApiError> {
    if (!this.open.has(tableId)) return err({ code: 'NOT_FOUND', message: 'that table is no longer open' })
    this.remove(tableId)
    return ok(null)
  }

  closeAll(): void {
    for (const id of [...this.open.keys()]) this.remove(id)
  }

  /** Sets the one timer that closes a table: the end of its grace period or of its linger, whichever comes first. */
  private plan(entry: Open<Client>): void {
    const { clock } = this.opts
    if (entry.closing !== null) clock.clearTimeout(entry.closing)
    entry.closing = null
    const at = Math.min(
      entry.idleSince === null ? Infinity : entry.idleSince + IDLE_GRACE_MS,
      entry.finishedAt === null ? Infinity : entry.finishedAt + FINISHED_LINGER_MS,
    )
    if (at === Infinity) return
    const id = entry.table.id
    entry.closing = clock.setTimeout(() => this.remove(id), Math.max(0, at - clock.now()))
  }

  private remove(tableId: string): void {
    const entry = this.open.get(tableId)
    if (!entry) return
    if (entry.closing !== null) this.opts.clock.clearTimeout(entry.closing)
    entry.table.close()
    this.open.delete(tableId)
    entry.keys.forEach((_, seat) => this.revoke(entry, seat))
    this.opts.closed?.(tableId, entry.clients)
    if (entry.online.includes(true) || entry.watched) this.opts.onlineChanged?.()
    const { table } = entry
    this.closed.set(tableId, { gameId: table.gameId, seats: table.seats.length, config: table.rematchConfig() })
    if (this.closed.size > REMATCH_MEMORY) this.closed.delete(this.closed.keys().next().value!)
  }

  /**
   * A phone seat's card: none while its phone is in, unless another device just took it; while
   * it joins or is away, its link, if the computer may show it (see `shown`), and if phones are on.
   */
  private joinCard(tableId: string, seat: Seat, phone: PhoneState, at: Pick<Open<Client>, 'keys' | 'online' | 'shown' | 'takenAt'>): JoinCard | null {
    const takenAt = at.takenAt[seat] ?? null
    if (phone === 'connected') return takenAt === null ? null : { seat, url: null, takenAt }
    const key = at.keys[seat]
    if (!key || !at.shown[seat]) return { seat, url: null }
    // An online seat's link is the relay's: its own token and sealing key, never this key.
    if (at.online[seat]) return { seat, url: this.opts.onlineLink?.(tableId, seat) ?? null }
    const url = this.opts.phoneUrl?.() ?? null
    return { seat, url: url ? `${url}#${key}` : null }
  }

  private revoke(entry: Open<Client>, seat: Seat): void {
    const key = entry.keys[seat]
    if (key) this.keys.delete(key)
    entry.keys[seat] = null
  }

  private language(): Language {
    return this.opts.language?.() ?? 'en'
  }

  private rematchOf(tableId: string): Rematch | undefined {
    const entry = this.open.get(tableId)
    if (!entry) return this.closed.get(tableId)
    return { gameId: entry.table.gameId, seats: entry.table.seats.length, config: entry.table.rematchConfig() }
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
    const names = botNames(profiles.filter((p) => taken.has(p.id)).map((p) => p.name), this.language())
    let bots = 0
    for (const s of req.seats) {
      if (s.kind === 'human') {
        const p = profiles.find((x) => x.id === s.profileId)!
        const away = s.where === 'phone' || s.where === 'online'
        seats.push({
          kind: 'human',
          name: p.name,
          colour: p.colour,
          profileId: p.id,
          ...(away && { phone: 'joining' as const }),
          ...(s.where === 'online' && { online: true as const }),
        })
      } else {
        seats.push({ kind: 'bot', name: names[bots]!, colour: free[bots % free.length]!, level: s.level })
        bots++
      }
    }
    return ok(seats)
  }
}

/**
 * Names for computer players, best first, beside the names already at the table: never one of
 * them ("Ada claimed Ada's card 4"), and rather not an initial either, since the initial is what a
 * seat's disc shows.
 */
function botNames(atTable: string[], language: Language): string[] {
  const names = atTable.map((n) => n.trim().toLowerCase())
  const unused = BOT_NAMES[language].filter((n) => !names.includes(n.toLowerCase()))
  const initials = new Set(names.map((n) => n.charAt(0)))
  const clash = (n: string) => initials.has(n.charAt(0).toLowerCase())
  return [...unused.filter((n) => !clash(n)), ...unused.filter(clash)]
}

/** The host's clock, running on from `at` now: a resumed game's time goes on where it stopped. */
function shifted(clock: Clock, at: number): Clock {
  const offset = clock.now() - at
  return { now: () => clock.now() - offset, setTimeout: (fn, ms) => clock.setTimeout(fn, ms), clearTimeout: (h) => clock.clearTimeout(h) }
}
