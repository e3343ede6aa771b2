// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import { placeKey, useSlotPicker } from './useSlotPicker'

type Offer = { type: 'tuck'; at: string } | { type: 'swap'; a: string; b: string } | { type: 'draw' }
const places = (o: Offer) => (o.type === 'tuck' ? [o.at] : o.type === 'swap' ? [o.a, o.b] : [])

function picker(legal: Offer[], options: { ordered?: boolean } = {}) {
  const offers = ref(legal)
  const reset = ref(0)
  const scope = effectScope()
  const p = scope.run(() => useSlotPicker<Offer>({ legal: () => offers.value, places, resetOn: () => reset.value, ...options }))!
  return { p, offers, reset, stop: () => scope.stop() }
}

describe('useSlotPicker: legal actions turned into what a tap does', () => {
  const a = placeKey(0, 0)
  const b = placeKey(1, 2)
  const c = placeKey(1, 3)

  test('a one-place offer is made by one tap; places nothing targets are dead; offers without places are ignored', () => {
    const { p } = picker([{ type: 'tuck', at: a }, { type: 'draw' }])
    expect(p.live(a)).toBe(true)
    expect(p.live(b)).toBe(false)
    expect(p.tap(b)).toBeNull()
    expect(p.tap(a)).toEqual({ type: 'tuck', at: a })
  })

  test('Escape (letGo) lets a held first place go, and with nothing held leaves the key free', () => {
    const { p } = picker([{ type: 'swap', a, b }])
    expect(p.letGo()).toBeNull()
    p.tap(a)
    expect(p.isFirst(a)).toBe(true)
    p.letGo()!()
    expect(p.first.value).toBeNull()
    expect(p.letGo()).toBeNull()
  })

  test('a swap takes two taps in either order; while one is held only its partners are live', () => {
    const swap: Offer = { type: 'swap', a, b }
    const { p } = picker([swap, { type: 'swap', a, b: c }])
    expect(p.tap(b)).toBeNull()
    expect(p.isFirst(b)).toBe(true)
    expect([p.live(a), p.live(b), p.live(c)]).toEqual([true, true, false])
    expect(p.tap(a)).toEqual(swap)
    expect(p.first.value).toBeNull()
  })

  test('tapping the held card again lets it go; a tap that completes nothing drops it too', () => {
    const { p } = picker([{ type: 'swap', a, b }, { type: 'swap', a: b, b: c }])
    p.tap(a)
    expect(p.tap(a)).toBeNull()
    expect(p.first.value).toBeNull()
    p.tap(a)
    expect(p.tap(c)).toBeNull()
    expect(p.first.value).toBeNull()
  })

  test('ordered pairs start at their first place only, and another start replaces the held one', () => {
    const card = (x: string, pile: string): Offer => ({ type: 'swap', a: x, b: pile })
    const { p } = picker([card('fan:5S', 'pile:0'), card('fan:6S', 'pile:0')], { ordered: true })
    expect(p.live('pile:0')).toBe(false)
    p.tap('fan:5S')
    expect(p.live('fan:6S')).toBe(true)
    p.tap('fan:6S')
    expect(p.isFirst('fan:6S')).toBe(true)
    expect(p.tap('pile:0')).toEqual(card('fan:6S', 'pile:0'))
  })

  test('a held card is dropped when its offers go, or when the table says so (a new turn)', async () => {
    const { p, offers, reset } = picker([{ type: 'swap', a, b }])
    p.tap(a)
    offers.value = [{ type: 'draw' }]
    await nextTick()
    expect(p.first.value).toBeNull()
    offers.value = [{ type: 'swap', a, b }]
    p.tap(a)
    reset.value++
    await nextTick()
    expect(p.first.value).toBeNull()
  })
})
