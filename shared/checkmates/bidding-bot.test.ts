import { describe, expect, test } from 'vitest'
import type { Seat } from '../engine'
import type { RuleLevel } from '../games/module'
import { biddingEngine as E, defaultBiddingConfig, type BiddingAction, type BiddingConfig, type BiddingState } from './bidding'
import { createBiddingBot } from './bidding-bot'
import { checkmatesBidding } from './bidding-module'
import { cardById, cardTask } from './deck'
import { parseBoard } from './notation'
import { solveCold } from './solver'

/** Engine errors carry a message, parsers' errors are the message. */
function must<T>(r: { ok: true; value: T } | { ok: false; error: string | { message: string } }): T {
  if (!r.ok) throw new Error(typeof r.error === 'string' ? r.error : r.error.message)
  return r.value
}

function started(seed: string, over: Partial<BiddingConfig> = {}): BiddingState {
  return must(E.expire!(must(E.setup({ ...defaultBiddingConfig(2), ...over }, seed)).state, 0)).state
}

const optimum = (s: BiddingState): number =>
  must(solveCold(must(parseBoard(s.config.side, s.board)), cardTask(cardById(s.card!.id)!, s.config.side))).optimal!

/** A bot's opening bid on a fresh card: its number and when it comes. */
function opening(level: RuleLevel, seed: string) {
  const s = started(seed)
  const bot = createBiddingBot(1, level, `bot-${seed}`)
  const d = bot.decide(E.view(s, 1), E.legalActions(s, 1), 0)
  return { optimal: optimum(s), bid: d && d.action.type === 'bid' ? d.action.moves : null, delay: d?.delayMs ?? null }
}

const SEEDS = Array.from({ length: 120 }, (_, i) => `card-${i}`)

