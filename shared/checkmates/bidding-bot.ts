import type { Seat } from '../engine'
import type { Bot, BotDecision, RuleLevel } from '../games/module'
import { nextFloat, seedRng, type RngState } from '../random'
import { MAX_BID, type BiddingAction, type BiddingEvent, type BiddingView } from './bidding'
import { cardById, cardTask } from './deck'
import { makeMove, parseBoard } from './notation'
import { createTableCache, distanceIn, firstMovesIn, type DistanceTable } from './solver'

/** How a level plays a card: how long it takes to see the answer, and how it misjudges it. */
interface Style {
  /** Milliseconds to see the board at all, plus milliseconds per move of the optimum. */
  thinkBase: number
  thinkPerMove: number
  /** Reaction to a new bid worth undercutting, in ms. */
  react: [number, number]
  /**
   * Chances of misjudging the optimum by −1, +1, +2, and of not finding any line in time
   * (no bid at all); the rest of the time the estimate is exact.
   */
  under: number
  over: number
  farOver: number
  miss: number
  /** Gives up a proof it sees cannot be finished, as an honest player does; else plays on. */
  concedes: boolean
}

const STYLES: Record<Exclude<RuleLevel, 'random'>, Style> = {
  easy: { thinkBase: 3000, thinkPerMove: 1500, react: [1200, 2200], under: 0.15, over: 0.25, farOver: 0.15, miss: 0.15, concedes: false },
  normal: { thinkBase: 2000, thinkPerMove: 1000, react: [900, 1600], under: 0.07, over: 0.2, farOver: 0.08, miss: 0.05, concedes: true },
  hard: { thinkBase: 1200, thinkPerMove: 650, react: [600, 1100], under: 0, over: 0.12, farOver: 0, miss: 0, concedes: true },
}

/** A proof is played at a person's pace so everyone can follow each token (700–1200 ms a move). */
const MOVE_MS: [number, number] = [700, 1200]
/** Before the first proof move: a look at the board. */
const FIRST_MOVE_EXTRA_MS = 600

/**
 * One cache for every bot in the process: tables depend only on the task, not on who asks. The
 * host fills it from its worker thread when a bidding table opens, so a bot's first look at a
 * card costs no build on the main thread.
 */
export const BOT_TABLES = createTableCache(64)

function tableFor(view: BiddingView): DistanceTable | null {
  const card = view.card && cardById(view.card.id)
  return card ? BOT_TABLES.get(cardTask(card, view.config.side)) : null
}

/** What one bot decided about one card, fixed when it first sees the card so replays agree. */
interface Plan {
  cardNumber: number
  /** Its bid, or null when it found no line (or the card cannot be done). */
  estimate: number | null
  readyAt: number
}

const between = (rng: RngState, [lo, hi]: [number, number]): number => lo + nextFloat(rng)[0] * (hi - lo)

export function createBiddingBot(seat: Seat, level: RuleLevel, seed: string): Bot<BiddingView, BiddingAction, BiddingEvent> {
  let plan: Plan | null = null
  const rngFor = (...parts: (string | number)[]) => seedRng([seed, ...parts].join(':'))

  function planFor(view: BiddingView): Plan {
    if (plan?.cardNumber === view.cardNumber) return plan
    const table = tableFor(view)
    const board = parseBoard(view.config.side, view.board)
    const optimum = table && board.ok ? distanceIn(table, board.value) : null
    const rng = rngFor('card', view.cardNumber)
    const [roll, r1] = nextFloat(rng)
    const [jitter] = nextFloat(r1)
    let estimate = optimum
    let think = 1000
    if (optimum !== null && level !== 'random') {
      const s = STYLES[level]
      let error = 0
      if (roll < s.miss) estimate = null
      else if (roll < s.miss + s.under) error = -1
      else if (roll < s.miss + s.under + s.over) error = 1
      else if (roll < s.miss + s.under + s.over + s.farOver) error = 2
      // Nobody misjudges a board that already matches: claiming 0 needs no counting.
      if (estimate !== null && optimum > 0) estimate = Math.min(MAX_BID, Math.max(1, optimum + error))
      think = (s.thinkBase + s.thinkPerMove * optimum) * (0.8 + 0.4 * jitter)
    } else if (optimum !== null) {
      // The baseline: any number up to twice the optimum, after a random pause.
      estimate = Math.floor(roll * (2 * optimum + 1))
      think = 1000 + 4000 * jitter
    }
    plan = { cardNumber: view.cardNumber, estimate, readyAt: view.revealedAt + think }
    return plan
  }

  function bid(view: BiddingView, legal: readonly BiddingAction[], now: number): BotDecision<BiddingAction> | null {
    const p = planFor(view)
    if (p.estimate === null) return null
    const wanted = legal.find((a) => a.type === 'bid' && a.moves === p.estimate)
    // The standing bid is already as low as it would go: nothing to undercut.
    if (!wanted) return null
    const style = level === 'random' ? STYLES.normal : STYLES[level]
    const react = between(rngFor('react', view.cardNumber, view.bids.length), style.react)
    return { action: wanted, delayMs: Math.max(p.readyAt - now, view.standing ? react : 0) }
  }

  function prove(view: BiddingView, legal: readonly BiddingAction[]): BotDecision<BiddingAction> | null {
    const proof = view.proof!
    const table = tableFor(view)
    const board = parseBoard(view.config.side, view.board)
    if (!table || !board.ok) return { action: { type: 'concede' }, delayMs: MOVE_MS[1] }
    const rng = rngFor('move', view.cardNumber, proof.moves.length)
    const [pick, r1] = nextFloat(rng)
    const pause = between(r1, MOVE_MS) + (proof.moves.length === 0 ? FIRST_MOVE_EXTRA_MS : 0)
    const left = distanceIn(table, board.value)
    const concedes = level !== 'random' && STYLES[level].concedes
    if ((left === null || left > proof.bid - proof.moves.length) && concedes) return { action: { type: 'concede' }, delayMs: pause }
    const best = firstMovesIn(table, board.value).map(makeMove)
    const moves = legal.filter((a) => a.type === 'move')
    // Following one closer-by-one step each time plays an optimal line; with none, any legal move.
    const options = best.length ? moves.filter((a) => a.type === 'move' && best.includes(a.move)) : moves
    const action = options[Math.floor(pick * options.length)]
    return action ? { action, delayMs: pause } : null
  }

  return {
    // The view holds everything a player at the table knows; the bot keeps only its plan.
    observe() {},
    decide(view, legal, now) {
      if (view.phase === 'bidding') return bid(view, legal, now)
      if (view.phase === 'proving' && view.proof?.seat === seat) return prove(view, legal)
      return null
    },
  }
}
