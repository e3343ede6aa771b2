import {
  applyMove, cardTask, faceOf, isSatisfied, makeBoard, makeMove, parseMove,
  type BlitzFilter, type Board, type Side, type Task, type TaskCard,
} from '@shared/checkmates'
import { SOLO_CARDS, soloSetup, soloTier } from '@shared/checkmates/solo'
import type { ApiResult, SoloCardView, SoloResult, SoloRun, SoloSession } from '@shared/ipc'
import { err, ok } from '@shared/result'
import type { AppStore } from '../store/store'
import type { SolverService } from './solver'

interface Run {
  id: string
  side: Side
  deck: BlitzFilter
  seed: string
  practice: boolean
  profileId: string | null
  board: Board
  /** The shuffled filtered deck; cards are dealt from `next` on. */
  pile: TaskCard[]
  next: number
  /** The task of each dealt card, in the order of `views`. */
  tasks: Task[]
  views: SoloCardView[]
  startedAt: number | null
  finishedAt: number | null
  lastMove: string | null
  /** How far the practice help for the card in play has gone: 0 none, 1 the count, 2 a move. */
  hintLevel: 0 | 1 | 2
  hint: SoloSession['hint']
  hinted: boolean
  result: SoloResult | null
  /** Requests on one run are applied one after another, each seeing the last one's board. */
  queue: Promise<unknown>
}

export interface SoloDeps {
  store: AppStore
  solver: SolverService
  now: () => number
  newId: () => string
}

/** A run kept in memory is small; the cap only guards against a page that starts runs forever. */
const MAX_RUNS_IN_MEMORY = 50
/** Stored runs across every player; the oldest go first. */
const MAX_STORED_RUNS = 2000

/**
 * CM-11 solo runs, authoritative in the host: the board, the cards and the stopwatch live here;
 * the renderer only sends moves. A card is satisfied the moment a move makes the board match it
 * in any rotation, and the next one is revealed in the same answer.
 */
