import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { FULL_DECK, type Card } from '../../cards'
import { eventsFor, type Seat } from '../../engine'
import { cheatGame, type CheatState } from '../cheat'
import type { CheatKnowledge } from '../cheat/expert'
import { checkGame, type CheckState } from '../check'
import type { CheckKnowledge } from '../check/expert'
import { checksGame, type ChecksState } from '../checks'
import type { ChecksKnowledge } from '../checks/expert'
import { fourDownGame, type FourDownState } from '../four-down'
import type { FourDownKnowledge } from '../four-down/expert'
import type { AnyCardGameModule } from '../module'
import { conservationProblem, playMatch } from '../selfplay'
import { FastRng } from '../../random'

/**
 * One game's memory, said as places and cards: every way `state` contradicts what the seat
 * remembers. Asked of the true state it tests the memory; asked of a sampled deal, the sampler.
 */
type Contradictions = (k: any, state: any) => string[]

const sameRows = (what: string, remembered: readonly (Card | null)[][], rows: readonly (Card | null)[][]): string[] =>
  remembered.flatMap((row, seat) =>
    row.flatMap((card, slot) => (card && rows[seat]?.[slot] !== card ? [`${what} ${seat}:${slot} remembered ${card}, is ${rows[seat]?.[slot]}`] : [])),
  )
const samePile = (what: string, remembered: readonly Card[], pile: readonly Card[]): string[] =>
  remembered.join() === pile.join() ? [] : [`${what}: remembered ${remembered.join(' ')}, is ${pile.join(' ')}`]

const INDEX = new Map(FULL_DECK.map((c, i) => [c, i]))
const OLD = 1 << 6
const TOP = 1 << 7

const cases: { name: string; module: AnyCardGameModule; seats: number[]; runs: number; contradictions: Contradictions }[] = [
  {
    name: 'four-down',
    runs: 25,
    module: fourDownGame,
    seats: [2, 3, 4],
    contradictions: (k: FourDownKnowledge, s: FourDownState) => [...sameRows('row', k.faces, s.rows), ...samePile('discard', k.pile, s.discard)],
  },
  {
    name: 'check',
    runs: 25,
    module: checkGame,
    seats: [2, 3, 4],
    contradictions: (k: CheckKnowledge, s: CheckState) => [...sameRows('grid', k.faces, s.grids), ...samePile('discard', k.pile, s.discardPile)],
  },
  {
    name: 'checks',
    runs: 40,
    module: checksGame,
    seats: [2],
    contradictions: (k: ChecksKnowledge, s: ChecksState) => [
      ...k.targets.flatMap((t, i) => samePile(`target ${i}`, t, s.targets[i] ?? [])),
      ...k.captured.flatMap((c, i) => samePile(`captured by ${i}`, c, s.captured[i] ?? [])),
    ],
  },
  {
    name: 'cheat',
    runs: 15,
    module: cheatGame,
    seats: [3, 4],
    // Every card lies where its mask allows: in a hand, under the latest group, or in it.
    contradictions: (k: CheatKnowledge, s: CheatState) => {
      const out: string[] = []
      const check = (card: Card, place: number, where: string): void => {
        if (!((k.where[INDEX.get(card) as number] as number) & place)) out.push(`${card} is ${where}, its mask says ${k.where[INDEX.get(card) as number]}`)
      }
      s.hands.forEach((hand, seat) => hand.forEach((c) => check(c, 1 << seat, `in hand ${seat}`)))
      const group = k.top ? k.top.count : 0
      s.pile.forEach((c, i) => check(c, i >= s.pile.length - group ? TOP : OLD, i >= s.pile.length - group ? 'in the latest group' : 'under it'))
      return out
    },
  },
]

describe('the expert sampler deals only what the seat could be facing', () => {
  for (const c of cases) {
    const spec = c.module.expert
    if (!spec) throw new Error(`${c.name} has no expert`)
    test(`${c.name}: every sampled deal agrees with all the seat has seen and holds all 52 cards`, () => {
      let positions = 0
      const problems: string[] = []
      fc.assert(
        fc.property(
          fc.constantFrom(...c.seats),
          fc.nat(),
          fc.nat(),
          fc.array(fc.constantFrom('random', 'hard'), { minLength: 4, maxLength: 4 }),
          (seats, seed, who, kinds) => {
            const seat: Seat = who % seats
            const k = spec.know(seat)
            const rng = new FastRng(seed)
            playMatch(c.module, {
              levels: kinds.slice(0, seats) as ('random' | 'hard')[],
              seed: `sampler:${seed}`,
              maxActions: 400,
              onStep: (state, events) => {
                const view = c.module.engine.view(state, seat)
                spec.observe(k, view, eventsFor(events, seat))
                if (c.module.engine.outcome(state)) return
                const memory = c.contradictions(k, state)
                const dealt = spec.sample(k, view, rng)
                const sampled = c.contradictions(k, dealt)
                const lost = conservationProblem(c.module, dealt)
                const seen = JSON.stringify(c.module.engine.view(dealt, seat)) === JSON.stringify(view) ? [] : ['its own view differs']
                positions++
                for (const p of [...memory.map((m) => `memory: ${m}`), ...sampled.map((m) => `sample: ${m}`), ...(lost ? [lost] : []), ...seen])
                  if (problems.length < 5) problems.push(`seed ${seed} seat ${seat}: ${p}`)
              },
            })
            expect(problems).toEqual([])
          },
        ),
        { numRuns: c.runs, seed: 14 },
      )
      expect(positions).toBeGreaterThanOrEqual(1000)
    })
  }
})
