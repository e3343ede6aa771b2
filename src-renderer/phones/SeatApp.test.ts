// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Ref } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { nextTick } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { REVEAL_MS, type Language } from '@shared/profile'
import type { LinkState } from './seat-link'
import { i18n } from '../i18n'
import { useTableStore } from '../stores/table'
import { tableSnapshot } from '../test-support/contract-spy'

// The phone's one link to its seat, as the test's host tells it things.
const link = vi.hoisted(() => ({}) as { state: Ref<LinkState>; language: Ref<Language | null>; hostHere: Ref<boolean> })
vi.mock('../api', async () => {
  const { ref: vueRef } = await import('vue')
  link.state = vueRef<LinkState>({ kind: 'connecting' })
  link.language = vueRef<Language | null>(null)
  link.hostHere = vueRef(true)
  const refuse = new Proxy({}, { get: () => async () => ({ ok: false, error: { code: 'TEST', message: 'test double' } }) })
  return { api: { request: refuse, on: new Proxy({}, { get: () => () => () => {} }) }, seat: { ...link, key: vueRef('k'), open: () => {}, takeBack: () => {} } }
})
// The phone's frame is under test, not a game: Four Down's seat draws nothing here and its history says nothing.
vi.mock('../games/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../games/registry')>()
  const fourDown = real.GAME_UIS['four-down']
  const quiet = { ...fourDown, seat: { ...fourDown.seat, load: async () => ({ render: () => null }) }, describe: async () => () => [] }
  return { ...real, GAME_UIS: { ...real.GAME_UIS, 'four-down': quiet } }
})
const { default: SeatApp } = await import('./SeatApp.vue')

const state = () => link.state
const told = () => link.language
const browser = (languages: string[]) => vi.stubGlobal('navigator', { ...navigator, languages })

beforeEach(() => {
  setActivePinia(createPinia())
  state().value = { kind: 'connecting' }
  told().value = null
})
afterEach(async () => {
  vi.unstubAllGlobals()
  i18n.global.locale.value = 'en'
  // A seat screen loads its game's parts as it opens: they finish before the file's environment goes.
  await vi.dynamicImportSettled()
})

describe("a phone's language", () => {
  test("a phone whose browser asks for neither language shows the table's, as soon as the host tells it, and follows a change", async () => {
    browser(['de-DE', 'en-US'])
    const w = mount(SeatApp)
    expect(w.get('.connecting').text()).toBe('Opening your seat…')
    told().value = 'ru'
    await flushPromises()
    expect(w.get('.connecting').text()).toBe('Открываем ваше место…')
    expect(document.documentElement.lang).toBe('ru')
    expect(document.title).toBe('Ваше место')
    told().value = 'en'
    await flushPromises()
    expect(w.get('.connecting').text()).toBe('Opening your seat…')
    w.unmount()
  })

  test('a phone whose browser asks first for English shows English at a Russian table, and its screens say so in English', async () => {
    browser(['en-GB', 'ru-RU'])
    told().value = 'ru'
    state().value = { kind: 'ended', reason: 'table-closed' }
    const w = mount(SeatApp)
    await flushPromises()
    expect(w.get('[data-testid="seat-closed"] h1').text()).toBe('The table has closed')
    expect(document.documentElement.lang).toBe('en')
    w.unmount()
  })

  test("a Russian phone at an English table shows Russian: the seat's ends in Russian", async () => {
    browser(['ru-RU'])
    told().value = 'en'
    state().value = { kind: 'ended', reason: 'opened-elsewhere' }
    const w = mount(SeatApp)
    await flushPromises()
    expect(w.get('[data-testid="seat-elsewhere"] h1').text()).toBe('Ваше место заняло другое устройство')
    expect(w.get('[data-testid="seat-elsewhere"]').text()).toContain('на компьютере кнопка «(ваше имя): новая ссылка» отключит другое устройство')
    expect(w.get('[data-testid="seat-take-back"]').text()).toBe('Вернуть место сюда')
    state().value = { kind: 'refused' }
    await flushPromises()
    expect(w.get('[data-testid="seat-refused"] h1').text()).toBe('Эта ссылка больше не открывает место')
    w.unmount()
  })
})

