import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { parseArgs } from 'node:util'
import type { GameEvent } from '../../shared/engine'
import { seatCountProblem } from '../../shared/games/descriptor'
import { GAME_IDS, gameModule } from '../../shared/games/lookup'
import type { AnyTableGameModule } from '../../shared/games/module'

const USAGE =
  'usage: npm run --silent cli -- play --game <id> --seats N [--seed S] < script.jsonl\n' +
  '  each line: {"seat":0,"action":{…},"at":ms} to act, or {"expire":ms} to let a deadline pass\n' +
  `  games: ${GAME_IDS.join(', ')}`

export type Replay = { view: unknown; events: unknown[]; outcome: unknown } | { error: string; line: number }

/**
 * Applies a script of actions to a seeded game: the public view, every public event and the
 * outcome at the end, or the first error and its line. For reading a reported game step by step
 * and for checking a rule by hand.
 */
export function replay(module: AnyTableGameModule, seats: number, seed: string, lines: readonly string[]): Replay {
  const { engine } = module
  const started = engine.setup(module.defaultConfig(seats), seed)
  if (!started.ok) return { error: started.error.message, line: 0 }
  let state: unknown = started.value.state
  const events: unknown[] = []
  const keep = (list: readonly GameEvent<unknown>[]) => events.push(...list.filter((e) => e.to === 'all').map((e) => e.event))
  keep(started.value.events)
  for (const [i, text] of lines.entries()) {
    if (!text.trim()) continue
    let step: { seat?: unknown; action?: unknown; at?: unknown; expire?: unknown }
    try {
      step = JSON.parse(text)
    } catch {
      return { error: 'not a JSON line', line: i + 1 }
    }
    const r =
      typeof step.expire === 'number' && engine.expire
        ? engine.expire(state, step.expire)
        : typeof step.seat === 'number' && step.action && typeof step.action === 'object'
          ? engine.apply(state, step.seat, { ...step.action, at: typeof step.at === 'number' ? step.at : 0 })
          : null
    if (!r) return { error: 'expected {"seat":N,"action":{…}} or {"expire":ms}', line: i + 1 }
    if (!r.ok) return { error: `${r.error.code}: ${r.error.message}`, line: i + 1 }
    state = r.value.state
    keep(r.value.events)
  }
  return { view: engine.view(state, 'public'), events, outcome: engine.outcome(state) }
}

interface Options {
  module: AnyTableGameModule
  seats: number
  seed: string
}

function parse(args: string[]): Options | string {
  let values
  try {
    ;({ values } = parseArgs({ args, options: { game: { type: 'string' }, seats: { type: 'string' }, seed: { type: 'string', default: '0' } } }))
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
  const game = values.game ?? ''
  const module = gameModule(game)
  if (!module) return `unknown or missing --game "${game}"`
  if (!/^\d+$/.test(values.seats ?? '')) return '--seats needs a whole number'
  const seats = Number(values.seats)
  return seatCountProblem(module.game, seats) ?? { module, seats, seed: values.seed }
}

export async function run(args: string[], input: Readable = process.stdin): Promise<number> {
  const opts = parse(args)
  if (typeof opts === 'string') {
    process.stderr.write(`play: ${opts}\n${USAGE}\n`)
    return 2
  }
  const lines: string[] = []
  for await (const text of createInterface({ input, crlfDelay: Infinity })) lines.push(text)
  const result = replay(opts.module, opts.seats, opts.seed, lines)
  process.stdout.write(`${JSON.stringify(result)}\n`)
  return 'error' in result ? 1 : 0
}
