// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { PastGameSummary } from '@shared/ipc'
import { i18n } from '../../i18n'
import { answers, calls } from '../../test-support/contract-spy'
import GamesScreen from './GamesScreen.vue'

const game = (id: string, practice: boolean): PastGameSummary => ({
  id, at: Date.UTC(2026, 2, 14, 18, 30), gameId: 'checks', mode: 'table', steps: 21, winners: [0], scores: [3, 1],
  seats: [{ name: 'Lena', kind: 'human', profileId: 'p1' }, { name: 'Otto', kind: 'bot', level: 'hard' }],
  ...(practice && { practice: true as const }),
})

async function screen() {
  answers.set('games:list', async () => ({ ok: true, value: [game('g2', true), game('g1', false)] }))
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:any(.*)*', component: { template: '<div/>' } }] })
  const w = mount(GamesScreen, { global: { plugins: [createPinia(), router, i18n] } })
  await flushPromises()
  return w
}

afterEach(() => {
  i18n.global.locale.value = 'en'
  calls.length = 0
  answers.clear()
})

describe('the past games', () => {
  test('a game from a practice table is marked practice; a counted game is not', async () => {
    const w = await screen()
    const rows = w.findAll('[data-testid="past-game"]')
    expect(rows.map((r) => r.attributes('data-practice'))).toEqual(['true', 'false'])
    expect(rows[0]!.get('[data-testid="past-game-practice"]').text()).toBe('Practice')
    expect(rows[0]!.get('[data-testid="past-game-practice"]').attributes('title')).toBe("A practice table: it counts for nobody's record.")
    expect(rows[1]!.find('[data-testid="past-game-practice"]').exists()).toBe(false)
    expect(rows[1]!.text()).toContain('21 steps')
    expect(rows[1]!.text()).toContain('Otto (computer, hard)')
    expect(rows[1]!.get('[data-testid="past-game-result"]').text()).toBe('Lena wins · 3 – 1')
  })

  test('in Russian: the mark, the date by the language, the steps by Russian plurals', async () => {
    i18n.global.locale.value = 'ru'
    const w = await screen()
    const rows = w.findAll('[data-testid="past-game"]')
    expect(rows[0]!.get('[data-testid="past-game-practice"]').text()).toBe('Тренировка')
    const when = new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'short' }).format(game('g1', false).at)
    expect(rows[1]!.get('small').text()).toBe(`${when} · 21 шаг`)
    expect(when).toMatch(/мар/)
    expect(rows[1]!.text()).toContain('Otto (компьютер, сильный)')
    expect(rows[1]!.get('[data-testid="past-game-result"]').text()).toBe('Победа: Lena · 3 – 1')
    expect(w.get('h1').text()).toBe('Прошлые партии')
  })
})
