import { eventsFor, type GameEvent } from '../shared/engine'
import { checkGame, type CheckEvent, type CheckState } from '../shared/games/check'
import { checkExpert } from '../shared/games/check/expert'
import { checkValue } from '../shared/games/check/values'
import type { BotLevel } from '../shared/games/module'
import { FastRng } from '../shared/random'
import { playMatch } from '../shared/games/selfplay'

// How low a Check! card its owner has seen really is, against what the expert's sampler deals
// there (`LEAN_KNOWN_*`, `LEAN_KEPT` in shared/games/check/expert.ts). Seeded three-seat matches
// of hard and normal players; at each of seat 0's turns, from seat 0's own memory, every card of
// the others is put in a bucket: put in by its owner's choice ("kept"), looked at by its owner and
// held through so many of their turns, or never seen by its owner. The true card's value is set
// beside the value the sampler deals at that place in the same position.
// `npm run bench -- check-lean [games per line-up]`.
const LINE_UPS: BotLevel[][] = [['hard', 'hard', 'hard'], ['normal', 'hard', 'normal']]

export async function run(args: string[]): Promise<unknown> {
  const games = Number(args[0] ?? 60)
  const buckets = new Map<string, { n: number; truth: number; dealt: number }>()
  const rng = new FastRng('check-lean')
  for (const levels of LINE_UPS) {
    for (let g = 0; g < games; g++) {
      const states: CheckState[] = []
      const events: (readonly GameEvent<CheckEvent>[])[] = []
      const m = playMatch(checkGame, { levels, seed: `check-lean:${levels.join(',')}:${g}`, onStep: (s, e) => (states.push(s as CheckState), events.push(e as readonly GameEvent<CheckEvent>[])) })
      if (m.errors) throw new Error(m.problems.join('; '))
      const k = checkExpert.know(0)
      const turns = levels.map(() => 0)
      states.forEach((s, i) => {
        for (const e of events[i]!) if (e.event.type === 'turnStarted') turns[e.event.seat]!++
        const view = checkGame.engine.view(s, 0)
        checkExpert.observe(k, view, eventsFor(events[i]!, 0))
        if (s.phase !== 'turn' || s.turn.seat !== 0 || s.turn.drawn) return
        const dealt = checkExpert.sample(k, view, rng)
        for (let seat = 1; seat < levels.length; seat++) {
          s.grids[seat]!.forEach((c, slot) => {
            if (!c || k.faces[seat]?.[slot]) return
            const bucket = k.kept[seat]?.[slot] != null ? 'kept'
              : k.knows[seat]?.[seat]?.[slot] ? `looked at, kept ${Math.min(turns[seat]!, 6)} turns`
              : 'unseen by its owner'
            const b = buckets.get(bucket) ?? { n: 0, truth: 0, dealt: 0 }
            b.n++
            b.truth += checkValue(c)
            b.dealt += checkValue(dealt.grids[seat]![slot]!)
            buckets.set(bucket, b)
          })
        }
      })
    }
  }
  const round = (x: number) => Number(x.toFixed(2))
  return {
    bench: 'check-lean',
    games: games * LINE_UPS.length,
    buckets: Object.fromEntries([...buckets].sort(([a], [b]) => a.localeCompare(b)).map(([name, b]) => [name, { cards: b.n, truth: round(b.truth / b.n), dealt: round(b.dealt / b.n) }])),
  }
}
