import { randomUUID } from 'node:crypto'
import {
  REQUEST_NAMES,
  SEAT_REQUEST_NAMES,
  type ApiResult,
  type Events,
  type EventName,
  type Notice,
  type PhoneAccess,
  type RequestName,
  type RequestPayload,
  type RequestResult,
  type SeatEnd,
  type SeatEventName,
  type TableCreate,
  type SeatEvents,
  type SeatRequestName,
  type TableSnapshot,
} from '@shared/ipc'
import type { Seat } from '@shared/engine'
import { err, ok } from '@shared/result'
import { CALL_WINDOW_SECONDS, pickLanguage, profileNamed, type Language } from '@shared/profile'
import type { AppStore, SaveState } from '../store/store'
import { memoryArchive, type Archive } from '../store/archive'
import { payloadRefusal, requestSchemas, seatRequestSchemas } from './schemas'
import { systemClock, type Clock } from './clock'
import type { Table } from './table'
import { TableService } from './tables'
import { freshStanding, scoreMatch } from './results'
import { endOf, exportGame, importedId, pastGame, sameDeal, summaryOf } from './past-games'
import { createReviews } from './reviews'
import { MAX_RECORD_CHARS, parseRecord } from '@shared/records/parse'
import { replay } from '@shared/records/replay'
import { levelOf } from '@shared/results'
import { answerSolve, createSolverService, type SolverService } from './solver'
import { BOT_TABLES } from '@shared/checkmates/bidding-bot'
import { optionValues } from '@shared/games/descriptor'
import { gameModule } from '@shared/games/lookup'
import { createSoloService } from './solo'
import { createThinker, defaultExpertWorkerPath, spawnExpertWorker, type Thinker } from './thinker'
import { createVerdictService, defaultVerdictWorkerPath, spawnVerdictWorker, type VerdictService } from './verdicts'
import { recordOf, verdictRequests } from './verdict-requests'
import { createAdvisers } from './advisers'
import { tryAgainTable } from './try-again'

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
   * Multiplies the computer players' pace on top of the setting: 1 for people; the web edition's
   * `--bot-pace` lets tests and demos play a whole match in seconds.
   */
  botPace?: number
}

export type EventListener = <K extends EventName>(event: K, payload: Events[K]) => void
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
  /** A request from no connection (tests, tools): it keeps no table open and hears no events. */
  request(channel: string, payload: unknown): Promise<ApiResult<unknown>>
  /** The test clock moved (`manualClock`): every screen and phone hears the host's time now. */
  clockMoved(): void
  /** Stops every table's timers, for a clean shutdown. */
  close(): void
}

interface Client {
  send: EventListener
  /** Solo runs this connection started: they end with it, so a closed page never holds the solver shut. */
  soloRuns: Set<string>
  /** A phone's connection: the one seat it holds, and how to tell it the seat is closed. Null for a screen. */
  seat: SeatHold | null
}

interface SeatHold {
  tableId: string
  seat: Seat
  /** Tells the phone its seat is closed, and why. */
  tell(why: SeatEnd): void
  /** Tells the phone the table's language. */
  speak(language: Language): void
  /**
   * Whether this connection holds the seat. It stops at once when another device opens the same
   * link, the computer makes the seat a new link, the table closes or the phone follows the
   * table's next game: from then on nothing it asks is done, and its going away leaves nothing.
   */
  held: boolean
  device: string | null
}

const SEAT_TAKEN = {
  code: 'SEAT_TAKEN',
  message: 'This connection no longer holds its seat: the link was opened on another device, or the seat has a new link.',
}

const PHONES_OFF: PhoneAccess = { state: 'off', url: null, problem: null, addresses: [], fixedAtLaunch: false }

/** The bots' own delays are a person's pace for their level; this setting only stretches or trims them. */
const BOT_PACE = { relaxed: 1.5, normal: 1, quick: 0.75 } as const

// Solver work may wait for the worker thread, so a handler may answer later. `from` is the
// connection asking, if any.
type Handlers = {
  [K in RequestName]: (
    payload: RequestPayload<K>,
    from: Client | null,
  ) => ApiResult<RequestResult<K>> | Promise<ApiResult<RequestResult<K>>>
}

const SAVE_NOTICE = 'save-failed'
/** A backup's part: half the record cap, so a part with its escapes stays well inside the page's frame (shared/frames.ts). */
const BACKUP_PART_CHARS = MAX_RECORD_CHARS / 2

