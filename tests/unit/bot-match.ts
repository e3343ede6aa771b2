import { eventsFor, type Seat } from '../../shared/engine'
import type { AnyCardGameModule, BotLevel } from '../../shared/games/module'

export interface BotMatch<State> {
  final: State
  winners: Seat[]
  steps: number
  /** Actions the engine refused: in a real-time game mostly lost races (a call after another's). */
  refused: number
  finished: boolean
}

export interface MatchOptions<State> {
  maxSteps?: number
  /** Called after every applied step with the state before and after and the events. */
  onStep?: (before: State, after: State, events: { to: Seat | 'all'; event: unknown }[]) => void
}

/**
 * Plays one match between bots on a simulated clock: each bot's decision lands after its own delay,
 * the earliest first, and the engine's deadlines fire when nothing lands sooner. A decision whose
 * kind of action is no longer legal after someone else's step is dropped and asked for again.
 */
export function playBotMatch<State>(
  game: AnyCardGameModule,
  levels: readonly BotLevel[],
  seed: string,
  options: MatchOptions<State> = {},
): BotMatch<State> {
  const { engine } = game
  const setup = engine.setup(game.defaultConfig(levels.length), seed)
  if (!setup.ok) throw new Error(setup.error.message)
  let state = setup.value.state as State
  const bots = levels.map((level, seat) => game.createBot(seat, level, `${seed}:${seat}`))
  const tell = (events: { to: Seat | 'all'; event: unknown }[]): void =>
    bots.forEach((bot, seat) => bot.observe(engine.view(state, seat), eventsFor(events, seat)))
  tell(setup.value.events)
  const pending: ({ action: { type: string }; at: number } | null)[] = levels.map(() => null)
  let now = 0
  let refused = 0
  let steps = 0
  const maxSteps = options.maxSteps ?? 50_000
  while (engine.outcome(state) === null && steps < maxSteps) {
    steps++
    bots.forEach((bot, seat) => {
      if (pending[seat]) return
      const d = bot.decide(engine.view(state, seat), engine.legalActions(state, seat), now)
      pending[seat] = d ? { action: d.action, at: now + d.delayMs } : null
    })
    let next: Seat | null = null
    pending.forEach((p, seat) => {
      if (p && (next === null || p.at < (pending[next]?.at ?? Infinity))) next = seat
    })
    const due: number | null = engine.deadline?.(state) ?? null
    const nextAt = next === null ? null : (pending[next]?.at ?? null)
    const before = state
    let result
    if (due !== null && (nextAt === null || due <= nextAt)) {
      now = Math.max(now, due)
      result = engine.expire?.(state, now)
    } else if (next !== null && nextAt !== null) {
      now = Math.max(now, nextAt)
      const action = pending[next]?.action
      pending[next] = null
      result = engine.apply(state, next, { ...action, at: now })
    } else break
    if (!result?.ok) {
      refused++
      continue
    }
    state = result.value.state as State
    tell(result.value.events)
    options.onStep?.(before, state, result.value.events)
    pending.forEach((p, seat) => {
      if (p && !engine.legalActions(state, seat).some((a: { type: string }) => a.type === p.action.type)) pending[seat] = null
    })
  }
  const out = engine.outcome(state)
  return { final: state, winners: out?.winners ?? [], steps, refused, finished: out !== null }
}
