import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '@shared/records/format'
import { MAX_RECORD_BYTES } from '@shared/records/decode'
import { fourDownGame } from '@shared/games/four-down'
import { checkGame } from '@shared/games/check'
import { GAME_MODULES } from '@shared/games/lookup'
import { replay, run } from './play'
import { run as selfplay } from './selfplay'
import { allowedSeats, capture } from './test-support'

const act = (seat: number, action: object, at = 0) => JSON.stringify({ seat, action, at })

describe('cli play: a seeded game replayed from a script', () => {
  test('a legal script ends with the public view and only public events', () => {
    const r = replay(fourDownGame, 2, '1', [act(0, { type: 'draw', from: 'stock' }), act(0, { type: 'discard' })])
    expect('view' in r && r.view).toMatchObject({ viewer: 'public', turn: 1 })
    // The drawn card was seen by its drawer only; the public record shows it once it is discarded.
    expect('events' in r && r.events.map((e) => (e as { type: string }).type)).toContain('discarded')
    expect(JSON.stringify(r)).not.toContain('"holding"')
  })

  test('the first illegal line stops the replay with its line number and the engine\'s reason', () => {
    const r = replay(fourDownGame, 2, '1', ['', act(1, { type: 'call' })])
    expect(r).toEqual({ error: expect.stringMatching(/^NOT_YOUR_TURN: /), line: 2 })
  })

  test('a line that is not JSON, or not a step, is reported as such', () => {
    expect(replay(checkGame, 3, 's', ['{oops'])).toEqual({ error: 'not a JSON line', line: 1 })
    expect(replay(checkGame, 3, 's', ['{"seat":"0"}'])).toMatchObject({ line: 1 })
  })

  test('time passes on request: an expired window closes', () => {
    const starter = (checkGame.engine.setup(checkGame.defaultConfig(3), 's') as { ok: true; value: { state: { turn: { seat: number } } } })
      .value.state.turn.seat
    const r = replay(checkGame, 3, 's', [act(starter, { type: 'draw', from: 'pile' }), act(starter, { type: 'discard' }), JSON.stringify({ expire: 60_000 })])
    expect('events' in r && r.events.map((e) => (e as { type: string }).type)).toContain('windowClosed')
  })
})


afterEach(() => {
  vi.restoreAllMocks()
})

describe('cli play: seat counts come from each game\'s rules', () => {
  test.each(GAME_MODULES.map((m) => [m.game.id, m.game.seats] as const))('%s refuses one player too few and one too many, before reading a script', async (id, { min, max }) => {
    for (const seats of [min - 1, max + 1]) {
      const io = capture()
      const input = Readable.from(['this script must not be read'])
      expect(await run(['--game', id, '--seats', String(seats)], input)).toBe(2)
      expect(io.err()).toContain(`play: ${id} is for ${allowedSeats(min, max)} players, not ${seats}`)
      expect(io.out()).toBe('')
      expect(input.readableDidRead).toBe(false)
      vi.restoreAllMocks()
    }
  })

  test.each(GAME_MODULES.map((m) => [m.game.id, m.game.seats] as const))('%s starts a game at every seat count its rules allow', async (id, { min, max }) => {
    for (let seats = min; seats <= max; seats++) {
      const io = capture()
      expect(await run(['--game', id, '--seats', String(seats)], Readable.from([]))).toBe(0)
      expect(JSON.parse(io.out())).toHaveProperty('view')
      vi.restoreAllMocks()
    }
  })

  test('checks, a two-player game, does not quietly deal two hands to three players', async () => {
    const io = capture()
    expect(await run(['--game', 'checks', '--seats', '3'], Readable.from([]))).toBe(2)
    expect(io.err()).toMatch(/^play: checks is for exactly 2 players, not 3\n/)
  })

  test.each([['--seats', 'three'], ['--seats', '2.5'], ['--seats', '1e1']])('a seat count that is not a whole number (%s %s) is refused', async (...args) => {
    const io = capture()
    expect(await run(['--game', 'check', ...args], Readable.from([]))).toBe(2)
    expect(io.err()).toContain('--seats needs a whole number')
  })

  test('an unknown game, even one named like an object property, is refused', async () => {
    const io = capture()
    expect(await run(['--game', 'constructor', '--seats', '2'], Readable.from([]))).toBe(2)
    expect(io.err()).toContain('unknown or missing --game "constructor"')
  })
})

