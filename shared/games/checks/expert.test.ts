import { describe, expect, test } from 'vitest'
import type { Card } from '../../cards'
import { FastRng } from '../../random'
import { fanValue, type ChecksEvent, type ChecksView } from './engine'
import { checksExpert } from './expert'

const TOPS: Card[] = ['AS', '2S', '3S', '4S', '5S', '6S']

// Seat 1 (the expert) to move after seat 0 put the king of clubs on the ace: a fan worth 1–6 would
// have claimed a pile instead, so the two cards seat 0 kept rarely make such a fan with the king.
function afterPlacement(): { view: ChecksView; events: ChecksEvent[] } {
  const view: ChecksView = {
    viewer: 1,
    dealer: 1,
    turn: 1,
    fan: ['7H', '8H', '9H'],
    fanValue: 4,
    fanSizes: [[2, 3, 3, 3, 3, 3], [3, 3, 3, 3, 3, 3]],
    active: [0, 0],
    targets: TOPS.map((c, i) => ({ top: i === 0 ? 'KC' : c, size: i === 0 ? 2 : 1, value: i === 0 ? 0 : i + 1 })),
    drawSize: 10,
    captured: [0, 0],
    over: false,
  }
  const events: ChecksEvent[] = [
    { type: 'dealt', dealer: 1, targets: TOPS, drawSize: 10 },
    { type: 'placed', seat: 0, card: 'KC', target: 0 },
  ]
  return { view, events }
}

describe('checks expert sampler', () => {
  test('CS-3: a placement made while a claim would have been open is read as the fan not matching any pile', () => {
    const { view, events } = afterPlacement()
    const k = checksExpert.know(1)
    checksExpert.observe(k, view, events)
    const rng = new FastRng('checks-placement')
    let couldClaim = 0
    const runs = 400
    for (let i = 0; i < runs; i++) {
      const s = checksExpert.sample(k, view, rng)
      const kept = s.fans[0]?.[0] ?? []
      expect(kept).toHaveLength(2)
      const held = fanValue(['KC', ...kept])
      if (held >= 1 && held <= 6) couldClaim++
    }
    // Dealt blind, about half of such fans would match one of the six piles.
    expect(couldClaim / runs).toBeLessThan(0.1)
  })
})
