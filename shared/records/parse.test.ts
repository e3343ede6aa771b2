import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { defaultSoloConfig } from '../checkmates/solo'
import { checksGame } from '../games/checks'
import { GAME_MODULES } from '../games/lookup'
import { CALL_WINDOW_SECONDS, REALTIME_WINDOW_MAX, REALTIME_WINDOW_MIN } from '../profile'
import { computerSeats, makeRecord, RECORD_ERROR_CODES, RECORD_VERSION, type GameRecord } from './format'
import { MAX_DEPTH, MAX_RECORD_CHARS, MAX_STEPS, nesting, parseRecord } from './parse'
import { replay } from './replay'
import { recordedMatch } from './test-support'

const { record } = recordedMatch('checks', checksGame, ['easy', 'hard'], 'parse')
const text = JSON.stringify(record)
/** The record's JSON with `change` made to a deep copy of it. */
const edited = (change: (r: Record<string, any>) => void): string => {
  const copy = JSON.parse(text) as Record<string, any>
  change(copy)
  return JSON.stringify(copy)
}
const refusal = (t: string) => {
  const r = parseRecord(t)
  return r.ok ? null : r.error
}

describe('a file that is not a record of ours is refused with a clear code, and nothing is thrown', () => {
  test.each([
    ['a cut-off file', text.slice(0, text.length / 2)],
    ['an empty file', ''],
    ['text that is not JSON', 'Four Down, seat 1 won'],
  ])('%s: NOT_JSON', (_, t) => {
    expect(refusal(t)).toEqual({ code: 'NOT_JSON', message: 'This file is not a game record: it is damaged or not JSON at all.' })
  })

  test.each([
    ['some other JSON', '{"name":"check-mates-tabletop","version":"0.1.0"}'],
    ['an array', '[1,2,3]'],
    ['a string', '"record"'],
    ['null', 'null'],
    ['a record with the wrong mark', edited((r) => (r.format = 'chess-pgn'))],
  ])('%s: NOT_A_RECORD', (_, t) => {
    expect(refusal(t)?.code).toBe('NOT_A_RECORD')
  })

  test('a file over the size cap is TOO_LARGE, refused on its length before it is parsed', () => {
    const padded = edited((r) => (r.app = 'x'.repeat(40))).replace('"app"', `${' '.repeat(MAX_RECORD_CHARS)}"app"`)
    expect(JSON.parse(padded)).toBeTruthy()
    expect(refusal(padded)).toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('2,000,000 characters') })
  })

  test('more steps than any game is TOO_LARGE', () => {
    const steps = Array.from({ length: MAX_STEPS + 1 }, () => ({ expire: 1 }))
    expect(refusal(edited((r) => (r.steps = steps)))?.code).toBe('TOO_LARGE')
  })

  test('a file nested deeper than any record is TOO_DEEP, without a walk that could overflow the stack', () => {
    const bomb = `${'['.repeat(200_000)}${']'.repeat(200_000)}`
    expect(refusal(bomb)).toMatchObject({ code: 'TOO_DEEP', message: expect.stringContaining(`${MAX_DEPTH} levels`) })
    let deep: unknown = 1
    for (let i = 0; i < MAX_DEPTH; i++) deep = { deep }
    expect(refusal(edited((r) => (r.steps[0].action.extra = deep)))?.code).toBe('TOO_DEEP')
  })

  test('brackets inside strings, escaped quotes included, are not nesting', () => {
    expect(nesting('{"a":"[[[[\\"[[[[","b":[1,{"c":2}]}')).toBe(3)
    expect(nesting('"\\\\"[[')).toBe(2)
    const seed = `"[{${'['.repeat(50)}`
    const r = parseRecord(edited((x) => (x.seed = seed)))
    expect(r.ok && r.value.seed).toBe(seed)
  })

  test('a record from a newer app is NEWER_FORMAT, whatever else its newer format holds', () => {
    expect(refusal(edited((r) => (r.version = RECORD_VERSION + 1)))).toEqual({
      code: 'NEWER_FORMAT',
      message: `This game record was written by a newer version of the app (format ${RECORD_VERSION + 1}; this one reads ${RECORD_VERSION}).`,
    })
    expect(refusal(edited((r) => Object.assign(r, { version: 7, steps: 'elsewhere', seats: null })))?.code).toBe('NEWER_FORMAT')
  })

  test.each([
    ['a game this app does not have', (r: Record<string, any>) => (r.game = 'chess'), 'This game record is of "chess", which this app does not have.'],
    ['a name that is an object property', (r: Record<string, any>) => (r.game = 'constructor'), 'This game record is of "constructor", which this app does not have.'],
    ['a solo run of a card game', (r: Record<string, any>) => (r.mode = 'solo'), 'This game record is of "checks", which this app does not have.'],
    ['an unknown kind of record', (r: Record<string, any>) => (r.mode = 'tournament'), 'This game record is of a kind this app does not play.'],
  ])('%s: UNKNOWN_GAME', (_, change, message) => {
    expect(refusal(edited(change))).toEqual({ code: 'UNKNOWN_GAME', message })
  })

  test.each([
    ['no version', (r: Record<string, any>) => delete r.version, 'its format version is missing'],
    ['no seed', (r: Record<string, any>) => delete r.seed, `its seed is missing or longer than 200 characters`],
    ['no options', (r: Record<string, any>) => delete r.config, "the game's options are missing"],
    ['three seats at a two-player game', (r: Record<string, any>) => r.seats.push(r.seats[0]), '3 seats, where this game seats 2'],
    ['a computer player of no known level', (r: Record<string, any>) => (r.seats[1].level = 'genius'), 'seat 1: a computer player without a known level'],
    ['issue 29 finding 9: a seat name of 100 characters', (r: Record<string, any>) => (r.seats[0].name = 'x'.repeat(100)), 'seat 0: a name of 1 to 24 visible characters is missing'],
    ['a seat name of spaces and a zero-width space', (r: Record<string, any>) => (r.seats[0].name = ' \u200B\u3000 '), 'seat 0: a name of 1 to 24 visible characters is missing'],
    ['a seat neither here nor on a phone', (r: Record<string, any>) => (r.seats[0].where = 'moon'), 'seat 0: neither here nor on a phone'],
    ['a step by a seat the table does not have', (r: Record<string, any>) => (r.steps[2].seat = 2), 'step 3: no seat of this table'],
    ['a step without a time', (r: Record<string, any>) => delete r.steps[0].at, 'step 1: an action without a time, or at no date'],
    ['issue 29 finding 2: a step stamped 1e308', (r: Record<string, any>) => (r.steps[1].at = 1e308), 'step 2: an action without a time, or at no date'],
    ['a step stamped a millisecond past the last date', (r: Record<string, any>) => (r.steps[0].at = -8.64e15 - 1), 'step 1: an action without a time, or at no date'],
    ['issue 29 finding 2: a start at 1e308', (r: Record<string, any>) => (r.startedAt = 1e308), 'its start time is missing or no date'],
    ['an action without a type', (r: Record<string, any>) => (r.steps[0].action = { card: 'QH' }), 'step 1: an action without a type'],
    ['an expiry at no time', (r: Record<string, any>) => (r.steps[0] = { expire: 'soon' }), 'step 1: an expiry without a time, or at no date'],
    ['an expiry past the last date', (r: Record<string, any>) => (r.steps[0] = { expire: 9e15 }), 'step 1: an expiry without a time, or at no date'],
    ['a winner who did not play', (r: Record<string, any>) => (r.result.winners = [5]), 'its result: winners are not seats of this table'],
    ['no result at all', (r: Record<string, any>) => delete r.result, 'its result is missing'],
  ])('%s: BAD_RECORD, naming what is wrong', (_, change, what) => {
    expect(refusal(edited(change))).toEqual({ code: 'BAD_RECORD', message: `This game record is damaged: ${what}.` })
  })

  test('issue 29 finding 9: hidden characters in a seat name are taken out, and the name kept composed', () => {
    const r = parseRecord(edited((x) => {
      x.seats[0].name = '\u202ELena\u202C\u0000'
      x.seats[1].name = 'Zoe\u0308\u200B\uD800'
    }))
    expect(r.ok && r.value.seats.map((s) => s.name)).toEqual(['Lena', 'Zoë'])
  })

  test('only the format\'s fields are kept: anything else a file carries goes no further', () => {
    const r = parseRecord(edited((x) => {
      x.evil = '<script>'
      x.seats[0].token = 'secret'
      x.steps[0].note = 'x'
      x.steps[0].action.at = 123
    }))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value).toEqual(record)
    expect(r.value).not.toHaveProperty('evil')
    expect(r.value.steps[0]!).toEqual(record.steps[0])
  })
})