describe('cli play --record: a game record replayed on today\'s engine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'play-record-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  async function selfplayRecord(game: string, levels: string, seed: string): Promise<{ path: string; record: GameRecord }> {
    const out = join(dir, `${game}-${seed}`)
    capture()
    expect(await selfplay(['--game', game, '--seats', levels, '--matches', '1', '--seed', seed, '--records', out])).toBe(0)
    vi.restoreAllMocks()
    const [file] = readdirSync(out)
    const path = join(out, file!)
    return { path, record: JSON.parse(readFileSync(path, 'utf8')) as GameRecord }
  }

  async function play(args: string[], input = Readable.from([])): Promise<{ code: number; out: string; err: string }> {
    const io = capture()
    const code = await run(args, input)
    vi.restoreAllMocks()
    return { code, out: io.out(), err: io.err() }
  }

  test.each([
    ['check', 'hard,easy,random'],
    ['cheat', 'hard,normal,easy'],
  ])('%s: prints exactly what play prints for the same steps as a script, the recorded result included', async (game, levels) => {
    const { path, record } = await selfplayRecord(game, levels, 'same')
    expect(record.steps.some((s) => 'expire' in s)).toBe(true)
    const fromRecord = await play(['--record', path])
    expect(fromRecord.code).toBe(0)
    const script = record.steps.map((s) => JSON.stringify(s))
    const fromScript = await play(['--game', game, '--seats', String(record.seats.length), '--seed', record.seed], Readable.from(script.map((l) => `${l}\n`)))
    expect(fromRecord.out).toBe(fromScript.out)
    expect(JSON.parse(fromRecord.out).outcome).toEqual(record.result)
  })

  test('a record whose step today\'s rules refuse prints the error and the step, and exits 1', async () => {
    const { path, record } = await selfplayRecord('four-down', 'hard,hard', 'tampered')
    const i = record.steps.findIndex((s) => !('expire' in s) && s.action.type === 'discard')
    const moved = { ...record, steps: record.steps.map((s, j) => (j === i ? { ...s, seat: 1 - (s as { seat: number }).seat } : s)) }
    writeFileSync(path, JSON.stringify(moved))
    const r = await play(['--record', path])
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toEqual({ error: expect.stringMatching(new RegExp(`^RULES_CHANGED: Today's rules refuse step ${i + 1} .*NOT_YOUR_TURN`)), line: i + 1 })
  })

  test.each([
    ['not JSON', '{"format":', 'NOT_JSON'],
    ['foreign JSON', '{"name":"a package"}', 'NOT_A_RECORD'],
    ['from a newer app', JSON.stringify({ format: RECORD_FORMAT, version: RECORD_VERSION + 1 }), 'NEWER_FORMAT'],
  ])('a file %s is refused with its code at line 0 and exit code 1', async (_, text, code) => {
    const path = join(dir, `${code}.json`)
    writeFileSync(path, text)
    const r = await play(['--record', path])
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toEqual({ error: expect.stringMatching(new RegExp(`^${code}: `)), line: 0 })
  })

  test('a file over the size cap is refused by its size, before it is read', async () => {
    // A sparse gigabyte: read as text it would be past the longest string Node makes, a different failure.
    const path = join(dir, 'huge.json')
    writeFileSync(path, '')
    truncateSync(path, 2 ** 30)
    expect(2 ** 30).toBeGreaterThan(MAX_RECORD_BYTES)
    const r = await play(['--record', path])
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toEqual({ error: expect.stringMatching(/^TOO_LARGE: /), line: 0 })
  })

  test('a record saved as UTF-16 or Latin-1 is refused NOT_UTF8, as the app refuses it; one with a byte-order mark replays', async () => {
    const { path, record } = await selfplayRecord('checks', 'easy,easy', 'encodings')
    const text = JSON.stringify(record)
    const utf16 = join(dir, 'utf16.json')
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))
    const latin1 = join(dir, 'latin1.json')
    writeFileSync(latin1, Buffer.from(JSON.stringify({ ...record, app: 'Zoë' }), 'latin1'))
    for (const [file, what] of [[utf16, /in UTF-16/], [latin1, /not UTF-8/]] as const) {
      const r = await play(['--record', file])
      expect(r.code).toBe(1)
      expect(JSON.parse(r.out)).toEqual({ error: expect.stringMatching(/^NOT_UTF8: /), line: 0 })
      expect(JSON.parse(r.out).error).toMatch(what)
    }
    const marked = join(dir, 'marked.json')
    writeFileSync(marked, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))
    const [plain, withMark] = [await play(['--record', path]), await play(['--record', marked])]
    expect(withMark).toEqual(plain)
    expect(withMark.code).toBe(0)
  })

  test.runIf(process.platform !== 'win32')('a device or a FIFO is refused as no regular file, unread: /dev/zero would never end', async () => {
    const fifo = join(dir, 'fifo.json')
    execFileSync('mkfifo', [fifo])
    for (const path of ['/dev/zero', fifo]) {
      const r = await play(['--record', path])
      expect(r).toMatchObject({ code: 2, out: '' })
      expect(r.err).toBe(`play: cannot read "${path}": not a regular file\n`)
    }
  })

  test('a file that cannot be read, or a record given with a game of its own, is a usage error', async () => {
    const missing = await play(['--record', join(dir, 'nowhere.json')])
    expect(missing).toMatchObject({ code: 2, out: '' })
    expect(missing.err).toMatch(/^play: cannot read ".*nowhere\.json": ENOENT\n/)
    const both = await play(['--record', join(dir, 'x.json'), '--game', 'check'])
    expect(both).toMatchObject({ code: 2, out: '' })
    expect(both.err).toMatch(/^play: --record holds its own game, seats and seed: leave out --game\n/)
  })
})
