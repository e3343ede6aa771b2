import { BOT_LEVELS, seatCountProblem, type BotLevel } from '../../shared/games/module'
import { cardGames } from '../host/games'
import { runSelfplay } from '../host/selfplay'

const USAGE =
  'usage: npm run --silent cli -- selfplay --game <id> --seats <level,level,…> [--matches N] [--seed S]\n' +
  `  games: ${Object.keys(cardGames).join(', ')}; levels: ${BOT_LEVELS.join(', ')}`

interface Options {
  game: string
  levels: BotLevel[]
  matches: number
  seed: string
}

function parse(args: readonly string[]): Options | string {
  const given = new Map<string, string>()
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i] as string
    const value = args[i + 1]
    if (!['--game', '--seats', '--matches', '--seed'].includes(name)) return `unknown option "${name}"`
    if (value === undefined || value.startsWith('--')) return `${name} needs a value`
    given.set(name, value)
  }
  const game = given.get('--game')
  if (!game) return '--game is required'
  const module = Object.hasOwn(cardGames, game) ? cardGames[game] : undefined
  if (!module) return `unknown game "${game}"`
  const seatsText = given.get('--seats')
  if (!seatsText) return '--seats is required'
  const levels = seatsText.split(',').map((s) => s.trim())
  const wrong = levels.find((l) => !(BOT_LEVELS as readonly string[]).includes(l))
  if (wrong !== undefined) return `unknown seat kind "${wrong}"`
  const seats = seatCountProblem(game, module, levels.length)
  if (seats !== null) return seats
  const matchesText = given.get('--matches') ?? '100'
  const matches = Number(matchesText)
  if (!/^\d+$/.test(matchesText) || matches < 1) return `--matches must be a whole number of at least 1, not "${matchesText}"`
  return { game, levels: levels as BotLevel[], matches, seed: given.get('--seed') ?? '0' }
}

/** Plays seeded bot matches and prints one JSON object; problems, if any, go to stderr. */
export async function run(args: string[]): Promise<number> {
  const opts = parse(args)
  if (typeof opts === 'string') {
    process.stderr.write(`selfplay: ${opts}\n${USAGE}\n`)
    return 2
  }
  const module = cardGames[opts.game]
  if (!module) return 2
  const { problems, ...report } = runSelfplay(opts.game, module, { levels: opts.levels, matches: opts.matches, seed: opts.seed })
  for (const p of problems) process.stderr.write(`${p}\n`)
  process.stdout.write(`${JSON.stringify(report)}\n`)
  return 0
}
