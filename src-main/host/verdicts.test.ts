import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Events, EventName, JudgedStep } from '@shared/ipc'
import { fourDownGame } from '@shared/games/four-down'
import type { GameRecord } from '@shared/records/format'
import type { CheckMatesReview } from '@shared/ipc'
import { defaultBiddingConfig } from '@shared/checkmates/bidding'
import { biddingAsCardGame, lastTurnRecord, recordedMatch, solverRun } from '@shared/records/test-support'
import { confBacking } from '../store/conf-backing'
import { openStore } from '../store/store'
import { createHost } from './host'
import { pastGame } from './past-games'
import { createVerdictService, type VerdictReply, type VerdictWorker } from './verdicts'
import { memoryArchive } from '../store/archive'
import { VERDICT_VERSION } from '@shared/games/expert/verdict'

// Ada discards a drawn ace she could have put on a king she knew of: a blunder of 12 points.
const discardedAce = lastTurnRecord({ type: 'discard' })

function makeHost(saved: Record<string, GameRecord> = {}) {
  const { store } = openStore(confBacking(mkdtempSync(join(tmpdir(), 'cmt-verdict-'))))
  const archive = memoryArchive()
  // Saved as the host keeps a finished game: among the past games, by its id.
  for (const [id, record] of Object.entries(saved)) archive.fileGame(pastGame(id, 1000, record, record.result ?? { winners: [], scores: [], disqualified: [] }))
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock: { now: () => 1000, setTimeout: () => 0, clearTimeout: () => {} } })
  const heard: Events['verdict:progress'][] = []
  const connection = host.connect(<K extends EventName>(event: K, payload: Events[K]) => {
    if (event === 'verdict:progress') heard.push(payload as Events['verdict:progress'])
  })
  return { host, connection, heard, archive }
}

describe('verdict:judge, the review asking for the expert\'s verdicts', () => {
  test('a saved game is judged for the seat asked: the discarded ace is a blunder, with progress to the asker', async () => {
    const { connection, heard } = makeHost({ g1: discardedAce })
    const r = await connection.request('verdict:judge', { job: 'review-1', seat: 0, recordId: 'g1', playouts: 40 })
    expect(r.ok).toBe(true)
    const steps = (r as { value: JudgedStep[] }).value
    expect(steps.find((s) => s.step === 3)).toMatchObject({ label: 'blunder', loss: 12, expertWords: { key: 'four-down.expert.replace', values: { slot: 1 } } })
    expect(heard.length).toBeGreaterThan(1)
    expect(heard.every((p) => p.job === 'review-1')).toBe(true)
    expect(heard.at(-1)).toMatchObject({ done: heard[0]!.total, judged: steps.length, decisions: steps.length })
  })

  test("issue 31 item 10: a seat judged at the expert's own budget is kept with the game: asked again (another seat and back), the same verdicts at once", async () => {
    const { connection, heard, archive } = makeHost({ g1: discardedAce })
    const first = await connection.request('verdict:judge', { job: 'review-1', seat: 0, recordId: 'g1' })
    if (!first.ok) throw new Error(first.error.message)
    const worked = heard.length
    expect(worked).toBeGreaterThan(1)
    // Ben's seat, worked out and kept too, then Ada's again: no work this time, no progress to show.
    expect(await connection.request('verdict:judge', { job: 'review-1', seat: 1, recordId: 'g1' })).toMatchObject({ ok: true })
    const seen = heard.length
    expect(await connection.request('verdict:judge', { job: 'review-1', seat: 0, recordId: 'g1' })).toEqual(first)
    expect(heard.length).toBe(seen)
    expect(archive.keptReview('g1', 1, VERDICT_VERSION)).not.toBeNull()
    // A budget asked for is worked out afresh, and not kept in place of the expert's own.
    expect(await connection.request('verdict:judge', { job: 'review-1', seat: 0, recordId: 'g1', playouts: 40 })).toMatchObject({ ok: true })
    expect(heard.length).toBeGreaterThan(seen)
    expect(archive.keptReview('g1', 0, VERDICT_VERSION)).toEqual((first as { value: unknown }).value)
    // Verdicts of an older judge are not shown for this one's.
    expect(archive.keptReview('g1', 0, VERDICT_VERSION + 1)).toBeNull()
  })

  test.each([
    [{ job: 'j', seat: 0, recordId: 'gone' }, 'NOT_FOUND'],
    [{ job: 'j', seat: 2, recordId: 'g1' }, 'BAD_SEAT'],
    [{ job: 'j', seat: 0 }, 'INVALID_PAYLOAD'],
    // A record goes through games:import first: the review's requests name saved games only.
    [{ job: 'j', seat: 0, record: discardedAce }, 'INVALID_PAYLOAD'],
    [{ job: 'j', seat: 0, recordId: 'g1', record: discardedAce }, 'INVALID_PAYLOAD'],
  ])('%j is refused with %s, and nothing is judged', async (payload, code) => {
    const { connection, heard } = makeHost({ g1: discardedAce })
    expect(await connection.request('verdict:judge', payload)).toMatchObject({ ok: false, error: { code } })
    expect(heard).toEqual([])
  })

  const long = () => makeHost({ long: recordedMatch('four-down', fourDownGame, ['hard', 'hard'], 'cancel-me').record })
  test('called off by the screen, the work stops and the request answers CANCELLED', async () => {
    const { connection } = long()
    const judging = connection.request('verdict:judge', { job: 'long', seat: 0, recordId: 'long', playouts: 200 })
    expect(await connection.request('verdict:cancel', { job: 'long' })).toEqual({ ok: true, value: null })
    expect(await judging).toMatchObject({ ok: false, error: { code: 'CANCELLED' } })
  })

  test('a closed window calls off its jobs', async () => {
    const { connection } = long()
    const judging = connection.request('verdict:judge', { job: 'long', seat: 0, recordId: 'long', playouts: 200 })
    connection.close()
    expect(await judging).toMatchObject({ ok: false, error: { code: 'CANCELLED' } })
  })
})

