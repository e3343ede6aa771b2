import { describe, expect, test } from 'vitest'
import { decisionsOf } from '../../records/decisions'
import type { GameRecord } from '../../records/format'
import { lastTurnRecord, replayed, saidMoves } from '../../records/test-support'
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
      line: {
        key: 'expert.advice.ahead.points',
        values: {
          move: { key: 'four-down.expert.replace', values: { slot: 1 } },
          next: { key: 'four-down.expert.replace', values: { slot: 2 } },
          by: { key: 'expert.points', count: 6 },
        },
      },
      // Why, in the game's terms: the round ends after this move, so the ace saves what it covers.
      reason: {
        key: 'four-down.expert.reason.drawn',
        values: expect.objectContaining({ saves: { key: 'expert.points', count: 12 }, nextSaves: 6 }),
      },
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

describe('each expert names every move as data for the screen to word', () => {
  test.each(games)("%s: every move of a seeded match is a line of the game's expert messages", (game, module, seats) => {
    const said = saidMoves(game, module, seats)
    expect(new Set(said.map((l) => JSON.stringify(l))).size).toBeGreaterThan(3)
    for (const line of said) expect(line.key.startsWith(`${game}.expert.`), line.key).toBe(true)
  })

  test("another player's card is named with its owner, the advised seat's own without", () => {
    const n = whoseFor((s) => ['Ada', 'Ben'][s]!, 0)
    expect(n(0, 1)).toEqual({ key: 'expert.card.own.you', values: { slot: 2 } })
    expect(n(1, 0)).toEqual({ key: 'expert.card.theirs', values: { slot: 1, owner: 'Ben' } })
  })
})
