import { cardsIn, type Card } from '../../shared/cards'
import type { Seat } from '../../shared/engine'
import type { AnyCardGameModule } from '../../shared/games/module'

export interface WalkReport {
  steps: number
  finished: boolean
  /** Human-readable breaches of the card-game laws; empty when the walk was clean. */
  breaches: string[]
}

const JUNK: unknown[] = [null, 7, 'claim', { type: 'nonsense', at: 0 }, { type: 'claim', cards: ['ZZ'], at: 0 }, { type: 'place', card: 'AS', target: 99 }]

/**
 * Walks one game by `choices` (fast-check supplies them): legal actions, junk, moves out of turn
 * and the clock running out, checking after every step that the 52 cards are all still there,
 * that a refused action changed nothing, and that no view shows a face its viewer was never sent.
 */
export function walkGame(game: AnyCardGameModule, seats: number, seed: string, choices: readonly number[]): WalkReport {
  const { engine } = game
  const breaches: string[] = []
  const setup = engine.setup(game.defaultConfig(seats), seed)
  if (!setup.ok) return { steps: 0, finished: false, breaches: [`setup refused: ${setup.error.message}`] }
  let state = setup.value.state
  const viewers: (Seat | 'public')[] = [...Array.from({ length: seats }, (_, s) => s), 'public']
  const shown = new Map<Seat | 'public', Set<Card>>(viewers.map((v) => [v, new Set()]))
  const record = (events: { to: Seat | 'all'; event: unknown }[]): void => {
    for (const e of events)
      for (const v of viewers) if (e.to === 'all' || e.to === v) cardsIn(e.event, shown.get(v))
  }
  const check = (label: string): void => {
    const cards: Card[] = game.cardsOf(state)
    if (cards.length !== 52 || new Set(cards).size !== 52) breaches.push(`${label}: ${new Set(cards).size} distinct of ${cards.length} cards`)
    for (const v of viewers) {
      const seen = shown.get(v) as Set<Card>
      const leaked = [...cardsIn(engine.view(state, v))].filter((c) => !seen.has(c))
      if (leaked.length > 0) breaches.push(`${label}: view of ${v} shows unsent ${leaked.join(' ')}`)
    }
  }
  record(setup.value.events)
  check('setup')
  let now = 0
  let steps = 0
  for (const choice of choices) {
    if (engine.outcome(state) !== null) break
    steps++
    now += choice % 700
    const due = engine.deadline?.(state) ?? null
    const seat = choice % seats
    const legal = engine.legalActions(state, seat)
    const before = JSON.stringify(state)
    let result
    if (due !== null && choice % 5 === 0) {
      now = Math.max(now, due)
      result = engine.expire?.(state, now)
    }
    else if (choice % 11 === 1) result = engine.apply(state, (seat + 1) % seats, JUNK[choice % JUNK.length])
    else if (legal.length > 0) result = engine.apply(state, seat, { ...legal[Math.floor(choice / seats) % legal.length], at: now })
    else result = engine.apply(state, seat, { type: 'call', at: now })
    if (JSON.stringify(state) !== before) breaches.push(`step ${steps}: the input state was changed`)
    if (!result) continue
    if (!result.ok) {
      if (typeof result.error.code !== 'string' || typeof result.error.message !== 'string') breaches.push(`step ${steps}: error without code`)
      continue
    }
    state = result.value.state
    record(result.value.events)
    check(`step ${steps}`)
  }
  return { steps, finished: engine.outcome(state) !== null, breaches }
}
