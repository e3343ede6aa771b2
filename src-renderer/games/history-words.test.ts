import { describe, expect, test } from 'vitest'
import { GAMES } from '@shared/games/registry'
import { isCardGame } from '@shared/games/module'
import { playMatch } from '@shared/games/selfplay'
import { narrator, type Line, type Value } from '@shared/games/narrator'
import { LANGUAGES } from '@shared/profile'
import { i18n } from '../i18n'
import { gameUi } from './lookup'

/** Every message key a line needs, its phrases' included. */
function keysOf(line: Line): string[] {
  const inner = (v: Value): string[] => (typeof v === 'string' || typeof v === 'number' ? [] : 'list' in v ? v.list.flatMap(inner) : keysOf(v))
  return [line.key, ...Object.values(line.values ?? {}).flatMap(inner)]
}

describe('every history line a game can say has words in every language', () => {
  test.each(Object.values(GAMES).flatMap((m) => (isCardGame(m) ? [[m.game.id, m] as const] : [])))('%s, from every seat and the public screen', async (id, module) => {
    const describeEvent = await gameUi(id)!.describe()
    const seats = module.game.seats.max
    const keys = new Set<string>()
    for (const seed of ['words:1', 'words:2']) {
      // Whole games to their end, so every kind of event the game has had its chance to come up.
      const match = playMatch(module, {
        levels: Array(seats).fill('normal'),
        seed,
        onStep: (_state, events) => {
          for (const { event } of events) {
            for (const you of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
              for (const line of describeEvent(event, narrator((s) => `P${s}`, you))) for (const key of keysOf(line)) keys.add(key)
            }
          }
        },
      })
      expect(match.outcome, seed).not.toBeNull()
    }
    expect(keys.size).toBeGreaterThan(0)
    const missing = LANGUAGES.flatMap((l) => [...keys].filter((k) => !i18n.global.te(k, l)).map((k) => `${l}: ${k}`))
    expect(missing).toEqual([])
  })
})
