import { describe, expect, test } from 'vitest'
import { eventsFor } from '../../engine'
import { checksGame } from '../checks'
import { createSeatBot } from '../module'
import type { ThinkAnswer, ThinkRequest } from '../bot'

describe("the expert's think path", () => {
  test('the same question asked again while out is sent once, and each asking counts its delay from itself', async () => {
    const { engine } = checksGame
    const started = engine.setup(checksGame.defaultConfig(2), 'think-again')
    if (!started.ok) throw new Error(started.error.message)
    const { state, events } = started.value
    const seat = [0, 1].find((s) => engine.legalActions(state, s).length > 0)!
    const asked: { request: ThinkRequest; answer: (a: ThinkAnswer) => void }[] = []
    const bot = createSeatBot(checksGame, seat, 'expert', 'think-again', {
      think: (request) => new Promise((answer) => asked.push({ request, answer })),
    })
    const view = engine.view(state, seat)
    const legal = engine.legalActions(state, seat)
    bot.observe(view, eventsFor(events, seat))
    const first = bot.think!(view, legal, 0)
    const again = bot.think!(view, legal, 400)
    expect(asked).toHaveLength(1)
    asked[0]!.answer({ index: 0, playouts: 1 })
    const [a, b] = await Promise.all([first, again])
    expect(a!.action).toEqual(legal[0])
    expect(b!.action).toEqual(legal[0])
    // Checks' expert takes at least 1 s: the second asking, 400 ms later, has 400 ms less to wait.
    expect(a!.delayMs).toBeGreaterThanOrEqual(1000)
    expect(b!.delayMs).toBe(a!.delayMs - 400)
  })
})
