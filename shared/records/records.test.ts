import { describe, expect, test } from 'vitest'
import { defaultBiddingConfig, type BiddingState } from '../checkmates/bidding'
import { cheatEngine, cheatGame, type CheatState } from '../games/cheat'
import { checkGame } from '../games/check'
import { checksGame } from '../games/checks'
import { fourDownGame } from '../games/four-down'
import { computerSeats, makeRecord, RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordStep } from './format'
import { parseRecord } from './parse'
import { replay, type Replay } from './replay'
import { biddingAsCardGame, recordedMatch, solverRun } from './test-support'

/** Written, saved as JSON text, read back and replayed: the replay, which must have worked. */
function roundTrip(record: GameRecord): Replay {
  const parsed = parseRecord(JSON.stringify(record))
  if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`)
  expect(parsed.value).toEqual(record)
  const replayed = replay(parsed.value)
  if (!replayed.ok) throw new Error(`${replayed.error.code} at ${replayed.error.step}: ${replayed.error.message}`)
  return replayed.value
}

const statesOf = (r: Replay): unknown[] => [r.setup.state, ...r.steps.map((s) => s.state)]
const expiries = (record: GameRecord): number => record.steps.filter((s) => 'expire' in s).length
const typesOf = (r: Replay, step: number): string[] => r.steps[step - 1]!.events.map((e) => e.event.type)

describe('a record round-trips: written, saved as JSON, read back, replayed to the same states and result', () => {
  test.each([
    ['four-down', fourDownGame, ['hard', 'normal', 'easy'], 'rt-fd'],
    ['checks', checksGame, ['hard', 'easy'], 'rt-checks'],
  ] as const)('%s: a whole seeded match between computer players', (game, module, levels, seed) => {
    const { record, states } = recordedMatch(game, module, levels, seed)
    expect(record.result).not.toBeNull()
    const replayed = roundTrip(record)
    expect(statesOf(replayed)).toEqual(states)
    expect(replayed.outcome).toEqual(record.result)
  })

  test("check: the matching windows' races and the clock replay as they were played (who threw, passed or waited, and when)", () => {
    const { record, states } = recordedMatch('check', checkGame, ['hard', 'normal', 'easy', 'random'], 'ck0')
    const replayed = roundTrip(record)
    expect(statesOf(replayed)).toEqual(states)
    expect(replayed.outcome).toEqual(record.result)
    // A window that closed on the clock, and windows in which several seats acted, in their order.
    const timeouts = record.steps.flatMap((s, i) => ('expire' in s && typesOf(replayed, i + 1).includes('windowClosed') ? [i] : []))
    expect(timeouts.length).toBeGreaterThan(0)
    let actors = new Set<number>()
    let crowded = 0
    record.steps.forEach((s, i) => {
      const types = typesOf(replayed, i + 1)
      if (!('expire' in s) && (s.action.type === 'match' || s.action.type === 'pass')) actors.add(s.seat)
      if (types.includes('windowClosed')) {
        if (actors.size >= 2) crowded++
        actors = new Set()
      }
    })
    expect(crowded).toBeGreaterThan(0)
  })

  test('cheat: claims, challenge windows closed by the clock, and calls', () => {
    const { record, states } = recordedMatch('cheat', cheatGame, ['hard', 'normal', 'easy', 'hard'], 'rt-cheat')
    expect(expiries(record)).toBeGreaterThan(0)
    const replayed = roundTrip(record)
    expect(statesOf(replayed)).toEqual(states)
    expect(replayed.outcome).toEqual(record.result)
  })

  test('checkmates bidding: bids, counts run out on the clock, proofs and results', () => {
    const config = { ...defaultBiddingConfig(3), cards: 3 }
    const { record, states } = recordedMatch('checkmates', biddingAsCardGame, ['hard', 'normal', 'easy'], 'b1', config)
    expect(expiries(record)).toBeGreaterThan(3)
    const replayed = roundTrip(record)
    expect(statesOf(replayed)).toEqual(states)
    expect((replayed.steps.at(-1)!.state as BiddingState).phase).toBe('over')
    expect(replayed.outcome).toEqual(record.result)
  })

  test.each([
    ['finished', undefined],
    ['quit', { at: 4, how: 'quit' as const }],
    ['idle', { at: 2, how: 'idle' as const }],
  ])('a checkmates solo run that ended %s', (how, stop) => {
    const { record, states } = solverRun(`solo-${how}`, { stop })
    const replayed = roundTrip(record)
    expect(statesOf(replayed)).toEqual(states)
    expect((replayed.steps.at(-1)!.state as { end: { how: string } }).end.how).toBe(how)
    expect(replayed.outcome).toEqual(record.result)
  })
})

/** A hand-made record of `game` at this table, `steps` as given. */
function handMade(game: GameRecord['game'], seats: number, seed: string, config: unknown, steps: RecordStep[], result: GameRecord['result'] = null): GameRecord {
  return makeRecord({ game, mode: 'table', app: 'test', seed, config, seats: computerSeats(Array(seats).fill('hard')), startedAt: 0, steps, result })
}

describe('races are decided by the stamps the host gave, and replay the same', () => {
  test('cheat CH-3: two calls stamped the same instant go to the caller nearest the claimant clockwise, whichever was applied first', () => {
    const config = { seats: 4, challengeMs: 3000 }
    const dealt = cheatEngine.setup(config, 'race')
    if (!dealt.ok) throw new Error(dealt.error.message)
    const s = dealt.value.state as CheatState
    const claimant = s.turn
    const card = s.hands[claimant]![0]!
    const near = (claimant + 1) % 4
    const far = (claimant + 2) % 4
    const steps: RecordStep[] = [
      { seat: claimant, action: { type: 'claim', cards: [card] }, at: 1000 },
      { seat: far, action: { type: 'call' }, at: 2500 },
      { seat: near, action: { type: 'call' }, at: 2500 },
      { expire: 2500 },
    ]
    const replayed = roundTrip(handMade('cheat', 4, 'race', config, steps))
    const revealed = replayed.steps[3]!.events.find((e) => e.event.type === 'revealed')?.event as { caller: number } | undefined
    expect(revealed?.caller).toBe(near)
  })

  test('bidding CM-8: a lower bid inside the count wins it; the same bid stamped as the count ends is refused, and the record says the rules no longer match', () => {
    const config = { ...defaultBiddingConfig(3), cards: 1 }
    const steps = (last: number): RecordStep[] => [
      { expire: 0 },
      { seat: 0, action: { type: 'bid', moves: 9 }, at: 1000 },
      { seat: 1, action: { type: 'bid', moves: 8 }, at: 3000 },
      { seat: 2, action: { type: 'bid', moves: 7 }, at: last },
      { expire: last + config.countMs },
    ]
    const inTime = roundTrip(handMade('checkmates', 3, 'count', config, steps(7999)))
    expect(inTime.steps[4]!.events.map((e) => e.event)).toContainEqual({ type: 'proofStarted', seat: 2, bid: 7 })
    const late = replay(handMade('checkmates', 3, 'count', config, steps(3000 + config.countMs)))
    expect(late).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED', step: 4 } })
    expect(!late.ok && late.error.message).toMatch(/step 4 \(seat 2's bid\): TOO_LATE/)
  })
})

describe('a record from other rules says so plainly', () => {
  const { record } = recordedMatch('four-down', fourDownGame, ['hard', 'hard'], 'changed')

  test('a step the engine now refuses: RULES_CHANGED, naming the step, the seat and the engine\'s reason', () => {
    const steps = record.steps.slice()
    const i = steps.findIndex((s) => !('expire' in s) && s.action.type === 'discard')
    const step = steps[i] as { seat: number; at: number }
    steps[i] = { seat: (step.seat + 1) % 2, action: { type: 'discard' }, at: step.at }
    const r = replay({ ...record, steps })
    expect(r).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED', step: i + 1 } })
    expect(!r.ok && r.error.message).toContain(`step ${i + 1} (seat ${(step.seat + 1) % 2}'s discard): NOT_YOUR_TURN`)
  })

  test('every step is accepted but the game ends otherwise: RULES_CHANGED, with both results in words', () => {
    const result = { ...record.result!, winners: [1 - record.result!.winners[0]!] }
    const r = replay({ ...record, result })
    expect(r).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED', step: record.steps.length } })
    expect(!r.ok && r.error.message).toMatch(/Today's rules end this game won by seat \d, scores .*, but the record says won by seat \d/)
  })

  test('a record that stops short of its recorded end, or runs past it, does not replay', () => {
    expect(replay({ ...record, steps: record.steps.slice(0, -1) })).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED' } })
    const extra = [...record.steps, { seat: 0, action: { type: 'call' }, at: 1e9 }]
    expect(replay({ ...record, steps: extra })).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED', step: extra.length } })
  })

  test('options today\'s engine does not accept: RULES_CHANGED at the deal', () => {
    expect(replay({ ...record, config: { seats: 2, target: -5 } })).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED', step: 0 } })
  })

  test('a clock step in a game without deadlines is refused, not applied', () => {
    const r = replay({ ...record, steps: [{ expire: 5 }, ...record.steps] })
    expect(r).toMatchObject({ ok: false, error: { code: 'RULES_CHANGED', step: 1 } })
    expect(!r.ok && r.error.message).toContain('NO_CLOCK')
  })
})

describe('the format', () => {
  test('a record carries its mark and this version, and its steps are the lines play reads', () => {
    const { record } = recordedMatch('checks', checksGame, ['easy', 'easy'], 'lines')
    expect(record).toMatchObject({ format: RECORD_FORMAT, version: RECORD_VERSION, game: 'checks', mode: 'table' })
    for (const step of record.steps) {
      expect(Object.keys(step).sort()).toEqual(['action', 'at', 'seat'])
      expect(step).not.toHaveProperty('action.at')
    }
  })
})
