// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { BiddingProgress } from '@shared/ipc'
import { i18n } from '../../i18n'
import { answers, calls } from '../../test-support/contract-spy'
import BiddingSection from './BiddingSection.vue'

// uPlot draws on a canvas, which happy-dom has not: here, what each chart is given.
const drawn: { kind: string }[] = []
vi.mock('./chart', () => ({
  drawChart: (_box: HTMLElement, spec: { kind: string }) => {
    drawn.push(spec)
    return { destroy() {} }
  },
}))

const DAY = 86_400_000
const at = Date.UTC(2026, 11, 1, 12)
/** The store test's history (bid-progress.test.ts): three games with bids, two bids on unsolvable cards. */
const answer: BiddingProgress = {
  bids: 9, atOptimum: 5, share: 5 / 9, meanExcess: 0.875, below: 1, unsolvable: 2,
  points: [
    { id: 'g1', at: at + DAY, bids: 3, atOptimum: 1, share: 1 / 3, meanExcess: 1, below: 1 },
    { id: 'g2', at: at + 2 * DAY, bids: 4, atOptimum: 2, share: 0.5, meanExcess: 1.25, below: 0 },
    { id: 'g6', at: at + 6 * DAY, bids: 2, atOptimum: 2, share: 1, meanExcess: 0, below: 0 },
  ],
}
const none: BiddingProgress = { bids: 0, atOptimum: 0, share: null, meanExcess: null, below: 0, unsolvable: 0, points: [] }

let mounted: { unmount(): void } | null = null
async function section(value: BiddingProgress = answer) {
  answers.set('progress:bidding', async () => ({ ok: true, value }))
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:any(.*)*', component: { template: '<div/>' } }] })
  const w = mount(BiddingSection, { props: { profile: 'p1', period: '30d', fileStem: 'progress-Lena' }, global: { plugins: [createPinia(), router, i18n] } })
  mounted = w
  await flushPromises()
  return { w, router }
}
const asked = () => calls.filter((c) => c.channel === 'progress:bidding').map((c) => c.payload)
const figures = (w: Awaited<ReturnType<typeof section>>['w']) =>
  w.findAll('[data-testid^="progress-bidding-stat-"]').map((s) => [s.get('dt').text(), s.get('dd').text()])

afterEach(() => {
  mounted?.unmount()
  i18n.global.locale.value = 'en'
  calls.length = 0
  answers.clear()
  drawn.length = 0
})

describe('the Progress screen, bidding', () => {
  test('asks for the person and period; shows the share at the optimum, the mean excess and the bids below it, with what they count', async () => {
    const { w } = await section()
    expect(asked()).toEqual([{ profileId: 'p1', period: '30d' }])
    expect(w.get('h2').text()).toBe('Check Mates: bidding games')
    expect(figures(w)).toEqual([
      ['Bids at the optimum', '56%'],
      ['Moves above the optimum (mean)', '0.9'],
      ['Bids below the optimum', '1'],
    ])
    expect(w.get('.note').text()).toBe(
      'From 9 bids in counted games; a bid below the optimum is in no mean: it could not be proved. 2 bids on cards no line meets are left out.',
    )
  })

  test("a chart of each game's share at the optimum, from 0 to 1, with its points and a one-line summary", async () => {
    const { w } = await section()
    const chart = w.get('[data-testid="progress-chart"]')
    expect(chart.attributes('data-series')).toBe('3')
    expect(chart.get('h3').text()).toBe('Bids at the optimum, game by game')
    const spec = drawn[0] as unknown as { kind: string; at: number[]; lines: { name: string; values: number[] }[]; range: number[] }
    expect(spec).toMatchObject({ kind: 'lines', at: answer.points.map((p) => p.at), range: [0, 1] })
    expect(spec.lines).toEqual([expect.objectContaining({ name: 'At the optimum', values: [1 / 3, 0.5, 1] })])
    expect(chart.get('[data-testid="chart-plot"]').attributes('aria-label')).toMatch(
      /^3 games from .+ to .+: 56% of the bids at the optimum, 100% in the latest game\.$/,
    )
  })

  test('the data behind the toggle: a row a game, each opening its review; a point opens it too', async () => {
    const { w, router } = await section()
    expect(w.find('[data-testid="progress-bid-game"]').exists()).toBe(false)
    await w.get('[data-testid="chart-table-toggle"]').trigger('click')
    const rows = w.findAll('[data-testid="progress-bid-game"]')
    expect(rows.map((r) => r.findAll('td').slice(1, 5).map((c) => c.text()))).toEqual([
      ['3', '33%', '1.0', '1'],
      ['4', '50%', '1.3', '0'],
      ['2', '100%', '0.0', '0'],
    ])
    expect(rows.map((r) => r.get('a').attributes('href'))).toEqual(['/review/g1', '/review/g2', '/review/g6'])
    w.findComponent({ name: 'ProgressChart' }).vm.$emit('open', 1)
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/review/g2')
  })

  test('no bids in the period: says so, and no figures or chart', async () => {
    const { w } = await section(none)
    expect(w.get('[data-testid="progress-bidding-empty"]').text()).toBe('No bids in counted bidding games in this period.')
    expect(w.find('[data-testid="progress-bidding-stats"]').exists()).toBe(false)
    expect(w.find('[data-testid="progress-chart"]').exists()).toBe(false)
  })

  test('bids on unsolvable cards only: no figure to show, and why, but no chart', async () => {
    const { w } = await section({ ...none, unsolvable: 1 })
    expect(figures(w).map(([, v]) => v)).toEqual(['—', '—', '0'])
    expect(w.get('.note').text()).toBe('No bids on cards the solver can meet in this period. 1 bid on a card no line meets is left out.')
    expect(w.find('[data-testid="progress-chart"]').exists()).toBe(false)
  })

  test('in Russian: shares and numbers by the language, Russian plurals', async () => {
    i18n.global.locale.value = 'ru'
    const { w } = await section()
    // Russian writes a narrow space before the percent sign: any space here reads as one.
    const text = (s: string) => s.replace(/\s/gu, ' ')
    expect(figures(w).map(([k, v]) => [k, text(v!)])).toEqual([
      ['Заявки ровно в минимум', '56 %'],
      ['Ходов сверх минимума (в среднем)', '0,9'],
      ['Заявки ниже минимума', '1'],
    ])
    expect(w.get('.note').text()).toBe(
      'По 9 заявкам в зачётных партиях; заявка ниже минимума в среднее не входит: её не доказать. 2 заявки на невыполнимые карточки не учтены.',
    )
    expect(text(w.get('[data-testid="chart-plot"]').attributes('aria-label')!)).toMatch(
      /^3 партии с .+ по .+: в минимум 56 % заявок, в последней партии — 100 %\.$/,
    )
  })
})
