// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { SoloProgress } from '@shared/ipc'
import { i18n } from '../../i18n'
import { answers, calls } from '../../test-support/contract-spy'
import ProgressScreen from './ProgressScreen.vue'
import { expectRowsLinkWherePointsGo } from './test-support'

// uPlot draws on a canvas, which happy-dom has not: the charts' drawing is the e2e test's. Here, what each chart is given.
const drawn: { kind: string; secs?: (s: number) => string }[] = []
vi.mock('./chart', () => ({
  drawChart: (_box: HTMLElement, spec: { kind: string; secs?: (s: number) => string }) => {
    drawn.push(spec)
    return { destroy() {} }
  },
}))

const at = Date.UTC(2026, 11, 1, 12)
const progress = (n: number): SoloProgress => ({
  points: Array.from({ length: n }, (_, i) => ({ id: `run-${i}`, at: at + i * 3_600_000, timeMs: 58_000 + i * 2_000, counted: i !== 1 })),
  best: 58_000,
  meanOf3: 62_345,
  averageOf5: null,
  averageOf12: null,
  bestAverageOf5: null,
  bestAverageOf12: null,
  histogram: [
    { fromMs: 0, toMs: 5_000, count: 3 },
    { fromMs: 5_000, toMs: 10_000, count: 7 },
  ],
  cards: [
    { id: 'c16', played: 2, meanExcess: 1.5, trend: -0.5 },
    { id: 'c99', played: 1, meanExcess: null, trend: null },
  ],
})

let mounted: { unmount(): void } | null = null
async function screen(props: Record<string, string> = { profile: 'p1' }) {
  answers.set('progress:solo', async (p) => {
    const { period } = p as { period: string }
    return { ok: true, value: progress(period === '7d' ? 1 : 3) }
  })
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:any(.*)*', component: { template: '<div/>' } }] })
  const w = mount(ProgressScreen, { props, global: { plugins: [createPinia(), router, i18n] } })
  mounted = w
  await flushPromises()
  return Object.assign(w, { router })
}
const asked = () => calls.filter((c) => c.channel === 'progress:solo').map((c) => c.payload)

afterEach(() => {
  mounted?.unmount()
  i18n.global.locale.value = 'en'
  calls.length = 0
  answers.clear()
  drawn.length = 0
})

describe('the Progress screen, Check Mates solo', () => {
  test('asks for the last 30 days first, and again for each period chosen; the chart holds the answer’s points', async () => {
    const w = await screen()
    expect(asked()).toEqual([{ profileId: 'p1', side: 'fifteen', deck: 'all', period: '30d' }])
    expect(w.get('[data-testid="progress-chart"]').attributes('data-series')).toBe('3')
    await w.get('[data-testid="progress-period-7d"]').setValue(true)
    await flushPromises()
    expect(asked().at(-1)).toEqual({ profileId: 'p1', side: 'fifteen', deck: 'all', period: '7d' })
    expect(w.get('[data-testid="progress-chart"]').attributes('data-series')).toBe('1')
    await w.get('[data-testid="progress-period-all"]').setValue(true)
    await w.get('[data-testid="progress-side-chess"]').setValue(true)
    await w.get('[data-testid="progress-deck-2"]').setValue(true)
    await flushPromises()
    expect(asked().at(-1)).toEqual({ profileId: 'p1', side: 'chess', deck: 'two-point', period: 'all' })
    expect(asked()).toHaveLength(5)
  })

  test('the figures: best and mean of 3 as times (seconds under a minute, m:ss from one), "—" where there are too few runs; the runs and each card in tables', async () => {
    const w = await screen()
    const stat = (k: string) => w.get(`[data-testid="progress-stat-${k}"] dd`).text()
    expect(stat('best')).toBe('58.0 s')
    expect(stat('meanOf3')).toBe('1:02.3')
    for (const k of ['averageOf5', 'averageOf12', 'bestAverageOf5', 'bestAverageOf12']) expect(stat(k)).toBe('—')
    expect(w.text()).toContain('From 2 counted runs in this period')
    // The data table behind its toggle: a row a run, each a link to its review.
    expect(w.find('[data-testid="progress-runs"]').exists()).toBe(false)
    const toggle = w.findAll('[data-testid="chart-table-toggle"]')[0]!
    expect(toggle.attributes('aria-expanded')).toBe('false')
    await toggle.trigger('click')
    const rows = w.findAll('[data-testid="progress-run"]')
    expect(rows.map((r) => r.attributes('data-counted'))).toEqual(['true', 'false', 'true'])
    // A time under a minute in seconds, from a minute as m:ss.
    expect(rows.map((r) => r.findAll('td')[1]!.text())).toEqual(['58.0 s', '1:00.0', '1:02.0'])
    expect(rows[1]!.get('a').attributes('href')).toBe('/review/run-1')
    expect(w.get('[data-testid="chart-plot"]').attributes('aria-label')).toMatch(/^3 runs \(2 counted\) from .+; best 58\.0 s, latest 1:02\.0\.$/)
    // Each card drawn as the solo screen draws it, this side's face, named by its number in the deck.
    const [known, gone] = w.findAll('[data-testid="progress-card"]')
    expect(known!.get('th [data-task]').attributes('data-task')).toBe('.G./BRB/...')
    expect(known!.get('th [data-task]').attributes('data-points')).toBe('2')
    expect(known!.get('th svg').attributes('aria-label')).toBe('Card 16')
    expect(known!.findAll('td').map((c) => c.text())).toEqual(['2', '1.5', '−0.5'])
    // A card the deck no longer has keeps its id, in words.
    expect(gone!.get('th').text()).toBe('c99')
    expect(drawn.map((d) => d.kind)).toEqual(['times', 'histogram'])
    // The axes read times as the tables do, in whole seconds.
    expect([0, 30, 60, 90, 600].map((s) => drawn[0]!.secs!(s))).toEqual(['0 s', '30 s', '1:00', '1:30', '10:00'])
    expect(drawn[1]!.secs!(65)).toBe('1:05')
  })

  test('on the chess side, each card shows its chess face', async () => {
    const w = await screen({ profile: 'p1', side: 'chess' })
    expect(w.get('[data-testid="progress-card"] th [data-task]').attributes('data-task')).toBe('RQ./.bw/...')
  })

  test('every chart from the keyboard: each row links to the run its point opens (the card times open nothing)', async () => {
    const w = await screen({})
    await expectRowsLinkWherePointsGo(w, w.router)
  })

  test('in Russian: the figures by the language, counts by Russian plurals; the guest with no profile', async () => {
    i18n.global.locale.value = 'ru'
    const w = await screen({})
    expect(asked()[0]).toMatchObject({ profileId: null })
    expect(w.get('h1').text()).toBe('Прогресс: гость')
    expect(w.get('[data-testid="progress-stat-meanOf3"] dd').text()).toBe('1:02,3')
    expect(w.text()).toContain('По 2 зачётным заходам за период')
    expect(w.get('[data-testid="chart-plot"]').attributes('aria-label')).toMatch(/^3 захода \(зачётных — 2\) с .+ по .+; лучшее 58,0 с, последнее 1:02,0\.$/)
    expect(w.findAll('[data-testid="chart-plot"]')[1]!.attributes('aria-label')).toBe('10 карточек со временем; чаще всего 5 с – 10 с (7).')
    expect(w.get('[data-testid="progress-card"] th svg').attributes('aria-label')).toBe('Карточка 16')
  })
})
