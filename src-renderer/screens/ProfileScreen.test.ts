// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { ProfileResults } from '@shared/ipc'
import { answers } from '../test-support/contract-spy'
import { i18n } from '../i18n'
import ProfileScreen from './ProfileScreen.vue'

const AT = Date.UTC(2026, 10, 29, 18, 30)
const results = (levelPoints: number, ratedMatches: number, wins: number): ProfileResults => ({
  profile: { id: 'p1', name: 'Lena', colour: 'sky', createdAt: 1 },
  standing: { levelPoints, rating: 1012, ratedMatches, badges: [], games: { cheat: { played: wins, wins, draws: 0, losses: 0 } } },
  level: { level: 1, into: levelPoints, needed: 50 },
  recent: [
    {
      gameId: 'cheat',
      at: AT,
      seats: [{ name: 'Lena', kind: 'human', profileId: 'p1' }, { name: 'Andrey', kind: 'human', profileId: 'p2' }, { name: 'Ada', kind: 'bot', level: 'easy' }],
      winners: [0],
      scores: [],
      rated: false,
    },
  ],
})

async function shown(data: ProfileResults) {
  answers.set('results:profile', () => ({ ok: true, value: data }))
  const w = mount(ProfileScreen, { props: { id: 'p1' }, global: { stubs: { RouterLink: true } } })
  await flushPromises()
  return w
}

beforeEach(() => {
  setActivePinia(createPinia())
  i18n.global.locale.value = 'ru'
})
afterEach(() => {
  i18n.global.locale.value = 'en'
  answers.clear()
})

describe("a player's record in Russian: counts by the Russian plural rule, dates and names by Intl", () => {
  test.each([
    [1, 1, 1, '1 очко уровня', '1 рейтинговая партия'],
    [2, 3, 2, '2 очка уровня', '3 рейтинговые партии'],
    [5, 11, 4, '5 очков уровня', '11 рейтинговых партий'],
    [21, 22, 0, '21 очко уровня', '22 рейтинговые партии'],
  ])('%i points, %i rated matches', async (points, rated, wins, pointsText, ratedText) => {
    const w = await shown(results(points, rated, wins))
    expect(w.get('[data-testid=profile-points]').text()).toContain(pointsText)
    expect(w.get('[data-testid=profile-record]').text()).toContain(ratedText)
    // Five wins for a badge: «из 5 побед», whatever the number won so far.
    expect(w.get('[data-testid=badge-cheat]').text()).toContain(`${wins} из 5 побед`)
    w.unmount()
  })

  test('a recent match: its outcome, the others joined as Russian joins a list, its date as Russian writes it', async () => {
    const w = await shown(results(1, 1, 1))
    const match = w.get('[data-testid=recent-match]').text()
    expect(match).toContain('Победа')
    expect(match).toContain('Верю — не верю, соперники: Andrey и Ada')
    // Cheat is «Верю — не верю» in Russian wherever the record names it: its row and its badge too.
    expect(w.get('[data-testid=stats-cheat] th').text()).toBe('Верю — не верю')
    expect(match).toContain(new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'short' }).format(AT))
    expect(match).toMatch(/ноя/)
    w.unmount()
  })
})

test("the record's page is headed by the player's name, for a screen reader's list of headings too", async () => {
  const w = await shown(results(1, 1, 1))
  // The initial's disc is hidden from screen readers: the heading reads as the name alone.
  expect(w.findAll('h1')).toHaveLength(1)
  expect(w.get('h1 .name').text()).toBe('Lena')
  w.unmount()
})
