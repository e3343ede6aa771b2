import { randomUUID } from 'node:crypto'
import {
  REQUEST_NAMES,
  SEAT_REQUEST_NAMES,
  type ApiResult,
  type Notice,
  type OnlineAccess,
  type PhoneAccess,
  type RequestName,
  type SeatEnd,
  type SeatEventName,
  type TableCreate,
  type SeatEvents,
  type SeatRequestName,
  type TableSnapshot,
} from '@shared/ipc'
import type { Seat } from '@shared/engine'
import { err, ok } from '@shared/result'
import { CALL_WINDOW_SECONDS, pickLanguage, type Language } from '@shared/profile'
import type { AppStore } from '../store/store'
import { memoryArchive, type Archive } from '../store/archive'
import { payloadRefusal, requestSchemas, seatRequestSchemas } from './schemas'
import { systemClock, type Clock } from './clock'
import { TableService, type OnlineTable } from './tables'
import { scoreMatch } from './results'
import { pastGame } from './past-games'
import { createReviews } from './reviews'
import { createSolverService, type SolverService } from './solver'
import { BOT_TABLES } from '@shared/checkmates/bidding-bot'
import { optionValues } from '@shared/games/descriptor'
import { gameModule } from '@shared/games/lookup'
import { createSoloService } from './solo'
import { createPuzzleService } from './puzzles'
import { createThinker, defaultExpertWorkerPath, spawnExpertWorker, type Thinker } from './thinker'
import { createVerdictService, defaultVerdictWorkerPath, spawnVerdictWorker, type VerdictService } from './verdicts'
import { backgroundVerdicts, keptVerdicts } from './background-verdicts'
import { VERDICT_VERSION } from '@shared/games/expert/verdict'
import { verdictRequests } from './verdict-requests'
import { createAdvisers } from './advisers'
import type { Client, EventListener, Handlers, SeatHold } from './handlers/types'
import { appHandlers } from './handlers/app'
import { profileHandlers } from './handlers/profiles'
import { tableHandlers } from './handlers/tables'
import { phoneHandlers } from './handlers/phones'
import { pastGameHandlers } from './handlers/past-games'
import { checkMatesHandlers } from './handlers/checkmates'
import { lessonHandlers } from './handlers/lessons'

export interface HostOptions {
  store: AppStore
  /** Past games, solo runs and standings (store/archive.ts); tests leave it out for one in memory. */
  archive?: Archive
  edition: 'electron' | 'web'
  version: string
  notices?: Notice[]
  /** The system's preferred languages (Electron asks the OS; the web edition leaves it to the browser). */
  systemLanguages?: string[]
  clock?: Clock
  /**
   * The clock moves only when a test moves it (the web edition's `--clock manual`): every screen
   * and phone is told the host's time when it connects and after each move (`clock:manual`), and
   * runs its own game timers on it.
   */
  manualClock?: boolean
  /** Check Mates tables; by default built in a worker thread when the built worker is present. */
  solver?: SolverService
  /** Where experts think; by default a worker thread when the built worker is present. */
  thinker?: Thinker
  /** Where a review's verdicts are worked out; by default a worker thread when the built worker is present. */
  verdicts?: VerdictService
  /**
   * The expert judges people's decisions after each counted game, and the games kept before, with
   * nobody waiting (background-verdicts.ts): both editions' launches. Off for tests that do not ask.
   */
  backgroundVerdicts?: boolean
  /**
   * Multiplies the computer players' pace on top of the setting: 1 for people; the web edition's
   * `--bot-pace` lets tests and demos play a whole match in seconds.
   */
  botPace?: number
}

export type { EventListener }
/** What a phone's connection is told: its seat's snapshots, and once, that the seat is closed. */
export type SeatListener = <K extends SeatEventName>(event: K, payload: SeatEvents[K]) => void

/**
 * One client of the host: a window or a WebSocket. It is told the app's events and the updates of
 * the tables it has open, and a table stays open while a connection has it.
 */
