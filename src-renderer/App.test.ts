// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { answers, calls, tableSnapshot } from './test-support/contract-spy'
import { useTableStore } from './stores/table'
import App from './App.vue'

const Blank = { template: '<div />' }
const seats = [{ kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' }]

async function at(path: string) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: Blank },
      { path: '/settings', component: Blank },
      { path: '/table/:tableId', name: 'table', component: Blank },
    ],
  })
  await router.push(path)
  const w = mount(App, { global: { plugins: [router] }, attachTo: document.body })
  await flushPromises()
  return { w, router }
}

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
  answers.clear()
})

describe('the way back to an open table (issue 21 finding 1)', () => {
  test('every other screen shows "Return to your table", and asks the host for the table, which holds it open for this app', async () => {
    const open = tableSnapshot({ gameId: 'cheat', seats, view: {}, tableId: 'open-1' })
    useTableStore().snapshot = open
    answers.set('table:get', () => ({ ok: true, value: open }))
    const { w, router } = await at('/table/open-1')
    expect(w.find('[data-testid=return-to-table]').exists()).toBe(false)

    await router.push('/settings')
    await flushPromises()
    const back = w.get('[data-testid=return-to-table]')
    expect(back.text()).toContain('Return to your table')
    expect(back.attributes('href')).toBe('/table/open-1')
    expect(calls.filter((c) => c.channel === 'table:get').map((c) => c.payload)).toEqual([{ tableId: 'open-1' }])
    w.unmount()
  })

  test('a table that closed meanwhile is let go: no screen offers a way back to nothing', async () => {
    useTableStore().snapshot = tableSnapshot({ gameId: 'cheat', seats, view: {}, tableId: 'gone-1' })
    answers.set('table:get', () => ({ ok: false, error: { code: 'NOT_FOUND', message: 'that table is no longer open' } }))
    const { w, router } = await at('/table/gone-1')
    await router.push('/')
    await flushPromises()
    expect(w.find('[data-testid=return-to-table]').exists()).toBe(false)
    expect(useTableStore().snapshot).toBeNull()
    w.unmount()
  })
})
