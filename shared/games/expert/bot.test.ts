import { describe, expect, test } from 'vitest'
import { eventsFor, type GameEvent } from '../../engine'
import { cheatGame } from '../cheat'
import { checkGame } from '../check'
import { checksGame } from '../checks'
import { fourDownGame } from '../four-down'
import type { AnyCardGameModule, BotDecision } from '../module'
import { LeakWatch, playMatch } from '../selfplay'
import type { ThinkRequest } from '../bot'
import { createExpertBot } from './bot'

const games: [string, AnyCardGameModule, number][] = [
  ['four-down', fourDownGame, 3],
  ['check', checkGame, 3],
  ['checks', checksGame, 2],
  ['cheat', cheatGame, 3],
]

/** What seat 0 was given at each step of a hard players' match: its view, its events, its legal actions. */
function transcript(module: AnyCardGameModule, seats: number, seed: string): { view: unknown; events: unknown[]; legal: unknown[]; shown: GameEvent[] }[] {
  const steps: { view: unknown; events: unknown[]; legal: unknown[]; shown: GameEvent[] }[] = []
  const shown: GameEvent[] = []
  playMatch(module, {
    levels: Array.from({ length: seats }, () => 'hard' as const),
    seed,
    maxActions: 120,
    onStep: (state, events) => {
      shown.push(...events)
      steps.push({
        view: module.engine.view(state, 0),
        events: eventsFor(events, 0),
        legal: module.engine.legalActions(state, 0),
        shown: shown.slice(),
      })
    },
  })
  return steps
}

describe('the expert decides from its own seat\'s view and events', () => {
  for (const [name, module, seats] of games) {
    const spec = module.expert!

    test(`${name}: what it sends to be thought over holds no face its seat was not shown`, async () => {
      const requests: { request: ThinkRequest; shown: GameEvent[] }[] = []
      let shown: GameEvent[] = []
      const bot = createExpertBot(spec, 0, 'leak', {
        think: (request) => {
          requests.push({ request, shown })
          return Promise.resolve({ index: 0, playouts: 1 })
        },
      })
      let now = 0
      for (const step of transcript(module, seats, `${name}:leak`)) {
        shown = step.shown
        bot.observe(step.view, step.events)
        if (step.legal.length) await bot.think!(step.view, step.legal, (now += 1000))
      }
      expect(requests.length).toBeGreaterThan(5)
      for (const { request, shown } of requests) {
        expect(Object.keys(request).sort()).toEqual(['asker', 'game', 'knowledge', 'legal', 'seed', 'view'])
        const watch = new LeakWatch(seats)
        watch.record(shown)
        expect(watch.leaks(0, request)).toEqual([])
      }
    })

    test(`${name}: replayed from its transcript alone, it decides exactly as it did at the table`, () => {
      const steps = transcript(module, seats, `${name}:replay`)
      const decide = (input: typeof steps): (BotDecision<unknown> | null)[] => {
        const bot = createExpertBot(spec, 0, 'replay', { playouts: 10 })
        let now = 0
        return input.map((step) => {
          bot.observe(step.view, step.events)
          return step.legal.length ? bot.decide(step.view, step.legal, (now += 1000)) : null
        })
      }
      const live = decide(steps)
      // Through JSON: nothing of the table's objects can reach the second bot.
      const replayed = decide(JSON.parse(JSON.stringify(steps)))
      expect(live.filter(Boolean).length).toBeGreaterThan(5)
      expect(replayed).toEqual(live)
    })
  }
})