describe('verdict:checkmates, a Check Mates game against the solver', () => {
  test('a solo run: each card with its optimum, a shortest line as boards to step through, and the time taken', async () => {
    const { connection } = makeHost({ solo: solverRun('cm-review', { detour: 2 }).record })
    const r = await connection.request('verdict:checkmates', { recordId: 'solo' })
    if (!r.ok) throw new Error(r.error.message)
    const review = r.value as CheckMatesReview & { kind: 'solo' }
    expect(review.kind).toBe('solo')
    expect(review.cards).toHaveLength(10)
    for (const card of review.cards) {
      expect(card.lineBoards).toHaveLength(card.optimal!)
      expect(card.ms).toBeGreaterThan(0)
    }
    // The detour on card 2 (a move made and taken back) is two moves beyond the optimum.
    expect(review.cards.map((c) => c.extra)).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 0])
  })

  test('a bidding game: every bid against the optimum', async () => {
    const { connection } = makeHost({ bids: recordedMatch('checkmates', biddingAsCardGame, ['hard', 'hard'], 'b1', { ...defaultBiddingConfig(2), cards: 1 }).record })
    const r = await connection.request('verdict:checkmates', { recordId: 'bids' })
    expect(r).toMatchObject({ ok: true, value: { kind: 'bidding', bids: expect.arrayContaining([expect.objectContaining({ card: expect.any(Number), against: expect.any(String) })]) } })
  })

  test('a card game is no Check Mates game: NOT_CHECK_MATES', async () => {
    const { connection } = makeHost({ g1: discardedAce })
    expect(await connection.request('verdict:checkmates', { recordId: 'g1' })).toMatchObject({ ok: false, error: { code: 'NOT_CHECK_MATES' } })
  })
})

describe('the verdict thread', () => {
  /** A worker that answers from the script it is given, or crashes. */
  function fakeWorker(script: (job: { id: number }, reply: (r: VerdictReply) => void, crash: () => void) => void): () => VerdictWorker {
    return () => {
      const listeners: Record<string, ((x: any) => void)[]> = { message: [], error: [], exit: [] }
      return {
        postMessage: (job) => queueMicrotask(() => script(job, (r) => listeners.message!.forEach((l) => l(r)), () => listeners.exit!.forEach((l) => l(1)))),
        on: (event: string, l: (x: any) => void) => listeners[event]!.push(l),
        terminate: async () => 0,
      } as VerdictWorker
    }
  }

  test("progress and the answer come from the worker's messages", async () => {
    const service = createVerdictService(fakeWorker((job, reply) => {
      reply({ id: job.id, kind: 'progress', progress: { done: 1, total: 2, judged: 0, decisions: 1 } })
      reply({ id: job.id, kind: 'done', result: { ok: true, value: [] } })
    }))
    const seen: number[] = []
    expect(await service.judge(discardedAce, 0, { progress: (p) => seen.push(p.done) })).toEqual({ ok: true, value: [] })
    expect(seen).toEqual([1])
  })

  test('a worker that dies answers VERDICT_FAILED instead of leaving the review waiting, and the next job gets a new one', async () => {
    let spawned = 0
    const crashing = fakeWorker((_job, _reply, crash) => crash())
    const service = createVerdictService(() => (spawned++, crashing()))
    expect(await service.judge(discardedAce, 0)).toMatchObject({ ok: false, error: { code: 'VERDICT_FAILED' } })
    expect(await service.judge(discardedAce, 0)).toMatchObject({ ok: false, error: { code: 'VERDICT_FAILED' } })
    expect(spawned).toBe(2)
  })
})

describe('the queue', () => {
  test('advice asked while reviews wait goes before them', async () => {
    const order: string[] = []
    const service = createVerdictService(() => {
      let onMessage: (r: VerdictReply) => void = () => {}
      return {
        postMessage: (job: { id: number; work: { kind: string } }) =>
          queueMicrotask(() => (order.push(job.work.kind), onMessage({ id: job.id, kind: 'done', result: { ok: true, value: [] } }))),
        on: (event: string, l: (r: VerdictReply) => void) => (event === 'message' ? (onMessage = l) : undefined),
        terminate: async () => 0,
      } as unknown as VerdictWorker
    })
    const jobs = [service.judge(discardedAce, 0), service.judge(discardedAce, 1), service.advise({ game: 'four-down', knowledge: { seat: 0 }, view: {}, legal: [], names: [], seed: 1, playouts: 1 })]
    await Promise.all(jobs)
    // The first review was already on the thread; the advice passed the second.
    expect(order).toEqual(['judge', 'advise', 'judge'])
  })
})
