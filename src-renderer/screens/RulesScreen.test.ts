// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import { i18n } from '../i18n'
import RulesScreen from './RulesScreen.vue'

async function rulesOf(id: string) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { render: () => null } }] })
  await router.push(`/rules/${id}`)
  const w = mount(RulesScreen, { props: { id }, global: { plugins: [router] } })
  await settle()
  return w
}
async function settle() {
  await vi.dynamicImportSettled()
  await flushPromises()
}

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe('the rules screen speaks the language on screen', () => {
  test('a page open when the language changes is shown again in the new language, title and all', async () => {
    const w = await rulesOf('cheat')
    expect(w.get('h1').text()).toBe('Cheat')
    expect(w.get('.text h2').text()).toBe('What you need')

    i18n.global.locale.value = 'ru'
    await settle()
    expect(w.get('h1').text()).toBe('Верю — не верю')
    expect(w.get('.text h2').text()).toBe('Что понадобится')
    expect(w.get('.toc h2').text()).toBe('На этой странице')
    expect(w.get('.button.primary').text()).toBe('Играть в «Верю — не верю»')
  })

  test('each Russian section has its own anchor, so the contents can jump to it', async () => {
    i18n.global.locale.value = 'ru'
    const w = await rulesOf('check')
    const ids = w.findAll('.text section').map((s) => s.attributes('id'))
    expect(ids).toContain('объявить-чек')
    expect(new Set(ids).size).toBe(ids.length)
  })
})
