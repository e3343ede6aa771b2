import { cardById, cardTask, makeMove, parseBoard, type BlitzFilter, type Side } from '@shared/checkmates'
import {
  SOLO_CARDS, defaultSoloConfig, isCountedRun, isRecord, soloEngine, soloTime, soloTier,
  type SoloEvent, type SoloState,
} from '@shared/checkmates/solo'
import { eventsFor, type Applied, type EngineError } from '@shared/engine'
import type { ApiResult, ProgressPeriod, SoloProgress, SoloResult, SoloRun, SoloSession } from '@shared/ipc'
import { err, ok, type Result } from '@shared/result'
import type { AppStore } from '../store/store'
import type { Archive } from '../store/archive'
import { actStep, makeRecord, type RecordStep } from '@shared/records/format'
import type { SolverService } from './solver'
import type { Clock } from './clock'
import { pastGame } from './past-games'
import { periodStart } from './progress-period'

/** What the host keeps beside the engine's state: the seed, the player, and the solver's answers. */
interface Run {
  id: string
  seed: string
  profileId: string | null
  state: SoloState
  /** The solver's count from each card's reveal board, by card index. */
  optimal: (number | null)[]
  /** The solver's answer to the hint on show. */
  hint: SoloSession['hint']
  result: SoloResult | null
  /** Requests on one run are applied one after another, each seeing the last one's board. */
  queue: Promise<unknown>
  timer: unknown
  /** The run as it is played, for its record: how it was dealt, and every step the engine accepted. */
  dealt: { config: SoloState['config']; at: number }
  steps: RecordStep[]
}

export interface SoloDeps {
  store: AppStore
  archive: Archive
  solver: SolverService
  clock: Clock
  newId: () => string
  /** Draws a counted run's deal; only the host ever knows it while the run can count. */
  newSeed: () => string
  /** The app's version, for the records of runs. */
  version: string
}


/** A run kept in memory is small; the cap only guards against a page that starts runs forever. */
const MAX_RUNS_IN_MEMORY = 50

type Engined = Result<Applied<SoloState, SoloEvent>, EngineError>
type Intent = { type: 'move'; move: string } | { type: 'hint' } | { type: 'quit' }

/**
 * CM-11 solo runs: the rules are the solo engine's (shared/checkmates/solo.ts); the host draws the
 * deal, stamps its clock on each intent, schedules the idle deadline, asks the solver, and stores
 * records. The renderer only sends moves and sees what a player may see.
 */
