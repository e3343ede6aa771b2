import { describe, expect, test } from 'vitest'
import { checkGame } from '../games/check'
import { fourDownGame } from '../games/four-down'
import type { GameRecord } from './format'
import { applyStep, type Replay } from './replay'
import { lastTurnRecord, recordedMatch, replayed } from './test-support'
import { costliest, judgeRecord, type JudgedStep, type VerdictProgress } from './verdicts'

const lastTurn = lastTurnRecord

const judged = (record: GameRecord, seat = 0, playouts = 40): JudgedStep[] => {
  const v = judgeRecord(record, replayed(record), seat, {}, playouts)
  if (!v.ok) throw new Error(v.error.message)
  return v.value
}

describe("a review's verdicts on one seat's decisions", () => {
  test('discarding the drawn ace over a known king is labelled a blunder, with the expert\'s move named', () => {
    const last = judged(lastTurn({ type: 'discard' })).find((s) => s.step === 3)
    expect(last).toMatchObject({
      seat: 0, label: 'blunder', loss: 12, played: { type: 'discard' }, expert: { type: 'replace', slot: 0 },
      playedWords: { key: 'four-down.expert.discard' }, expertWords: { key: 'four-down.expert.replace', values: { slot: 1 } }, lossWords: { key: 'expert.points', count: 12 },
    })
    expect(last!.expertValue! - last!.playedValue!).toBe(12)
  })

  test("the expert's own move is labelled good and gives nothing away", () => {
    const last = judged(lastTurn({ type: 'replace', slot: 0 })).find((s) => s.step === 3)
    expect(last).toMatchObject({ label: 'good', loss: 0, expert: { type: 'replace', slot: 0 } })
  })

  test('only the seat asked about is judged: Ben\'s call is not among Ada\'s decisions', () => {
    const steps = judged(lastTurn({ type: 'discard' }))
    expect(steps.map((s) => s.step)).not.toContain(1)
    expect(steps.every((s) => s.seat === 0)).toBe(true)
  })

  test("a step whose expert move differs carries the game's reason, and only such a step: Check!'s, Four Down's", () => {
    const { record } = recordedMatch('check', checkGame, ['normal', 'hard'], 'inacc-1')
    const steps = judged(record, 0, 20)
    const differ = steps.filter((s) => s.loss > 0)
    expect(differ.length).toBeGreaterThan(0)
    for (const s of differ) expect(s.reason?.key, `step ${s.step}`).toMatch(/^check\.expert\.reason\.(drawn|round)$/)
    expect(steps.filter((s) => s.loss === 0).every((s) => s.reason === undefined)).toBe(true)
    const discard = judged(lastTurn({ type: 'discard' })).find((s) => s.step === 3)!
    expect(discard).toMatchObject({ label: 'blunder', reason: { key: 'four-down.expert.reason.drawn' } })
  })

  test('the costliest decisions come first, good ones never, at most three', () => {
    const step = (n: number, loss: number, label: JudgedStep['label']): JudgedStep => ({
      step: n, seat: 0, silent: false, kind: 'drawn', played: null, expert: null, playedWords: { key: 'x' }, expertWords: { key: 'x' }, account: [], playedValue: 0, expertValue: loss, loss, lossWords: { key: 'x' }, label,
    })
    const steps = [step(1, 0, 'good'), step(2, 5, 'mistake'), step(3, 12, 'blunder'), step(4, 2, 'inaccuracy'), step(5, 5, 'mistake'), step(6, 0.5, 'good')]
    expect(costliest(steps).map((s) => s.step)).toEqual([3, 2, 5])
    expect(costliest([step(1, 0, 'good')])).toEqual([])
  })
})

describe('progress while the verdicts are worked out, and calling them off', () => {
  test('progress only grows, counts the decisions judged, and ends at its total', () => {
    const record = lastTurn({ type: 'discard' })
    const seen: VerdictProgress[] = []
    const v = judgeRecord(record, replayed(record), 0, { progress: (p) => seen.push(p) }, 40)
    expect(v.ok).toBe(true)
    const total = seen[0]!.total
    expect(seen.every((p) => p.total === total && p.decisions === seen[0]!.decisions)).toBe(true)
    expect(seen.map((p) => p.done)).toEqual(seen.map((p) => p.done).sort((a, b) => a - b))
    expect(seen.at(-1)).toMatchObject({ done: total, judged: seen[0]!.decisions })
  })

  test('called off, the whole review answers CANCELLED', () => {
    const record = lastTurn({ type: 'discard' })
    let asked = 0
    const v = judgeRecord(record, replayed(record), 0, { cancelled: () => ++asked > 10 }, 40)
    expect(v).toEqual({ ok: false, error: { code: 'CANCELLED', message: 'The verdict was called off.' } })
  })
})

describe('the verdicts know only what the seat knew', () => {
  test('four-down: cards seat 0 never saw, changed in the true deal, change no verdict on its decisions', () => {
    const { record } = recordedMatch('four-down', fourDownGame, ['hard', 'hard'], 'four-down:unseen')
    const r = replayed(record)
    // The bottom two cards of the stock, swapped: a different game in truth, the same to seat 0
    // until either could have been drawn.
    const setup = JSON.parse(JSON.stringify(r.setup.state)) as { stock: string[] }
    ;[setup.stock[0], setup.stock[1]] = [setup.stock[1]!, setup.stock[0]!]
    const steps: Replay['steps'] = []
    let state: unknown = setup
    for (const step of record.steps) {
      const next = applyStep(fourDownGame.engine, state, step)
      if (!next.ok) break
      const s = next.value.state as { round: number; stock: unknown[] }
      if (s.round > 1 || s.stock.length <= 2) break
      state = s
      steps.push({ state, events: next.value.events })
    }
    expect(state).not.toEqual(r.steps[steps.length - 1]!.state)
    const short = { ...record, steps: record.steps.slice(0, steps.length) }
    const truth = judgeRecord(short, { ...r, steps: r.steps.slice(0, steps.length) }, 0, {}, 12)
    const tampered = judgeRecord(short, { ...r, setup: { ...r.setup, state: setup }, steps }, 0, {}, 12)
    expect(truth.ok && truth.value.length).toBeGreaterThan(3)
    expect(tampered).toEqual(truth)
  })
})
