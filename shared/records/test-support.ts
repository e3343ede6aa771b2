import { FULL_DECK } from '../cards'
import { checkmatesBidding } from '../checkmates/bidding-module'
import { cardById, cardTask } from '../checkmates/deck'
import { applyMove, legalMoves } from '../checkmates/moves'
import { makeMove, parseBoard } from '../checkmates/notation'
import { defaultSoloConfig, soloEngine, type SoloConfig, type SoloState } from '../checkmates/solo'
import { solveCold } from '../checkmates/solver'
import type { GameId } from '../games/registry'
import type { AnyCardGameModule, AnyTableGameModule, BotLevel } from '../games/module'
import { playMatch } from '../games/selfplay'
import { actStep, computerSeats, makeRecord, type GameRecord, type RecordStep } from './format'
import { applyStep, replay, type Replay } from './replay'
import { decisionsOf } from './decisions'
import { whoseFor } from '../games/expert/search'
import type { Line } from '../games/narrator'

/** For tests: a record of a seeded match between bots, and every state the match went through (after the deal, after each step). */
export function recordedMatch(
  game: GameId,
  module: AnyCardGameModule,
  levels: readonly BotLevel[],
  seed: string,
  config?: unknown,
): { record: GameRecord; states: unknown[] } {
  const states: unknown[] = []
  const m = playMatch(module, { levels, seed, config, playouts: 8, onStep: (state) => states.push(state) })
  if (m.errors) throw new Error(m.problems.join('; '))
  const record = makeRecord({
    game, mode: 'table', app: 'test', seed, config: m.config, seats: computerSeats(levels), startedAt: 0, steps: m.steps, result: m.outcome,
  })
  return { record, states }
}

/**
 * Bidding at the table is no card game, but the self-play harness drives any table game on its
 * simulated clock: with no cards, its conservation check holds by definition.
 */
export const biddingAsCardGame: AnyCardGameModule = { ...(checkmatesBidding as AnyTableGameModule), cardsOf: () => FULL_DECK.slice(), selfplayStats: () => ({}) }

/**
 * For tests: a solo run played by the solver's shortest lines, a move every `pace` ms, its states
 * as they went. `stop` ends it early: quitting at a card, or lying idle there until the clock ends
 * it. `detour` is a card on which a move is first made and taken back: two moves wasted.
 */
export function solverRun(
  seed: string,
  opts: { pace?: number; stop?: { at: number; how: 'quit' | 'idle' }; detour?: number; config?: SoloConfig } = {},
): { record: GameRecord; states: unknown[] } {
  const pace = opts.pace ?? 1500
  const started = soloEngine.setup(opts.config ?? defaultSoloConfig('fifteen', 'all', false), seed)
  if (!started.ok) throw new Error(started.error.message)
  let state = started.value.state
  const states: unknown[] = [state]
  const steps: RecordStep[] = []
  let now = 0
  const step = (s: RecordStep) => {
    const r = applyStep(soloEngine, state, s)
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
    state = r.value.state as SoloState
    states.push(state)
    steps.push(s)
  }
  step({ expire: now })
  while (state.phase === 'playing') {
    const card = state.cards.at(-1)!
    if (opts.stop && state.cards.length === opts.stop.at) {
      if (opts.stop.how === 'quit') step(actStep(0, { type: 'quit', at: now + pace }))
      else step({ expire: state.activeAt + state.config.idleMs })
      break
    }
    const board = parseBoard(state.config.side, state.board)
    if (!board.ok) throw new Error(board.error.message)
    if (opts.detour === state.cards.length && card.moves === 0) {
      const there = legalMoves(board.value).find((m) => {
        const next = applyMove(board.value, m)
        return next.ok && applyMove(next.value, { from: m.to, to: m.from }).ok
      })
      if (!there) throw new Error('no move to take back')
      step(actStep(0, { type: 'move', move: makeMove(there), at: (now += pace) } as { type: string; at: number }))
      step(actStep(0, { type: 'move', move: makeMove({ from: there.to, to: there.from }), at: (now += pace) } as { type: string; at: number }))
      continue
    }
    const line = solveCold(board.value, cardTask(cardById(card.id)!, state.config.side))
    const move = line.ok ? line.value.moves?.[0] : undefined
    if (!move) throw new Error(`no line for ${card.id}`)
    step(actStep(0, { type: 'move', move: makeMove(move), at: (now += pace) } as { type: string; at: number }))
  }
  const record = makeRecord({
    game: 'checkmates', mode: 'solo', app: 'test', seed, config: (state as SoloState).config, startedAt: 0, steps,
    seats: [{ name: 'Ada', kind: 'human', where: 'here' }], result: soloEngine.outcome(state),
  })
  return { record, states }
}

/** For tests: the replay of a record that must replay. */
export function replayed(record: GameRecord): Replay {
  const r = replay(record)
  if (!r.ok) throw new Error(`${r.error.code} at ${r.error.step}: ${r.error.message}`)
  return r.value
}

/**
 * For tests: Four Down "call146". Ben (seat 1) calls at once; Ada's last turn draws the ace of
 * spades, knowing the king of spades in her slot 1 and the seven of hearts in slot 2 from her
 * opening look (slot 3 is a queen she never saw). The round ends after `played`, so what the ace
 * replaces is points off her total: the ace on the king is the best move, a discard gives 12 away.
 */
export function lastTurnRecord(played: { type: string; [field: string]: unknown }): GameRecord {
  return makeRecord({
    game: 'four-down', mode: 'table', app: 'test', seed: 'call146', config: { seats: 2, target: 100 }, startedAt: 0, result: null,
    seats: ['Ada', 'Ben'].map((name) => ({ name, kind: 'human' as const, where: 'here' as const })),
    steps: [
      { seat: 1, action: { type: 'call' }, at: 1000 },
      { seat: 0, action: { type: 'draw', from: 'stock' }, at: 2000 },
      { seat: 0, action: played, at: 3000 },
    ],
  })
}

/** For tests: every move a game's expert names in a seeded match of hard bots, played or legal, said to seat 0 ("P1"; the others "P2", "P3"). */
export function saidMoves(game: GameId, module: AnyCardGameModule, seats: number): Line[] {
  const { record } = recordedMatch(game, module, Array(seats).fill('hard'), `${game}:words`)
  const spec = module.expert!
  const n = whoseFor((s) => `P${s + 1}`, 0)
  return decisionsOf(record, replayed(record), 0).flatMap((d) => [d.played, ...d.legal].map((a) => spec.say(a, d.view, n)))
}
