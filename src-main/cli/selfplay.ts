import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { seatCountProblem } from '@shared/games/descriptor'
import { CARD_GAMES, cardGameModule } from '@shared/games/lookup'
import { BOT_LEVELS, seatsLevel, type BotLevel } from '@shared/games/module'
import { playMatches, runSelfplay, summarise, type MatchResult, type SelfplayOptions } from '../host/selfplay'
import { writable, writeMatchRecord } from './records'

const USAGE =
  'usage: npm run --silent cli -- selfplay --game <id> --seats <level,level,…> [--matches N] [--seed S] [--records DIR]\n' +
  '  --records DIR writes each match as a game record, DIR/<game>-<seed>-<match>.json (play --record replays one)\n' +
  `  games: ${CARD_GAMES.map((m) => m.game.id).join(', ')}; levels: ${BOT_LEVELS.join(', ')}`

/** How a command can start this command line again in another process (self-play splits its matches so). */
export interface Self {
  node: string
  script: string
}

interface Options {
  game: string
  levels: BotLevel[]
  matches: number
  seed: string
  /** Set in a helper process: play only matches [from, to) and print their results. */
  range?: [number, number]
  /** Where each match's game record goes. */
  records?: string
}

// Processes a run is split over: the expert's matches are slow and the machine has two cores.
const PARTS = 2

function parse(args: readonly string[]): Options | string {
  const given = new Map<string, string>()
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i] as string
    const value = args[i + 1]
    if (!['--game', '--seats', '--matches', '--seed', '--range', '--records'].includes(name)) return `unknown option "${name}"`
    if (value === undefined || value.startsWith('--')) return `${name} needs a value`
    given.set(name, value)
  }
  const game = given.get('--game')
  if (!game) return '--game is required'
  const module = cardGameModule(game)
  if (!module) return `unknown game "${game}"`
  const seatsText = given.get('--seats')
  if (!seatsText) return '--seats is required'
  const levels = seatsText.split(',').map((s) => s.trim())
  const wrong = levels.find((l) => !(BOT_LEVELS as readonly string[]).includes(l))
  if (wrong !== undefined) return `unknown seat kind "${wrong}"`
  const missing = (levels as BotLevel[]).find((l) => !seatsLevel(module, l))
  if (missing !== undefined) return `${game} has no ${missing} computer player`
  const seats = seatCountProblem(module.game, levels.length)
  if (seats !== null) return seats
  const matchesText = given.get('--matches') ?? '100'
  const matches = Number(matchesText)
  if (!/^\d+$/.test(matchesText) || matches < 1) return `--matches must be a whole number of at least 1, not "${matchesText}"`
  const opts: Options = { game, levels: levels as BotLevel[], matches, seed: given.get('--seed') ?? '0', records: given.get('--records') }
  const range = given.get('--range')
  if (range !== undefined) {
    const m = /^(\d+)-(\d+)$/.exec(range)
    const [from, to] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN]
    if (!(from < to && to <= matches)) return `--range must be from-to within the matches, not "${range}"`
    opts.range = [from, to]
  }
  return opts
}

/** Plays matches [from, to) in a fresh process of this same command line and reads back their results. */
function playElsewhere(self: Self, args: readonly string[], from: number, to: number): Promise<MatchResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(self.node, [self.script, 'selfplay', ...args, '--range', `${from}-${to}`], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => (out += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`selfplay: matches ${from}-${to} failed (exit code ${code})`))
      else resolve(JSON.parse(out) as MatchResult[])
    })
  })
}

/**
 * Plays seeded bot matches and prints one JSON object; problems, if any, go to stderr. Given a
 * way to start itself (`self`), it splits the matches over two processes: each match is seeded by
 * its number, so the report is the same as from one.
 */
export async function run(args: string[], self?: Self): Promise<number> {
  const opts = parse(args)
  if (typeof opts === 'string') {
    process.stderr.write(`selfplay: ${opts}\n${USAGE}\n`)
    return 2
  }
  const module = cardGameModule(opts.game)
  if (!module) return 2
  const dir = opts.records
  if (dir !== undefined) {
    const problem = writable(dir)
    if (problem) {
      process.stderr.write(`selfplay: cannot write records to "${dir}": ${problem}\n`)
      return 2
    }
  }
  // Each match's record is written where it is played: in a helper process, by that process.
  const options: SelfplayOptions = {
    levels: opts.levels, matches: opts.matches, seed: opts.seed,
    ...(dir !== undefined && { onMatch: (i, seed, m) => writeMatchRecord(dir, opts, i, seed, m) }),
  }
  if (opts.range) {
    process.stdout.write(`${JSON.stringify(playMatches(module, options, ...opts.range))}\n`)
    return 0
  }
  const parts = self ? Math.min(PARTS, availableParallelism(), opts.matches) : 1
  let full
  if (parts > 1 && self) {
    const start = performance.now()
    const cuts = Array.from({ length: parts + 1 }, (_, i) => Math.round((i * opts.matches) / parts))
    const results = await Promise.all(cuts.slice(0, -1).map((from, i) => playElsewhere(self, args, from, cuts[i + 1] as number)))
    full = summarise(opts.game, module, options, results.flat(), (performance.now() - start) / 1000)
  } else full = runSelfplay(opts.game, module, options)
  const { problems, ...report } = full
  for (const p of problems) process.stderr.write(`${p}\n`)
  process.stdout.write(`${JSON.stringify(report)}\n`)
  return 0
}
