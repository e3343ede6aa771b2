// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { ReviewFrame } from '@shared/ipc'
import { i18n } from '../../i18n'
import { answers, calls, tableSnapshot } from '../../test-support/contract-spy'
import { useTableStore } from '../../stores/table'
import ReviewScreen from './ReviewScreen.vue'
import { when } from '../../review/words'

const seats = [
  { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' },
  { kind: 'bot' as const, name: 'Otto', colour: 'orange' as const, level: 'hard' as const },
]

/** A Check Mates bidding game's frame at `step` of 6: its review has a part of the game's own. */
const frame = (step: number): ReviewFrame => ({
  id: 'g1', mode: 'table', step, steps: 6, viewer: 'all', by: step === 0 ? null : 0, elapsed: step * 1000, startedAt: 0, endedAt: Date.UTC(2026, 11, 7, 10, 30), seed: 's',
  table: tableSnapshot({ tableId: 'review', gameId: 'checkmates', seats, view: null }), events: [], faceUp: null,
})

function screen() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:any(.*)*', component: { template: '<div/>' } }] })
  return mount(ReviewScreen, { props: { id: 'g1' }, global: { plugins: [pinia, router, i18n], stubs: { Felt: true, VerdictPanel: true } } })
}

afterEach(() => {
  calls.length = 0
  answers.clear()
  i18n.global.locale.value = 'en'
})

describe('the review screen', () => {
  test('a step still on its way when the review is left never lands on the table open at this screen', async () => {
    let arrive: (value: unknown) => void = () => {}
    answers.set('review:step', () => new Promise((done) => (arrive = done)))
    const w = screen()
    const tables = useTableStore()
    tables.snapshot = tableSnapshot({ tableId: 'live', gameId: 'checks', seats, view: null })
    w.unmount()
    arrive({ ok: true, value: frame(0) })
    await flushPromises()
    expect(tables.reviewing).toBe(false)
    expect(tables.shown?.tableId).toBe('live')
  })

  test("issue 31 item 16: the header says when the game ended, as the past games' list does, not when it was dealt", async () => {
    answers.set('review:step', () => ({ ok: true, value: frame(0) }))
    answers.set('verdict:checkmates', () => new Promise(() => {}))
    const w = screen()
    await flushPromises()
    expect(w.get('[data-testid="review-when"]').text()).toBe(when(Date.UTC(2026, 11, 7, 10, 30)))
    w.unmount()
  })

  test('issue 31 item 23: each step says who moved and when since the deal in a phrase of the language («Раздача время 0:00,0» before)', async () => {
    answers.set('review:step', (p) => ({ ok: true, value: frame((p as { step: number }).step) }))
    answers.set('verdict:checkmates', () => new Promise(() => {}))
    const w = screen()
    await flushPromises()
    const moment = () => w.get('[data-testid="review-moment"] h2').text()
    expect(moment()).toBe('The deal, 0:00.0 into the game')
    i18n.global.locale.value = 'ru'
    await flushPromises()
    expect(moment()).toBe('Раздача, 0:00,0 от начала партии')
    await w.get('[data-testid="review-next"]').trigger('click')
    await flushPromises()
    expect(moment()).toBe('Lena, 0:01,0 от начала партии')
    w.unmount()
  })

  test("stepping on keeps the game's own part of the review mounted: it asks the host for its review once", async () => {
    answers.set('review:step', (p) => ({ ok: true, value: frame((p as { step: number }).step) }))
    answers.set('verdict:checkmates', () => new Promise(() => {}))
    const w = screen()
    // The part loads on its own (a game's folder, found when first shown); each step waits for it.
    // The first load transforms a component, which on a busy machine takes more than vi.waitFor's
    // default second: the wait ends the moment the part is there.
    const mounted = () => vi.waitFor(() => expect(w.find('[data-testid="cm-review"]').exists()).toBe(true), { timeout: 20_000 })
    await mounted()
    for (let i = 0; i < 3; i++) {
      await w.get('[data-testid="review-next"]').trigger('click')
      await flushPromises()
      await mounted()
    }
    expect(w.get('[data-testid="review-step"]').attributes('data-step')).toBe('3')
    expect(calls.filter((c) => c.channel === 'verdict:checkmates')).toHaveLength(1)
  })
})