export interface Connection {
  request(channel: string, payload: unknown): Promise<ApiResult<unknown>>
  /** The client went away: its tables wait a grace period for someone to come back. */
  close(): void
}

/** The authoritative side of the app, with no Electron in it: the window and the web edition both front it. */
export interface Host {
  /**
   * A screen's connection. `languages`: what its browser asks for (the web edition reads them
   * from the page's request); where the host knows no system languages, the latest screen's stand
   * for them, so a table with no language chosen speaks to its phones as its screen does.
   */
  connect(send: EventListener, languages?: readonly string[]): Connection
  /**
   * A phone's connection, limited to the one seat its key opens: only the seat channels, that
   * seat's intents and that seat's view. Null for a key that opens no seat (wrong, or dead since
   * its table ended, the seat moved or got a new link). A second phone with the same key takes
   * the seat from the first, which is told so and holds nothing from then on. `device` is what the
   * phone's browser calls itself (a random id it keeps): a seat that goes to another device is
   * shown on the computer; one the same device opens again is not. It is no credential.
   */
  connectSeat(key: string, send: SeatListener, device?: string | null): Connection | null
  /** Whether a key opens a seat now, without taking it. */
  hasSeat(key: string): boolean
  /** Where phones reach the seat server now: told by whoever runs it (both editions' main). */
  setPhoneAccess(access: PhoneAccess): void
  /** What the relay's side of the app (src-main/online) needs of the tables; nothing else touches it. */
  online: OnlineSide
  /** A request from no connection (tests, tools): it keeps no table open and hears no events. */
  request(channel: string, payload: unknown): Promise<ApiResult<unknown>>
  /** The test clock moved (`manualClock`): every screen and phone hears the host's time now. */
  clockMoved(): void
  /** Stops every table's timers, for a clean shutdown. */
  close(): void
}

export type { OnlineTable }

/** The links the relay's side made: a seat's, and a table's spectators'; null until made. */
export interface OnlineLinks {
  seat(tableId: string, seat: Seat): string | null
  watch(tableId: string): string | null
}

/**
 * The host as the relay's side sees it (docs/online.md). An online seat is played through
 * `connectSeat`, exactly as a phone's; this is the rest: which tables the relay carries, what
 * their spectators may see, and where the relay stands.
 */
export interface OnlineSide {
  /** Hears the tables the relay carries now, and again whenever they change (see `TableService.onlineTables`). */
  follow(listener: (tables: OnlineTable[]) => void): { close(): void }
  /** The table's spectators' view as it changes: the first now, then each new one; null for a table not open. */
  spectate(tableId: string, send: (snapshot: TableSnapshot) => void): { close(): void } | null
  /** Where the relay stands and the links it made: the computer's cards, Settings and the lobby show them. */
  setAccess(access: OnlineAccess, links: OnlineLinks): void
}

const SEAT_TAKEN = {
  code: 'SEAT_TAKEN',
  message: 'This connection no longer holds its seat: the link was opened on another device, or the seat has a new link.',
}

const PHONES_OFF: PhoneAccess = { state: 'off', url: null, problem: null, addresses: [], fixedAtLaunch: false }
const ONLINE_OFF: OnlineAccess = { state: 'off', relay: null, problem: null }

/** The bots' own delays are a person's pace for their level; this setting only stretches or trims them. */
const BOT_PACE = { relaxed: 1.5, normal: 1, quick: 0.75 } as const