/** A record of `game` dealt with `config` at `seats` computer players, as JSON text: the reader never replays it. */
const dealt = (game: GameRecord['game'], config: unknown, seats = 3, mode: GameRecord['mode'] = 'table'): string =>
  JSON.stringify(makeRecord({
    game, mode, app: 'test', seed: 'dealt', config, startedAt: 0, steps: [], result: null,
    seats: mode === 'solo' ? [{ name: 'Ada', kind: 'human', where: 'here' }] : computerSeats(Array(seats).fill('hard')),
  }))
const bidding = { seats: 3, side: 'fifteen', deck: 'all', cards: null, countMs: 5000, noBidMs: 120_000, resultMs: 4000 }

describe("a record's options are what a table here deals, and nothing else", () => {
  test.each([
    ["Cheat's call window of 3e9 ms", dealt('cheat', { seats: 3, challengeMs: 3e9 }), 'its option challengeMs is not a time of 3,000 to 5,000 ms'],
    ["Cheat's call window of a minute", dealt('cheat', { seats: 3, challengeMs: 60_000 }), 'its option challengeMs is not a time of 3,000 to 5,000 ms'],
    ['a bidding game that waits 3e9 ms for a bid', dealt('checkmates', { ...bidding, noBidMs: 3e9 }), 'its option noBidMs is not a time of 120,000 ms'],
    ["a bidding count of 3e9 ms", dealt('checkmates', { ...bidding, countMs: 3e9 }), 'its option countMs is not a time of 5,000 ms'],
    ["a card's result shown for 3e9 ms", dealt('checkmates', { ...bidding, resultMs: 3e9 }), 'its option resultMs is not a time of 4,000 ms'],
    ["Check!'s matching window of 3e9 ms", dealt('check', { seats: 3, windowMs: 3e9 }), 'its option windowMs is not a time of 3,000 to 10,000 ms'],
    ['a solo run left idle for 3e9 ms', dealt('checkmates', { ...defaultSoloConfig('fifteen', 'all', false), idleMs: 3e9 }, 1, 'solo'), 'its option idleMs is not a time of 600,000 ms'],
    ['a Four Down target of a billion points', dealt('four-down', { seats: 3, target: 1e9 }), 'its option target is not a whole number of 10 to 500'],
    ['a bidding game of no cards', dealt('checkmates', { ...bidding, cards: 0 }), 'its option cards is not a whole number of 1 to 28 or none'],
    ['a side the game does not have', dealt('checkmates', { ...bidding, side: 'go' }), 'its option side is not one of fifteen, chess'],
    ['options for more seats than the table has', dealt('check', { seats: 6, windowMs: 5000 }), 'its option seats is not 3, the seats of this table'],
    ['a dealer who is not at the table', dealt('cheat', { seats: 3, challengeMs: 3000, dealer: 3 }), 'its option dealer is not a seat of this table'],
    ['a call window left out', dealt('cheat', { seats: 3 }), 'its option challengeMs is missing'],
    ['options that are not a set of options', dealt('cheat', 'fast'), "the game's options are missing"],
  ])('issue 29 finding 1: %s is BAD_RECORD, naming the option and what a table allows', (_, t, what) => {
    expect(refusal(t)).toEqual({ code: 'BAD_RECORD', message: `This game record is damaged: ${what}.` })
  })

  // The other half of the bounds: they refuse no game this app deals.
  test.each(GAME_MODULES.map((m) => [m.game.id as GameRecord['game'], m] as const))(
    "%s: every table it deals reads back as dealt (its seat limits, the settings' windows, each option's ends, a rematch's dealer)",
    (id, module) => {
      const options = Object.entries(module.game.options)
      const defaults = Object.fromEntries(options.map(([key, o]) => [key, o.default]))
      const lobbies = [defaults, ...options.flatMap(([key, o]) =>
        (o.kind === 'choice' ? o.choices.map((c) => c.value) : [o.min, o.max]).map((value) => ({ ...defaults, [key]: value })))]
      const windows = [REALTIME_WINDOW_MIN, REALTIME_WINDOW_MAX].flatMap((w) => Object.values(CALL_WINDOW_SECONDS).map((c) => [w * 1000, c * 1000] as const))
      for (const seats of [module.game.seats.min, module.game.seats.max]) {
        for (const [windowMs, callWindowMs] of windows) {
          for (const lobby of lobbies) {
            const config = module.tableConfig?.(seats, { windowMs, callWindowMs, ...lobby }) ?? module.defaultConfig(seats)
            const first = module.engine.setup(config, 'dealt')
            if (!first.ok) throw new Error(first.error.message)
            for (const table of [config, { ...config, ...module.rematchConfig?.(first.value.state) }]) {
              const read = parseRecord(dealt(id, table, seats))
              expect(read.ok ? read.value.config : read.error).toEqual(table)
            }
          }
        }
      }
    },
  )

  test("issue 29 finding 3: a config keeps only the game's options, and an action only the fields its type carries", () => {
    const r = parseRecord(JSON.stringify({
      ...JSON.parse(dealt('check', { seats: 3, windowMs: 5000, evil: '<script>', windowMS: 3e9 })),
      steps: [
        { seat: 0, action: { type: 'draw', from: 'pile', note: 'x'.repeat(1000) }, at: 1 },
        { seat: 0, action: { type: 'peek', target: { seat: 1, slot: 2, glow: true }, also: { seat: 2 } }, at: 2 },
        { seat: 1, action: { type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 3 }, c: { seat: 2, slot: 1 } }, at: 3 },
        { seat: 2, action: { type: 'fly', wings: 2 }, at: 4 },
      ],
    }))
    expect(r.ok && r.value.config).toEqual({ seats: 3, windowMs: 5000 })
    expect(r.ok && r.value.steps.map((s) => 'action' in s && s.action)).toEqual([
      { type: 'draw', from: 'pile' },
      { type: 'peek', target: { seat: 1, slot: 2 } },
      { type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 3 } },
      // A type the game does not have keeps nothing but its name: its replay says the rules refuse it.
      { type: 'fly' },
    ])
  })

  test.each([
    ['a claim whose cards are not cards', { type: 'claim', cards: [{ rank: 'A' }] }, "the claim's cards field is of the wrong kind"],
    ['a claim of one object for its cards', { type: 'claim', cards: { AS: true } }, "the claim's cards field is of the wrong kind"],
  ])('issue 29 finding 3: %s is BAD_RECORD, naming the field, rather than kept as it came', (_, action, what) => {
    const t = JSON.stringify({ ...JSON.parse(dealt('cheat', { seats: 3, challengeMs: 3000 })), steps: [{ seat: 0, action, at: 1 }] })
    expect(refusal(t)).toEqual({ code: 'BAD_RECORD', message: `This game record is damaged: step 1: ${what}.` })
  })

  test("issue 29 finding 3: a place's own fields are read the same way", () => {
    const t = JSON.stringify({ ...JSON.parse(dealt('check', { seats: 3, windowMs: 5000 })), steps: [{ seat: 0, action: { type: 'swap', a: { seat: [{}], slot: 0 }, b: 7 }, at: 1 }] })
    expect(refusal(t)).toEqual({ code: 'BAD_RECORD', message: "This game record is damaged: step 1: the swap's a.seat field is of the wrong kind." })
  })
})

describe('whatever the file holds, reading and replaying it answer with a value', () => {
  const codes: readonly string[] = RECORD_ERROR_CODES

  test('any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(text)), (t) => {
        const r = parseRecord(t)
        if (!r.ok) expect(codes).toContain(r.error.code)
      }),
    )
  })

  test('a record with any one field replaced by any JSON value', () => {
    const paths: (string | number)[][] = []
    const walk = (v: unknown, path: (string | number)[]) => {
      paths.push(path)
      if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k])
    }
    walk(record, [])
    fc.assert(
      fc.property(fc.constantFrom(...paths.slice(1)), fc.jsonValue(), (path, value) => {
        const copy = JSON.parse(text) as Record<string, any>
        let at: any = copy
        for (const key of path.slice(0, -1)) at = at[key]
        at[path.at(-1)!] = value
        const parsed = parseRecord(JSON.stringify(copy))
        if (!parsed.ok) {
          expect(codes).toContain(parsed.error.code)
          return
        }
        const replayed = replay(parsed.value as GameRecord)
        if (!replayed.ok) expect(codes).toContain(replayed.error.code)
      }),
      { numRuns: 300 },
    )
  })
})
