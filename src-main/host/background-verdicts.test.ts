import { describe, expect, test } from 'vitest'
import type { GameId } from '@shared/games/registry'
import type { GameRecord } from '@shared/records/format'
import { lastTurnRecord } from '@shared/records/test-support'
import { VERDICT_VERSION } from '@shared/games/expert/verdict'
import { memoryArchive } from '../store/archive'
import { backgroundVerdicts } from './background-verdicts'
import { pastGame } from './past-games'
import { createVerdictService, type VerdictReply, type VerdictWorker } from './verdicts'

const CARD: GameId[] = ['check', 'four-down', 'cheat', 'checks']
const NO_RESULT = { winners: [], scores: [], disqualified: [] }

/** Ada's last turn of a Four Down round, Ada a person here; Ben a person too unless said otherwise. */
function adaDiscards(ben: 'person' | 'guest' = 'person'): GameRecord {
  const r = lastTurnRecord({ type: 'discard' })
  return { ...r, seats: r.seats.map((s, i) => (i === 0 ? { ...s, profileId: 'ada' } : ben === 'person' ? { ...s, profileId: 'ben' } : s)) }
}

function judge(games: { id: string; day: number; record?: GameRecord; practice?: boolean }[] = []) {
  const archive = memoryArchive()
  for (const g of games) archive.fileGame(pastGame(g.id, g.day * 86_400_000, g.record ?? adaDiscards(), NO_RESULT, g.practice))
  const filed: string[] = []
  const service = createVerdictService(null)
  const bg = backgroundVerdicts({ archive, verdicts: service, filed: (game) => filed.push(game) })
  const adas = () => archive.cardProgress('ada', CARD, { from: null }).decisions
  return { archive, bg, filed, adas, service }
}

describe('the background judge (issue 30): verdicts nobody asked for, kept for the Progress screen', () => {
  test("a finished game's people are judged at once: Ada's discarded ace is a blunder on a drawn card, and the screen is told", async () => {
    const { bg, filed, adas, archive } = judge([{ id: 'g1', day: 1 }])
    expect(adas().waiting).toBe(1)
    bg.gameFiled('g1')
    await bg.idle()
    expect(filed).toEqual(['g1', 'g1'])
    const d = adas()
    expect(d.waiting).toBe(0)
    expect(d.games).toHaveLength(1)
    // Her draw from the stock was good; the discard gave away 12 points.
    expect(d.games[0]!.blocks).toEqual([{ block: 1, games: 1, decisions: 2, good: 1, share: 0.5, from: 86_400_000, at: 86_400_000, game: 'g1' }])
    expect(d.games[0]!.kinds).toMatchObject([{ kind: 'drawn', decisions: 1, good: 0, loss: 12 }, { kind: 'turn', decisions: 1, good: 1 }])
    // Nothing is left to judge, so nothing is judged twice.
    expect(archive.unjudged({ games: CARD, version: VERDICT_VERSION, limit: 10 })).toEqual([])
  })

  test('at start, games kept before are judged, newest first; practice games and guests are not', async () => {
    const { bg, filed } = judge([
      { id: 'old', day: 1 },
      { id: 'new', day: 3 },
      { id: 'practice', day: 4, practice: true },
      { id: 'guest', day: 2, record: adaDiscards('guest') },
    ])
    bg.catchUp()
    await bg.idle()
    expect(filed).toEqual(['new', 'new', 'guest', 'old', 'old'])
  })

  test('a seat a review has judged meanwhile is not judged again', async () => {
    const { bg, filed, archive } = judge([{ id: 'g1', day: 1 }])
    bg.catchUp()
    // Ada's seat is on the thread already; Ben's, still waiting, is judged by a review (which the host keeps).
    archive.fileVerdicts('g1', 1, VERDICT_VERSION, [])
    bg.reviewed('g1', 1)
    await bg.idle()
    expect(filed).toEqual(['g1'])
    expect(archive.unjudged({ games: CARD, version: VERDICT_VERSION, limit: 10 })).toEqual([])
  })

  test('a game deleted before its turn comes is skipped; a record that cannot be replayed is kept as judged with nothing in it', async () => {
    const { bg, archive, filed } = judge([{ id: 'gone', day: 1 }])
    archive.fileGame({ ...pastGame('broken', 2 * 86_400_000, adaDiscards(), NO_RESULT), record: '{"not":"a record"}' })
    bg.catchUp()
    archive.deleteGame('gone')
    await bg.idle()
    expect(filed).toEqual([])
    expect(archive.unjudged({ games: CARD, version: VERDICT_VERSION, limit: 10 })).toEqual([])
    expect(archive.saving).toEqual({ saved: true })
  })

  test('closed, it judges no more', async () => {
    const { bg, filed, service } = judge([{ id: 'a', day: 1 }, { id: 'b', day: 2 }])
    bg.catchUp()
    bg.close()
    await service.close()
    await bg.idle()
    expect(filed.length).toBeLessThanOrEqual(2)
    expect(filed.every((g) => g === 'b')).toBe(true)
  })
})

describe('background jobs on the verdict thread', () => {
  test('a review asked while a background job runs goes first: the background job is stopped and starts again after it', async () => {
    const posted: string[] = []
    let stop: Int32Array | null = null
    let answer: (r: VerdictReply) => void = () => {}
    const held: { id: number; kind: string }[] = []
    const service = createVerdictService((flag) => {
      stop = new Int32Array(flag)
      return {
        // The worker answers a job only when the test lets it.
        postMessage: (job: { id: number; work: { kind: string; seat: number } }) => {
          posted.push(`${job.work.seat === 1 ? 'background' : 'review'} #${job.id}`)
          held.push({ id: job.id, kind: job.work.kind })
        },
        on: (event: string, l: (r: VerdictReply) => void) => (event === 'message' ? (answer = l) : undefined),
        terminate: async () => 0,
      } as unknown as VerdictWorker
    })
    const release = () => {
      const job = held.shift()!
      answer({ id: job.id, kind: 'done', result: { ok: true, value: [] } })
    }
    const record = adaDiscards()
    const background = service.judge(record, 1, { background: true })
    expect(posted).toEqual(['background #1'])
    const review = service.judge(record, 0)
    // The background job's flag is raised (its thread stops at the next playout), the review goes on.
    expect(stop![0]).toBe(1)
    expect(posted).toEqual(['background #1', 'review #2'])
    // The stopped job's late answer is not taken for anyone's.
    release()
    release()
    expect(await review).toEqual({ ok: true, value: [] })
    expect(posted).toEqual(['background #1', 'review #2', 'background #3'])
    release()
    expect(await background).toEqual({ ok: true, value: [] })
  })

  test('a background job waits behind reviews already waiting', async () => {
    const order: number[] = []
    const service = createVerdictService(() => {
      let onMessage: (r: VerdictReply) => void = () => {}
      return {
        postMessage: (job: { id: number; work: { seat: number } }) =>
          queueMicrotask(() => (order.push(job.work.seat), onMessage({ id: job.id, kind: 'done', result: { ok: true, value: [] } }))),
        on: (event: string, l: (r: VerdictReply) => void) => (event === 'message' ? (onMessage = l) : undefined),
        terminate: async () => 0,
      } as unknown as VerdictWorker
    })
    const record = adaDiscards()
    await Promise.all([service.judge(record, 0), service.judge(record, 1, { background: true }), service.judge(record, 0), service.judge(record, 0)])
    expect(order).toEqual([0, 0, 0, 1])
  })
})
