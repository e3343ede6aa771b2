import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { Router } from 'vue-router'
import { expect } from 'vitest'

/**
 * uPlot's points answer the mouse only; the data table behind each chart's toggle is the keyboard's
 * way to the same places. For every chart in `w`: its toggle is a button that says it is open, and
 * the links of its table's rows are exactly where its points go (a point that opens nothing has a
 * row without a link).
 */
export async function expectRowsLinkWherePointsGo(w: VueWrapper, router: Router): Promise<void> {
  const charts = w.findAllComponents({ name: 'ProgressChart' })
  expect(charts.length).toBeGreaterThan(0)
  for (const chart of charts) {
    const toggle = chart.get('[data-testid="chart-table-toggle"]')
    expect(toggle.element.tagName).toBe('BUTTON')
    await toggle.trigger('click')
    expect(toggle.attributes('aria-expanded')).toBe('true')
    const links = chart.findAll('[data-testid="chart-table"] tbody a').map((a) => a.attributes('href'))
    const opened: string[] = []
    for (let i = 0; i < Number(chart.attributes('data-series')); i++) {
      await router.push('/')
      chart.vm.$emit('open', i)
      await flushPromises()
      if (router.currentRoute.value.path !== '/') opened.push(router.currentRoute.value.path)
    }
    expect(links.sort()).toEqual(opened.sort())
  }
}
