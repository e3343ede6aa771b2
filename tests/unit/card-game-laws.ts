import fc from 'fast-check'
import type { Seat } from '../../shared/engine'
import type { AnyCardGameModule } from '../../shared/games/module'
import { FastRng } from '../../shared/random'
import { conservationProblem, LeakWatch } from '../../shared/games/selfplay'
import { guardOrderProblems } from './engine-guards'

/** How to walk random games of one card game while checking the laws every card game obeys. */
export interface LawsOptions {
  /** Seat counts to draw from. */
  seats: readonly number[]
  /** Number of seeded games (fast-check runs). */
  games: number
  /** fast-check's own seed, so a failure replays. */
  seed?: number
  /** A walk still running after this many actions fails: games must end. */
  maxSteps?: number
  /** Longest simulated pause between two actions, so some real-time windows run out. */
  maxStepMs?: number
  /**
   * Steers the random walk (e.g. away from ending a round on its first turn); gets the legal
   * actions and a number in [0, 1). Uniform when absent.
   */
  policy?: (legal: readonly unknown[], roll: number) => unknown
  /** Malformed or out-of-range actions worth throwing at the engine besides other seats' moves. */
  junk?: readonly unknown[]
  /** Illegal actions tried per step. */
  probes?: number
}

export interface Walk {
  steps: number
  finished: boolean
  /** Every broken law, in words. */
  violations: string[]
}

/**
 * One random game from `seed`, checking after every step: all 52 cards accounted for, no view
 * shows a face its seat was not shown, a review can turn every seat's cards face up (`faceUp`: a
 * row per seat, of the game's own cards, each once), illegal actions are refused and change nothing, legal
 * ones and expiries are accepted without touching the state they were applied to, and the game ends;
 * once it has, its refusals at the start and at the end come in the one order (engine-guards.ts).
 */
export function walkRandomGame(module: AnyCardGameModule, seats: number, seed: string, opts: LawsOptions): Walk {
  const { engine } = module
  const walk: Walk = { steps: 0, finished: false, violations: [] }
  const rng = new FastRng(seed)
  const roll = (): number => rng.next()
  const started = engine.setup(module.defaultConfig(seats), seed)
  if (!started.ok) return { ...walk, violations: [`setup refused: ${started.error.message}`] }
  let state: unknown = started.value.state
  // The opening state and an action one of its seats may take: the guard order's test pieces.
  const first = { state, legal: Array.from({ length: seats }, (_, seat) => engine.legalActions(state, seat) as unknown[]).flat()[0] ?? null }
  const watch = new LeakWatch(seats)
  const laws = (events: readonly { to: Seat | 'all'; event: unknown }[], what: string): void => {
    watch.record(events)
    const lost = conservationProblem(module, state)
    if (lost) walk.violations.push(`${what}: ${lost}`)
    for (let seat = 0; seat < seats; seat++) {
      const leaked = watch.leaks(seat, engine.view(state, seat))
      if (leaked.length) walk.violations.push(`${what}: seat ${seat} sees ${leaked.join(' ')} unshown`)
    }
    const faceUp = module.faceUp?.(state)
    if (!faceUp) walk.violations.push('no faceUp: a review cannot show every seat\'s cards face up')
    else {
      const shown = faceUp.flat().filter((c) => c !== 'empty')
      const held = new Set(module.cardsOf(state))
      if (faceUp.length !== seats || new Set(shown).size !== shown.length || shown.some((c) => !held.has(c))) {
        walk.violations.push(`${what}: faceUp is not one row per seat of the game's own cards, each once: ${JSON.stringify(faceUp)}`)
      }
    }
  }
  laws(started.value.events, 'setup')
  let now = 0
  const maxSteps = opts.maxSteps ?? 5000
  while (walk.violations.length === 0 && walk.steps < maxSteps) {
    if (engine.outcome(state)) {
      walk.finished = true
      walk.violations.push(...guardOrderProblems({ engine, seats, state: first.state, legal: first.legal, over: state }))
      return walk
    }
    walk.steps++
    const legal = Array.from({ length: seats }, (_, seat) => engine.legalActions(state, seat) as unknown[])
    const snapshot = JSON.stringify(state)
    const pool = [...legal.flat(), ...(opts.junk ?? [])]
    const keys: (Set<string> | undefined)[] = []
    const isLegal = (seat: Seat, action: unknown): boolean =>
      (keys[seat] ??= new Set((legal[seat] ?? []).map((a) => JSON.stringify(a)))).has(JSON.stringify(action))
    const tried: unknown[] = []
    for (let i = 0; i < (opts.probes ?? 3) && pool.length > 0; i++) {
      const seat = Math.floor(roll() * seats)
      const action = pool[Math.floor(roll() * pool.length)]
      if (isLegal(seat, action)) continue
      const stamped = action !== null && typeof action === 'object' ? { at: now, ...action } : action
      const r = engine.apply(state, seat, stamped)
      if (r.ok) walk.violations.push(`seat ${seat} was allowed ${JSON.stringify(action)}, which legalActions did not list`)
      tried.push(action)
    }
    // One comparison covers every probe: engines return new states, so any change is a mutation.
    if (tried.length && JSON.stringify(state) !== snapshot) walk.violations.push(`refusing ${JSON.stringify(tried)} changed the state`)
    const actors = legal.flatMap((l, seat) => (l.length ? [seat] : []))
    now += Math.floor(roll() * (opts.maxStepMs ?? 3000))
    const deadline = engine.deadline?.(state) ?? null
    if (deadline !== null && engine.expire && (now >= deadline || actors.length === 0)) {
      now = Math.max(now, deadline)
      const r = engine.expire(state, now)
      if (JSON.stringify(state) !== snapshot) walk.violations.push(`expire at ${now} mutated its input`)
      if (!r.ok) walk.violations.push(`expire at ${now} refused: ${r.error.message}`)
      else {
        state = r.value.state
        laws(r.value.events, `expire at ${now}`)
      }
      continue
    }
    const seat = actors[Math.floor(roll() * actors.length)]
    if (seat === undefined) {
      walk.violations.push('nobody can act and nothing is on the clock')
      break
    }
    const choices = legal[seat] as unknown[]
    const action = opts.policy ? opts.policy(choices, roll()) : choices[Math.floor(roll() * choices.length)]
    const r = engine.apply(state, seat, { ...(action as object), at: now })
    if (JSON.stringify(state) !== snapshot) walk.violations.push(`applying ${JSON.stringify(action)} mutated its input`)
    if (!r.ok) {
      walk.violations.push(`legal ${JSON.stringify(action)} by seat ${seat} refused: ${r.error.code}`)
      break
    }
    state = r.value.state
    laws(r.value.events, `seat ${seat} ${JSON.stringify(action)}`)
  }
  if (!walk.finished && walk.violations.length === 0) walk.violations.push(`not over after ${maxSteps} steps`)
  return walk
}

/** The laws as a fast-check property over `games` seeded random games. */
export function assertCardGameLaws(module: AnyCardGameModule, opts: LawsOptions): void {
  fc.assert(
    fc.property(fc.constantFrom(...opts.seats), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seats, n) => {
      const walk = walkRandomGame(module, seats, `laws:${n}`, opts)
      if (walk.violations.length) throw new Error(walk.violations.slice(0, 3).join('\n'))
      return walk.finished
    }),
    { numRuns: opts.games, seed: opts.seed ?? 42 },
  )
}
