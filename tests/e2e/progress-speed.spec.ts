import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { confBacking } from '../../src-main/store/conf-backing'
import { openData } from '../../src-main/store/open'
import { expect, leaveAndStop, startWebEdition, test } from './web-edition'
import { installUntil } from './timing'

test('issue 30: with 5,000 solo runs kept, the Progress screen draws its first chart and a change of period quickly', async ({ page }) => {
  // A long-time player's folder: a run every two hours up to an hour ago, ten cards each, one in
  // five practice; the last 7 days hold 84 of them, the last 30 days 360.
  const dir = mkdtempSync(join(tmpdir(), 'cmt-progress-'))
  const { store, archive } = openData(confBacking(dir))
  store.write((d) => ({ ...d, profiles: [{ id: 'p-lena', name: 'Lena', colour: 'sky', createdAt: 0 }] }))
  const now = Date.now()
  for (let n = 0; n < 5_000; n++) {
    const cards = Array.from({ length: 10 }, (_, i) => ({ id: `c${String(((n + i) % 40) + 1).padStart(2, '0')}`, optimal: 3, moves: 3 + ((n + i) % 3), timeMs: 4_000 + ((n * 7 + i * 13) % 8_000) }))
    const timeMs = cards.reduce((sum, c) => sum + c.timeMs, 0)
    archive.addSoloRun({ id: `run-${n}`, profileId: 'p-lena', side: 'fifteen', deck: 'all', seed: `s${n}`, timeMs, tier: 'mid', at: now - (5_000 - n) * 2 * 3_600_000 + 3_600_000, counted: n % 5 !== 0, cards })
  }
  archive.close()
  const app = await startWebEdition(dir)
  try {
    await page.goto(app.at('/profiles'))
    await expect(page.getByTestId('profile')).toHaveCount(1)
    await installUntil(page)
    const chart = '[data-testid="progress-chart"]'
    const first = await page.evaluate(
      (chart) => until(() => document.querySelector(chart)?.getAttribute('data-series') === '360' && !!document.querySelector(`${chart} canvas`), () => (location.hash = '#/progress?profile=p-lena')),
      chart,
    )
    const all = await page.evaluate(
      (chart) => until(() => document.querySelector(chart)?.getAttribute('data-series') === '5000', () => document.querySelector<HTMLElement>('[data-testid="progress-period-all"]')!.click()),
      chart,
    )
    const week = await page.evaluate(
      (chart) => until(() => document.querySelector(chart)?.getAttribute('data-series') === '84', () => document.querySelector<HTMLElement>('[data-testid="progress-period-7d"]')!.click()),
      chart,
    )
    await expect(page.locator(chart).first()).toHaveAttribute('data-series', '84')
    console.log(
      `progress with 5,000 solo runs: the first chart (30 days, 360 runs) drawn ${Math.round(first)} ms after the link, ` +
        `the whole history ${Math.round(all)} ms after its click, the last 7 days ${Math.round(week)} ms after theirs`,
    )
  } finally {
    await leaveAndStop(page, app)
  }
})
