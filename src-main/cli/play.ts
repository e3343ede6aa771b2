import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { parseArgs } from 'node:util'
import type { GameEvent } from '@shared/engine'
import { seatCountProblem } from '@shared/games/descriptor'
import { GAME_IDS, gameModule } from '@shared/games/lookup'
import type { AnyTableGameModule } from '@shared/games/module'
import type { ActStep, GameRecord, RecordStep } from '@shared/records/format'
import { applyStep, replay as replaySteps } from '@shared/records/replay'
import { readRecordFile } from './records'

const USAGE =
  'usage: npm run --silent cli -- play --game <id> --seats N [--seed S] < script.jsonl\n' +
  '       npm run --silent cli -- play --record FILE\n' +
  '  each line: {"seat":0,"action":{…},"at":ms} to act, or {"expire":ms} to let a deadline pass\n' +
  '  a record (selfplay --records writes them) holds its game, seats, seed, options and steps\n' +
  `  games: ${GAME_IDS.join(', ')}`

export type Replay = { view: unknown; events: unknown[]; outcome: unknown } | { error: string; line: number }

type AnyEngine = AnyTableGameModule['engine']

/** What a replay prints: the public view at the end, every public event in order, and the outcome. */
function publicEnd(engine: AnyEngine, state: unknown, steps: readonly (readonly GameEvent<unknown>[])[]): Replay {
  const events = steps.flatMap((list) => list.filter((e) => e.to === 'all').map((e) => e.event))
  return { view: engine.view(state, 'public'), events, outcome: engine.outcome(state) }
}

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
  const steps: GameEvent<unknown>[][] = [started.value.events]
  for (const [i, text] of lines.entries()) {
    if (!text.trim()) continue
    let line: { seat?: unknown; action?: unknown; at?: unknown; expire?: unknown }
    try {
      line = JSON.parse(text)
    } catch {
      return { error: 'not a JSON line', line: i + 1 }
    }
    const step: RecordStep | null =
      typeof line.expire === 'number'
        ? { expire: line.expire }
        : typeof line.seat === 'number' && line.action && typeof line.action === 'object'
          ? { seat: line.seat, action: line.action as ActStep['action'], at: typeof line.at === 'number' ? line.at : 0 }
          : null
    if (!step) return { error: 'expected {"seat":N,"action":{…}} or {"expire":ms}', line: i + 1 }
    const r = applyStep(engine, state, step)
    if (!r.ok) return { error: `${r.error.code}: ${r.error.message}`, line: i + 1 }
    state = r.value.state
    steps.push(r.value.events)
  }
  return publicEnd(engine, state, steps)
}

/**
 * The same for a game record: its own game, options, seed and steps, replayed on today's engine.
 * `line` is the step that failed (0: the record itself, or its deal), numbered as a script's lines.
 */
export function replayRecord(record: GameRecord): Replay {
  const r = replaySteps(record)
  if (!r.ok) return { error: `${r.error.code}: ${r.error.message}`, line: r.error.step }
  const { game, setup, steps } = r.value
  return publicEnd(game.engine, (steps.at(-1) ?? setup).state, [setup.events, ...steps.map((s) => s.events)])
}

interface Options {
  module: AnyTableGameModule
  seats: number
  seed: string
}

function parse(args: string[]): Options | { record: string } | string {
  let values
  try {
    ;({ values } = parseArgs({ args, options: { game: { type: 'string' }, seats: { type: 'string' }, seed: { type: 'string' }, record: { type: 'string' } } }))
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
  if (values.record !== undefined) {
    const also = (['game', 'seats', 'seed'] as const).find((k) => values[k] !== undefined)
    return also ? `--record holds its own game, seats and seed: leave out --${also}` : { record: values.record }
  }
  const game = values.game ?? ''
  const module = gameModule(game)
  if (!module) return `unknown or missing --game "${game}"`
  if (!/^\d+$/.test(values.seats ?? '')) return '--seats needs a whole number'
  const seats = Number(values.seats)
  return seatCountProblem(module.game, seats) ?? { module, seats, seed: values.seed ?? '0' }
}

export async function run(args: string[], input: Readable = process.stdin): Promise<number> {
  const opts = parse(args)
  if (typeof opts === 'string') {
    process.stderr.write(`play: ${opts}\n${USAGE}\n`)
    return 2
  }
  let result: Replay
  if ('record' in opts) {
    const file = readRecordFile(opts.record)
    if ('unreadable' in file) {
      process.stderr.write(`play: cannot read "${opts.record}": ${file.unreadable}\n`)
      return 2
    }
    result = file.ok ? replayRecord(file.value) : { error: `${file.error.code}: ${file.error.message}`, line: 0 }
  } else {
    const lines: string[] = []
    for await (const text of createInterface({ input, crlfDelay: Infinity })) lines.push(text)
    result = replay(opts.module, opts.seats, opts.seed, lines)
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
  return 'error' in result ? 1 : 0
}
