import type { GameEvent, Outcome, Seat } from '@shared/engine'
import type { AnyTableGameModule } from '@shared/games/module'
import type { GameId } from '@shared/games/registry'
import type { JoinCard, PhoneState, SeatInfo, TableLobby, TableSnapshot } from '@shared/ipc'
import { err, ok, type Result } from '@shared/result'
import type { ApiError } from '@shared/ipc'
import { actStep, makeRecord, type GameRecord, type RecordSeat, type RecordStep } from '@shared/records/format'
import { readAction } from '@shared/records/fields'
import { applyStep } from '@shared/records/replay'
import type { Clock } from './clock'
import { ComputerPlayers, type ComputerPlayersOptions } from './computer-players'
import type { LessonRun } from './lesson-run'

type AnyEvent = { type: string }
const WAITING_FOR_PHONES: ApiError = { code: 'WAITING_FOR_PHONES', message: 'The game starts when every phone has joined the table.' }
const HISTORY_LENGTH = 60

/** Who a snapshot is for: the computer's own screen, the phone holding one seat, or the table's spectators (through the relay). */
export type Audience = 'screen' | 'spectators' | Seat

export interface TableOptions {
  id: string
  gameId: GameId
  module: AnyTableGameModule
  /** Who sits where; a seat played on a phone has `phone: 'joining'` until that phone opens its link. */
  seats: SeatInfo[]
  /** The lobby's other choices, echoed in snapshots so the screen can offer the same game again. */
  lobby?: TableLobby
  config: unknown
  seed: string
  clock: Clock
  botPace?: ComputerPlayersOptions['botPace']
  think?: ComputerPlayersOptions['think']
  /** Called with a fresh snapshot whenever a screen should change: the computer's, or one seat's phone. */
  publish: (snapshot: TableSnapshot, to: Audience) => void
  /** A phone seat's card on the computer's screen (its link, or that another device took it); null for none. */
  joinCard?: (seat: Seat, phone: PhoneState) => JoinCard | null
  /** The spectators' link while the table is on the relay, for the computer's screen; null otherwise. */
  watchLink?: () => string | null
  /** Called once, when the game reaches its outcome. */
  finished?: (outcome: Outcome, table: Table) => void
  /** Hears every step's events as the bots do (the practice table's advisers, advisers.ts). */
  watch?: (events: readonly GameEvent<AnyEvent>[], view: (seat: Seat) => unknown) => void
  /**
   * Steps of a recorded game to play before anyone moves ("Try it again" from a review): the
   * table starts where they leave it, and every seat, bots included, has seen them happen.
   */
  resume?: readonly RecordStep[]
  /**
   * A lesson played at this table (issue 32): it says what the learner (seat 0) is offered, its
   * script moves the computer players, and no window runs out while it waits on the learner.
   */
  lesson?: LessonRun
  /** The lesson moved on (a step done, a hint taken, its end): its progress is kept at once. */
  lessonMoved?: (table: Table) => void
}

/**
 * One game at the table: the engine's state, who sits where, the bots, the clock and the
 * hand-over screen. Everything a seat learns reaches it through `view` and its own events;
 * bots get exactly that and nothing more. A person on a phone has a screen of their own: it
 * always shows their seat, and their private events go there and nowhere else.
 */
