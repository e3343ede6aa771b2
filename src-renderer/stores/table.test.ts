// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { answers, calls, tableSnapshot } from '../test-support/contract-spy'
import { useTableStore } from './table'

const moment = tableSnapshot({ tableId: 'review:g1', gameId: 'cheat', seats: [], view: { hand: ['2S'] }, now: 5_000, deadline: 8_000 })

describe('the table store showing a review', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    calls.length = 0
    answers.clear()
  })

  test("a past game's moment is shown with nothing sent to the host, whatever the table's parts ask", async () => {
    const tables = useTableStore()
    tables.review(moment)
    expect(tables.shown).toEqual(moment)
    expect(await tables.act(0, { type: 'claim' })).toEqual({ ok: false, message: 'This is a review: the game is over.' })
    expect(await tables.release()).toMatchObject({ ok: false })
    expect(await tables.handover()).toMatchObject({ ok: false })
    expect(calls).toEqual([])
  })

  test("a review's clock stands still at its step: the countdown shows what was left then", () => {
    const tables = useTableStore()
    tables.review(moment)
    expect(tables.remaining(Date.now())).toBe(3_000)
    expect(tables.remaining(Date.now() + 60_000)).toBe(3_000)
  })

  test('leaving the review clears it, and a real table is acted on again', async () => {
    const tables = useTableStore()
    tables.review(moment)
    tables.review(null)
    expect(tables.shown).toBeNull()
    await tables.load('t1')
    await tables.act(0, { type: 'claim' })
    expect(calls.map((c) => c.channel)).toEqual(['table:get', 'table:act'])
  })

  test('issue 21 audit: a review never touches the table still open at this screen, which takes the host\'s news meanwhile and is shown again after', async () => {
    const tables = useTableStore()
    const live = (now: number) => tableSnapshot({ tableId: 't1', gameId: 'check', seats: [], view: {}, now })
    answers.set('table:get', () => ({ ok: true, value: live(1) }))
    await tables.load('t1')
    tables.review(moment)
    expect(tables.shown).toEqual(moment)
    expect(tables.snapshot).toEqual(live(1))
    expect(tables.running).toBe(true)
    // The open table's news while the review is on (each screen asks for it again) is kept.
    answers.set('table:get', () => ({ ok: true, value: live(2) }))
    await tables.refresh()
    expect(tables.shown).toEqual(moment)
    tables.review(null)
    expect(tables.shown).toEqual(live(2))
    expect(calls.map((c) => c.channel)).toEqual(['table:get', 'table:get'])
  })
})

describe('the table store leaving a table', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    calls.length = 0
    answers.clear()
  })

  test('a table opened while the host answers the leave is the one on screen after it, never cleared by that answer', async () => {
    const tables = useTableStore()
    const first = tableSnapshot({ tableId: 't1', gameId: 'check', seats: [], view: {} })
    const next = tableSnapshot({ tableId: 't2', gameId: 'check', seats: [], view: {} })
    answers.set('table:get', () => ({ ok: true, value: first }))
    await tables.load('t1')
    let answerLeave: (r: unknown) => void = () => {}
    answers.set('table:leave', () => new Promise((done) => (answerLeave = done)))
    answers.set('table:create', () => ({ ok: true, value: next }))
    const leaving = tables.leave()
    expect(tables.snapshot).toBeNull()
    expect(await tables.create({ gameId: 'check', seats: [] } as never)).toBe('t2')
    answerLeave({ ok: true, value: null })
    await leaving
    expect(tables.snapshot?.tableId).toBe('t2')
    expect(calls.filter((c) => c.channel === 'table:leave').map((c) => c.payload)).toEqual([{ tableId: 't1' }])
  })
})
