// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest'

// The sixth game's one line in the renderer's registry, and nothing else anywhere: the library,
// the lobby, the table, a phone's seat screen, the rules and the record meet it through it.
vi.mock('../../../src-renderer/games/registry', async (importOriginal) => (await import('./register')).withHigherOrLowerUi(importOriginal))
vi.mock('../../../src-renderer/api', async () => (await import('./fake-api')).fakeApi)

import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { SeatInfo, TableSnapshot } from '../../../shared/ipc'
import { GAME_UI_LIST } from '../../../src-renderer/games/lookup'
import { useAppStore } from '../../../src-renderer/stores/app'
import { useTableStore } from '../../../src-renderer/stores/table'
import { tableSnapshot } from '../../../src-renderer/test-support/contract-spy'
import HomeScreen from '../../../src-renderer/screens/HomeScreen.vue'
import PlayScreen from '../../../src-renderer/screens/PlayScreen.vue'
import RulesScreen from '../../../src-renderer/screens/RulesScreen.vue'
import TableScreen from '../../../src-renderer/screens/TableScreen.vue'
import ProfileScreen from '../../../src-renderer/screens/ProfileScreen.vue'
import ReviewScreen from '../../../src-renderer/screens/review/ReviewScreen.vue'
import SeatApp from '../../../src-renderer/phones/SeatApp.vue'
import { answers, sent } from './fake-api'

const lena: SeatInfo = { kind: 'human', name: 'Lena', colour: 'sky', profileId: 'p1' }
const ada: SeatInfo = { kind: 'bot', name: 'Ada', colour: 'orange', level: 'normal' }
const view = { viewer: 0, turn: 0, mine: 'QH', hands: ['QH', null], lastTurned: '3C', guessesLeft: 5, scores: [0, 1] }
const snapshot: TableSnapshot = tableSnapshot({
  gameId: 'higher-or-lower' as TableSnapshot['gameId'],
  seats: [lena, ada],
  view,
  actions: [{ seat: 0, actions: [{ type: 'guess', higher: true }, { type: 'guess', higher: false }] }],
  history: [{ type: 'turned', seat: 1, higher: false, card: '3C', right: true }],
})

function render(component: object, props: Record<string, unknown> = {}, at = '/') {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { render: () => null } }] })
  void router.push(at)
  return router.isReady().then(() => mount(component, { props, global: { plugins: [router] } }))
}

beforeEach(() => {
  setActivePinia(createPinia())
  useAppStore().profiles = [{ id: 'p1', name: 'Lena', colour: 'sky', createdAt: 0 }]
  sent.length = 0
  answers.table = null
  answers.record = null
  answers.frame = null
})