export class Table {
  readonly id: string
  readonly gameId: GameId
  readonly seats: SeatInfo[]
  readonly lobby: TableLobby
  private readonly module: AnyTableGameModule
  private readonly clock: Clock
  private readonly publish: (snapshot: TableSnapshot, to: Audience) => void
  private readonly joinCard: (seat: Seat, phone: PhoneState) => JoinCard | null
  private readonly watchLink: () => string | null
  /** Spectators are watching: their public snapshots are made, and the news everyone hears kept for them. */
  private watched = false
  private spectatorOutbox: AnyEvent[] = []
  private readonly finished?: (outcome: Outcome, table: Table) => void
  private state: unknown
  private readonly computers: ComputerPlayers
  private deadlineTimer: unknown = null
  /** Who the computer's screen is showing now: a person here whose hand-over was dismissed, or nobody's secrets. */
  private viewer: Seat | 'public'
  private handover: Seat | null = null
  /** A player is looking at held private news (an opening look) outside their turn; play waits. */
  private looking = false
  /** Private events waiting for their seat's player to take the computer. */
  private readonly held: AnyEvent[][]
  /** Events the screen has not been sent yet, with whom each is for. */
  private outbox: GameEvent<AnyEvent>[] = []
  /** Per phone seat, the events its phone has not been sent yet; while it is away, only its private ones. */
  private readonly phoneOutbox: AnyEvent[][]
  private readonly history: AnyEvent[] = []
  /** The game as it is played, for its record: how it was dealt, and every step the engine accepted. */
  private readonly dealt: { config: unknown; seed: string; seats: RecordSeat[]; at: number }
  private readonly steps: RecordStep[] = []
  private closed = false
  private reported = false
  private readonly watch: TableOptions['watch']
  /** Playing `resume`'s steps: nobody is asked to move until they are all played. */
  private resuming = false
  private readonly lesson: LessonRun | null
  private readonly lessonMoved: TableOptions['lessonMoved']
  /** Where the lesson's step began, while a wrong move is shown: "Try again" goes back to it. */
  private stepStart: { state: unknown; history: number; steps: number; time: number } | null = null
  /**
   * A lesson's own time, which its actions are stamped with: it stands still while the lesson
   * waits on the learner (so a window that waits refuses nothing as too late), runs in its race
   * and once it no longer directs the table, and jumps at its waits to the deadline they run to.
   * Null at any other table, whose time is the host's.
   */
  private lessonClock: { frozen: number } | { offset: number } | null = null
  /** The lesson's time when its current step began: "Try again" goes back to it, so a race lost starts whole again. */
  private stepTime = 0

  private constructor(opts: TableOptions, state: unknown) {
    this.id = opts.id
    this.gameId = opts.gameId
    this.module = opts.module
    this.seats = [...opts.seats]
    this.lobby = opts.lobby ?? {}
    this.clock = opts.clock
    this.publish = opts.publish
    this.joinCard = opts.joinCard ?? (() => null)
    this.watchLink = opts.watchLink ?? (() => null)
    this.finished = opts.finished
    this.state = state
    // With one person at the screen there is nobody to hide from: they always see their own seat.
    this.viewer = this.alone() ?? 'public'
    this.held = opts.seats.map(() => [])
    this.watch = opts.watch
    this.phoneOutbox = opts.seats.map(() => [])
    this.lesson = opts.lesson ?? null
    this.lessonMoved = opts.lessonMoved
    if (this.lesson) this.lessonClock = { frozen: opts.clock.now() }
    this.dealt = { config: opts.config, seed: opts.seed, seats: opts.seats.map(recordSeat), at: opts.clock.now() }
    this.computers = new ComputerPlayers({
      module: opts.module,
      seats: opts.seats,
      seed: opts.seed,
      clock: opts.clock,
      botPace: opts.botPace,
      think: opts.think,
      // A bot's move that became illegal in the meantime is simply dropped; it is asked again.
      play: (seat, action) => {
        if (!this.apply(seat, action).ok) this.schedule()
        this.broadcast(null)
      },
    })
  }

  static create(opts: TableOptions): Result<Table, ApiError> {
    const started = opts.module.engine.setup(opts.config, opts.seed)
    if (!started.ok) return err({ code: started.error.code, message: started.error.message })
    const table = new Table(opts, started.value.state)
    table.after(started.value.events)
    if (opts.resume) {
      const resumed = table.play(opts.resume)
      if (!resumed.ok) return resumed
    }
    if (table.lesson) {
      const onward = table.lessonOnward()
      if (!onward.ok) return onward
    }
    return ok(table)
  }