export function createHost(options: HostOptions): Host {
  const { store } = options
  const archive = options.archive ?? memoryArchive()
  const clock = options.clock ?? systemClock
  const now = () => clock.now()
  const clients = new Set<Client>()
  /** The phones holding a seat now: told the table's language whenever it changes. */
  const seated = new Set<SeatHold>()
  // The table's language, as the computer's own screens resolve it (the renderer's screenLanguage):
  // the setting, else the system's; the web edition has none of its own, so there its screen's
  // browser's, as the latest screen to connect asked.
  let screenLanguages: readonly string[] = []
  const tableLanguage = (): Language =>
    store.read().settings.language ?? pickLanguage(options.systemLanguages?.length ? options.systemLanguages : screenLanguages)
  const speakToPhones = (before: Language) => {
    const language = tableLanguage()
    if (language !== before) for (const hold of seated) hold.speak(language)
  }
  const emit: EventListener = (event, payload) => {
    for (const c of clients) c.send(event, payload)
  }
  /** Every screen's and phone's way to hear the test clock's time (none in a normal launch). */
  const hearTime = new Set<(now: number) => void>()
  const tellTime = (hear: (now: number) => void) => {
    if (!options.manualClock) return () => undefined
    hearTime.add(hear)
    hear(now())
    return () => void hearTime.delete(hear)
  }
  // The app's own channels and its notices, a failed save's among them from the start.
  const app = appHandlers({ ...options, archive, emit })

  const workerPath = defaultExpertWorkerPath()
  const thinker =
    options.thinker ??
    createThinker({ budgetMs: () => store.read().settings.expertThinkMs, spawn: workerPath ? spawnExpertWorker(workerPath) : null })
  let phones = PHONES_OFF
  let online = ONLINE_OFF
  let onlineLinks: OnlineLinks | null = null
  const onlineFollowers = new Set<(tables: OnlineTable[]) => void>()
  /** Per table, whoever passes its public view on to its spectators (the relay's side). */
  const spectators = new Map<string, Set<(snapshot: TableSnapshot) => void>>()
  const advisers = createAdvisers()
  const verdictPath = defaultVerdictWorkerPath()
  const verdicts = options.verdicts ?? createVerdictService(verdictPath ? spawnVerdictWorker(verdictPath) : null)
  const judgeLater = options.backgroundVerdicts
    ? backgroundVerdicts({ archive, verdicts, filed: (game) => emit('verdicts:filed', { game }) })
    : null
  const tables = new TableService<Client>({
    clock,
    profiles: () => store.read().profiles,
    windowMs: () => store.read().settings.realtimeWindowSeconds * 1000,
    callWindowMs: () => CALL_WINDOW_SECONDS[store.read().settings.callWindow] * 1000,
    botPace: () => BOT_PACE[store.read().settings.botSpeed] * (options.botPace ?? 1),
    think: (request, signal) => thinker.think(request, signal),
    // The computer's screens get the computer's snapshot; a phone only its own seat's.
    publish: (snapshot, to) => {
      if (to === 'spectators') return spectators.get(snapshot.tableId)?.forEach((send) => send(snapshot))
      for (const c of tables.clientsOf(snapshot.tableId)) {
        if ((c.seat?.seat ?? 'screen') === to) c.send('table:update', snapshot)
      }
    },
    phoneUrl: () => phones.url,
    onlineLink: (tableId, seat) => onlineLinks?.seat(tableId, seat) ?? null,
    watchLink: (tableId) => onlineLinks?.watch(tableId) ?? null,
    onlineChanged: () => {
      const carried = tables.onlineTables()
      for (const hear of onlineFollowers) hear(carried)
    },
    closed: (tableId, clients) => {
      advisers.forget(tableId)
      for (const c of clients) if (c.seat?.held) lose(c, { reason: 'table-closed' })
    },
    watcher: (tableId, req) => advisers.watcher(tableId, req),
    language: () => tableLanguage(),
    // The result and the game's record are kept in one transaction: a past game always has its
    // result. It keeps its table's id, so the end-of-game screen can open its review. A practice
    // table counts for nobody's record: its game is kept, to review, but no result goes on the ladder.
    finished: (outcome, table) => {
      // A lesson's game is for learning: it is neither a past game nor a result.
      if (table.lessonNow()) return
      const here = new Set(store.read().profiles.map((p) => p.id))
      archive.fileGame(
        pastGame(table.id, now(), table.record(options.version), outcome, table.lobby.practice === true),
        table.lobby.practice ? undefined : scoreMatch({ gameId: table.gameId, seats: table.seats, outcome, at: now() }, archive.standing, (id) => here.has(id)),
      )
      judgeLater?.gameFiled(table.id)
    },
  })
  // The bidding bots read the same cache the solver service fills from its worker thread.
  const solver = options.solver ?? createSolverService({ cache: BOT_TABLES })
  const reviews = createReviews(archive.game)
  // Verdicts on a kept game read it where its review does.
  const judging = verdictRequests<Client>({
    verdicts,
    recordById: reviews.record,
    // A review's verdicts at the expert's own budget are kept with the game: asked again (another
    // seat and back, the review opened again) they are shown at once, and the background judge,
    // whose work they are too, does not judge that seat again.
    judged: (game, seat, steps) => {
      archive.fileVerdicts(game, seat, VERDICT_VERSION, keptVerdicts(steps), steps)
      judgeLater?.reviewed(game, seat)
      emit('verdicts:filed', { game })
    },
    kept: (game, seat) => archive.keptReview(game, seat, VERDICT_VERSION),
  })
  judgeLater?.catchUp()
  const solo = createSoloService({ store, archive, solver, clock, newId: randomUUID, newSeed: () => randomUUID().slice(0, 8), version: options.version })
  const puzzles = createPuzzleService({ store, archive, clock, newId: randomUUID, newSeed: () => randomUUID().slice(0, 8) })
  /** A new table's computer players get ready to think: the expert's thread, the puzzle tables the game's bots will read. */
  const prepare = (req: TableCreate) => {
    if (req.seats.some((s) => s.kind === 'bot' && s.level === 'expert')) thinker.warm()
    // Built off the main thread, before the first card needs them.
    const module = gameModule(req.gameId)
    if (module?.solverTasks) for (const task of module.solverTasks(optionValues(module.game, req))) void solver.table(task)
  }

  // Every request's handler, by what it serves: a file of handlers for each domain, each answering
  // its own channels. The list does not compile unless every request is answered, and only once.
  const handlers = oneHandlerEach([
    app.handlers,
    profileHandlers({ store, archive, emit, now, tableLanguage, speakToPhones }),
    tableHandlers({ tables, phones: () => phones, online: () => online, prepare, followToNextGame, newLink, advisers, verdicts }),
    phoneHandlers({ phones: () => phones, online: () => online }),
    pastGameHandlers({ store, archive, reviews, tables, prepare, thinker, version: options.version }),
    checkMatesHandlers({ solo, solver, puzzles }),
    lessonHandlers({ tables, lessons: archive, profiles: () => store.read().profiles, now }),
    judging.handlers,
  ])

  // Everything from outside passes here, whatever its shape: it gets an answer, never a throw.
  async function handle(from: Client | null, channel: unknown, payload: unknown): Promise<ApiResult<unknown>> {
    try {
      if (!isRequestName(channel)) {
        return err({ code: 'UNKNOWN_CHANNEL', message: `there is no request called ${quote(channel)}` })
      }
      const parsed = requestSchemas[channel].safeParse(payload)
      if (!parsed.success) {
        return err(payloadRefusal(channel, parsed.error))
      }
      const handler = handlers[channel] as (p: unknown, from: Client | null) => ApiResult<unknown> | Promise<ApiResult<unknown>>
      return await handler(parsed.data, from)
    } catch (e) {
      // A bug must not take the app down; the store only changes on a completed write.
      return err({ code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) })
    }
  }

  // "Play again": a person on a phone at the old table who sits on a phone at the new one is
  // handed the new seat's key, so their phone follows without scanning again.
  function followToNextGame(from: string, to: string): void {
    const old = tables.get(from)
    const next = tables.get(to)
    if (!old.ok || !next.ok) return
    for (const c of tables.clientsOf(from)) {
      if (!c.seat?.held) continue
      const before = old.value.seats[c.seat.seat]
      // A phone follows to a phone seat, an online browser to an online seat: each opens its own kind of link.
      const seat = next.value.seats.findIndex((s) => s.phone && s.profileId === before?.profileId && !s.online === !before?.online)
      const key = seat >= 0 ? tables.keyOf(to, seat) : null
      if (key) lose(c, { reason: 'next-game', key })
    }
  }

  /** The phones holding one seat now (one at most, since the newest takes it). */
  const holders = (tableId: string, seat: Seat) => [...tables.clientsOf(tableId)].filter((c) => c.seat?.seat === seat && c.seat.held)

  /** A phone's connection loses its seat at once: it is told why, and hears and holds nothing more. */
  function lose(client: Client, why: SeatEnd): void {
    client.seat!.held = false
    seated.delete(client.seat!)
    client.seat!.tell(why)
    tables.detach(client)
  }

  /**
   * "New link for Ben", a deliberate act at the computer: the seat's key dies, a new one is shown
   * on the computer, and a device that held the seat with the old key loses it (the seat is away
   * until a phone opens the new link).
   */
  function newLink(tableId: string, seat: Seat): ApiResult<TableSnapshot> {
    const renewed = tables.newLink(tableId, seat)
    const holding = renewed.ok ? holders(tableId, seat) : []
    if (!holding.length) return renewed
    for (const c of holding) lose(c, { reason: 'new-link' })
    const table = tables.get(tableId)
    if (!table.ok) return table
    table.value.phoneDisconnected(seat)
    return ok(table.value.snapshot())
  }

  // A phone reaches only its own seat: two channels, the table and seat its key names.
  async function handleSeat(hold: SeatHold, channel: unknown, payload: unknown): Promise<ApiResult<unknown>> {
    try {
      if (!hold.held) return err(SEAT_TAKEN)
      if (!isSeatRequestName(channel)) {
        return err({ code: 'UNKNOWN_CHANNEL', message: `a seat can ask only ${SEAT_REQUEST_NAMES.join(' and ')}, not ${quote(channel)}` })
      }
      const parsed = seatRequestSchemas[channel].safeParse(payload)
      if (!parsed.success) {
        return err(payloadRefusal(channel, parsed.error))
      }
      const table = tables.get(hold.tableId)
      if (!table.ok) return table
      if (channel === 'seat:get') return ok(table.value.snapshotFor(hold.seat))
      return table.value.actFromPhone(hold.seat, (parsed.data as { action: unknown }).action)
    } catch (e) {
      return err({ code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) })
    }
  }

  return {
    connectSeat(key, send, device = null) {
      const found = tables.seatByKey(key)
      if (!found) return null
      const { table, seat } = found
      // One device per seat: the newest takes it, and the one it replaced loses it, told so.
      const replaced = holders(table.id, seat)
      for (const c of replaced) lose(c, { reason: 'opened-elsewhere' })
      // Whoever opened the link has it: the computer no longer shows it, but says so if the seat
      // went to another device (a phone reconnecting replaces its own old socket).
      tables.linkOpened(table.id, seat, replaced.some((c) => device === null || c.seat!.device !== device))
      const hold: SeatHold = {
        tableId: table.id,
        seat,
        held: true,
        device,
        tell: (why) => send('seat:ended', why),
        speak: (language) => send('seat:language', { language }),
      }
      // A phone hears its own seat's snapshots only, never the app's events (profiles, settings, notices).
      const client: Client = {
        send: (event, payload) => event === 'table:update' && send(event, payload as SeatEvents['table:update']),
        soloRuns: new Set(),
        seat: hold,
      }
      tables.attach(table.id, client)
      // Before its first picture, so the phone's first screen is already in its language and time.
      seated.add(hold)
      hold.speak(tableLanguage())
      const stopTelling = tellTime((at) => hold.held && send('clock:manual', { now: at }))
      table.phoneConnected(seat)
      return {
        request: (channel, payload) => handleSeat(hold, channel, payload),
        close: () => {
          stopTelling()
          tables.detach(client)
          seated.delete(hold)
          if (!hold.held) return
          hold.held = false
          table.phoneDisconnected(seat)
        },
      }
    },
    hasSeat: (key) => tables.seatByKey(key) !== null,
    setPhoneAccess(access) {
      phones = access
      emit('phones:changed', phones)
      tables.linksChanged()
    },
    online: {
      follow(listener) {
        onlineFollowers.add(listener)
        listener(tables.onlineTables())
        return { close: () => void onlineFollowers.delete(listener) }
      },
      spectate(tableId, send) {
        const table = tables.get(tableId)
        if (!table.ok) return null
        const sends = spectators.get(tableId) ?? new Set()
        spectators.set(tableId, sends)
        sends.add(send)
        table.value.spectate(true)
        send(table.value.snapshotForSpectators())
        return {
          close: () => {
            sends.delete(send)
            if (sends.size) return
            spectators.delete(tableId)
            const still = tables.get(tableId)
            if (still.ok) still.value.spectate(false)
          },
        }
      },
      setAccess(access, links) {
        online = access
        onlineLinks = links
        emit('online:changed', online)
        tables.linksChanged()
      },
    },
    connect(send, languages) {
      if (languages?.length) {
        const before = tableLanguage()
        screenLanguages = languages
        speakToPhones(before)
      }
      const client: Client = { send, soloRuns: new Set(), seat: null }
      clients.add(client)
      const stopTelling = tellTime((at) => send('clock:manual', { now: at }))
      return {
        request: (channel, payload) => handle(client, channel, payload),
        close: () => {
          stopTelling()
          clients.delete(client)
          tables.detach(client)
          judging.left(client)
          for (const sessionId of client.soloRuns) void solo.quit({ sessionId })
        },
      }
    },
    request: (channel, payload) => handle(null, channel, payload),
    clockMoved: () => hearTime.forEach((hear) => hear(now())),
    close: () => {
      app.stop()
      tables.closeAll()
      solo.close()
      void solver.close()
      void thinker.close()
      judgeLater?.close()
      void verdicts.close()
    },
  }
}