describe('a sixth game on screen, registered by its one line', () => {
  test('the library counts it, shows its card with its players from its seat limits, and its way to play', async () => {
    const w = await render(HomeScreen)
    // Every registered game counts, the sixth among them, however many the app has.
    expect(GAME_UI_LIST.map((ui) => ui.game.id)).toContain('higher-or-lower')
    expect(w.text()).toContain(`${GAME_UI_LIST.length} games for one screen`)
    const card = w.get('[data-testid="game-higher-or-lower"]')
    expect(card.text()).toContain('Higher or Lower')
    expect(card.text()).toContain('2–4 players')
    expect(card.get('[data-testid="play-higher-or-lower"]').attributes('href')).toBe('/play/higher-or-lower')
  })

  test('its lobby opens its starting seats, offers its levels only, stops at its limits, and asks for its option', async () => {
    const w = await render(PlayScreen, { id: 'higher-or-lower' })
    expect(w.findAll('[data-testid="lobby-seat"]')).toHaveLength(2)
    const levels = w.get('[data-testid="seat-1"]').findAll('option').map((o) => o.attributes('value'))
    expect(levels).toEqual(['p1', 'bot:easy', 'bot:normal', 'bot:hard'])
    await w.get('[data-testid="lobby-add-seat"]').trigger('click')
    await w.get('[data-testid="lobby-add-seat"]').trigger('click')
    expect(w.findAll('[data-testid="lobby-seat"]')).toHaveLength(4)
    expect(w.find('[data-testid="lobby-add-seat"]').exists()).toBe(false)
    expect(w.get('[data-testid="lobby-options"]').text()).toContain('Quick game (one round)')
    await w.get('[data-testid="lobby-rounds-short"]').setValue(true)
    await w.get('[data-testid="lobby-start"]').trigger('submit')
    expect(sent.find((c) => c.channel === 'table:create')?.payload).toEqual({
      gameId: 'higher-or-lower',
      seats: [{ kind: 'human', profileId: 'p1' }, ...Array(3).fill({ kind: 'bot', level: 'normal' })],
      rounds: 1,
    })
  })

  test('its table opens with its own Table, and the history speaks its events', async () => {
    answers.table = snapshot
    const w = await render(TableScreen, { tableId: 't' })
    await flushPromises()
    await vi.dynamicImportSettled()
    expect(w.get('[data-testid="table-higher-or-lower"] h1').text()).toBe('Higher or Lower')
    expect(w.find('[data-testid="hol-table"]').exists()).toBe(true)
    expect(w.get('[data-testid="history"]').text()).toContain('Ada said lower: 3♣, right.')
  })

  test('a phone holding one of its seats shows that seat alone, and its answers are sent as the seat\'s', async () => {
    const w = await render(SeatApp)
    useTableStore().snapshot = snapshot
    await flushPromises()
    await vi.dynamicImportSettled()
    expect(w.get('.game').text()).toBe('Higher or Lower')
    expect(w.get('[data-testid="hol-card"]').attributes('data-card')).toBe('QH')
    expect(w.get('[data-testid="status"]').text()).toBe('Your turn: higher or lower than your card?')
    await w.get('[data-testid="hol-lower"]').trigger('click')
    expect(sent.filter((c) => c.channel === 'table:act').map((c) => c.payload)).toEqual([{ tableId: 't', seat: 0, action: { type: 'guess', higher: false } }])
  })

  test('a past game of it reviews on its own table, with no expert\'s verdict: its descriptor offers no expert', async () => {
    answers.frame = { id: 'g1', mode: 'table', step: 1, steps: 3, viewer: 0, by: 1, elapsed: 1200, startedAt: 0, endedAt: 9000, seed: 'hol', table: snapshot, events: [], faceUp: null }
    const w = await render(ReviewScreen, { id: 'g1' })
    await flushPromises()
    await vi.dynamicImportSettled()
    expect(w.get('[data-testid="review"]').attributes('data-game')).toBe('higher-or-lower')
    expect(w.find('[data-testid="hol-table"]').exists()).toBe(true)
    expect(w.get('[data-testid="review-step"]').attributes('data-step')).toBe('1')
    expect(w.find('[data-testid="verdict-panel"]').exists()).toBe(false)
    expect(sent.map((c) => c.channel)).not.toContain('verdict:judge')
  })

  test('its rules page and its line on a player\'s record', async () => {
    const rules = await render(RulesScreen, { id: 'higher-or-lower' })
    await vi.dynamicImportSettled()
    await flushPromises()
    expect(rules.get('[data-testid="rules-page-higher-or-lower"] h1').text()).toBe('Higher or Lower')
    answers.record = {
      profile: { id: 'p1', name: 'Lena', colour: 'sky', createdAt: 0 },
      standing: { levelPoints: 4, rating: null, ratedMatches: 0, badges: [], games: { 'higher-or-lower': { played: 1, wins: 1, draws: 0, losses: 0 } } },
      level: { level: 1, into: 4, needed: 50 },
      recent: [],
    }
    const record = await render(ProfileScreen, { id: 'p1' })
    await flushPromises()
    expect(record.get('[data-testid="stats-higher-or-lower"]').text()).toMatch(/Higher or Lower\s*1\s*1\s*0\s*0/)
    expect(record.get('[data-testid="badge-higher-or-lower"]').text()).toContain('1 / 5 wins')
  })
})