  snapshot(): TableSnapshot {
    const { engine } = this.module
    // A snapshot carries only what its viewer may see; private news for anyone else waits for
    // that player's hand-over, whatever happened to the viewer since it was queued.
    const events: AnyEvent[] = []
    for (const e of this.outbox) {
      if (e.to === 'all' || e.to === this.viewer) events.push(e.event)
      else this.held[e.to]?.push(e.event)
    }
    this.outbox = []
    return {
      tableId: this.id,
      gameId: this.gameId,
      seats: this.seats,
      lobby: this.lobby,
      viewer: this.viewer,
      handover: this.handover === null ? null : { seat: this.handover, name: this.seats[this.handover]!.name },
      looking: this.looking,
      thinking: this.computers.thinkingSeats(),
      actingSeat: this.module.actingSeat(this.state),
      view: engine.view(this.state, this.viewer),
      actions: this.offeredActions(),
      events,
      history: this.history.slice(-HISTORY_LENGTH),
      step: this.steps.length,
      now: this.now(),
      // A lesson's window that waits on the learner shows no countdown: nothing runs out.
      deadline: this.lessonClock && 'frozen' in this.lessonClock ? null : (engine.deadline?.(this.state) ?? null),
      outcome: engine.outcome(this.state),
      joinLinks: this.phoneSeats().flatMap((seat) => this.joinCard(seat, this.seats[seat]!.phone!) ?? []),
      ...(this.lesson && { lesson: this.lesson.shown() }),
      ...withLink(this.watchLink()),
    }
  }

  /** Spectators start or stop watching (the relay's room for them, src-main/online). */
  spectate(on: boolean): void {
    this.watched = on && !this.closed
    this.spectatorOutbox = []
  }

  /**
   * What spectators see: the table as the big screen shows it to nobody in particular, with the
   * news everyone hears; no seat's view, no actions, no links.
   */
  snapshotForSpectators(): TableSnapshot {
    const events = this.spectatorOutbox
    this.spectatorOutbox = []
    return this.awayFromTheScreen('public', [], events)
  }

  /** What one phone seat's own screen shows: always that seat's view, with the events it has not had yet. */
  snapshotFor(seat: Seat): TableSnapshot {
    const { engine } = this.module
    const events = this.phoneOutbox[seat] ?? []
    this.phoneOutbox[seat] = []
    const legal = this.started() && !engine.outcome(this.state) ? engine.legalActions(this.state, seat) : []
    return this.awayFromTheScreen(seat, legal.length ? [{ seat, actions: legal }] : [], events)
  }

  /**
   * A snapshot for a screen other than the computer's (a phone's, or the spectators'): one view,
   * its own events, the host's time; never a hand-over, a look or the computer's links.
   */
  private awayFromTheScreen(viewer: Seat | 'public', actions: TableSnapshot['actions'], events: AnyEvent[]): TableSnapshot {
    const { engine } = this.module
    return {
      tableId: this.id,
      gameId: this.gameId,
      seats: this.seats,
      lobby: this.lobby,
      viewer,
      handover: null,
      looking: false,
      thinking: this.computers.thinkingSeats(),
      actingSeat: this.module.actingSeat(this.state),
      view: engine.view(this.state, viewer),
      actions,
      events,
      history: this.history.slice(-HISTORY_LENGTH),
      step: this.steps.length,
      now: this.clock.now(),
      deadline: engine.deadline?.(this.state) ?? null,
      outcome: engine.outcome(this.state),
      joinLinks: [],
    }
  }

  /** A human's intent from the screen. Private actions only from the seat now holding the computer. */
  act(seat: Seat, action: unknown): Result<TableSnapshot, ApiError> {
    if (this.closed) return err({ code: 'TABLE_CLOSED', message: 'this table has been left' })
    if (this.seats[seat]?.kind !== 'human') return err({ code: 'BAD_SEAT', message: `seat ${seat} is not a person's seat` })
    if (this.isPhone(seat)) {
      return err({ code: 'PHONE_SEAT', message: `${this.seats[seat]!.name} plays this seat on their phone`, params: { name: this.seats[seat]!.name } })
    }
    if (!this.started()) return err(WAITING_FOR_PHONES)
    const open = this.module.isOpenAction(action)
    if (!open && this.viewer !== seat) {
      return err({ code: 'NOT_HANDED_OVER', message: `${this.seats[seat]!.name} must take the computer first`, params: { name: this.seats[seat]!.name } })
    }
    if (this.lesson?.directs()) return this.lessonAct(seat, action)
    const r = this.apply(seat, action)
    if (!r.ok) return r
    this.broadcast('screen')
    return ok(this.snapshot())
  }

