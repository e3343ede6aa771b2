import { describe, expect, test } from 'vitest'
import { decisionsOf, verdictRequest, type Decision } from '../../records/decisions'
import { makeRecord, type GameRecord } from '../../records/format'
import { applyStep, type Replay } from '../../records/replay'
import { recordedMatch, replayed } from '../../records/test-support'
import { cheatGame } from '../cheat'
import { checkGame } from '../check'
import { checksGame } from '../checks'
import { fourDownGame } from '../four-down'
import type { AnyCardGameModule, BotLevel } from '../module'
import type { Line } from '../narrator'
import { LeakWatch } from '../selfplay'
import type { AnyExpertSpec } from './search'
import { judge, labelFor, type VerdictRequest } from './verdict'

const people = [0, 1].map((i) => ({ name: `P${i + 1}`, kind: 'human' as const, where: 'here' as const }))
const fourDown = fourDownGame.expert!


describe('the labels and their thresholds, in each game\'s own measure', () => {
  test('Four Down counts round points: 2 an inaccuracy, 4 a mistake, 8 a blunder', () => {
    expect(fourDown.verdict).toEqual({ inaccuracy: 2, mistake: 4, blunder: 8 })
    expect([1.99, 2, 3.99, 4, 7.99, 8].map((loss) => labelFor(loss, fourDown.verdict))).toEqual([
      'good', 'inaccuracy', 'inaccuracy', 'mistake', 'mistake', 'blunder',
    ])
  })

  test.each([
    { name: 'check', module: checkGame },
    { name: 'checks', module: checksGame },
    { name: 'cheat', module: cheatGame },
  ])('$name counts shares of a win: 0.05 an inaccuracy, 0.1 a mistake, 0.2 a blunder', ({ module }) => {
    expect(module.expert!.verdict).toEqual({ inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 })
  })
})

// Four Down "call146": seat 1 calls at once; seat 0's last turn draws the ace of spades, and its
// opening look showed it the king of spades (slot 0) and the seven of hearts (slot 1); slot 2 is
// a queen it has never seen. The round ends after this move, so what the ace replaces is simply
// points off its total.
function lastTurn(played: object): { record: GameRecord; decision: Decision } {
  const record = makeRecord({
    game: 'four-down', mode: 'table', app: 'test', seed: 'call146', config: { seats: 2, target: 100 }, seats: people, startedAt: 0, result: null,
    steps: [
      { seat: 1, action: { type: 'call' }, at: 1000 },
      { seat: 0, action: { type: 'draw', from: 'stock' }, at: 2000 },
      { seat: 0, action: played as { type: string }, at: 3000 },
    ],
  })
  return { record, decision: decisionsOf(record, replayed(record), 0).find((d) => d.step === 3)! }
}