export function createSoloService({ store, solver, now, newId }: SoloDeps) {
  const runs = new Map<string, Run>()

  const session = (run: Run): SoloSession => ({
    sessionId: run.id,
    side: run.side,
    deck: run.deck,
    seed: run.seed,
    practice: run.practice,
    profileId: run.profileId,
    board: makeBoard(run.board),
    total: SOLO_CARDS,
    cards: run.views.map((v) => ({ ...v })),
    startedAt: run.startedAt ?? now(),
    now: now(),
    finishedAt: run.finishedAt,
    lastMove: run.lastMove,
    hint: run.hint,
    hinted: run.hinted,
    result: run.result,
  })

  const serial = <T>(run: Run, work: () => Promise<T>): Promise<T> => {
    const next = run.queue.then(work)
    run.queue = next.catch(() => undefined)
    return next
  }

  const bestOf = (run: Run): number | null => {
    const times = store
      .read()
      .soloRuns.filter((r) => r.profileId === run.profileId && r.side === run.side && r.deck === run.deck)
      .map((r) => r.timeMs)
    return times.length ? Math.min(...times) : null
  }

  const finish = (run: Run) => {
    const finishedAt = run.views.at(-1)?.doneAt ?? now()
    const timeMs = finishedAt - (run.startedAt ?? finishedAt)
    run.finishedAt = finishedAt
    run.hint = null
    const counted = !run.hinted
    run.result = { timeMs, tier: soloTier(run.side, timeMs), counted, previousBest: bestOf(run) }
    if (!counted) return
    const stored: SoloRun = {
      id: run.id,
      profileId: run.profileId,
      side: run.side,
      deck: run.deck,
      seed: run.seed,
      timeMs,
      tier: run.result.tier,
      at: finishedAt,
      cards: run.views.map((v) => ({ id: v.id, moves: v.moves, optimal: v.optimal })),
    }
    store.write((d) => ({ ...d, soloRuns: [...d.soloRuns, stored].slice(-MAX_STORED_RUNS) }))
  }

  // Deals the next card the board does not already meet: a card met on sight would be a free one,
  // so the first unmet card below it is dealt instead and the met one stays on top for later;
  // every one of the ten asks for moves (docs/decisions.md). Only when every card left is met is
  // one dealt anyway, and it counts as done at once.
  const deal = (run: Run): { card: TaskCard; task: Task } | null => {
    for (let i = run.next; i < run.pile.length; i++) {
      const task = cardTask(run.pile[i] as TaskCard, run.side)
      if (!isSatisfied(run.board, task)) {
        const [card] = run.pile.splice(i, 1) as [TaskCard]
        run.pile.splice(run.next++, 0, card)
        return { card, task }
      }
    }
    const card = run.pile[run.next++]
    return card ? { card, task: cardTask(card, run.side) } : null
  }

  const revealNext = async (run: Run) => {
    while (run.views.length < SOLO_CARDS) {
      const dealt = deal(run)
      if (!dealt) break
      const { card, task } = dealt
      run.tasks.push(task)
      const distance = await solver.distance(run.board, task)
      const face = faceOf(card, run.side)
      const view: SoloCardView = { id: card.id, task: face.task, points: face.points, optimal: distance.ok ? distance.value : null, moves: 0, doneAt: null }
      run.views.push(view)
      run.startedAt ??= now()
      run.hint = null
      run.hintLevel = 0
      if (!isSatisfied(run.board, task)) return
      view.doneAt = now()
    }
    finish(run)
  }

  const find = (sessionId: string): ApiResult<Run> => {
    const run = runs.get(sessionId)
    return run ? ok(run) : err({ code: 'NOT_FOUND', message: `no solo run with id ${sessionId}` })
  }

  return {
    async start(p: { side: Side; deck: BlitzFilter; seed?: string; practice: boolean; profileId?: string }): Promise<ApiResult<SoloSession>> {
      const profileId = p.profileId ?? null
      if (profileId !== null && !store.read().profiles.some((x) => x.id === profileId)) {
        return err({ code: 'NOT_FOUND', message: `no profile with id ${profileId}` })
      }
      const seed = p.seed ?? newId().slice(0, 8)
      const { board, pile } = soloSetup(p.side, p.deck, seed)
      // With a worker, the tables are built while the player works on the first card.
      if (solver.threaded()) for (const c of pile.slice(0, SOLO_CARDS + 2)) void solver.table(cardTask(c, p.side))
      const run: Run = {
        id: newId(), side: p.side, deck: p.deck, seed, practice: p.practice, profileId, board, pile, next: 0, tasks: [],
        views: [], startedAt: null, finishedAt: null, lastMove: null, hintLevel: 0, hint: null, hinted: false,
        result: null, queue: Promise.resolve(),
      }
      runs.set(run.id, run)
      if (runs.size > MAX_RUNS_IN_MEMORY) runs.delete(runs.keys().next().value as string)
      await serial(run, () => revealNext(run))
      return ok(session(run))
    },

    move({ sessionId, move }: { sessionId: string; move: string }): Promise<ApiResult<SoloSession>> {
      const found = find(sessionId)
      if (!found.ok) return Promise.resolve(found)
      const run = found.value
      return serial(run, async (): Promise<ApiResult<SoloSession>> => {
        if (run.finishedAt !== null) return err({ code: 'FINISHED', message: 'this run is over: start a new one' })
        const parsed = parseMove(move)
        if (!parsed.ok) return err({ code: 'INVALID_MOVE', message: parsed.error })
        const next = applyMove(run.board, parsed.value)
        if (!next.ok) return err({ code: 'ILLEGAL_MOVE', message: next.error })
        run.board = next.value
        run.lastMove = makeMove(parsed.value)
        const view = run.views.at(-1) as SoloCardView
        view.moves++
        // The count still holds as a target; a shown move is stale once the board has changed.
        if (run.hint) run.hint = { optimal: run.hint.optimal, move: null }
        if (isSatisfied(run.board, run.tasks[run.views.length - 1] as Task)) {
          view.doneAt = now()
          await revealNext(run)
        }
        return ok(session(run))
      })
    },

    hint({ sessionId }: { sessionId: string }): Promise<ApiResult<SoloSession>> {
      const found = find(sessionId)
      if (!found.ok) return Promise.resolve(found)
      const run = found.value
      return serial(run, async (): Promise<ApiResult<SoloSession>> => {
        if (!run.practice) return err({ code: 'NOT_PRACTICE', message: 'hints are for practice runs; start one with practice on' })
        if (run.finishedAt !== null) return err({ code: 'FINISHED', message: 'this run is over: start a new one' })
        const task = run.tasks[run.views.length - 1] as Task
        const distance = await solver.distance(run.board, task)
        const optimal = distance.ok ? distance.value : null
        run.hinted = true
        run.hintLevel = run.hintLevel === 0 ? 1 : 2
        let move: string | null = null
        if (run.hintLevel === 2) {
          const first = await solver.firstMoves(run.board, task)
          move = first.ok && first.value[0] ? makeMove(first.value[0]) : null
        }
        run.hint = { optimal, move }
        return ok(session(run))
      })
    },

    records({ profileId, side, deck }: { profileId: string | null; side: Side; deck: BlitzFilter }): ApiResult<SoloRun[]> {
      return ok(store.read().soloRuns.filter((r) => r.profileId === profileId && r.side === side && r.deck === deck))
    },
  }
}