  /**
   * The learner's move at a lesson: the step's move goes on to the next step; a wrong move it
   * explains is played, so the table shows what it does, until "Try again"; anything else is
   * refused and changes nothing.
   */
  private lessonAct(seat: Seat, action: unknown): Result<TableSnapshot, ApiError> {
    const lesson = this.lesson!
    const judged = lesson.judge(action as { type: string }, this.state)
    if (judged.kind === 'closed') return err({ code: 'NOT_THIS_LESSON', message: 'the lesson asks for another move now' })
    const start = { state: this.state, history: this.history.length, steps: this.steps.length, time: this.stepTime }
    const r = this.apply(seat, action)
    if (!r.ok) return r
    if (judged.kind === 'wrong') {
      this.stepStart = start
      lesson.wrongMove(judged.why)
    } else {
      lesson.right()
      const onward = this.lessonOnward()
      if (!onward.ok) return onward
    }
    this.lessonMoved?.(this)
    this.schedule()
    this.broadcast('screen')
    return ok(this.snapshot())
  }

  /** A lesson's hint, its "Try again" after a wrong move, or its "Next" after a line to read. */
  lessonStep(kind: 'hint' | 'retry' | 'next'): Result<TableSnapshot, ApiError> {
    if (this.closed) return err({ code: 'TABLE_CLOSED', message: 'this table has been left' })
    const lesson = this.lesson
    if (!lesson) return err({ code: 'NO_LESSON', message: 'this table plays no lesson' })
    if (kind === 'hint' && !lesson.hint()) return err({ code: 'NO_HINT', message: 'no hint is left at this step' })
    if (kind === 'next') {
      if (!lesson.read()) return err({ code: 'NOT_THIS_LESSON', message: 'the lesson asks for a move now' })
      const onward = this.lessonOnward()
      if (!onward.ok) return onward
    }
    if (kind === 'retry') {
      if (!lesson.retry() || !this.stepStart) return err({ code: 'NOT_THIS_LESSON', message: 'there is no wrong move to take back' })
      this.state = this.stepStart.state
      this.history.length = this.stepStart.history
      this.steps.length = this.stepStart.steps
      this.lessonClock = { frozen: this.stepStart.time }
      this.stepStart = null
      this.outbox = []
      this.looking = false
    }
    this.lessonMoved?.(this)
    this.schedule()
    this.broadcast('screen')
    return ok(this.snapshot())
  }

  /** The lesson being played here, with the steps that brought the table to its place (what its progress keeps). */
  lessonNow(): { lesson: LessonRun; steps: readonly RecordStep[]; at: number } | null {
    return this.lesson && { lesson: this.lesson, steps: [...this.steps], at: this.now() }
  }

  /**
   * Plays the computer players' scripted moves up to the learner's next step; after a free
   * lesson's last step, seats its computer players at `easy` to play the game out.
   */
  private lessonOnward(): Result<null, ApiError> {
    const lesson = this.lesson!
    for (let step = lesson.current(); step?.kind === 'bot' || step?.kind === 'wait'; step = lesson.current()) {
      const r = step.kind === 'bot' ? this.apply(step.seat, step.act(this.state)) : this.timeUp()
      // A script the deal does not allow is the lesson's own fault: its test plays every lesson through.
      if (!r.ok) return err({ code: 'LESSON_BROKEN', message: `lesson ${lesson.lesson.id}: ${r.error.message}` })
      lesson.scripted()
    }
    this.stepTime = this.now()
    if (!lesson.directs()) {
      // Fresh players from what each seat sees now: the script's moves were theirs, not their choices.
      this.seats.forEach((s, seat) => s.kind === 'bot' && this.computers.takeSeat(seat, this.state, [], 'easy'))
      this.schedule()
    }
    return ok(null)
  }

