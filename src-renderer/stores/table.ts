import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { Seat } from '@shared/engine'
import type { ApiResult, LessonRef, TableCreate, TableSnapshot } from '@shared/ipc'
import { api } from '../api'
import { errorText } from '../errors'
import { useAppStore } from './app'
import { newsAt, screenClock } from '../clock'

/** How an intent went: refused ones carry the host's reason, for the screen to say where it was asked. */
export type ActResult = { ok: true } | { ok: false; message: string }

/** The open table as main last described it, and the intents a screen can send about it. */
export const useTableStore = defineStore('table', () => {
  const app = useAppStore()
  /** The table open at this screen, kept up to date by the host's pushes wherever the app is. */
  const snapshot = ref<TableSnapshot | null>(null)
  /** Every event this screen has been sent since the table opened, for animations and looks. */
  const feed = ref<{ id: number; event: unknown }[]>([])
  /**
   * The table whose screen has been shown and left (for its rules, the library, a review): shown
   * again, its parts start at the latest event rather than playing the whole feed over, so the
   * opening look's countdown, the deal and the sounds of what happened meanwhile do not come back
   * (issue 31, item 12).
   */
  const shownBefore = ref<string | null>(null)
  /** Host clock minus ours: countdowns stay right even if the two differ. */
  const offset = ref(0)
  let feedId = 0
  let unsubscribe: (() => void) | null = null
  /**
   * A review shows a past game's moment on the game's own table parts. It is kept apart from the
   * open table, which goes on (and stays the way back) while its person looks at a past game.
   */
  const reviewed = ref<TableSnapshot | null>(null)
  /** While a review is on, nothing the table's parts ask is sent to the host. */
  const reviewing = computed(() => reviewed.value !== null)
  /** What a game's table parts show: the review's moment while one is on, else the open table. */
  const shown = computed(() => reviewed.value ?? snapshot.value)
  /**
   * The open table's game is still being played: leaving it, or opening another, loses it. Not a
   * lesson's: its progress is kept at every step, and it opens again where it was left.
   */
  const running = computed(() => !!snapshot.value && !snapshot.value.outcome && !snapshot.value.lesson)

  function accept(s: TableSnapshot) {
    if (snapshot.value && snapshot.value.tableId !== s.tableId) return
    // A different person now holds the screen: nothing private from before may linger.
    if (snapshot.value && snapshot.value.viewer !== s.viewer) feed.value = []
    newsAt(s.now)
    snapshot.value = s
    offset.value = s.now - screenClock.now()
    for (const event of s.events) feed.value.push({ id: ++feedId, event })
    if (feed.value.length > 200) feed.value.splice(0, feed.value.length - 200)
  }

  function listen() {
    unsubscribe ??= api.on['table:update'](accept)
  }

  /** `quiet`: the screen says a refusal where it was asked, so the app's banner stays out of it. */
  async function run(call: () => Promise<ApiResult<TableSnapshot>>, quiet = false): Promise<ActResult> {
    if (reviewing.value) return { ok: false, message: errorText({ code: 'REVIEWING', message: 'A review takes no moves.' }) }
    const r = await call()
    if (r.ok) {
      app.error = null
      accept(r.value)
      return { ok: true }
    }
    const message = errorText(r.error, snapshot.value?.gameId)
    if (!quiet) app.error = message
    return { ok: false, message }
  }

  const create = (req: TableCreate) => open(() => api.request['table:create'](req), req.rematchOf, req.gameId)
  /** A lesson at its table, where its person left it (or from its first step, `fresh`). */
  const lesson = (ref: LessonRef & { fresh?: boolean }) => open(() => api.request['lesson:start'](ref), undefined, ref.gameId)
  /** "Same deal again": a new table dealt as a past game was, at the same seats. */
  const again = (pastGameId: string) => open(() => api.request['games:again']({ id: pastGameId }))

  async function open(call: () => Promise<ApiResult<TableSnapshot>>, follows?: string, gameId?: string): Promise<string | null> {
    listen()
    // A screen shows one table: one it moved away from without leaving is left now, so the host
    // can let it go (a rematch leaves the table it follows itself, once the new one is open).
    const previous = snapshot.value?.tableId
    if (previous && previous !== follows) void api.request['table:leave']({ tableId: previous })
    snapshot.value = null
    feed.value = []
    const r = await call()
    if (!r.ok) {
      app.error = errorText(r.error, gameId)
      return null
    }
    accept(r.value)
    return r.value.tableId
  }

  async function load(tableId: string) {
    listen()
    if (snapshot.value?.tableId !== tableId) {
      snapshot.value = null
      feed.value = []
    }
    const r = await api.request['table:get']({ tableId })
    if (r.ok) accept(r.value)
    return r.ok
  }

  /**
   * While the open table's screen is elsewhere in the app, each other screen asks for it again:
   * asking is what holds a table open on the host for this app's connection (after a dropped
   * web-edition socket the connection is a new one), and a table that closed meanwhile (its
   * finished linger ran out) is let go, so no screen offers a way back to nothing.
   */
  async function refresh() {
    const id = snapshot.value?.tableId
    if (!id) return
    const r = await api.request['table:get']({ tableId: id })
    if (snapshot.value?.tableId !== id) return
    if (r.ok) accept(r.value)
    else if (r.error.code === 'NOT_FOUND') {
      snapshot.value = null
      feed.value = []
    }
  }

  const tableId = computed(() => snapshot.value?.tableId ?? '')
  const act = (seat: Seat, action: unknown, options: { quiet?: boolean } = {}) =>
    run(() => api.request['table:act']({ tableId: tableId.value, seat, action }), options.quiet)
  const handover = () => run(() => api.request['table:handover']({ tableId: tableId.value }))
  const release = () => run(() => api.request['table:release']({ tableId: tableId.value }))
  /** A lesson's next hint rung, its "Try again" after a wrong move, its "Next" after a line to read. */
  const lessonStep = (kind: 'hint' | 'retry' | 'next') => run(() => api.request[`lesson:${kind}`]({ tableId: tableId.value }))
  /** A phone seat whose phone is away: a computer player takes it, or its person plays here; or it gets a new link (`phone`). */
  const moveSeat = (seat: Seat, to: 'bot' | 'here' | 'phone') => run(() => api.request['table:seat-move']({ tableId: tableId.value, seat, to }))

  /**
   * Shows a past game's moment on the game's table (a review), or ends the review with null; the
   * open table is left as it is. A review's events are not fed: it steps, it does not animate.
   */
  function review(s: TableSnapshot | null) {
    reviewed.value = s
  }
  /** The same game again at the same seats: the new table follows this one, which then closes. */
  async function rematch(req: TableCreate): Promise<string | null> {
    const previous = snapshot.value?.tableId
    const id = await create({ ...req, ...(previous && { rematchOf: previous }) })
    if (id && previous) await api.request['table:leave']({ tableId: previous })
    return id
  }

  /**
   * Leaves the open table. The screen lets it go at once, before the host answers: a table opened
   * meanwhile (the next game started straight away) is never the one cleared when the answer comes.
   */
  async function leave() {
    const left = snapshot.value
    snapshot.value = null
    feed.value = []
    if (left) await api.request['table:leave']({ tableId: left.tableId })
  }

  /** Milliseconds left until the table's deadline, by the host's clock. */
  const remaining = (now = screenClock.now()) => {
    const s = shown.value
    if (s?.deadline == null) return null
    // A review's clock stands still at its step.
    return Math.max(0, s.deadline - (reviewing.value ? s.now : now + offset.value))
  }

  return { snapshot, reviewing, shown, running, feed, shownBefore, create, lesson, again, rematch, load, refresh, act, handover, release, lessonStep, moveSeat, leave, remaining, review }
})
