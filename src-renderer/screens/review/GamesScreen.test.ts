// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { GamesQuery, PastGameSummary } from '@shared/ipc'
import { i18n } from '../../i18n'
import { answers, calls } from '../../test-support/contract-spy'
import GamesScreen from './GamesScreen.vue'

const game = (id: string, practice: boolean): PastGameSummary => ({
  id, at: Date.UTC(2026, 2, 14, 18, 30), gameId: 'checks', mode: 'table', steps: 21, winners: [0], scores: [3, 1],
  seats: [{ name: 'Lena', kind: 'human', profileId: 'p1' }, { name: 'Otto', kind: 'bot', level: 'hard' }],
  ...(practice && { practice: true as const }),
})

async function screen(games: PastGameSummary[] = [game('g2', true), game('g1', false)]) {
  answers.set('games:list', async () => ({ ok: true, value: { games, total: games.length, next: null } }))
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
    expect(rows[1]!.get('[data-testid="past-game-result"]').text()).toBe('Lena wins · 3 : 1')
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
    expect(rows[1]!.get('[data-testid="past-game-result"]').text()).toBe('Победа: Lena · 3 : 1')
    expect(w.get('h1').text()).toBe('Прошлые партии')
  })

  test('issue 29: the filters go to main as one query; a result only with a player; "Show more" asks for the page after the last row', async () => {
    answers.set('games:list', async (q) => {
      const { after } = q as GamesQuery
      return after
        ? { ok: true, value: { games: [game('g1', false)], total: 3, next: null } }
        : { ok: true, value: { games: [game('g3', false), game('g2', true)], total: 3, next: { at: 5, id: 'g2' } } }
    })
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:any(.*)*', component: { template: '<div/>' } }] })
    const w = mount(GamesScreen, { global: { plugins: [createPinia(), router, i18n] } })
    await flushPromises()
    expect(w.get('[data-testid="games-count"]').text()).toBe('2 of 3 games')
    await w.get('[data-testid="games-more"]').trigger('click')
    await flushPromises()
    expect(w.findAll('[data-testid="past-game"]')).toHaveLength(3)
    expect(w.find('[data-testid="games-more"]').exists()).toBe(false)
    const lists = () => calls.filter((c) => c.channel === 'games:list').map((c) => c.payload)
    expect(lists()).toEqual([{ profileId: null, limit: 50 }, { profileId: null, limit: 50, after: { at: 5, id: 'g2' } }])
    // No player chosen: no result to filter by.
    expect(w.find('[data-testid="filter-result"]').exists()).toBe(false)
    await w.get('[data-testid="filter-game"]').setValue('cheat')
    await w.get('[data-testid="filter-kind"]').setValue('practice')
    await w.get('[data-testid="filter-from"]').setValue('2026-03-01')
    await flushPromises()
    expect(lists().at(-1)).toEqual({ profileId: null, gameId: 'cheat', kind: 'practice', from: new Date(2026, 2, 1).getTime(), limit: 50 })
  })

  test('issue 29 finding 10: a game that cannot be shown says so in its row, among the others, and can be deleted after a question', async () => {
    answers.set('games:list', async () => ({ ok: true, value: { games: [{ id: 'odd', at: null, unreadable: true }, game('g1', false)], total: 2, next: null } }))
    answers.set('games:delete', async () => ({ ok: true, value: null }))
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:any(.*)*', component: { template: '<div/>' } }] })
    const w = mount(GamesScreen, { global: { plugins: [createPinia(), router, i18n] }, attachTo: document.body })
    await flushPromises()
    const odd = w.get('[data-testid="past-game-unreadable"]')
    expect(odd.text()).toContain("This game can't be shown")
    expect(w.findAll('[data-testid="past-game"]')).toHaveLength(1)
    await odd.get('[data-testid="past-game-delete"]').trigger('click')
    expect(calls.some((c) => c.channel === 'games:delete')).toBe(false)
    const yes = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Delete the game')!
    yes.click()
    await flushPromises()
    expect(calls.filter((c) => c.channel === 'games:delete').map((c) => c.payload)).toEqual([{ id: 'odd' }])
    expect(w.find('[data-testid="past-game-unreadable"]').exists()).toBe(false)
    expect(w.get('[data-testid="games-count"]').text()).toBe('1 of 1 game')
    w.unmount()
  })
})

test("issue 31 item 16: a score below zero has its minus sign, and scores stand apart by a colon, never read as '2 – -1'", async () => {
  const w = await screen([{ ...game('b1', false), gameId: 'checkmates', scores: [2, -1] }])
  expect(w.get('[data-testid="past-game-result"]').text()).toBe('Lena wins · 2 : −1')
  w.unmount()
})