  /** An intent from the phone holding `seat`: that seat's own, never held behind a hand-over. */
  actFromPhone(seat: Seat, action: unknown): Result<TableSnapshot, ApiError> {
    if (this.closed) return err({ code: 'TABLE_CLOSED', message: 'this table has been left' })
    if (!this.isPhone(seat)) return err({ code: 'BAD_SEAT', message: `seat ${seat} is not played on a phone` })
    if (!this.started()) return err(WAITING_FOR_PHONES)
    const r = this.apply(seat, action)
    if (!r.ok) return r
    this.broadcast(seat)
    return ok(this.snapshotFor(seat))
  }

  /** The phone holding `seat` opened its link: it gets what it missed, and the game starts once every phone has. */
  phoneConnected(seat: Seat): void {
    if (this.closed || !this.isPhone(seat)) return
    this.setPhone(seat, 'connected')
    this.settleHandover()
    this.schedule()
    this.broadcast(null)
  }

  /** The phone holding `seat` went away: its turns wait for it, and open windows count it as passing. */
  phoneDisconnected(seat: Seat): void {
    if (this.closed || this.seats[seat]?.phone !== 'connected') return
    this.setPhone(seat, 'away')
    // Only its private news is kept for its return; the view and the history cover the rest.
    this.phoneOutbox[seat] = []
    this.schedule()
    this.broadcast(null)
  }

  /**
   * A phone seat whose phone is not at the table moves: a computer player takes it (`bot`, playing
   * on from what the seat's view shows and any news its phone never got), or its person plays on
   * at this computer (`here`), behind hand-overs like everyone here.
   */
  moveSeat(seat: Seat, to: { kind: 'bot'; name: string } | { kind: 'here' }): Result<TableSnapshot, ApiError> {
    if (this.closed) return err({ code: 'TABLE_CLOSED', message: 'this table has been left' })
    const info = this.seats[seat]
    if (!info || !this.isPhone(seat)) return err({ code: 'BAD_SEAT', message: `seat ${seat} is not played on a phone` })
    if (info.phone === 'connected') {
      return err({
        code: 'PHONE_CONNECTED',
        message: `${info.name}'s phone is at the table: only a seat whose phone is away can move`,
        params: { name: info.name },
      })
    }
    const missed = this.phoneOutbox[seat]!
    this.phoneOutbox[seat] = []
    const { phone: _phone, online: _online, ...person } = info
    if (to.kind === 'bot') {
      this.seats[seat] = { kind: 'bot', name: to.name, colour: info.colour, level: 'normal' }
      this.computers.takeSeat(seat, this.state, missed)
    } else {
      this.seats[seat] = person
      this.held[seat]!.push(...missed)
      const alone = this.alone()
      if (alone !== null) this.showPrivate(alone)
    }
    this.settleHandover()
    this.schedule()
    this.broadcast('screen')
    return ok(this.snapshot())
  }

  /**
   * What `seat` sees and may do now, for advice from what it knows: only while its hand is on the
   * computer's screen (always, for the one person at a table), so advice never shows a hand
   * behind a hand-over. Null otherwise, or once the game is over.
   */
  seatNow(seat: Seat): { view: unknown; legal: unknown[] } | null {
    const { engine } = this.module
    if (this.closed || this.viewer !== seat || this.handover !== null || engine.outcome(this.state)) return null
    return { view: engine.view(this.state, seat), legal: engine.legalActions(this.state, seat) as unknown[] }
  }

  /** The player named on the hand-over screen has the computer now. */
  acknowledgeHandover(): Result<TableSnapshot, ApiError> {
    if (this.handover === null) return err({ code: 'NO_HANDOVER', message: 'no hand-over screen is up' })
    const seat = this.handover
    this.handover = null
    this.looking = this.module.actingSeat(this.state) !== seat
    this.showPrivate(seat)
    this.schedule()
    return ok(this.snapshot())
  }

  /** A look outside one's turn is over (it turned back): back to the public view, and play resumes. */
  release(): Result<TableSnapshot, ApiError> {
    if (this.looking) {
      this.looking = false
      if (this.alone() === null) this.viewer = 'public'
      this.settleHandover()
      this.schedule()
    }
    return ok(this.snapshot())
  }

  /** The join cards' links changed (phones turned on or off): the computer's screen shows the new ones. */
  linksChanged(): void {
    if (!this.closed) this.publish(this.snapshot(), 'screen')
  }