export function createHost(options: HostOptions): Host {
  const { store } = options
  const archive = options.archive ?? memoryArchive()
  const clock = options.clock ?? systemClock
  const now = () => clock.now()
  let notices = [...(options.notices ?? [])]
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
  // A save that fails keeps everything in memory; the person is told why, again at every failed
  // save, until one works. The data file and the games database save apart, on one disk: while
  // either fails the notice names it, and "works again" comes once both do.
  const failing = new Map<string, SaveState & { saved: false }>()
  let told = false
  const note = (state: SaveState, path: string) => {
    if (state.saved) failing.delete(path)
    else failing.set(path, state)
  }
  const tell = () => {
    const [failedAt, failed] = [...failing][0] ?? [null, null]
    if (!failed && !told) return
    told = true
    const notice: Notice = failed
      ? {
          id: SAVE_NOTICE,
          level: 'warning',
          code: 'SAVE_FAILED',
          params: { reason: failed.reason, path: failedAt },
          message:
            `Saving failed: ${failed.problem}, at ${failedAt}. Nothing is lost while the app stays open, ` +
            'and the app tries again with every change.',
        }
      : { id: SAVE_NOTICE, level: 'info', code: 'SAVE_WORKS', params: {}, message: 'Saving works again: everything is saved.' }
    // The same news twice in a row is not news (a dismissed notice is gone, so it comes back).
    if (notices.some((n) => JSON.stringify(n) === JSON.stringify(notice))) return
    notices = [...notices.filter((n) => n.id !== SAVE_NOTICE), notice]
    emit('notices:changed', notices)
  }
  note(store.saving, store.path)
  note(archive.saving, archive.path)
  tell()
  // A save that works again on one tries the other's held writes at once, and the news waits for both.
  const stopShowingSaving = [
    store.onSave((s) => {
      note(s, store.path)
      if (s.saved) archive.flush()
      tell()
    }),
    archive.onSave((s) => {
      note(s, archive.path)
      if (s.saved) store.flush()
      tell()
    }),
  ]

  const workerPath = defaultExpertWorkerPath()
  const thinker =
    options.thinker ??
    createThinker({ budgetMs: () => store.read().settings.expertThinkMs, spawn: workerPath ? spawnExpertWorker(workerPath) : null })
  let phones = PHONES_OFF
  const advisers = createAdvisers()
  const tables = new TableService<Client>({
    clock,
    profiles: () => store.read().profiles,
    windowMs: () => store.read().settings.realtimeWindowSeconds * 1000,
    callWindowMs: () => CALL_WINDOW_SECONDS[store.read().settings.callWindow] * 1000,
    botPace: () => BOT_PACE[store.read().settings.botSpeed] * (options.botPace ?? 1),
    think: (request, signal) => thinker.think(request, signal),
    // The computer's screens get the computer's snapshot; a phone only its own seat's.
    publish: (snapshot, to) => {
      for (const c of tables.clientsOf(snapshot.tableId)) {
        if ((c.seat?.seat ?? 'screen') === to) c.send('table:update', snapshot)
      }
    },
    phoneUrl: () => phones.url,
    closed: (tableId, clients) => {
      advisers.forget(tableId)
      for (const c of clients) if (c.seat?.held) lose(c, { reason: 'table-closed' })
    },
    watcher: (tableId, req) => advisers.watcher(tableId, req),
    // The result and the game's record are kept in one transaction: a past game always has its
    // result. It keeps its table's id, so the end-of-game screen can open its review. A practice
    // table counts for nobody's record: its game is kept, to review, but no result goes on the ladder.
    finished: (outcome, table) => {
      const profiles = new Set(store.read().profiles.map((p) => p.id))
      archive.fileGame(
        pastGame(table.id, now(), table.record(options.version), outcome, table.lobby.practice === true),
        table.lobby.practice ? undefined : scoreMatch({ gameId: table.gameId, seats: table.seats, outcome, at: now() }, archive.standing, (id) => profiles.has(id)),
      )
    },
  })
  const verdictPath = defaultVerdictWorkerPath()
  const verdicts = options.verdicts ?? createVerdictService(verdictPath ? spawnVerdictWorker(verdictPath) : null)
  // The bidding bots read the same cache the solver service fills from its worker thread.
  const solver = options.solver ?? createSolverService({ cache: BOT_TABLES })
  const reviews = createReviews(archive.game)
  // Verdicts on a kept game read it where its review does.
  const judging = verdictRequests<Client>({ verdicts, recordById: reviews.record })
  const solo = createSoloService({ store, archive, solver, clock, newId: randomUUID, newSeed: () => randomUUID().slice(0, 8), version: options.version })
  // Whoever asks about a table has it open on their screen from then on.
  const onTable = <T>(tableId: string, from: Client | null, work: (t: Table) => ApiResult<T>): ApiResult<T> => {
    const t = tables.get(tableId)
    if (!t.ok) return t
    if (from) tables.attach(tableId, from)
    return work(t.value)
  }

  /** A new table's computer players get ready to think: the expert's thread, the puzzle tables the game's bots will read. */
  const prepare = (req: TableCreate) => {
    if (req.seats.some((s) => s.kind === 'bot' && s.level === 'expert')) thinker.warm()
    // Built off the main thread, before the first card needs them.
    const module = gameModule(req.gameId)
    if (module?.solverTasks) for (const task of module.solverTasks(optionValues(module.game, req))) void solver.table(task)
  }

  // Two players called Ada at one computer could not tell their seats, records or history apart.
  const nameTaken = (name: string, self?: string): ApiResult<never> | null => {
    const other = profileNamed(store.read().profiles, name, self)
    return other ? err({ code: 'NAME_TAKEN', message: `There is already a player called ${other.name}. Choose another name.`, params: { name: other.name } }) : null
  }

  const handlers: Handlers = {
    'app:info': () => ok({ version: options.version, edition: options.edition, notices, systemLanguages: options.systemLanguages ?? [] }),
    'notices:dismiss': ({ id }) => {
      notices = notices.filter((n) => n.id !== id)
      emit('notices:changed', notices)
      return ok(notices)
    },
    'profiles:list': () => ok(store.read().profiles),
    'profiles:create': ({ name, colour }) => {
      const taken = nameTaken(name)
      if (taken) return taken
      const profile = { id: randomUUID(), name: name.trim(), colour, createdAt: now() }
      const data = store.write((d) => ({ ...d, profiles: [...d.profiles, profile] }))
      emit('profiles:changed', data.profiles)
      return ok(profile)
    },
    'profiles:update': ({ id, name, colour }) => {
      const found = store.read().profiles.find((p) => p.id === id)
      if (!found) return err({ code: 'NOT_FOUND', message: `no profile with id ${id}` })
      const taken = name === undefined ? null : nameTaken(name, id)
      if (taken) return taken
      const updated = { ...found, ...(name !== undefined && { name: name.trim() }), ...(colour && { colour }) }
      const data = store.write((d) => ({ ...d, profiles: d.profiles.map((p) => (p.id === id ? updated : p)) }))
      emit('profiles:changed', data.profiles)
      return ok(updated)
    },
    'profiles:delete': ({ id }) => {
      if (!store.read().profiles.some((p) => p.id === id)) {
        return err({ code: 'NOT_FOUND', message: `no profile with id ${id}` })
      }
      const data = store.write((d) => ({ ...d, profiles: d.profiles.filter((p) => p.id !== id) }))
      archive.forgetProfile(id)
      emit('profiles:changed', data.profiles)
      return ok(data.profiles)
    },
    'settings:get': () => ok(store.read().settings),
    'settings:update': (patch) => {
      const before = tableLanguage()
      const data = store.write((d) => ({ ...d, settings: { ...d.settings, ...patch } }))
      emit('settings:changed', data.settings)
      speakToPhones(before)
      return ok(data.settings)
    },
    'table:create': (req, from) => {
      if (phones.state !== 'on' && req.seats.some((s) => s.kind === 'human' && s.where === 'phone')) {
        return err({
          code: 'PHONES_OFF',
          message: phones.problem?.message ?? 'Phones are off: turn on "Players can join from phones" in Settings first.',
          ...(phones.problem && { params: { problem: phones.problem.code, ...phones.problem.params } }),
        })
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
    'phones:status': () => ok(phones),
    'results:profile': ({ profileId }) => {
      const profile = store.read().profiles.find((p) => p.id === profileId)
      if (!profile) return err({ code: 'NOT_FOUND', message: `no profile with id ${profileId}` })
      const standing = archive.standing(profileId) ?? freshStanding()
      return ok({ profile, standing, level: levelOf(standing.levelPoints), recent: archive.recentMatches(profileId) })
    },
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
      if (!again.ok) return err({ code: again.error.code, message: again.error.message })
      if (!again.value.outcome) return err({ code: 'BAD_RECORD', message: 'This game record stops before the game ended: only finished games can be reviewed.' })
      const id = importedId(record.value)
      if (archive.has(id)) return err({ code: 'ALREADY_KEPT', message: 'This game is already in your past games.' })
      const game = pastGame(id, endOf(record.value), record.value, again.value.outcome, false, true)
      archive.fileGame(game)
      return ok(summaryOf(game))
    },
    'checkmates:solo-start': async (p, from) => {
      const started = await solo.start(p)
      if (started.ok) from?.soloRuns.add(started.value.sessionId)
      return started
    },
    'checkmates:solo-move': (p) => solo.move(p),
    'checkmates:solo-hint': (p) => solo.hint(p),
    'checkmates:solo-quit': (p) => solo.quit(p),
    'checkmates:solo-records': (p) => solo.records(p),
    // A counted run is the player's own work: no solver on this computer until it is over.
    'checkmates:solve': (p) =>
      solo.countedRunOn()
        ? err({
            code: 'COUNTED_RUN',
            message: 'The solver is closed while a counted solo run is on. Finish or quit the run first; practice runs leave it open.',
          })
        : answerSolve(solver, p),
    ...judging.handlers,
  }

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
      const person = old.value.seats[c.seat.seat]?.profileId
      const seat = next.value.seats.findIndex((s) => s.phone && s.profileId === person)
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
      for (const stop of stopShowingSaving) stop()
      tables.closeAll()
      solo.close()
      void solver.close()
      void thinker.close()
      void verdicts.close()
    },
  }
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
