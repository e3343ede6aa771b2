import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import type { GameEvent } from '../../shared/engine'
import type { AnyTableGameModule } from '../../shared/games/module'
import { tableGames } from '../host/games'

const USAGE =
  'usage: npm run --silent cli -- play --game <id> --seats N [--seed S] < script.jsonl\n' +
  '  each line: {"seat":0,"action":{…},"at":ms} to act, or {"expire":ms} to let a deadline pass\n' +
  `  games: ${Object.keys(tableGames).join(', ')}`

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

export async function run(args: string[]): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({ args, options: { game: { type: 'string' }, seats: { type: 'string' }, seed: { type: 'string', default: '0' } } }))
  } catch (e) {
    process.stderr.write(`play: ${e instanceof Error ? e.message : String(e)}\n${USAGE}\n`)
    return 2
  }
  const module = values.game ? tableGames[values.game] : undefined
  const seats = Number(values.seats)
  if (!module || !Number.isInteger(seats)) {
    process.stderr.write(`play: ${module ? '--seats needs a whole number' : `unknown or missing --game "${values.game ?? ''}"`}\n${USAGE}\n`)
    return 2
  }
  const lines: string[] = []
  for await (const text of createInterface({ input: process.stdin, crlfDelay: Infinity })) lines.push(text)
  const result = replay(module, seats, values.seed, lines)
  process.stdout.write(`${JSON.stringify(result)}\n`)
  return 'error' in result ? 1 : 0
}
