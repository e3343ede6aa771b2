import type { Page } from '@playwright/test'
import { SOLO_TIERS } from '../../shared/checkmates/solo'
import { makeMove, parseBoard, parseTask, solveCold, type Side } from '../../shared/checkmates'
import { expect, test } from './web-edition'

/** Reads the board and the card in play from the DOM hooks and plays the solver's line by clicks. */
async function playCardOnScreen(page: Page, side: Side): Promise<string> {
  const task = await page.locator('[data-task]').getAttribute('data-task')
  const board = await page.locator('[data-board]').getAttribute('data-board')
  const b = parseBoard(side, board ?? '')
  const t = parseTask(side, task ?? '')
  if (!b.ok || !t.ok) throw new Error(`the screen shows ${board} / ${task}`)
  const line = solveCold(b.value, t.value)
  if (!line.ok || !line.value.moves) throw new Error(`no line for ${board} / ${task}`)
  // Clicks go as fast as Playwright can send them: no waiting for slides or for the host.
  for (const m of line.value.moves) {
    const [from, to] = makeMove(m).split('-')
    await page.locator(`[data-cell="${from}"]`).click()
    await page.locator(`[data-cell="${to}"]`).click()
  }
  return task!
}

async function playWholeRun(page: Page, side: Side) {
  await expect(page.locator('[data-board]')).toBeVisible()
  await page.getByTestId('solo-start').click()
  const result = page.getByTestId('solo-result')
  const taskEl = page.locator('[data-task]')
  let played = 0
  for (let guard = 0; guard < 12; guard++) {
    await expect(taskEl.or(result)).toBeVisible()
    if (await result.isVisible()) break
    const task = await playCardOnScreen(page, side)
    played++
    // The next card, or the results: either way not the card just played.
    await expect(result.or(page.locator(`[data-task]:not([data-task="${task}"])`))).toBeVisible()
  }
  await expect(result).toBeVisible()
  expect(played).toBeGreaterThan(0)
  expect(played).toBeLessThanOrEqual(10)
  const time = Number(await result.getAttribute('data-time-ms'))
  expect(time).toBeGreaterThan(0)
  expect(SOLO_TIERS).toContain(await result.getAttribute('data-tier'))
  return time
}

for (const side of ['fifteen', 'chess'] as const) {
  test(`CM-11: a whole ${side} solo run of ten cards, played by clicking cells, ends with a time and a tier`, async ({ page, app }) => {
    await page.goto(app.at(`/checkmates/solo?side=${side}&deck=all&seed=e2e-${side}`))
    const time = await playWholeRun(page, side)
    await expect(page.getByTestId('solo-result')).toContainText('Your moves')
    // A counted run shows on the chart and becomes the best to beat.
    await expect(page.getByTestId('solo-chart').locator('circle')).toHaveCount(1)
    await page.getByTestId('solo-replay').click()
    await playWholeRun(page, side)
    await expect(page.getByTestId('solo-best')).toContainText(/\d:\d\d\.\d/)
    expect(time).toBeGreaterThan(0)
  })
}

test('CM-12: blitz decks from the address play through too, and a missing seed is made and shown', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/solo?side=chess&deck=2'))
  await expect(page).toHaveURL(/seed=[0-9a-f]{8}/)
  await expect(page.getByTestId('solo-seed')).toHaveText(/^[0-9a-f]{8}$/)
  await playWholeRun(page, 'chess')
  await page.goto(app.at('/checkmates/solo?side=fifteen&deck=1&seed=blitz-1'))
  await playWholeRun(page, 'fifteen')
})

test('practice: the hint gives the count, then a move; the run is shown but not kept', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/solo?side=fifteen&deck=1&seed=practice-3'))
  await page.getByTestId('solo-practice').check()
  await page.getByTestId('solo-start').click()
  await page.getByTestId('solo-hint').click()
  await expect(page.getByTestId('solo-hint-text')).toContainText(/can be done in \d+ move/)
  await page.getByTestId('solo-hint').click()
  await expect(page.getByTestId('solo-hint-text')).toContainText(/Try [a-c][1-3]-[a-c][1-3]/)
  for (let i = 0; i < 12 && !(await page.getByTestId('solo-result').isVisible()); i++) {
    const task = await playCardOnScreen(page, 'fifteen')
    await expect(page.getByTestId('solo-result').or(page.locator(`[data-task]:not([data-task="${task}"])`))).toBeVisible()
  }
  await expect(page.getByTestId('solo-result')).toHaveAttribute('data-counted', 'false')
})

test('the library\'s Play leads to the Check Mates hub, whose pickers set up the solo run', async ({ page, app }) => {
  await page.goto(app.at('/'))
  await page.getByTestId('play-checkmates').click()
  await expect(page).toHaveURL(/#\/checkmates$/)
  await page.getByText('Chess', { exact: true }).click()
  await page.getByText('2-point blitz').click()
  await page.getByTestId('hub-solo').click()
  await expect(page).toHaveURL(/#\/checkmates\/solo\?side=chess&deck=2&seed=[0-9a-f]{8}$/)
  await expect(page.locator('[data-board]')).toHaveAttribute('data-side', 'chess')
  await page.goto(app.at('/checkmates'))
  await expect(page.getByTestId('hub-bidding')).toHaveAttribute('href', '#/play/checkmates')
  await expect(page.getByTestId('hub-checker')).toHaveAttribute('href', /#\/checkmates\/checker/)
})
