// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { i18n } from '../i18n'
import { useAppStore } from '../stores/app'
import SettingsScreen from './SettingsScreen.vue'

afterEach(() => (i18n.global.locale.value = 'en'))

test("why phones cannot join is said by its code in the current language, never in the host's English", () => {
  setActivePinia(createPinia())
  const app = useAppStore()
  app.settings = { ...app.settings, phones: true }
  const english = 'Phones cannot join: port 4100 is taken by another program.'
  app.phones = { state: 'failed', url: null, problem: { code: 'PORT_TAKEN', message: english, params: { port: 4100 } }, addresses: ['192.168.1.5'], fixedAtLaunch: false }
  i18n.global.locale.value = 'ru'
  const w = mount(SettingsScreen)
  expect(w.get('[data-testid=phones-status]').text()).toBe('Телефоны не могут подключиться: порт 4100 занят другой программой.')
  w.unmount()
})
