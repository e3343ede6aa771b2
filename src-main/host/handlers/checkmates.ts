import { err } from '@shared/result'
import type { createSoloService } from '../solo'
import { answerSolve, type SolverService } from '../solver'
import type { Handlers } from './types'

export interface CheckMatesContext {
  solo: Pick<ReturnType<typeof createSoloService>, 'start' | 'move' | 'hint' | 'quit' | 'records' | 'progress' | 'countedRunOn'>
  solver: SolverService
}

/**
 * `checkmates:*`: Check Mates' solo runs and its solver; `progress:solo`, what a person's runs add
 * up to. A kept Check Mates game held against the solver is `verdict:checkmates`, in
 * verdict-requests.ts with the other verdicts.
 */
export function checkMatesHandlers({ solo, solver }: CheckMatesContext) {
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
