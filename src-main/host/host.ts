import { randomUUID } from 'node:crypto'
import {
  REQUEST_NAMES,
  type ApiResult,
  type Events,
  type EventName,
  type Notice,
  type RequestName,
  type RequestPayload,
  type RequestResult,
} from '@shared/ipc'
import { err, ok } from '@shared/result'
import type { AppStore } from '../store/store'
import { describeIssues, requestSchemas } from './schemas'
import { systemClock, type Clock, type Table } from './table'
import { TableService } from './tables'
import { freshStanding, recordMatch } from './results'
import { levelOf } from '@shared/results'
import { answerSolve, createSolverService, type SolverService } from './solver'
import { BOT_TABLES } from '@shared/checkmates/bidding-bot'
import { blitzDeck, cardTask } from '@shared/checkmates'
import { createSoloService } from './solo'

export interface HostOptions {
  store: AppStore
  edition: 'electron' | 'web'
  version: string
  notices?: Notice[]
  clock?: Clock
  /** Check Mates tables; by default built in a worker thread when the built worker is present. */
  solver?: SolverService
}

export type EventListener = <K extends EventName>(event: K, payload: Events[K]) => void

/** The authoritative side of the app, with no Electron in it: the window and the web edition both front it. */
export interface Host {
  request(channel: string, payload: unknown): Promise<ApiResult<unknown>>
  subscribe(listener: EventListener): () => void
  /** Stops every table's timers, for a clean shutdown. */
  close(): void
}

/** The bots' own delays are a person's pace for their level; this setting only stretches or trims them. */
const BOT_PACE = { relaxed: 1.5, normal: 1, quick: 0.75 } as const

// Solver work may wait for the worker thread, so a handler may answer later.
type Handlers = {
  [K in RequestName]: (payload: RequestPayload<K>) => ApiResult<RequestResult<K>> | Promise<ApiResult<RequestResult<K>>>
}

export function createHost(options: HostOptions): Host {
  const { store } = options
  const clock = options.clock ?? systemClock
  const now = () => clock.now()
  let notices = [...(options.notices ?? [])]
  const listeners = new Set<EventListener>()
  const emit: EventListener = (event, payload) => {
    for (const l of listeners) l(event, payload)
  }

  const tables = new TableService({
    clock,
    profiles: () => store.read().profiles,
    windowMs: () => store.read().settings.realtimeWindowSeconds * 1000,
    botPace: () => BOT_PACE[store.read().settings.botSpeed],
    publish: (snapshot) => emit('table:update', snapshot),
    finished: (outcome, table) =>
      store.write((d) => recordMatch(d, { gameId: table.gameId, seats: table.seats, outcome, at: now() })),
  })
  // The bidding bots read the same cache the solver service fills from its worker thread.
  const solver = options.solver ?? createSolverService({ cache: BOT_TABLES })
  const solo = createSoloService({ store, solver, clock, newId: randomUUID, newSeed: () => randomUUID().slice(0, 8) })
  const onTable = <T>(tableId: string, work: (t: Table) => ApiResult<T>): ApiResult<T> => {
    const t = tables.get(tableId)
    return t.ok ? work(t.value) : t
  }

  const handlers: Handlers = {
    'app:info': () => ok({ version: options.version, edition: options.edition, notices }),
    'notices:dismiss': ({ id }) => {
      notices = notices.filter((n) => n.id !== id)
      emit('notices:changed', notices)
      return ok(notices)
    },
    'profiles:list': () => ok(store.read().profiles),
    'profiles:create': ({ name, colour }) => {
      const profile = { id: randomUUID(), name: name.trim(), colour, createdAt: now() }
      const data = store.write((d) => ({ ...d, profiles: [...d.profiles, profile] }))
      emit('profiles:changed', data.profiles)
      return ok(profile)
    },
    'profiles:update': ({ id, name, colour }) => {
      const found = store.read().profiles.find((p) => p.id === id)
      if (!found) return err({ code: 'NOT_FOUND', message: `no profile with id ${id}` })
      const updated = { ...found, ...(name !== undefined && { name: name.trim() }), ...(colour && { colour }) }
      const data = store.write((d) => ({ ...d, profiles: d.profiles.map((p) => (p.id === id ? updated : p)) }))
      emit('profiles:changed', data.profiles)
      return ok(updated)
    },
    'profiles:delete': ({ id }) => {
      if (!store.read().profiles.some((p) => p.id === id)) {
        return err({ code: 'NOT_FOUND', message: `no profile with id ${id}` })
      }
      const data = store.write((d) => {
        const { [id]: _gone, ...standings } = d.standings
        return { ...d, profiles: d.profiles.filter((p) => p.id !== id), standings }
      })
      emit('profiles:changed', data.profiles)
      return ok(data.profiles)
    },
    'settings:get': () => ok(store.read().settings),
    'settings:update': (patch) => {
      const data = store.write((d) => ({ ...d, settings: { ...d.settings, ...patch } }))
      emit('settings:changed', data.settings)
      return ok(data.settings)
    },
    'table:create': (req) => {
      const created = tables.create(req)
      // Build the whole bidding deck's tables off the main thread before the bots need them.
      if (created.ok && req.gameId === 'checkmates') {
        const side = req.side ?? 'fifteen'
        for (const card of blitzDeck(side, req.deck ?? 'all')) void solver.table(cardTask(card, side))
      }
      return created
    },
    'table:get': ({ tableId }) => onTable(tableId, (t) => ok(t.snapshot())),
    'table:act': ({ tableId, seat, action }) => onTable(tableId, (t) => t.act(seat, action)),
    'table:handover': ({ tableId }) => onTable(tableId, (t) => t.acknowledgeHandover()),
    'table:release': ({ tableId }) => onTable(tableId, (t) => t.release()),
    'table:leave': ({ tableId }) => tables.leave(tableId),
    'results:profile': ({ profileId }) => {
      const data = store.read()
      const profile = data.profiles.find((p) => p.id === profileId)
      if (!profile) return err({ code: 'NOT_FOUND', message: `no profile with id ${profileId}` })
      const standing = data.standings[profileId] ?? freshStanding()
      const recent = data.matches.filter((m) => m.seats.some((s) => s.profileId === profileId)).slice(-20).reverse()
      return ok({ profile, standing, level: levelOf(standing.levelPoints), recent })
    },
    'checkmates:solo-start': (p) => solo.start(p),
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
  }

  return {
    async request(channel, payload) {
      if (!isRequestName(channel)) {
        return err({ code: 'UNKNOWN_CHANNEL', message: `there is no request called "${String(channel)}"` })
      }
      const parsed = requestSchemas[channel].safeParse(payload)
      if (!parsed.success) {
        return err({ code: 'INVALID_PAYLOAD', message: `${channel}: ${describeIssues(parsed.error)}` })
      }
      try {
        return await (handlers[channel] as (p: unknown) => ApiResult<unknown> | Promise<ApiResult<unknown>>)(parsed.data)
      } catch (e) {
        // A handler bug must not take the app down; the store only changes on a completed write.
        return err({ code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) })
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => {
      tables.closeAll()
      solo.close()
      void solver.close()
    },
  }
}

function isRequestName(x: unknown): x is RequestName {
  return typeof x === 'string' && (REQUEST_NAMES as readonly string[]).includes(x)
}
