import { eventsFor, type GameEvent, type Seat } from '../engine'
import type { Replay } from '../records/replay'
import type { BiddingEvent, BiddingState } from './bidding'
import { cardById, cardTask, type Points } from './deck'
import type { Side, Task } from './model'
import { makeMove, parseBoard } from './notation'
import { solveCold } from './solver'
import type { SoloEvent, SoloState } from './solo'

/** The solver's fewest moves for `task` from a board in notation, and one line that takes them; null when unreachable. */
function solve(side: Side, board: string, task: Task): { optimal: number | null; line: string[] } {
  const b = parseBoard(side, board)
  const s = b.ok ? solveCold(b.value, task) : null
  if (!s?.ok || s.value.optimal === null) return { optimal: null, line: [] }
  return { optimal: s.value.optimal, line: s.value.moves.map(makeMove) }
}

/** One card of a solo run against the solver. */
export interface SoloCardReview {
  /** 1-based, in the order the cards were revealed. */
  number: number
  /** The record's step at which the card was revealed: where its review starts. */
  step: number
  id: string
  task: string
  points: Points
  /** The board the card was revealed on: the optimum counts from here. */
  startBoard: string
  /** The player's moves on this card, in order. */
  moves: string[]
  /** The solver's fewest moves from startBoard and one shortest line, replayable from it. */
  optimal: number | null
  line: string[]
  /** Moves the player spent beyond the optimum; null for a card not met. */
  extra: number | null
  /** After each of the player's moves, how many the card still needed: a move that did not bring it closer shows. */
  left: (number | null)[]
  /** From the card's reveal to the move that met it; null for a card not met. */
  ms: number | null
}

/**
 * CM-11: every revealed card of a replayed solo run, its moves against the solver's shortest line
 * and the time it took. Pure over the replay: the solver is the same one the host asks.
 */
export function soloReview(replayed: Replay): SoloCardReview[] {
  const final = (replayed.steps.at(-1) ?? replayed.setup).state as SoloState
  const side = final.config.side
  const moved: { move: string; board: string }[][] = final.cards.map(() => [])
  const revealedAt: number[] = final.cards.map(() => 0)
  let current = -1
  for (const [at, step] of [replayed.setup, ...replayed.steps].entries()) {
    for (const e of eventsFor(step.events as GameEvent<SoloEvent>[], 0)) {
      if (e.type === 'revealed') {
        current = e.number - 1
        revealedAt[current] = at
      } else if (e.type === 'moved') moved[current]?.push(e)
    }
  }
  return final.cards.map((card, i) => {
    const task = cardTask(cardById(card.id)!, side)
    const { optimal, line } = solve(side, card.startBoard, task)
    const played = moved[i] ?? []
    return {
      number: i + 1,
      step: revealedAt[i]!,
      id: card.id,
      task: card.task,
      points: card.points,
      startBoard: card.startBoard,
      moves: played.map((m) => m.move),
      optimal,
      line,
      extra: card.doneAt === null || optimal === null ? null : card.moves - optimal,
      left: played.map((m) => solve(side, m.board, task).optimal),
      ms: card.doneAt === null ? null : card.doneAt - card.revealedAt,
    }
  })
}

/** How a bid stood against the solver's optimum for its card. */
export interface BidReview {
  /** The record's step of the bid (1-based). */
  step: number
  seat: Seat
  card: number
  bid: number
  /** The fewest moves from the board the card was revealed on; null when no line meets it. */
  optimal: number | null
  /**
   * `optimal`: the best bid there was. `above`: it could have been lower (and was open to being
   * undercut). `below`: fewer moves than any line takes, so it could not be proved.
   */
  against: 'optimal' | 'above' | 'below' | 'unsolvable'
}

/** CM-8: every bid of a replayed bidding game against the optimum for its card. */
export function biddingReview(replayed: Replay): BidReview[] {
  const out: BidReview[] = []
  const optimum = new Map<number, number | null>()
  for (const [i, step] of replayed.steps.entries()) {
    const state = step.state as BiddingState
    for (const e of eventsFor(step.events as GameEvent<BiddingEvent>[], 'public')) {
      if (e.type !== 'bid') continue
      if (!optimum.has(state.cardNumber)) {
        optimum.set(state.cardNumber, solve(state.config.side, state.cardStart, cardTask(cardById(state.card!.id)!, state.config.side)).optimal)
      }
      const optimal = optimum.get(state.cardNumber) ?? null
      const against = optimal === null ? 'unsolvable' : e.moves === optimal ? 'optimal' : e.moves > optimal ? 'above' : 'below'
      out.push({ step: i + 1, seat: e.seat, card: state.cardNumber, bid: e.moves, optimal, against })
    }
  }
  return out
}
