import { eventsFor, type GameEvent, type Seat } from '@shared/engine'
import { createSeatBot, type AnyTableGameModule, type Bot, type BotDecision, type BotLevel, type BotOptions } from '@shared/games/module'
import type { ThinkAnswer, ThinkRequest } from '@shared/games/bot'
import type { SeatInfo } from '@shared/ipc'
import type { Clock } from './clock'

type AnyEvent = { type: string }

export interface ComputerPlayersOptions {
  module: AnyTableGameModule
  seats: readonly SeatInfo[]
  seed: string
  clock: Clock
  /** Multiplies every bot's thinking time (the "computer players' pace" setting). */
  botPace?: () => number
  /**
   * Where experts think (the host's worker thread); aborting the signal drops the question. Without
   * it an expert searches on this thread, as in self-play.
   */
  think?: (request: ThinkRequest, signal: AbortSignal) => Promise<ThinkAnswer>
  /** A bot's decision fell due: the table applies it (or, if it became illegal, asks again). */
  play: (seat: Seat, action: unknown) => void
}

/**
 * The computer players at one table: each seat's bot, what it has seen, when it is asked and
 * when its answer is played. They learn only from the views and events the table gives them;
 * the table decides when they may move at all.
 */
export class ComputerPlayers {
  private readonly module: AnyTableGameModule
  private readonly seed: string
  private readonly clock: Clock
  private readonly botPace: () => number
  private readonly think: ComputerPlayersOptions['think']
  private readonly play: ComputerPlayersOptions['play']
  private readonly bots: (Bot<unknown, unknown, AnyEvent> | null)[]
  private readonly timers: unknown[] = []
  /** Each bot's latest question in flight: an answer to an older one is not acted on. */
  private readonly asks: (object | undefined)[] = []
  /** Aborted when the table closes, so its experts' pending thoughts are dropped. */
  private readonly thoughts = new AbortController()
  /** Questions each seat's expert has out with the thinker now. */
  private readonly thinking: number[] = []
  private closed = false

  constructor(opts: ComputerPlayersOptions) {
    this.module = opts.module
    this.seed = opts.seed
    this.clock = opts.clock
    this.botPace = opts.botPace ?? (() => 1)
    this.think = opts.think
    this.play = opts.play
    this.bots = opts.seats.map((s, i) => (s.kind === 'bot' ? this.newBot(i, s.level ?? 'normal') : null))
  }

  /** The seats whose expert is thinking now, for the "thinking…" marks. */
  thinkingSeats(): Seat[] {
    return this.thinking.flatMap((n, seat) => (n > 0 ? [seat] : []))
  }

  /** Every bot sees the new events meant for it, with its seat's view after them. */
  observe(state: unknown, events: readonly GameEvent<AnyEvent>[]): void {
    this.bots.forEach((bot, seat) => bot?.observe(this.module.engine.view(state, seat), eventsFor(events, seat)))
  }

  /** A computer player takes `seat` mid-game, from what its view shows and the news it was owed. */
  takeSeat(seat: Seat, state: unknown, missed: readonly AnyEvent[], level: BotLevel = 'normal'): void {
    const bot = this.newBot(seat, level)
    this.bots[seat] = bot
    bot.observe(this.module.engine.view(state, seat), [...missed])
  }

  /**
   * Re-plans every bot: what was asked or timed before is dropped, and unless play is paused each
   * bot with a legal action is asked again, its move timed after its thinking time.
   */
  plan(state: unknown, paused: boolean): void {
    const { engine } = this.module
    this.bots.forEach((bot, seat) => {
      if (this.timers[seat] !== undefined) this.clock.clearTimeout(this.timers[seat])
      this.timers[seat] = undefined
      this.asks[seat] = undefined
      if (!bot || paused || this.closed) return
      const legal = engine.legalActions(state, seat)
      if (legal.length === 0) return
      const view = engine.view(state, seat)
      const asked = this.clock.now()
      if (!bot.think) {
        this.actLater(seat, bot.decide(view, legal, asked), asked)
        return
      }
      // An expert thinks off this thread; the table goes on meanwhile (clock, windows, requests),
      // and only the answer to the latest question is acted on.
      const ask = {}
      this.asks[seat] = ask
      const latest = () => this.asks[seat] === ask && !this.closed
      bot.think(view, legal, asked).then(
        (decision) => latest() && this.actLater(seat, decision, asked),
        // A bug in the bot must neither stop the host (an unhandled rejection would) nor stall
        // the seat: it plays its first legal action.
        () => latest() && this.actLater(seat, { action: legal[0], delayMs: 0 }, asked),
      )
    })
  }

  close(): void {
    this.closed = true
    this.thoughts.abort()
    this.timers.forEach((t) => t !== undefined && this.clock.clearTimeout(t))
  }

  /** Sets a bot's timer for its decision: its delay counts from when it was asked. */
  private actLater(seat: Seat, decision: BotDecision<unknown> | null, asked: number): void {
    if (!decision) return
    const due = asked + decision.delayMs * this.botPace()
    this.timers[seat] = this.clock.setTimeout(() => {
      this.timers[seat] = undefined
      if (!this.closed) this.play(seat, decision.action)
    }, Math.max(0, due - this.clock.now()))
  }

  private newBot(seat: Seat, level: BotLevel): Bot<unknown, unknown, AnyEvent> {
    return createSeatBot(this.module, seat, level, `${this.seed}:bot:${seat}`, this.thinkerFor(seat))
  }

  /** A seat's way to its thinker, counting the questions it has out. */
  private thinkerFor(seat: Seat): BotOptions {
    const think = this.think
    if (!think) return {}
    return {
      think: (request) => {
        this.thinking[seat] = (this.thinking[seat] ?? 0) + 1
        return think(request, this.thoughts.signal).finally(() => this.thinking[seat]!--)
      },
    }
  }
}