describe("a phone's own words in Russian", () => {
  const seats = [
    { kind: 'human' as const, name: 'Ben', colour: 'green' as const, profileId: 'b', phone: 'connected' as const },
    { kind: 'human' as const, name: 'Mia', colour: 'purple' as const, profileId: 'm', phone: 'away' as const },
    { kind: 'human' as const, name: 'Ada', colour: 'orange' as const, profileId: 'a', phone: 'connected' as const },
  ]
  test('an away phone, and who wins, said with the names as they are', async () => {
    browser(['ru-RU'])
    told().value = 'ru'
    state().value = { kind: 'open' }
    const tables = useTableStore()
    tables.snapshot = tableSnapshot({ gameId: 'four-down', seats, view: {}, viewer: 0 })
    const w = mount(SeatApp)
    await flushPromises()
    expect(w.get('.banner').text()).toBe('Mia: телефон не на связи — ход ждёт.')
    expect(document.title).toBe('Ben · Four Down')
    tables.snapshot = { ...tables.snapshot!, seats: seats.map((s, i) => (i === 2 ? { ...s, phone: 'away' as const } : s)) }
    await flushPromises()
    expect(w.get('.banner').text()).toBe('Mia и Ada: телефоны не на связи — их ходы ждут.')
    vi.useFakeTimers()
    tables.snapshot = { ...tables.snapshot!, outcome: { winners: [1, 2], scores: [30, 10, 10], disqualified: [] } }
    await nextTick()
    // The end turns the hands over first (issue 21 finding 5, on a phone as on the computer).
    expect(w.get('[data-testid="seat-screen"]').attributes('data-ending')).toBe('reveal')
    expect(w.find('[data-testid="seat-result"]').exists()).toBe(false)
    vi.advanceTimersByTime(REVEAL_MS - 1)
    await nextTick()
    expect(w.find('[data-testid="seat-result"]').exists()).toBe(false)
    vi.advanceTimersByTime(1)
    await nextTick()
    vi.useRealTimers()
    expect(w.get('[data-testid="seat-screen"]').attributes('data-ending')).toBe('result')
    // In the computer's words (issue 31, item 23): the phone's result and the table's are one function's.
    expect(w.get('[data-testid="seat-result"] h2').text()).toBe('Победу делят Mia и Ada')
    tables.snapshot = { ...tables.snapshot!, outcome: { winners: [1], scores: [30, 10, 20], disqualified: [] } }
    await flushPromises()
    expect(w.get('[data-testid="seat-result"] h2').text()).toBe('Побеждает Mia')
    tables.snapshot = { ...tables.snapshot!, outcome: { winners: [0], scores: [10, 30, 30], disqualified: [] } }
    await flushPromises()
    expect(w.get('[data-testid="seat-result"] h2').text()).toBe('Вы победили!')
    // Issue 31 item 18: every seat winning is a draw, as the computer's screen says.
    tables.snapshot = { ...tables.snapshot!, outcome: { winners: [0, 1, 2], scores: [10, 10, 10], disqualified: [] } }
    await flushPromises()
    expect(w.get('[data-testid="seat-result"] h2').text()).toBe('Ничья')
    w.unmount()
  })
})

describe("a phone's result", () => {
  const seats = [
    { kind: 'human' as const, name: 'Ben', colour: 'green' as const, profileId: 'b', phone: 'connected' as const },
    { kind: 'human' as const, name: 'Mia', colour: 'purple' as const, profileId: 'm', phone: 'connected' as const },
  ]
  test("issue 21 audit: the winner's own phone cheers, as the computer's result does; a phone that lost does not", async () => {
    state().value = { kind: 'open' }
    const tables = useTableStore()
    const over = (viewer: number) => tableSnapshot({ gameId: 'four-down', seats, view: {}, viewer, outcome: { winners: [0], scores: [10, 30], disqualified: [] } })
    tables.snapshot = over(0)
    const won = mount(SeatApp)
    await flushPromises()
    expect(won.get('[data-testid="seat-result"] h2').text()).toBe('You win!')
    expect(won.findAll('[data-testid="seat-result"] .cheer i')).toHaveLength(10)
    won.unmount()
    tables.snapshot = over(1)
    const lost = mount(SeatApp)
    await flushPromises()
    expect(lost.find('[data-testid="seat-result"] h2').exists()).toBe(true)
    expect(lost.find('.cheer').exists()).toBe(false)
    lost.unmount()
  })

  test('issue 31 item 7: a link opened again once the game is over shows the result at once, not a reveal left to a clock', async () => {
    state().value = { kind: 'open' }
    const w = mount(SeatApp)
    await flushPromises()
    useTableStore().snapshot = tableSnapshot({ gameId: 'four-down', seats, view: {}, viewer: 1, outcome: { winners: [0], scores: [10, 30], disqualified: [] } })
    await flushPromises()
    expect(w.get('[data-testid="seat-screen"]').attributes('data-ending')).toBe('result')
    expect(w.get('[data-testid="seat-result"] h2').text()).toBe('Ben wins')
    w.unmount()
  })

  test('issue 33: through the relay, the host\'s computer away is said on the seat until it is back (and not over a finished game)', async () => {
    state().value = { kind: 'open' }
    const w = mount(SeatApp)
    await flushPromises()
    useTableStore().snapshot = tableSnapshot({ gameId: 'four-down', seats, view: {}, viewer: 1 })
    await flushPromises()
    expect(w.find('[data-testid="seat-host-away"]').exists()).toBe(false)
    link.hostHere.value = false
    await nextTick()
    expect(w.get('[data-testid="seat-host-away"]').text()).toBe("The host's computer is away: the game waits for it to come back.")
    link.hostHere.value = true
    await nextTick()
    expect(w.find('[data-testid="seat-host-away"]').exists()).toBe(false)
    link.hostHere.value = false
    useTableStore().snapshot = tableSnapshot({ gameId: 'four-down', seats, view: {}, viewer: 1, outcome: { winners: [0], scores: [10, 30], disqualified: [] } })
    await flushPromises()
    expect(w.find('[data-testid="seat-host-away"]').exists()).toBe(false)
    link.hostHere.value = true
    w.unmount()
  })
})
