// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { LANGUAGES } from '@shared/profile'
import { i18n } from '../i18n'
import { GAME_UI_LIST, gameUi } from '../games/lookup'
import { useAppStore } from '../stores/app'
import { useTableStore } from '../stores/table'
import { tableSnapshot } from '../test-support/contract-spy'
import LobbyScreen from './LobbyScreen.vue'
import HomeScreen from './HomeScreen.vue'

async function render(component: object, props: Record<string, unknown> = {}) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { render: () => null } }] })
  await router.push('/')
  return mount(component, { props, global: { plugins: [router] } })
}

beforeEach(() => {
  setActivePinia(createPinia())
  useAppStore().profiles = [
    { id: 'p1', name: 'Lena', colour: 'sky', createdAt: 0 },
    { id: 'p2', name: 'Ben', colour: 'green', createdAt: 0 },
  ]
})
afterEach(() => (i18n.global.locale.value = 'en'))

describe("the lobby's words", () => {
  test.each(LANGUAGES)("%s: every game's options have the words the lobby shows, under the game's own id", (language) => {
    const has = (key: string) => i18n.global.te(key, language)
    const missing: string[] = []
    for (const { game } of GAME_UI_LIST) {
      const at = (key: string, part: string) => `${game.id}.options.${key}.${part}`
      if (game.optionsTitle && !has(`${game.id}.options.title`)) missing.push(`${game.id}.options.title`)
      for (const [key, o] of Object.entries(game.options)) {
        const needed =
          o.kind === 'choice'
            ? [at(key, 'label'), ...o.choices.map((c) => at(key, `choices.${c.value}`))]
            : [at(key, 'lobby'), ...(o.lobby.editable ? [at(key, 'label')] : []), ...(o.lobby.unit ? [at(key, 'unit')] : [])]
        missing.push(...needed.filter((k) => !has(k)))
      }
    }
    expect(missing).toEqual([])
  })

  test('in Russian: levels, options and a unit that agrees with the amount typed', async () => {
    i18n.global.locale.value = 'ru'
    const w = await render(LobbyScreen, { ui: gameUi('checkmates') })
    expect(w.get('h1').text()).toBe('Check Mates')
    expect(w.get('[data-testid="seat-1"]').findAll('optgroup').map((g) => g.attributes('label'))).toEqual(['Игроки за этим компьютером', 'Компьютерные игроки'])
    expect(w.get('[data-testid="seat-1"]').findAll('option').map((o) => o.text()).slice(2)).toEqual(['Компьютер — лёгкий', 'Компьютер — средний', 'Компьютер — сильный'])
    const options = w.get('[data-testid="lobby-options"]')
    expect(options.get('legend').text()).toBe('Игра с заявками')
    expect(w.get('[data-testid="lobby-side"]').findAll('option').map((o) => o.text())).toEqual(['«Пятнашки» (цвета)', '«Шахматы» (фигуры)'])
    const amount = w.get('[data-testid="lobby-cards"]')
    expect(amount.attributes('aria-label')).toBe('Число карточек')
    const unit = () => amount.element.nextElementSibling!.textContent
    expect(unit()).toBe('карточек')
    await w.get('[data-testid="lobby-cards-short"]').setValue(true)
    for (const [n, word] of [[1, 'карточку'], [2, 'карточки'], [21, 'карточку'], [12, 'карточек']] as const) {
      await amount.setValue(n)
      expect(unit(), String(n)).toBe(word)
    }
    expect(w.get('[data-testid="lobby-start"]').text()).toBe('Начать игру')
  })

  test('issue 31 item 13: a short game with its number typed empty or out of bounds is refused beside the field, and Start waits', async () => {
    const w = await render(LobbyScreen, { ui: gameUi('checkmates') })
    await w.get('[data-testid="lobby-cards-short"]').setValue(true)
    const amount = w.get('[data-testid="lobby-cards"]')
    const start = w.get('[data-testid="lobby-start"]')
    for (const typed of ['', '0', '2.5', '9999']) {
      await amount.setValue(typed)
      expect(w.get('[data-testid="lobby-cards-problem"]').text(), typed).toMatch(/^A whole number from 1 to \d+\.$/)
      expect(amount.attributes('aria-invalid'), typed).toBe('true')
      expect(start.attributes('disabled'), typed).toBeDefined()
    }
    await amount.setValue('5')
    expect(w.find('[data-testid="lobby-cards-problem"]').exists()).toBe(false)
    expect(amount.attributes('aria-invalid')).toBe('false')
    // Unticked, the field is not asked for at all.
    await amount.setValue('')
    await w.get('[data-testid="lobby-cards-short"]').setValue(false)
    expect(w.find('[data-testid="lobby-cards-problem"]').exists()).toBe(false)
  })

  test("in Russian the phones' note names who joins by phone, agreeing with how many", async () => {
    i18n.global.locale.value = 'ru'
    useAppStore().phones = { state: 'on', url: 'http://127.0.0.2:4100/', problem: null, addresses: [], fixedAtLaunch: true }
    const w = await render(LobbyScreen, { ui: gameUi('four-down') })
    await w.get('[data-testid="seat-1"]').setValue('p2')
    await w.get('[data-testid="seat-0-where"]').setValue('phone')
    await flushPromises()
    expect(w.get('[data-testid="lobby-phones-note"]').text()).toMatch(/^Lena подключается, отсканировав код на столе своим телефоном;/)
    await w.get('[data-testid="seat-1-where"]').setValue('phone')
    expect(w.get('[data-testid="lobby-phones-note"]').text()).toMatch(/^Lena и Ben подключаются, отсканировав код на столе своими телефонами;/)
    expect(w.get('[data-testid="lobby-target-short"]').element.nextElementSibling!.textContent).toBe('Короткая партия (до 30 очков вместо 100)')
  })
})

test('in Russian, starting a game while another runs asks first, naming that game by its Russian title', async () => {
  i18n.global.locale.value = 'ru'
  useTableStore().snapshot = tableSnapshot({ gameId: 'cheat', seats: [], view: {} })
  const w = await render(LobbyScreen, { ui: gameUi('four-down') })
  await w.get('form').trigger('submit')
  const confirm = w.get('[data-testid="confirm"]')
  expect(confirm.get('h2').text()).toBe('Выйти из игры «Верю — не верю»?')
  expect(w.get('[data-testid="confirm-yes"]').text()).toBe('Выйти и начать')
  expect(w.get('[data-testid="confirm-no"]').text()).toBe('Остаться в той игре')
  w.unmount()
})

describe("the library's words", () => {
  test('each card counts its players by the language\'s plurals, and the greeting counts the games', async () => {
    const en = await render(HomeScreen)
    expect(en.text()).toContain(`${GAME_UI_LIST.length} games for one screen`)
    expect(en.get('[data-testid="game-cheat"] .players').text()).toBe('3–6 players')
    expect(en.get('[data-testid="game-checkmates"] .players').text()).toBe('1–6 players')
    i18n.global.locale.value = 'ru'
    const ru = await render(HomeScreen)
    expect(ru.get('h1').text()).toBe('Присаживайтесь к столу')
    expect(ru.text()).toContain(`${GAME_UI_LIST.length} игр для одного экрана`)
    expect(ru.get('[data-testid="game-cheat"] h2').text()).toBe('Верю — не верю')
    expect(ru.get('[data-testid="game-cheat"] .players').text()).toBe('3–6 игроков')
    expect(ru.get('[data-testid="game-four-down"] .players').text()).toBe('2–4 игрока')
    expect(ru.get('[data-testid="play-cheat"]').text()).toBe('Играть')
  })
})
