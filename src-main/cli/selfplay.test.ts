import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import { version } from '../../package.json'
import { CARD_GAMES } from '@shared/games/lookup'
import { parseRecord } from '@shared/records/parse'
import { replay } from '@shared/records/replay'
import { run } from './selfplay'
import { allowedSeats, capture } from './test-support'


afterEach(() => {
  vi.restoreAllMocks()
})

describe('cli selfplay', () => {
  test('prints one JSON object with the contract keys', async () => {
    const io = capture()
    const code = await run(['--game', 'check', '--seats', 'hard,random,random,random', '--matches', '5', '--seed', '3'])
    expect(code).toBe(0)
    const lines = io.out().trim().split('\n')
    expect(lines).toHaveLength(1)
    const report = JSON.parse(lines[0] as string)
    expect(report).toMatchObject({ game: 'check', matches: 5, seed: '3', errors: 0, invariantViolations: 0 })
    expect(report.seats).toEqual([
      expect.objectContaining({ kind: 'hard' }), expect.objectContaining({ kind: 'random' }),
      expect.objectContaining({ kind: 'random' }), expect.objectContaining({ kind: 'random' }),
    ])
    for (const k of ['turnsPerGame', 'checkCallerWinRate', 'disqualificationRate', 'gamesPerSecond']) expect(report).toHaveProperty(k)
    expect(report).not.toHaveProperty('problems')
  })

  test.each([
    [[], /--game is required/],
    [['--game', 'chess', '--seats', 'hard,easy'], /unknown game "chess"/],
    [['--game', 'check'], /--seats is required/],
    [['--game', 'check', '--seats', 'hard,genius'], /unknown seat kind "genius"/],
    [['--game', 'check', '--seats', 'hard'], /check is for 2 to 6 players, not 1/],
    [['--game', 'checks', '--seats', 'hard,easy,easy'], /checks is for exactly 2 players, not 3/],
    [['--game', 'toString', '--seats', 'hard,easy'], /unknown game "toString"/],
    [['--game', 'check', '--seats', 'hard,easy', '--matches', 'many'], /--matches must be a whole number/],
    [['--game', 'check', '--seats', 'hard,easy', '--matches', '0'], /--matches must be a whole number/],
    [['--game', 'check', '--seats'], /--seats needs a value/],
    [['--game', 'check', '--fast', 'yes'], /unknown option "--fast"/],
    [['--game', 'check', '--seats', 'hard,easy', '--matches', '4', '--range', '3-9'], /--range must be from-to within the matches/],
  ])('%j is refused on stderr with exit code 2', async (args, message) => {
    const io = capture()
    expect(await run(args as string[])).toBe(2)
    expect(io.err()).toMatch(message)
    expect(io.err()).toMatch(/usage:/)
    expect(io.out()).toBe('')
  })
})

describe('cli selfplay: seat counts come from each game\'s rules', () => {
  test.each(CARD_GAMES.map((m) => [m.game.id, m.game.seats] as const))('%s refuses one player too few and one too many', async (id, { min, max }) => {
    for (const seats of [min - 1, max + 1]) {
      const io = capture()
      const levels = Array.from({ length: seats }, () => 'random').join(',')
      expect(await run(['--game', id, '--seats', levels, '--matches', '1'])).toBe(2)
      expect(io.err()).toContain(`selfplay: ${id} is for ${allowedSeats(min, max)} players, not ${seats}`)
      expect(io.out()).toBe('')
      vi.restoreAllMocks()
    }
  })

  test.each(CARD_GAMES.map((m) => [m.game.id, m.game.seats] as const))('%s plays a match at every seat count its rules allow', async (id, { min, max }) => {
    for (let seats = min; seats <= max; seats++) {
      const io = capture()
      const levels = Array.from({ length: seats }, () => 'random').join(',')
      expect(await run(['--game', id, '--seats', levels, '--matches', '1'])).toBe(0)
      expect(JSON.parse(io.out()).seats).toHaveLength(seats)
      vi.restoreAllMocks()
    }
  })
})

describe('cli selfplay: a helper process plays its range of matches', () => {
  test('--range prints the results of exactly those matches, numbered as in the whole run', async () => {
    const io = capture()
    expect(await run(['--game', 'checks', '--seats', 'hard,easy', '--matches', '6', '--seed', '4', '--range', '2-5'])).toBe(0)
    const results = JSON.parse(io.out())
    expect(results).toHaveLength(3)
    expect(results[0]).toEqual(expect.objectContaining({ errors: 0, invariantViolations: 0 }))
    const again = capture()
    await run(['--game', 'checks', '--seats', 'hard,easy', '--matches', '6', '--seed', '4', '--range', '4-5'])
    expect(JSON.parse(again.out())[0]).toEqual(results[2])
  })
})

describe('cli selfplay --records: one game record per match', () => {
  const dir = mkdtempSync(join(tmpdir(), 'selfplay-records-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('each match is written as a record that replays to its own result', async () => {
    const out = join(dir, 'all')
    const io = capture()
    expect(await run(['--game', 'four-down', '--seats', 'hard,easy,random', '--matches', '3', '--seed', 'r/1', '--records', out])).toBe(0)
    const report = JSON.parse(io.out())
    vi.restoreAllMocks()
    expect(readdirSync(out).sort()).toEqual(['four-down-r_1-0000.json', 'four-down-r_1-0001.json', 'four-down-r_1-0002.json'])
    const wins = [0, 0, 0]
    for (const [i, file] of readdirSync(out).sort().entries()) {
      const parsed = parseRecord(readFileSync(join(out, file), 'utf8'))
      if (!parsed.ok) throw new Error(parsed.error.message)
      const record = parsed.value
      expect(record).toMatchObject({ game: 'four-down', mode: 'table', app: version, seed: `r/1:${i}`, startedAt: 0 })
      expect(record.seats).toEqual(['hard', 'easy', 'random'].map((level, s) => ({ name: `Seat ${s + 1}`, kind: 'bot', level, where: 'here' })))
      const replayed = replay(record)
      expect(replayed.ok && replayed.value.outcome).toEqual(record.result)
      if (record.result?.winners.length === 1) wins[record.result.winners[0]!]!++
    }
    // The records are the very matches the report counts.
    expect(report.seats.map((s: { wins: number }) => s.wins)).toEqual(wins)
  })

  test('a helper process writes the records of its own range only, numbered as in the whole run', async () => {
    const out = join(dir, 'range')
    capture()
    expect(await run(['--game', 'checks', '--seats', 'hard,easy', '--matches', '6', '--seed', '4', '--range', '2-4', '--records', out])).toBe(0)
    vi.restoreAllMocks()
    expect(readdirSync(out).sort()).toEqual(['checks-4-0002.json', 'checks-4-0003.json'])
  })

  test('a folder that cannot be written is refused before any match is played', async () => {
    const file = join(dir, 'a-file')
    writeFileSync(file, '')
    const io = capture()
    expect(await run(['--game', 'checks', '--seats', 'hard,easy', '--matches', '1', '--records', join(file, 'records')])).toBe(2)
    expect(io.err()).toMatch(/^selfplay: cannot write records to ".*a-file\/records": ENOTDIR\n/)
    expect(io.out()).toBe('')
  })
})
