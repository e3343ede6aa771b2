import { describe, expect, test } from 'vitest'
import { fourDownGame } from '../../shared/games/four-down'
import { checkGame } from '../../shared/games/check'
import { replay } from './play'

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
