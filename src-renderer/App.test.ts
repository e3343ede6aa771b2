// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { answers, calls, tableSnapshot } from './test-support/contract-spy'
import { useTableStore } from './stores/table'
import { i18n } from './i18n'
import { router as appRouter } from './router'
import App from './App.vue'

const Blank = { template: '<div />' }
const seats = [{ kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' }]

async function at(path: string) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: Blank },
      { path: '/settings', component: Blank, meta: { title: 'pages.settings' } },
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

describe("the window's title", () => {
  afterEach(() => (i18n.global.locale.value = 'en'))

  test('names the page in the language on screen, and follows a change of language', async () => {
    const { w, router } = await at('/settings')
    expect(document.title).toBe('Settings · Check Mates Tabletop')
    i18n.global.locale.value = 'ru'
    await flushPromises()
    expect(document.title).toBe('Настройки · Check Mates Tabletop')
    await router.push('/')
    await flushPromises()
    expect(document.title).toBe('Check Mates Tabletop')
    w.unmount()
  })

  test("every page of the app has a name in every language, the games' own pages too", () => {
    const routes = appRouter.getRoutes()
    expect(routes.map((r) => r.name)).toContain('checkmates-solo')
    for (const language of ['en', 'ru'] as const) {
      const unnamed = routes.filter((r) => !r.meta.title || !i18n.global.te(r.meta.title, language)).map((r) => String(r.name))
      expect(unnamed, language).toEqual([])
    }
  })
})