export function createSoloService({ store, archive, solver, clock, newId, newSeed, version }: SoloDeps) {
  const runs = new Map<string, Run>()
  const now = () => clock.now()

  const session = (run: Run): SoloSession => {
    const s = run.state
    return {
      sessionId: run.id,
      side: s.config.side,
      deck: s.config.deck,
      seed: s.config.practice || s.end !== null ? run.seed : null,
      practice: s.config.practice,
      profileId: run.profileId,
      board: s.board,
      total: SOLO_CARDS,
      cards: s.cards.map((c, i) => ({
        id: c.id,
        task: c.task,
        points: c.points,
        optimal: c.doneAt === null ? null : (run.optimal[i] ?? null),
        moves: c.moves,
        doneAt: c.doneAt,
      })),
      startedAt: s.startedAt ?? now(),
      now: now(),
      finishedAt: s.end?.how === 'finished' ? s.end.at : null,
      ended: s.end?.how ?? null,
      lastMove: s.lastMove,
      hintLevel: s.hintLevel,
      hint: s.hintShown ? run.hint : null,
      result: run.result,
    }
  }

  const serial = <T>(run: Run, work: () => Promise<T>): Promise<T> => {
    const next = run.queue.then(work)
    run.queue = next.catch(() => undefined)
    return next
  }

  const bestOf = (run: Run): number | null => {
    const { side, deck } = run.state.config
    const times = archive.soloRuns(run.profileId, side, deck).map((r) => r.timeMs)
    return times.length ? Math.min(...times) : null
  }

  const schedule = (run: Run) => {
    if (run.timer !== undefined) clock.clearTimeout(run.timer)
    run.timer = undefined
    const due = soloEngine.deadline!(run.state)
    if (due !== null && run.state.phase === 'playing') run.timer = clock.setTimeout(() => expireIfDue(run), Math.max(0, due - now()))
  }

  /** Every run that ended is kept with its record, for review, as a past game of Check Mates played alone. */
  const keep = (run: Run) => {
    const profile = store.read().profiles.find((p) => p.id === run.profileId)
    const record = makeRecord({
      game: 'checkmates',
      mode: 'solo',
      app: version,
      seed: run.seed,
      config: run.dealt.config,
      seats: [{ name: profile?.name ?? 'Guest', kind: 'human', where: 'here', ...(profile && { colour: profile.colour, profileId: profile.id }) }],
      startedAt: run.dealt.at,
      steps: [...run.steps],
      result: soloEngine.outcome(run.state),
    })
    archive.fileGame(pastGame(run.id, now(), record, record.result!))
  }

  const finish = (run: Run) => {
    keep(run)
    const s = run.state
    const timeMs = soloTime(s)
    if (timeMs === null) return
    const counted = isRecord(s)
    run.result = { timeMs, tier: soloTier(s.config.side, timeMs), counted, previousBest: bestOf(run) }
    // Practice runs are kept too, marked, for the Progress screen; the records read counted ones only.
    archive.addSoloRun({
      id: run.id,
      profileId: run.profileId,
      side: s.config.side,
      deck: s.config.deck,
      seed: run.seed,
      timeMs,
      tier: run.result.tier,
      at: s.end!.at,
      counted,
      // A finished run met every card, and the next card shows the moment the last one is met.
      cards: s.cards.map((c, i) => ({ id: c.id, moves: c.moves, optimal: run.optimal[i] ?? null, timeMs: c.doneAt! - c.revealedAt })),
    })
  }

  // The state changes at once, so whatever runs next sees it; the solver's answers follow. A card
  // is rated from the board it was revealed on, and its count is told only once it is done.
  const adopt = async (run: Run, applied: Engined): Promise<ApiResult<SoloSession>> => {
    if (!applied.ok) return applied
    run.state = applied.value.state
    schedule(run)
    const events = eventsFor(applied.value.events, 0)
    for (const e of events) {
      if (e.type === 'revealed') {
        const b = parseBoard(run.state.config.side, e.board)
        const d = b.ok ? await solver.distance(b.value, cardTask(cardById(e.card.id)!, run.state.config.side)) : null
        run.optimal[e.number - 1] = d?.ok ? d.value : null
      } else if (e.type === 'hint') {
        run.hint = await answerHint(run, e.level, e.board)
      }
    }
    // After the counts: a card dealt already met in the run's last step is rated too.
    if (events.some((e) => e.type === 'ended')) finish(run)
    return ok(session(run))
  }

  const answerHint = async (run: Run, level: 1 | 2, board: string): Promise<SoloSession['hint']> => {
    const { side } = run.state.config
    const card = run.state.cards.at(-1)
    const b = parseBoard(side, board)
    if (!card || !b.ok) return null
    const task = cardTask(cardById(card.id)!, side)
    const distance = await solver.distance(b.value, task)
    const first = level === 2 ? await solver.firstMoves(b.value, task) : null
    return {
      optimal: distance.ok ? distance.value : null,
      move: first?.ok && first.value[0] ? makeMove(first.value[0]) : null,
    }
  }

  /** An idle run ends at its deadline; also checked on demand, in case a timer is late. */
  const expireIfDue = (run: Run) => {
    const due = soloEngine.deadline!(run.state)
    if (run.state.phase !== 'playing' || due === null || now() < due) return
    void adopt(run, expire(run))
  }

  const find = (sessionId: string): ApiResult<Run> => {
    const run = runs.get(sessionId)
    return run ? ok(run) : err({ code: 'NOT_FOUND', message: `no solo run with id ${sessionId}` })
  }

  const act = (sessionId: string, action: Intent): Promise<ApiResult<SoloSession>> => {
    const found = find(sessionId)
    if (!found.ok) return Promise.resolve(found)
    const run = found.value
    return serial(run, () => {
      const stamped = { ...action, at: now() }
      const applied = soloEngine.apply(run.state, 0, stamped)
      if (applied.ok) run.steps.push(actStep(0, stamped))
      return adopt(run, applied)
    })
  }

  /** The clock reaching the run's deadline, recorded as a step when the engine takes it. */
  const expire = (run: Run): Engined => {
    const at = now()
    const applied = soloEngine.expire!(run.state, at)
    if (applied.ok) run.steps.push({ expire: at })
    return applied
  }

  const forget = (run: Run) => {
    if (run.timer !== undefined) clock.clearTimeout(run.timer)
    runs.delete(run.id)
  }

  return {
    async start(p: { side: Side; deck: BlitzFilter; seed?: string; practice: boolean; profileId?: string }): Promise<ApiResult<SoloSession>> {
      const profileId = p.profileId ?? null
      if (profileId !== null && !store.read().profiles.some((x) => x.id === profileId)) {
        return err({ code: 'NOT_FOUND', message: `no profile with id ${profileId}` })
      }
      // A chosen seed means a deal someone could know in advance: practice, never a record.
      const practice = p.seed !== undefined || p.practice
      const seed = p.seed ?? newSeed()
      const config = defaultSoloConfig(p.side, p.deck, practice)
      const setup = soloEngine.setup(config, seed)
      if (!setup.ok) return setup
      const state = setup.value.state
      // With a worker, the tables are built while the player works on the first card.
      if (solver.threaded()) for (const id of state.pile.slice(0, SOLO_CARDS + 2)) void solver.table(cardTask(cardById(id)!, p.side))
      const run: Run = {
        id: newId(), seed, profileId, state, optimal: [], hint: null, result: null, queue: Promise.resolve(), timer: undefined,
        dealt: { config, at: now() }, steps: [],
      }
      runs.set(run.id, run)
      if (runs.size > MAX_RUNS_IN_MEMORY) {
        const oldest = [...runs.values()].find((r) => r.state.end !== null) ?? runs.values().next().value
        if (oldest) forget(oldest)
      }
      return serial(run, () => adopt(run, expire(run)))
    },

    move: ({ sessionId, move }: { sessionId: string; move: string }) => act(sessionId, { type: 'move', move }),
    hint: ({ sessionId }: { sessionId: string }) => act(sessionId, { type: 'hint' }),
    quit: ({ sessionId }: { sessionId: string }) => act(sessionId, { type: 'quit' }),

    records({ profileId, side, deck }: { profileId: string | null; side: Side; deck: BlitzFilter }): ApiResult<SoloRun[]> {
      return ok(archive.soloRuns(profileId, side, deck))
    },

    /** The Progress screen's solo figures; a period is counted back from the host's clock. */
    progress({ profileId, side, deck, period }: { profileId: string | null; side: Side; deck: BlitzFilter; period: ProgressPeriod }): ApiResult<SoloProgress> {
      return ok(archive.soloProgress(profileId, side, deck, { from: periodStart(period, now()) }))
    },

    /** True while a counted run is on: not finished, not quit, not idle past its deadline. */
    countedRunOn(): boolean {
      for (const run of runs.values()) expireIfDue(run)
      return [...runs.values()].some((r) => isCountedRun(r.state))
    },

    close() {
      for (const run of runs.values()) if (run.timer !== undefined) clock.clearTimeout(run.timer)
    },
  }
}