describe('the verdict on a position where one move clearly throws points away', () => {
  test('the premise: seat 0 holds the drawn ace and knows the king and the seven, not the queen', () => {
    const { decision } = lastTurn({ type: 'discard' })
    expect(decision.view).toMatchObject({ viewer: 0, phase: 'holding', drawn: { from: 'stock', card: 'AS' }, caller: 1 })
    expect(decision.knowledge).toMatchObject({ faces: [['KS', '7H', null, null], [null, null, null, null]] })
  })

  test.each([
    [{ type: 'replace', slot: 0 }, 'good', 0],
    [{ type: 'replace', slot: 1 }, 'mistake', 6],
    [{ type: 'discard' }, 'blunder', 12],
  ])('%j is %s, giving away %d points', (played, label, loss) => {
    const { record, decision } = lastTurn(played)
    const v = judge(fourDown, verdictRequest(record, fourDown, decision, 40))
    expect(v).toMatchObject({ ok: true, value: { expert: { type: 'replace', slot: 0 }, label, loss, error: 0 } })
    if (v.ok && loss > 0) expect(v.value.expertValue! - v.value.playedValue!).toBe(loss)
  })

  // Issue 31: why, in the game's terms. The round ends after this move, so the ace put on the king
  // takes 12 points off the row now and the row ends the round 12 points lower; the others' rows
  // are what they are either way.
  test('the reason for the blunder: the ace on the king takes 12 points off the row now, and the row ends the round 12 lower', () => {
    const { record, decision } = lastTurn({ type: 'discard' })
    const v = judge(fourDown, verdictRequest(record, fourDown, decision, 40))
    if (!v.ok) throw new Error(v.error.message)
    expect(v.value.reason).toMatchObject({ key: 'four-down.expert.reason.drawn', values: { saves: { count: 12 }, nextSaves: 0, known: 2, nextKnown: 2 } })
    const { ends, nextEnds, others, nextOthers } = v.value.reason!.values as unknown as { ends: Line; nextEnds: number; others: Line; nextOthers: number }
    expect(nextEnds - ends.count!).toBeCloseTo(12, 5)
    expect(others.count).toBe(nextOthers)
  })

  test('replacing the card it never saw is judged by what an unseen card is worth to it, not by the queen that lay there', () => {
    const { record, decision } = lastTurn({ type: 'replace', slot: 2 })
    const v = judge(fourDown, verdictRequest(record, fourDown, decision, 40))
    if (!v.ok) throw new Error(v.error.message)
    expect(v.value.label).toBe('mistake')
    // The true queen would have saved 11 of the king's 12: a loss of 1. From what seat 0 knew,
    // an unseen card saves about 6.75 − 1 on average.
    expect(v.value.loss).toBeGreaterThan(5)
    expect(v.value.loss).toBeLessThan(9)
  })

  test('a played move the expert\'s own candidates leave out is still played out and judged', () => {
    // A match thrown blind at a card seat 0 never saw: legal, but no candidate of the expert's.
    const { record, decision } = lastTurn({ type: 'match', target: { seat: 1, slot: 0 } })
    const known = fourDown.candidates(decision.knowledge, decision.view, decision.legal)
    const blind = { type: 'match', target: { seat: 1, slot: 0 } }
    expect(decision.legal).toContainEqual(blind)
    expect(known).not.toContainEqual(blind)
    const v = judge(fourDown, { ...verdictRequest(record, fourDown, decision, 40), played: blind })
    expect(v).toMatchObject({ ok: true, value: { label: 'blunder', playedValue: expect.any(Number) } })
  })

  test('checks: letting a four-card pile go for a placement is a blunder; the claim is good', () => {
    const { record } = recordedMatch('checks', checksGame, ['hard', 'hard'], 'cs5')
    const spec = checksGame.expert!
    const decision = decisionsOf(record, replayed(record), 1).find((d) => d.step === 10)!
    expect(decision.played).toEqual({ type: 'claim', target: 3 })
    expect(decision.view).toMatchObject({ turn: 1 })
    expect((decision.view as { targets: { size: number }[] }).targets[3]!.size).toBe(4)
    const claim = judge(spec, verdictRequest(record, spec, decision, 60))
    expect(claim).toMatchObject({ ok: true, value: { label: 'good', expert: decision.played } })
    const place = (decision.legal as { type: string }[]).find((a) => a.type === 'place')
    const v = judge(spec, { ...verdictRequest(record, spec, decision, 60), played: place })
    expect(v).toMatchObject({ ok: true, value: { label: 'blunder', expert: { type: 'claim', target: 3 } } })
    // Why, in the game's terms: the claim takes the four cards and the fan's last one now.
    expect(v.ok && v.value.reason).toMatchObject({ key: 'checks.expert.reason.move', values: { now: { key: 'expert.cards', count: 5 }, nextNow: 0 } })
  })
})

