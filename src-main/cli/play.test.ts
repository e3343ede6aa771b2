import { Readable } from 'node:stream'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { fourDownGame } from '../../shared/games/four-down'
import { checkGame } from '../../shared/games/check'
import { GAME_MODULES } from '../../shared/games/lookup'
import { replay, run } from './play'
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
