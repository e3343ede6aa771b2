import { describe, expect, test } from 'vitest'
import { defaultBiddingConfig, type CardResult } from './bidding'
import { biddingReview, soloReview } from './review'
import type { SoloState } from './solo'
import { computerSeats, makeRecord, type RecordStep } from '../records/format'
import { replayed, solverRun } from '../records/test-support'


describe('CM-11: a solo run against the solver, card by card', () => {
  test("played by the solver's own lines, every card is met in the fewest moves, a move closer each time", () => {
    const pace = 1500
    const review = soloReview(replayed(solverRun('review', { pace }).record))
    expect(review).toHaveLength(10)
    for (const card of review) {
      expect(card.extra).toBe(0)
      expect(card.moves).toHaveLength(card.optimal!)
      expect(card.line).toHaveLength(card.optimal!)
      expect(card.left).toEqual(Array.from({ length: card.optimal! }, (_, i) => card.optimal! - i - 1))
      expect(card.ms).toBe(card.optimal! * pace)
    }
  })

  test('each card names the step it was revealed at: there it is the card in play, and one step before it was not yet shown', () => {
    const run = replayed(solverRun('review-steps').record)
    const review = soloReview(run)
    const shown = (step: number) => ((step === 0 ? run.setup : run.steps[step - 1]!).state as SoloState).cards.length
    for (const card of review) {
      expect(shown(card.step)).toBe(card.number)
      if (card.step > 0) expect(shown(card.step - 1)).toBe(card.number - 1)
    }
    // Later cards come later in the run.
    expect(review.map((c) => c.step)).toEqual([...review.map((c) => c.step)].sort((a, b) => a - b))
  })

  test('a move made and taken back costs two extra moves on its card, and shows as a step away from the goal', () => {
    const plain = soloReview(replayed(solverRun('detour').record))
    const review = soloReview(replayed(solverRun('detour', { detour: 3 }).record))
    const card = review[2]!
    expect(card.id).toBe(plain[2]!.id)
    expect(card.extra).toBe(2)
    expect(card.moves).toHaveLength(card.optimal! + 2)
    // The optimum counts from the card's reveal board, so the detour does not change it.
    expect(card.optimal).toBe(plain[2]!.optimal)
    expect(card.left[1]).toBe(card.optimal)
    expect(card.left[0]).toBeGreaterThanOrEqual(card.optimal!)
    expect(review.filter((c) => c.extra !== 0)).toEqual([card])
  })

  test('a quit run: the unfinished card has its optimum and line but no time or extra moves', () => {
    const review = soloReview(replayed(solverRun('review-quit', { stop: { at: 4, how: 'quit' } }).record))
    expect(review).toHaveLength(4)
    expect(review.slice(0, 3).every((c) => c.ms !== null && c.extra === 0)).toBe(true)
    expect(review[3]).toMatchObject({ number: 4, moves: [], ms: null, extra: null, optimal: expect.any(Number) })
    expect(review[3]!.line).toHaveLength(review[3]!.optimal!)
  })
})

describe('CM-8: every bid against the optimum for its card', () => {
  test("bids above, at and below the solver's count are told apart, and the optimum is the one the card's result gives", () => {
    const config = { ...defaultBiddingConfig(3), cards: 2 }
    // The first card's optimum, as the engine tells it once the card is set aside.
    const probe = replayed(makeRecord({
      game: 'checkmates', mode: 'table', app: 'test', seed: 'cm8', config, seats: computerSeats(['hard', 'hard', 'hard']), startedAt: 0, result: null,
      steps: [{ expire: 0 }, { expire: config.noBidMs }],
    }))
    const optimal = (probe.steps[1]!.events.find((e) => e.event.type === 'cardResult')!.event as unknown as { result: CardResult }).result.optimal!
    expect(optimal).toBeGreaterThan(1)
    const steps: RecordStep[] = [
      { expire: 0 },
      { seat: 0, action: { type: 'bid', moves: optimal + 2 }, at: 1000 },
      { seat: 1, action: { type: 'bid', moves: optimal }, at: 2000 },
      { seat: 2, action: { type: 'bid', moves: optimal - 1 }, at: 3000 },
      { expire: 3000 + config.countMs },
      { seat: 2, action: { type: 'concede' }, at: 9000 },
    ]
    const r = replayed(makeRecord({
      game: 'checkmates', mode: 'table', app: 'test', seed: 'cm8', config, seats: computerSeats(['hard', 'hard', 'hard']), startedAt: 0, result: null, steps,
    }))
    expect(biddingReview(r)).toEqual([
      { step: 2, seat: 0, card: 1, bid: optimal + 2, optimal, against: 'above' },
      { step: 3, seat: 1, card: 1, bid: optimal, optimal, against: 'optimal' },
      { step: 4, seat: 2, card: 1, bid: optimal - 1, optimal, against: 'below' },
    ])
  })
})