  /** Config for the next game at this table: what the game carries over (who deals). */
  rematchConfig(): object {
    return this.module.rematchConfig?.(this.state) ?? {}
  }

  /** The game so far as a record (docs/records.md): its deal, its steps and its result. */
  record(app: string): GameRecord {
    const { config, seed, seats, at } = this.dealt
    return makeRecord({
      game: this.gameId,
      mode: 'table',
      app,
      seed,
      config,
      seats,
      startedAt: at,
      steps: [...this.steps],
      result: this.module.engine.outcome(this.state),
    })
  }

  close(): void {
    this.closed = true
    this.computers.close()
    if (this.deadlineTimer !== null) this.clock.clearTimeout(this.deadlineTimer)
  }

  /** The computer's screen shows `seat` now, with the private news that waited for them. */
  private showPrivate(seat: Seat): void {
    this.viewer = seat
    this.outbox.push(...this.held[seat]!.map((event) => ({ to: seat, event })))
    this.held[seat] = []
  }

  private isPhone(seat: Seat): boolean {
    return this.seats[seat]?.phone !== undefined
  }

  private phoneSeats(): Seat[] {
    return this.seats.flatMap((s, i) => (s.phone ? [i] : []))
  }

  private setPhone(seat: Seat, phone: PhoneState): void {
    this.seats[seat] = { ...this.seats[seat]!, phone }
  }

