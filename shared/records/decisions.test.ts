import { describe, expect, test } from 'vitest'
import { defaultBiddingConfig } from '../checkmates/bidding'
import { cheatGame } from '../games/cheat'
import { fourDownGame } from '../games/four-down'
import type { CheatView } from '../games/cheat/engine'
import type { AnyCardGameModule } from '../games/module'
import { decisionsOf } from './decisions'
import { biddingAsCardGame, recordedMatch, replayed } from './test-support'

// Computer players answer every claim (CH-5); a person may let an ordinary one go by in silence.
// Here seat 2 plays as such a person: the hard bot's choices, its "no call" left unsaid.
const quietSeat2: AnyCardGameModule = {
  ...cheatGame,
  createBot: (seat, level, seed) => {
    const bot = cheatGame.createBot(seat, level, seed)
    if (seat !== 2) return bot
    return {
      ...bot,
      decide: (view: CheatView, legal, now) => {
        const d = bot.decide(view, legal, now)
        return d?.action.type === 'accept' && !view.window?.lastCard ? null : d
      },
    }
  },
}

describe("a seat's decisions in a record", () => {
  test('each action it took, with its view and legal actions from just before it', () => {
    const { record } = recordedMatch('four-down', fourDownGame, ['hard', 'hard'], 'decide')
    const r = replayed(record)
    const decisions = decisionsOf(record, r, 1)
    expect(decisions.length).toBeGreaterThan(10)
    for (const d of decisions) {
      const step = record.steps[d.step - 1]!
      expect(step).toMatchObject({ seat: 1, action: d.played })
      expect(d.silent).toBe(false)
      expect(d.view).toMatchObject({ viewer: 1, turn: 1 })
      // A swap may name its two places in either order; the legal list names each pair once.
      expect(d.legal.map((a) => (a as { type: string }).type)).toContain((d.played as { type: string }).type)
      expect(d.knowledge.seat).toBe(1)
    }
    // Every decision of seat 1 with a choice to weigh; seat 0's turns are not its decisions.
    expect(decisions.every((d) => (record.steps[d.step - 1] as { seat: number }).seat === 1)).toBe(true)
  })

  test('cheat: a challenge window let close in silence is a decision to accept the claim, at the step that closed it', () => {
    const { record } = recordedMatch('cheat', quietSeat2, ['hard', 'hard', 'hard'], 'silence')
    const r = replayed(record)
    const decisions = decisionsOf(record, r, 2)
    const silent = decisions.filter((d) => d.silent)
    expect(silent.length).toBeGreaterThan(0)
    for (const d of silent) {
      expect(d.played).toEqual({ type: 'accept' })
      const closing = record.steps[d.step - 1]!
      // The clock, or the next claim once the window's time was up: never seat 2's own answer.
      expect('expire' in closing || (closing.action.type === 'claim' && closing.seat !== 2)).toBe(true)
      expect(d.view).toMatchObject({ window: expect.objectContaining({ callers: [] }) })
    }
  })

  test('a game without an expert has no decisions to judge by playouts', () => {
    const { record } = recordedMatch('checkmates', biddingAsCardGame, ['hard', 'hard'], 'b1', { ...defaultBiddingConfig(2), cards: 1 })
    expect(decisionsOf(record, replayed(record), 0)).toEqual([])
  })
})
