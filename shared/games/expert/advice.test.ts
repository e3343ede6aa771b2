import { describe, expect, test } from 'vitest'
import { decisionsOf } from '../../records/decisions'
import type { GameRecord } from '../../records/format'
import { lastTurnRecord, recordedMatch, replayed } from '../../records/test-support'
import { cheatGame } from '../cheat'
import { checkGame } from '../check'
import { checksGame } from '../checks'
import { fourDownGame } from '../four-down'
import type { AnyCardGameModule } from '../module'
import { whoseFor } from './search'
import { advise } from './advice'

describe('"What would the expert do?"', () => {
  // Ada's last turn holds the drawn ace, knowing a king in her slot 1 and a seven in slot 2.
  test('names the expert\'s move and says why, in the game\'s measure, against the next best', () => {
    const record = lastTurnRecord({ type: 'discard' })
    const d = decisionsOf(record, replayed(record), 0).find((x) => x.step === 3)!
    const advice = advise(fourDownGame.expert!, { game: 'four-down', knowledge: d.knowledge, view: d.view, legal: d.legal, names: ['Ada', 'Ben'], seed: 1, playouts: 60 })
    expect(advice).toEqual({
      action: { type: 'replace', slot: 0 },
      line: 'Put the drawn card in place of your card 1: from what you know, it ends the round about 6.0 points better for you than "put the drawn card in place of your card 2", the next best.',
    })
  })

  test('nothing to decide, no advice', () => {
    expect(advise(fourDownGame.expert!, { game: 'four-down', knowledge: { seat: 0 }, view: {}, legal: [], names: [], seed: 1, playouts: 10 })).toBeNull()
  })
})

const games: [GameRecord['game'], AnyCardGameModule, number][] = [
  ['four-down', fourDownGame, 2],
  ['check', checkGame, 3],
  ['checks', checksGame, 2],
  ['cheat', cheatGame, 3],
]

describe("each expert says every move in words", () => {
  test.each(games)('%s: every decision of a seeded match, played and legal, is a few plain words', (game, module, seats) => {
    const { record } = recordedMatch(game, module, Array(seats).fill('hard'), `${game}:words`)
    const spec = module.expert!
    const n = whoseFor((s) => `P${s + 1}`, 0)
    const said = new Set<string>()
    for (const d of decisionsOf(record, replayed(record), 0)) {
      for (const a of [d.played, ...d.legal]) said.add(spec.say(a, d.view, n))
    }
    expect(said.size).toBeGreaterThan(3)
    // Lower case to begin (a sentence may start with it), and nothing a program would print.
    for (const words of said) expect(words).toMatch(/^[a-z](?!.*(undefined|NaN|null|\[object))[^{}\n]+$/)
  })
})
