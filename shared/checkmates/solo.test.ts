import { describe, expect, it } from 'vitest'
import { faceOf } from './deck'
import { makeBoard } from './notation'
import { setupFromSeed } from './setup'
import { SOLO_CARDS, soloSetup, soloTier } from './solo'

describe('solo runs', () => {
  it('CM-11: the whole deck shuffled, enough for ten cards; the board is the seed\'s setup; same seed, same run', () => {
    const run = soloSetup('chess', 'all', 'seed-1')
    expect(run.pile).toHaveLength(28)
    expect(new Set(run.pile.map((c) => c.id)).size).toBe(28)
    expect(makeBoard(run.board)).toBe(makeBoard(setupFromSeed('chess', 'seed-1')))
    expect(soloSetup('chess', 'all', 'seed-1').pile.map((c) => c.id)).toEqual(run.pile.map((c) => c.id))
    expect(soloSetup('chess', 'all', 'seed-2').pile.map((c) => c.id)).not.toEqual(run.pile.map((c) => c.id))
  })

  it.each([
    ['fifteen', 'one-point', 1],
    ['fifteen', 'two-point', 2],
    ['chess', 'one-point', 1],
    ['chess', 'two-point', 2],
  ] as const)('CM-12: a %s %s blitz run deals only %i-point faces', (side, filter, points) => {
    const run = soloSetup(side, filter, 'blitz')
    expect(run.pile.length).toBeGreaterThanOrEqual(SOLO_CARDS)
    expect(run.pile.every((c) => faceOf(c, side).points === points)).toBe(true)
  })

  it.each([
    ['fifteen', 89_999, 'top'],
    ['fifteen', 90_000, 'high'],
    ['fifteen', 149_999, 'high'],
    ['fifteen', 150_000, 'mid'],
    ['fifteen', 209_999, 'mid'],
    ['fifteen', 210_000, 'start'],
    ['chess', 119_999, 'top'],
    ['chess', 120_000, 'high'],
    ['chess', 209_999, 'high'],
    ['chess', 210_000, 'mid'],
    ['chess', 299_999, 'mid'],
    ['chess', 300_000, 'start'],
  ] as const)('CM-11 tiers: %s in %i ms is %s', (side, ms, tier) => {
    expect(soloTier(side, ms)).toBe(tier)
  })
})