describe('the verdict on Check! and Cheat positions where one move is clearly worse', () => {
  /** Seat 0's decision at `step` of a seeded match, and that decision judged as if `played` had been played. */
  function at(name: 'check' | 'cheat', module: AnyCardGameModule, levels: BotLevel[], seed: string, step: number) {
    const { record } = recordedMatch(name, module, levels, seed)
    const decision = decisionsOf(record, replayed(record), 0).find((d) => d.step === step)!
    const spec = module.expert!
    const verdict = (played: object) => judge(spec, { ...verdictRequest(record, spec, decision, 60), played })
    return { decision, verdict }
  }

  // Check! "ck-3": check has been called and this is seat 0's final turn. It holds two cards, both
  // seen (the ace of clubs, −1, and the three of spades) and has drawn the ten of hearts.
  const lastCheckTurn = () => at('check', checkGame, ['hard', 'hard'], 'ck-3', 58)

  test('check: the premise, a final turn holding a known ace and three with a ten drawn', () => {
    const { decision } = lastCheckTurn()
    expect(decision.view).toMatchObject({ phase: 'turn', turn: { seat: 0, final: true, drawn: 'TH', from: 'pile' } })
    expect(decision.knowledge).toMatchObject({ faces: [['AC', '3S', null, null], [null, null, null, null]] })
  })

  test('check: keeping the drawn ten in place of the known ace is a blunder; discarding the ten is good', () => {
    const { verdict } = lastCheckTurn()
    expect(verdict({ type: 'tuck', slot: 0 })).toMatchObject({ ok: true, value: { label: 'blunder', expert: { type: 'discard' } } })
    expect(verdict({ type: 'discard' })).toMatchObject({ ok: true, value: { label: 'good', expert: { type: 'discard' }, loss: 0 } })
  })

  // Cheat "ch-29": seat 2 puts down its last three cards as jacks and seat 1 has let them stand.
  // Seat 0 holds two jacks itself, so the claim is a certain bluff.
  const lastClaim = () => at('cheat', cheatGame, ['easy', 'random', 'random'], 'ch-29', 464)

  test('cheat: the premise, a last-card claim of three jacks against a hand holding two', () => {
    const { decision } = lastClaim()
    expect(decision.view).toMatchObject({ window: { claimant: 2, rank: 'J', count: 3, lastCard: true, accepted: [1] }, handSizes: [11, 38, 0] })
    expect((decision.view as { hand: string[] }).hand.filter((c) => c.startsWith('J'))).toEqual(['JD', 'JH'])
  })

  test('cheat: letting a certain bluff stand on the last cards lets the claimant go out, a mistake; calling it is good', () => {
    const { verdict } = lastClaim()
    const accept = verdict({ type: 'accept' })
    expect(accept).toMatchObject({ ok: true, value: { label: 'mistake', expert: { type: 'call' }, playedValue: 0 } })
    // Why, in the game's terms: the claim is a bluff in every deal, and called, its claimant picks
    // up the pile (the three cards) instead of going out.
    const cards = (count: number) => ({ key: 'expert.cards', count })
    expect(accept.ok && accept.value.reason).toEqual({
      key: 'cheat.expert.reason.challenge',
      values: { lie: { key: 'expert.percent', values: { percent: 100 } }, cards: cards(0), nextCards: 0, theirs: cards(3), nextTheirs: 0 },
    })
    // The call is the only move the expert weighs here: nothing to play out, and good.
    expect(verdict({ type: 'call' })).toMatchObject({ ok: true, value: { label: 'good', expert: { type: 'call' }, loss: 0 } })
  })

  // Step 14 of the same match (draw blind or take the nine on the discard) was this example until
  // issue 31's sampler: at 3,000 deals the two are within 0.02 of each other by either sampler, so
  // its label was the 60 playouts' noise. Here the expert's choice is clear at any depth.
  test("a real search's inaccuracy: in Check! \"inacc-1\" a normal player who knows its hand totals 8 draws where the expert calls Check", () => {
    const { decision, verdict } = at('check', checkGame, ['normal', 'hard'], 'inacc-1', 30)
    expect(decision.played).toEqual({ type: 'draw', from: 'pile' })
    expect(decision.knowledge).toMatchObject({ faces: [['2H', '2C', 'AD', '5D'], [null, null, null, null]] })
    expect(decision.view).toMatchObject({ turn: { seat: 0, hasDrawn: false }, players: [{ cards: 4 }, { cards: 3 }] })
    const v = verdict(decision.played as object)
    if (!v.ok) throw new Error(v.error.message)
    expect(v.value).toMatchObject({ label: 'inaccuracy', expert: { type: 'check' } })
    // Labelled by the loss less its standard error, between the inaccuracy's threshold and the mistake's.
    const { inaccuracy, mistake } = checkGame.expert!.verdict
    expect(v.value.loss - v.value.error).toBeGreaterThanOrEqual(inaccuracy)
    expect(v.value.loss - v.value.error).toBeLessThan(mistake)
    // Why, in the game's terms: called now, the other player's hand is still heavy when the round ends.
    const points = (count: number) => ({ key: 'expert.points', count })
    expect(v.value.reason).toEqual({ key: 'check.expert.reason.round', values: { ends: points(8), nextEnds: 3.3, others: points(15.3), nextOthers: 4.9 } })
  })
})