  /** Everyone who plays: the people here and those on phones, all of whom can see the computer's screen. */
  private people(): Seat[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []))
  }

  /** The people who play at this computer, taking turns at its screen. */
  private locals(): Seat[] {
    return this.people().filter((seat) => !this.isPhone(seat))
  }

  /** The one person at the table, when they play here: nobody else looks at the screen. */
  private alone(): Seat | null {
    const people = this.people()
    return people.length === 1 && !this.isPhone(people[0]!) ? people[0]! : null
  }

  /** Play begins once every phone seat's phone has opened its link: nobody misses the deal. */
  private started(): boolean {
    return !this.seats.some((s) => s.phone === 'joining')
  }

  /** Sends every screen but `except` (which has its own in the answer to its request) a fresh snapshot. */
  private broadcast(except: Audience | null): void {
    if (except !== 'screen') this.publish(this.snapshot(), 'screen')
    if (this.watched) this.publish(this.snapshotForSpectators(), 'spectators')
    for (const seat of this.phoneSeats()) {
      if (seat !== except && this.seats[seat]!.phone === 'connected') this.publish(this.snapshotFor(seat), seat)
    }
  }

  /**
   * An action as its game's record keeps it: the fields its type uses, nothing a sender added
   * (issue 29, finding 3: padding sent with an action once went into the game's file verbatim).
   */
  private recorded(stamped: { type: string } & Record<string, unknown>): { type: string } & Record<string, unknown> {
    const { at: _at, ...action } = stamped
    const read = readAction(this.module.record, action)
    // One the reader refuses and the engine took would be a declaration's fault, not the sender's:
    // kept as it came, so its replay says what is wrong.
    return typeof read === 'string' ? action : read
  }

  /** The table's time: the host's, or at a lesson the lesson's own (`lessonClock`). */
  private now(): number {
    const c = this.lessonClock
    if (!c) return this.clock.now()
    return 'frozen' in c ? c.frozen : this.clock.now() + c.offset
  }

  /** A lesson's time from here on: standing while it waits on the learner, running in its race and after it. */
  private lessonTick(): void {
    if (!this.lessonClock) return
    const at = this.now()
    const runs = !this.lesson!.directs() || this.lesson!.timed() !== null
    this.lessonClock = runs ? { offset: at - this.clock.now() } : { frozen: at }
  }

  /** A lesson's wait: the table's deadline comes at once (now, if it is past), and its time runs on from there. */
  private timeUp(): Result<null, ApiError> {
    const { engine } = this.module
    const due = engine.deadline?.(this.state) ?? null
    if (due === null || !engine.expire) return err({ code: 'LESSON_BROKEN', message: 'nothing waits on the clock here' })
    // A deadline already past (a first card shown "at once", deadline 0) comes now, not back then.
    const deadline = Math.max(due, this.now())
    const r = engine.expire(this.state, deadline)
    if (!r.ok) return err(r.error)
    this.lessonClock = { frozen: deadline }
    this.state = r.value.state
    this.steps.push({ expire: deadline })
    this.after(r.value.events)
    return ok(null)
  }

  private apply(seat: Seat, action: unknown): Result<null, ApiError> {
    const stamped = { ...(action as { type: string }), at: this.now() }
    let result
    try {
      result = this.module.engine.apply(this.state, seat, stamped)
    } catch (e) {
      // Engines must not throw; if one does, the state it was given is still intact.
      return err({ code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) })
    }
    if (!result.ok) return err(result.error)
    this.state = result.value.state
    this.steps.push(actStep(seat, { ...this.recorded(stamped), at: stamped.at }))
    this.after(result.value.events)
    return ok(null)
  }

  private expire(): void {
    this.deadlineTimer = null
    const { engine } = this.module
    if (this.closed || !engine.expire) return
    const now = this.now()
    const start = { state: this.state, history: this.history.length, steps: this.steps.length, time: this.stepTime }
    const r = engine.expire(this.state, now)
    // The race's window closed before the learner moved: shown as the step's wrong move.
    const late = this.lesson?.timed() ?? null
    if (r.ok && late !== null) {
      this.stepStart = start
      this.lesson!.wrongMove(late)
      this.lessonMoved?.(this)
    }
    if (r.ok) {
      this.state = r.value.state
      this.steps.push({ expire: now })
      this.after(r.value.events)
    } else {
      this.schedule()
    }
    this.broadcast(null)
  }

  /**
   * Plays recorded steps as the host first applied them, every seat observing: the screen starts
   * from where they end and not with their news (the history panel keeps the public lines).
   */
  private play(steps: readonly RecordStep[]): Result<null, ApiError> {
    this.resuming = true
    for (const step of steps) {
      const r = applyStep(this.module.engine, this.state, step)
      if (!r.ok) return err({ code: 'RULES_CHANGED', message: `The game can no longer be played to this moment: ${r.error.message}` })
      this.state = r.value.state
      // The record starts with them too, so it replays from the deal like any other.
      this.steps.push(step)
      this.after(r.value.events)
    }
    this.resuming = false
    this.outbox = []
    this.held.forEach((h) => (h.length = 0))
    this.looking = false
    this.settleHandover()
    this.schedule()
    return ok(null)
  }

  /** Routes new events to the screen, the held queues and the bots, then sets up what happens next. */
  private after(events: readonly GameEvent<AnyEvent>[]): void {
    let news = false
    for (const e of events) {
      if (e.to === 'all') {
        this.history.push(e.event)
        this.outbox.push(e)
        if (this.watched) this.spectatorOutbox.push(e.event)
        for (const seat of this.phoneSeats()) if (this.seats[seat]!.phone === 'connected') this.phoneOutbox[seat]!.push(e.event)
      } else if (this.isPhone(e.to)) {
        this.phoneOutbox[e.to]!.push(e.event)
      } else if (e.to === this.viewer) {
        this.outbox.push(e)
        news = true
      } else if (this.seats[e.to]?.kind === 'human') {
        this.held[e.to]!.push(e.event)
      }
    }
    // Private news outside the viewer's turn is still theirs to see (a Four Down power's look ends
    // its turn; a new hand arrives after a challenge): the screen stays theirs, and play waits,
    // until they release it. With one person that matters only for timed looks, which nothing
    // may move under while they are memorised.
    const timedLook = events.some((e) => e.to === this.viewer && this.module.isLook?.(e.event))
    if ((news && this.people().length > 1) || timedLook) {
      if (this.module.actingSeat(this.state) !== this.viewer) this.looking = true
    }
    this.computers.observe(this.state, events)
    this.watch?.(events, (seat) => this.module.engine.view(this.state, seat))
    this.settleHandover()
    this.schedule()
    const outcome = this.module.engine.outcome(this.state)
    if (outcome && !this.reported) {
      this.reported = true
      this.finished?.(outcome, this)
    }
  }

  /**
   * With several people who can see one screen, private information of a person here waits
   * behind a hand-over screen naming them; people on phones never need one. When the table
   * is quiet, held news goes first (everyone's opening look before the first turn); then the seat
   * whose private decision the game waits on. Open windows show the public view, since everyone
   * is watching.
   */
  private settleHandover(): void {
    // While phones join, the screen shows their join codes: hand-overs wait for the game to begin.
    if (this.alone() !== null || !this.started()) return
    const acting = this.module.actingSeat(this.state)
    if (this.viewer !== 'public') {
      if (this.viewer === acting || this.looking) return
      this.viewer = 'public'
    }
    if (this.handover !== null) return
    const locals = this.locals()
    const quiet = (this.module.engine.deadline?.(this.state) ?? null) === null
    const waiting = quiet ? locals.find((s) => this.held[s]!.length > 0) : undefined
    if (waiting !== undefined) this.handover = waiting
    else if (acting !== null && locals.includes(acting)) this.handover = acting
  }

  /** What the screen may offer: the viewer's own actions, and open actions for every person here. */
  private offeredActions(): TableSnapshot['actions'] {
    const { engine } = this.module
    if (this.handover !== null || engine.outcome(this.state) || !this.started()) return []
    const lesson = this.lesson?.directs() ? this.lesson : null
    return this.locals().flatMap((seat) => {
      const legal = engine.legalActions(this.state, seat)
      const mine = seat === this.viewer ? legal : legal.filter((a) => this.module.isOpenAction(a))
      const offered = lesson ? lesson.offered(mine as { type: string }[], this.state) : mine
      return offered.length ? [{ seat, actions: offered }] : []
    })
  }

  /** Re-plans the clock: the engine's deadline, and each computer player's next move. */
  private schedule(): void {
    if (this.closed || this.resuming) return
    this.lessonTick()
    const { engine } = this.module
    if (this.deadlineTimer !== null) this.clock.clearTimeout(this.deadlineTimer)
    this.deadlineTimer = null
    if (!this.started()) return this.computers.plan(this.state, true)
    // A lesson's windows wait for the learner (but in the race), and its computer players move by its script.
    if (this.lesson?.directs()) {
      const deadline = this.lesson.timed() !== null ? (engine.deadline?.(this.state) ?? null) : null
      if (deadline !== null) this.deadlineTimer = this.clock.setTimeout(() => this.expire(), Math.max(0, deadline - this.now()))
      return this.computers.plan(this.state, true)
    }
    if (this.passForAway()) return
    const deadline = engine.deadline?.(this.state) ?? null
    if (deadline !== null) {
      this.deadlineTimer = this.clock.setTimeout(() => this.expire(), Math.max(0, deadline - this.now()))
    }
    // Bots wait while a hand-over screen is up or a look is in progress: the people at the
    // table are busy passing the computer.
    const paused = engine.outcome(this.state) !== null || this.handover !== null || this.looking
    this.computers.plan(this.state, paused)
  }

  /**
   * A phone seat that is away lets an open window go by, as if it had passed, so nobody waits on
   * a phone asleep in a pocket. True when it passed: applying re-planned the clock already.
   */
  private passForAway(): boolean {
    const { engine, isPass } = this.module
    if (!isPass || engine.outcome(this.state)) return false
    for (const seat of this.phoneSeats()) {
      if (this.seats[seat]!.phone !== 'away') continue
      const pass = engine.legalActions(this.state, seat).find((a) => isPass(a))
      if (pass !== undefined && this.apply(seat, pass).ok) return true
    }
    return false
  }
}

const withLink = (watchLink: string | null) => (watchLink ? { watchLink } : {})

/** Who sat in a seat when the game was dealt, as a record keeps it. */
function recordSeat(s: SeatInfo): RecordSeat {
  return {
    name: s.name,
    kind: s.kind,
    ...(s.level && { level: s.level }),
    where: s.phone ? 'phone' : 'here',
    colour: s.colour,
    ...(s.profileId && { profileId: s.profileId }),
  }
}