/** Every key of each of the maps `M` (a union of maps). */
type AnyKey<M> = M extends unknown ? keyof M : never
/** The channels that two of the maps both answer. */
type Twice<M extends readonly unknown[]> = M extends readonly [infer First, ...infer Rest] ? (keyof First & AnyKey<Rest[number]>) | Twice<Rest> : never
/** The requests none of the maps answers. */
type Unanswered<M extends readonly unknown[]> = Exclude<RequestName, AnyKey<M[number]>>

/**
 * The domains' handlers as one map. It does not compile unless every request has a handler, and
 * only one: a channel two domains both answered would otherwise go, silently, to the later one.
 */
function oneHandlerEach<const M extends readonly Partial<Handlers>[]>(
  maps: M &
    ([Twice<M>] extends [never] ? unknown : { answeredTwice: Twice<M> }) &
    ([Unanswered<M>] extends [never] ? unknown : { unanswered: Unanswered<M> }),
): Handlers {
  return Object.assign({}, ...maps) as Handlers
}

function isRequestName(x: unknown): x is RequestName {
  return typeof x === 'string' && (REQUEST_NAMES as readonly string[]).includes(x)
}

function isSeatRequestName(x: unknown): x is SeatRequestName {
  return typeof x === 'string' && (SEAT_REQUEST_NAMES as readonly string[]).includes(x)
}

/** A name from outside, shown in an error without echoing whatever size or shape it came in. */
function quote(x: unknown): string {
  if (typeof x !== 'string') {
    const kind = x === null ? 'null' : Array.isArray(x) ? 'a list' : `${/^[aeiou]/.test(typeof x) ? 'an' : 'a'} ${typeof x}`
    return `(${kind}, not a name)`
  }
  return JSON.stringify(x.length > 80 ? `${x.slice(0, 80)}…` : x)
}
