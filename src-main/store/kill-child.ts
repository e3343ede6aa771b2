import { readdirSync, writeSync } from 'node:fs'
import { recordMatch } from '../host/results'
import { confBacking } from './conf-backing'
import { openStore } from './store'

// The child process of kill.test.ts: opens the store in the folder it is given, says what it
// found, then files one match result after another as fast as the disk allows, printing each
// one's number only once its write has returned, until it is killed.
const dir = process.argv[2]!
const { store, notice } = openStore(confBacking(dir))
const lena = store.read().profiles[0]!
const filed = () => store.read().standings[lena.id]?.games.checks?.played ?? 0
const say = (line: string) => writeSync(1, `${line}\n`)
say(`open ${filed()} ${readdirSync(dir).filter((f) => f.includes('.tmp-')).length} ${notice ? 'notice' : 'clean'}`)
const seats = [
  { kind: 'human' as const, name: lena.name, colour: lena.colour, profileId: lena.id },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'easy' as const },
]
for (let n = filed() + 1; ; n++) {
  store.write((d) => recordMatch(d, { gameId: 'checks', seats, outcome: { winners: [n % 2], scores: [n, 0], disqualified: [] }, at: n }))
  say(`filed ${n}`)
}
