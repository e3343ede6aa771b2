// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { Outcome } from '@shared/engine'
import type { TableSnapshot } from '@shared/ipc'
import { answers, calls, tableSnapshot } from '../test-support/contract-spy'
import { useTableStore } from '../stores/table'
import TableScreen from './TableScreen.vue'

const seats = [
  { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'easy' as const },
]
const won: Outcome = { winners: [0], scores: [20, 16], disqualified: [] }
/** A table of no game the registry knows, so no board loads: only the frame is under test. */
const snap = (outcome: Outcome | null): TableSnapshot =>
  tableSnapshot({ gameId: 'nonesuch' as TableSnapshot['gameId'], seats, view: {}, outcome })

async function open(first: TableSnapshot) {
  answers.set('table:get', () => ({ ok: true, value: first }))
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: { template: '<p />' } },
      { path: '/table/:tableId', component: TableScreen, props: true },
    ],
  })
  await router.push('/table/t')
  const w = mount({ template: '<RouterView />' }, { global: { plugins: [router] }, attachTo: document.body })
  await flushPromises()
  return w
}

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
  answers.clear()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('a game\'s end at the table (issue 21 findings 4, 5)', () => {
  test('the end reveals the table first, then the result, even while more snapshots of the finished table arrive', async () => {
    const w = await open(snap(null))
    const store = useTableStore()
    store.snapshot = snap(won)
    await flushPromises()
    expect(w.get('.table-screen').attributes('data-ending')).toBe('reveal')
    expect(w.find('[data-testid=table-result]').exists()).toBe(false)
    // The finished table keeps sending snapshots (a look released, a phone's news): each brings the outcome again.
    await vi.advanceTimersByTimeAsync(800)
    store.snapshot = snap({ ...won })
    await vi.advanceTimersByTimeAsync(1000)
    const result = w.get('[data-testid=table-result]')
    expect(result.text()).toContain('Lena wins')
    expect(result.findAll('button').map((b) => b.text())).toEqual(['Play again', 'See the table', 'Leave'])
    w.unmount()
  })

  test('issue 31 item 18: every seat winning is "A draw", as the game\'s own line and the record say; some of them share the win, by name', async () => {
    const three = [...seats, { kind: 'bot' as const, name: 'Ben', colour: 'green' as const, level: 'easy' as const }]
    const ending = async (winners: number[], at: TableSnapshot['seats']) => {
      const first = tableSnapshot({ gameId: 'nonesuch' as TableSnapshot['gameId'], seats: at, view: {}, outcome: null })
      const w = await open(first)
      useTableStore().snapshot = { ...first, outcome: { winners, scores: at.map(() => 10), disqualified: [] } }
      await vi.advanceTimersByTimeAsync(2000)
      const text = w.get('[data-testid=table-result] h2').text()
      w.unmount()
      return text
    }
    expect(await ending([0, 1], seats)).toBe('A draw')
    expect(await ending([0, 2], three)).toBe('Lena and Ben share the win')
  })

  test("issue 31 item 9: the hand-over screen says whose turn the table waits on meanwhile, when another seat acts first", async () => {
    const handingOver = (actingSeat: number | null) =>
      tableSnapshot({ gameId: 'nonesuch' as TableSnapshot['gameId'], seats, view: {}, outcome: null, handover: { seat: 0, name: 'Lena' }, actingSeat })
    const w = await open(handingOver(1))
    expect(w.get('[data-testid=handover]').attributes('aria-label')).toBe('Pass the computer to Lena')
    expect(w.get('[data-testid=handover-now]').text()).toBe('Meanwhile Ada is taking their turn.')
    useTableStore().snapshot = handingOver(0)
    await flushPromises()
    expect(w.find('[data-testid=handover-now]').exists()).toBe(false)
    w.unmount()
  })

  test('See the table: no dialog over it, the verdict with Play again and Leave in the strip, the scores beside the table', async () => {
    const w = await open(snap(won))
    await vi.advanceTimersByTimeAsync(2000)
    await w.get('[data-testid=result-table]').trigger('click')
    expect(w.find('[role=dialog]').exists()).toBe(false)
    const bar = w.get('.strip [data-testid=table-ending]')
    expect(bar.get('h2').text()).toBe('Lena wins')
    expect(bar.findAll('button').map((b) => b.text())).toEqual(['Play again', 'Leave'])
    // Nothing stands between the strip and the table (issue 31, item 6): the scores are in the side column.
    expect(w.get('.side [data-testid=ending-scores]').findAll('[data-testid=ending-row]').map((r) => r.text())).toEqual(['LLena20★', 'AAda16'])
    // The strip's own Leave steps aside for the ending's.
    expect(w.find('[data-testid=table-leave]').exists()).toBe(false)
    w.unmount()
  })
})
