import { describe, expect, test } from 'vitest'
import { copyPlain, dealerByLot, eventsFor, fail, isSeatOf } from './engine'
import { nextInt, seedRng } from './random'

describe('the pieces every engine shares', () => {
  test('a refusal carries its code and sentence, and nothing else', () => {
    expect(fail('NOT_YOUR_TURN', 'It is not your turn.')).toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: 'It is not your turn.' } })
  })

  test("a refusal's values travel with it, for the screen to word it in the player's language", () => {
    expect(fail('TOO_MANY', 'At most 4 cards.', { most: 4 })).toEqual({ ok: false, error: { code: 'TOO_MANY', message: 'At most 4 cards.', params: { most: 4 } } })
  })

  test.each([
    [0, true], [3, true], [4, false], [-1, false], [1.5, false], [Number.NaN, false], ['1', false], [null, false], [undefined, false],
  ])('seat %s at a table of four: %s', (seat, at) => {
    expect(isSeatOf(4, seat)).toBe(at)
  })

  test('a named dealer is kept and the generator left where it was', () => {
    const rng = seedRng('deal')
    expect(dealerByLot(2, 4, rng)).toEqual([2, rng])
    expect(dealerByLot(0, 4, rng)).toEqual([0, rng])
  })

  test('no dealer named: one is drawn by lot, the same for the same seed, and the generator moves on', () => {
    const rng = seedRng('deal')
    expect(dealerByLot(undefined, 4, rng)).toEqual(nextInt(rng, 4))
    const drawn = new Set(Array.from({ length: 40 }, (_, i) => dealerByLot(undefined, 4, seedRng(`seed ${i}`))![0]))
    expect([...drawn].sort()).toEqual([0, 1, 2, 3])
  })

  test.each([4, -1, 0.5, '1', null])('a dealer that is no seat (%s) is refused', (dealer) => {
    expect(dealerByLot(dealer, 4, seedRng('deal'))).toBeNull()
  })

  test('a plain copy is equal and shares no object or array with its original', () => {
    const state = { seats: 2, hands: [['AS', 'KD'], []], window: { passed: [1], card: 'QH' }, end: null, flag: false }
    const copy = copyPlain(state)
    expect(copy).toEqual(state)
    copy.hands[0]!.push('2C')
    copy.window.passed.push(0)
    expect(state.hands[0]).toEqual(['AS', 'KD'])
    expect(state.window.passed).toEqual([1])
    expect(copyPlain('text')).toBe('text')
    expect(copyPlain(null)).toBeNull()
  })

  test('a seat sees public events and its own, in order; the public sees the public ones', () => {
    const events = [
      { to: 'all' as const, event: 'dealt' },
      { to: 1, event: 'your hand' },
      { to: 0, event: 'my hand' },
      { to: 'all' as const, event: 'turn' },
    ]
    expect(eventsFor(events, 0)).toEqual(['dealt', 'my hand', 'turn'])
    expect(eventsFor(events, 'public')).toEqual(['dealt', 'turn'])
  })
})
