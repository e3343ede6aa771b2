import { err } from '@shared/result'
import type { createSoloService } from '../solo'
import type { createPuzzleService } from '../puzzles'
import { answerSolve, type SolverService } from '../solver'
import type { Handlers } from './types'

export interface CheckMatesContext {
  solo: Pick<ReturnType<typeof createSoloService>, 'start' | 'move' | 'hint' | 'quit' | 'records' | 'progress' | 'countedRunOn'>
  solver: SolverService
  puzzles: ReturnType<typeof createPuzzleService>
}

/**
 * `checkmates:*`: Check Mates' solo runs, daily puzzle, streaks and its solver; `progress:solo` and
 * `progress:puzzles`, what a person's runs and puzzles add up to. A kept Check Mates game held against the solver is `verdict:checkmates`, in
 * verdict-requests.ts with the other verdicts.
 */
export function checkMatesHandlers({ solo, solver, puzzles }: CheckMatesContext) {
  return {
    'checkmates:solo-start': async (p, from) => {
      const started = await solo.start(p)
      if (started.ok) from?.soloRuns.add(started.value.sessionId)
      return started
    },
    'checkmates:solo-move': (p) => solo.move(p),
    'checkmates:solo-hint': (p) => solo.hint(p),
    'checkmates:solo-quit': (p) => solo.quit(p),
    'checkmates:solo-records': (p) => solo.records(p),
    'progress:solo': (p) => solo.progress(p),
    'checkmates:daily': (p) => puzzles.daily(p),
    'checkmates:daily-start': (p) => puzzles.dailyStart(p),
    'checkmates:daily-move': (p) => puzzles.dailyMove(p),
    'checkmates:daily-give-up': (p) => puzzles.dailyGiveUp(p),
    'checkmates:streak': (p) => puzzles.streak(p),
    'checkmates:streak-start': (p) => puzzles.streakStart(p),
    'checkmates:streak-move': (p) => puzzles.streakMove(p),
    'checkmates:streak-skip': (p) => puzzles.streakSkip(p),
    'checkmates:streak-give-up': (p) => puzzles.streakGiveUp(p),
    'progress:puzzles': (p) => puzzles.progress(p),
    // A counted run is the player's own work: no solver on this computer until it is over.
    'checkmates:solve': (p) =>
      solo.countedRunOn()
        ? err({
            code: 'COUNTED_RUN',
            message: 'The solver is closed while a counted solo run is on. Finish or quit the run first; practice runs leave it open.',
          })
        : answerSolve(solver, p),
  } satisfies Partial<Handlers>
}
