import { readdirSync, writeSync } from 'node:fs'
import { scoreMatch } from '../host/results'
import { confBacking } from './conf-backing'
import { openData } from './open'

// The child process of kill.test.ts: opens the data folder it is given, says what it found, then
// files one finished game after another (with its match and Lena's standing after it), renaming
// Lena in the data file after each, as fast as the disk allows; it prints each game's number only
// once both writes have returned, until it is killed or has filed GAMES.
const GAMES = 1000
const dir = process.argv[2]!
const { store, archive, notices } = openData(confBacking(dir))
const lena = store.read().profiles[0]!
const filed = () => archive.listGames({ profileId: lena.id, limit: 1 }).total
const say = (line: string) => writeSync(1, `${line}\n`)
say(`open ${filed()} ${readdirSync(dir).filter((f) => f.includes('.tmp-')).length} ${notices.length ? 'notice' : 'clean'}`)
const seats = [
  { kind: 'human' as const, name: 'Lena', colour: lena.colour, profileId: lena.id },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'easy' as const },
]
for (let n = filed() + 1; n <= GAMES; n++) {
  const outcome = { winners: [n % 2], scores: [n, 0], disqualified: [] }
  const game = { id: `g${n}`, at: n, gameId: 'checks' as const, mode: 'table' as const, seats, winners: outcome.winners, scores: outcome.scores, steps: 0, record: '{}' }
  archive.fileGame(game, scoreMatch({ gameId: 'checks', seats, outcome, at: n }, archive.standing, () => true))
  store.write((d) => ({ ...d, profiles: d.profiles.map((p) => ({ ...p, name: `Lena ${n}` })) }))
  say(`filed ${n}`)
}
say('done')