describe('bidding bots', () => {
  test('a hard bot bids the optimum or one more, never less', () => {
    const bids = SEEDS.map((seed) => opening('hard', seed))
    for (const b of bids) {
      expect(b.bid).not.toBeNull()
      expect(b.bid! - b.optimal).toBeGreaterThanOrEqual(0)
      expect(b.bid! - b.optimal).toBeLessThanOrEqual(1)
    }
    expect(bids.filter((b) => b.bid === b.optimal).length / bids.length).toBeGreaterThan(0.8)
  })

  test('an easy bot misjudges far more often than a hard one, sometimes finding nothing', () => {
    const off = (level: RuleLevel) => SEEDS.map((seed) => opening(level, seed)).filter((b) => b.bid !== b.optimal).length
    expect(off('easy')).toBeGreaterThan(off('normal'))
    expect(off('normal')).toBeGreaterThan(off('hard'))
    expect(SEEDS.some((seed) => opening('easy', seed).bid === null)).toBe(true)
  })

  test('thinking takes longer the more moves the card needs', () => {
    const bids = SEEDS.map((seed) => opening('hard', seed))
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    const short = bids.filter((b) => b.optimal <= 2).map((b) => b.delay!)
    const long = bids.filter((b) => b.optimal >= 5).map((b) => b.delay!)
    expect(short.length && long.length).toBeTruthy()
    expect(mean(long)).toBeGreaterThan(mean(short) + 1500)
  })

  test('the same seed decides the same way, however often it is asked', () => {
    const s = started('same')
    const a = createBiddingBot(0, 'normal', 'x').decide(E.view(s, 0), E.legalActions(s, 0), 0)
    const bot = createBiddingBot(0, 'normal', 'x')
    bot.decide(E.view(s, 0), E.legalActions(s, 0), 0)
    expect(bot.decide(E.view(s, 0), E.legalActions(s, 0), 0)).toEqual(a)
  })

  test('a bot does not bid what it cannot undercut', () => {
    const s = started('undercut')
    const low = must(E.apply(s, 0, { type: 'bid', moves: Math.max(1, optimum(s)), at: 10 })).state
    expect(createBiddingBot(1, 'hard', 'h').decide(E.view(low, 1), E.legalActions(low, 1), 10)).toBeNull()
  })

  test('a prover plays an optimal line one move at a time at a person\'s pace', () => {
    let s = started('prove')
    for (let i = 0; optimum(s) < 3; i++) s = started(`prove-${i}`)
    const need = optimum(s)
    s = must(E.apply(s, 1, { type: 'bid', moves: need, at: 10 })).state
    s = must(E.expire!(s, 5010)).state
    const bot = createBiddingBot(1, 'hard', 'p')
    const delays: number[] = []
    while (s.phase === 'proving') {
      const d = bot.decide(E.view(s, 1), E.legalActions(s, 1), s.now)!
      expect(d.action.type).toBe('move')
      delays.push(d.delayMs)
      s = must(E.apply(s, 1, { ...d.action, at: s.now + d.delayMs })).state
    }
    expect(s.last).toMatchObject({ outcome: 'proved', seat: 1 })
    expect(s.last!.moves.length).toBe(need)
    for (const [i, ms] of delays.entries()) {
      expect(ms).toBeGreaterThanOrEqual(700)
      expect(ms).toBeLessThanOrEqual(i === 0 ? 1800 : 1200)
    }
  })

  test('a normal bot that underbid concedes rather than play on', () => {
    let s = started('under')
    for (let i = 0; optimum(s) < 3; i++) s = started(`under-${i}`)
    s = must(E.apply(s, 1, { type: 'bid', moves: 1, at: 10 })).state
    s = must(E.expire!(s, 5010)).state
    const d = createBiddingBot(1, 'normal', 'n').decide(E.view(s, 1), E.legalActions(s, 1), s.now)
    expect(d?.action).toEqual({ type: 'concede' })
  })

  test.each(['easy', 'normal', 'hard', 'random'] as const)('%s bots play a whole short game to its end', (level) => {
    const seats = 3
    let s = must(E.setup({ ...defaultBiddingConfig(seats), cards: 4, side: level === 'hard' ? 'chess' : 'fifteen' }, `g-${level}`)).state
    const bots = Array.from({ length: seats }, (_, i) => createBiddingBot(i, level, `g-${level}-${i}`))
    let now = 0
    for (let step = 0; step < 500 && !E.outcome(s); step++) {
      // The earliest of the bots' wishes and the engine's deadline happens next, as on the host.
      let next: { at: number; seat: Seat; action: BiddingAction } | null = null
      bots.forEach((bot, seat) => {
        const legal = E.legalActions(s, seat)
        const d = legal.length ? bot.decide(E.view(s, seat), legal, now) : null
        if (d && (!next || now + d.delayMs < next.at)) next = { at: now + d.delayMs, seat, action: d.action }
      })
      const due = E.deadline!(s)
      const chosen = next as { at: number; seat: Seat; action: BiddingAction } | null
      if (due !== null && (!chosen || due <= chosen.at)) {
        now = Math.max(now, due)
        s = must(E.expire!(s, now)).state
      } else if (chosen) {
        now = chosen.at
        const r = E.apply(s, chosen.seat, { ...chosen.action, at: now })
        if (r.ok) s = r.value.state
      } else {
        throw new Error(`stuck in ${s.phase}`)
      }
    }
    expect(E.outcome(s)).not.toBeNull()
    expect(s.cardNumber).toBe(4)
  })

  test('the table module seats 2–6, hides nothing and takes the lobby\'s side, deck and length', () => {
    const m = checkmatesBidding
    expect(m.game.seats).toMatchObject({ min: 2, max: 6 })
    expect(m.actingSeat(started('m'))).toBeNull()
    expect(m.isOpenAction({ type: 'concede' })).toBe(true)
    expect(m.tableConfig!(4, { windowMs: 5000, callWindowMs: 5000, side: 'chess', deck: 'two-point', cards: 5 })).toMatchObject({
      seats: 4, side: 'chess', deck: 'two-point', cards: 5, countMs: 5000, noBidMs: 120_000,
    })
  })
})