describe('a verdict reports its progress and can be called off', () => {
  const { record, decision } = lastTurn({ type: 'discard' })
  const request: VerdictRequest = verdictRequest(record, fourDown, decision, 40)

  test('progress only grows, and ends at its total', () => {
    const seen: [number, number][] = []
    const v = judge(fourDown, request, { progress: (done, total) => seen.push([done, total]) })
    expect(v.ok).toBe(true)
    expect(seen.length).toBeGreaterThan(2)
    const total = seen[0]![1]
    expect(total).toBe(40 + 2 * 20)
    expect(seen.every(([, t]) => t === total)).toBe(true)
    expect(seen.map(([d]) => d)).toEqual(seen.map(([d]) => d).sort((a, b) => a - b))
    expect(seen.at(-1)).toEqual([total, total])
  })

  test('called off, it stops within a playout and answers CANCELLED', () => {
    let playouts = 0
    const counting: AnyExpertSpec = { ...fourDown, playout: (...args) => (playouts++, fourDown.playout(...args)) }
    const v = judge(counting, request, { cancelled: () => playouts >= 5 })
    expect(v).toEqual({ ok: false, error: { code: 'CANCELLED', message: 'The verdict was called off.' } })
    expect(playouts).toBe(5)
  })

  test('the same request gets the same verdict', () => {
    expect(judge(fourDown, request)).toEqual(judge(fourDown, JSON.parse(JSON.stringify(request)) as VerdictRequest))
  })
})

const games: [string, AnyCardGameModule, number][] = [
  ['four-down', fourDownGame, 3],
  ['check', checkGame, 3],
  ['checks', checksGame, 2],
  ['cheat', cheatGame, 3],
]

describe('a verdict knows what the seat knew and nothing more', () => {
  test.each(games)('%s: the decisions of seat 0 hold no face that seat was not shown before it decided', (name, module, seats) => {
    const { record } = recordedMatch(name as GameRecord['game'], module, Array(seats).fill('hard'), `${name}:knows`)
    const r = replayed(record)
    const decisions = decisionsOf(record, r, 0)
    expect(decisions.length).toBeGreaterThan(3)
    for (const d of decisions) {
      const watch = new LeakWatch(seats)
      watch.record(r.setup.events)
      for (const step of r.steps.slice(0, d.step - 1)) watch.record(step.events)
      expect(watch.leaks(0, { knowledge: d.knowledge, view: d.view, legal: d.legal, played: d.played })).toEqual([])
    }
  })

  // Where each game keeps its face-down pile and which end it deals from; a round's end re-deals.
  test.each([
    { name: 'four-down', module: fourDownGame, pile: 'stock', bottom: (_n: number) => [0, 1], parted: (s: any) => s.round > 1 || s.stock.length <= 2 },
    { name: 'checks', module: checksGame, pile: 'draw', bottom: (n: number) => [n - 1, n - 2], parted: (s: any) => s.draw.length <= 2 },
  ] as const)('$name: cards the seat never saw, changed in the true deal, change nothing it is asked', ({ name, module, pile, bottom, parted }) => {
    const { record } = recordedMatch(name, module, ['hard', 'hard'], `${name}:unseen`)
    const r = replayed(record)
    // The bottom two cards of the face-down pile, swapped: a different game in truth.
    const setup = JSON.parse(JSON.stringify(r.setup.state)) as Record<string, string[]>
    const cards = setup[pile]!
    const [i, j] = bottom(cards.length)
    ;[cards[i!], cards[j!]] = [cards[j!]!, cards[i!]!]
    expect(setup).not.toEqual(r.setup.state)
    const steps: Replay['steps'] = []
    let state: unknown = setup
    for (const step of record.steps) {
      const next = applyStep(module.engine, state, step)
      // Once either card could have been drawn, or the round is re-dealt, the games may part.
      if (!next.ok || parted(next.value.state)) break
      state = next.value.state
      steps.push({ state, events: next.value.events })
    }
    expect(state).not.toEqual(r.steps[steps.length - 1]!.state)
    const tampered: Replay = { ...r, setup: { ...r.setup, state: setup }, steps }
    const short = { ...record, steps: record.steps.slice(0, steps.length) }
    const truth = decisionsOf(short, { ...r, steps: r.steps.slice(0, steps.length) }, 0)
    expect(truth.length).toBeGreaterThan(3)
    expect(decisionsOf(short, tampered, 0)).toEqual(truth)
    const request = verdictRequest(short, module.expert!, truth.at(-1)!, 20)
    expect(verdictRequest(short, module.expert!, decisionsOf(short, tampered, 0).at(-1)!, 20)).toEqual(request)
  })
})
