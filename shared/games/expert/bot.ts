import { copyPlain, type Seat } from '../../engine'
import type { Bot, BotDecision, BotOptions, ThinkRequest } from '../bot'
import { FastRng } from '../../random'
import { searchFor, type AnyExpertSpec } from './search'

let askers = 0

/**
 * The expert player for one seat. It remembers what its views and events showed it and nothing
 * else; `decide` searches on the calling thread for a fixed number of playouts (self-play,
 * reproducible from the seed), `think` hands the same question to `options.think` (the app's
 * worker thread, bounded by time) and answers when it does.
 */
export function createExpertBot<View, Action, E>(
  spec: AnyExpertSpec,
  seat: Seat,
  seed: string,
  options: BotOptions = {},
): Bot<View, Action, E> {
  const k = spec.know(seat)
  const rng = new FastRng(`expert:${spec.game}:${seat}:${seed}`)
  const asker = `${spec.game}:${seat}:${++askers}`
  // A person decides once per situation and acts when ready: asked again, the answer and its
  // moment stand. `decided` with a null action is a decision to wait.
  let plan: { key: string; decided: boolean; action: Action | null; readyAt: number } | null = null
  let asking: { key: string; reply: Promise<BotDecision<Action> | null> } | null = null

  const begin = (view: View, legal: readonly Action[], now: number): string => {
    const key = spec.situation(view, legal)
    if (plan?.key !== key) plan = { key, decided: false, action: null, readyAt: now + spec.reaction(view, legal, rng) }
    return key
  }
  const answer = (view: View, now: number): BotDecision<Action> | null => {
    const action = plan?.action ?? null
    if (!plan || action === null) return null
    return { action, delayMs: Math.max(0, plan.readyAt - now) }
  }
  const settle = (view: View, action: Action | null, now: number): BotDecision<Action> | null => {
    if (!plan) return null
    plan.decided = true
    plan.action = action
    return answer(view, now)
  }

  const bot: Bot<View, Action, E> = {
    observe(view, events) {
      spec.observe(k, view, events)
    },
    decide(view, legal, now) {
      if (legal.length === 0) return null
      begin(view, legal, now)
      if (plan?.decided) return answer(view, now)
      const started = options.timing?.now()
      const search = searchFor(spec, k, view, legal, rng, options.playouts ?? spec.playouts)
      if (started !== undefined && search.playouts > 0) options.timing?.record(options.timing.now() - started)
      return settle(view, search.best(), now)
    },
  }
  const think = options.think
  if (think) {
    bot.think = (view, legal, now) => {
      if (legal.length === 0) return Promise.resolve(null)
      const key = begin(view, legal, now)
      if (plan?.decided) return Promise.resolve(answer(view, now))
      // The same question asked again while the thread works on it gets the same answer, its
      // delay counted from this asking.
      if (asking?.key === key) return asking.reply.then((d) => (d === null ? null : answer(view, now)))
      // The knowledge is copied into the request now (it is plain JSON): events observed while the
      // thread thinks must not change the question it is answering.
      const request: ThinkRequest = {
        game: spec.game, asker, knowledge: copyPlain(k), view, legal: [...legal], seed: rng.seed(),
      }
      const reply = think(request).then((r) => {
        if (asking?.key === key) asking = null
        if (plan?.key !== key) return null
        return settle(view, legal[r.index] ?? null, now)
      })
      asking = { key, reply }
      return reply
    }
  }
  return bot
}
