import type { Page } from '@playwright/test'
import { makeMove, parseBoard, parseTask, solveCold, type Side } from '../../shared/checkmates'
import { wcagViolations } from './axe'
import type { TestClock } from './clock'
import { checksToTheEnd, noAnimation, stillness } from './play'
import { shot } from './shots'
import { layoutProblems, SIZES } from './tables'
import { addPlayers, expect, test, type RunningWebEdition } from './web-edition'
import { clippedWords, setTheme, speak } from './words'

// Issue 30: a person's Progress screen, its Check Mates solo section. Two runs played by clicks on
// the solo screen (one counted, one practice) are both on it, a row and a point open the run's
// review, and the screen is read by axe and looked at in both themes and languages.
test.use(noAnimation)

const SHOTS = 'test-results/shots'
/** The screen's own boxes of words: headings, choices, figures, legends and the tables' cells. */
const PROGRESS_WORDS = '[data-testid=progress] :is(h1, h2, h3, p, label, legend, button, a, dt, dd, th, td, li, .chip)'
const CARD_MS = 3_210

/** The solver's line from the board on screen to the card in play, as moves "a1-b2". */
async function lineOnScreen(page: Page, side: Side): Promise<{ task: string; moves: string[] }> {
  const task = (await page.getByTestId('solo-task').getAttribute('data-task')) ?? ''
  const board = (await page.locator('[data-board]').getAttribute('data-board')) ?? ''
  const b = parseBoard(side, board)
  const t = parseTask(side, task)
  if (!b.ok || !t.ok) throw new Error(`${board} / ${task} does not parse`)
  const line = solveCold(b.value, t.value)
  if (!line.ok || !line.value.moves) throw new Error(`no line for ${board} / ${task}`)
  return { task, moves: line.value.moves.map(makeMove) }
}

/** A whole run on the solo screen, by clicks along the solver's line, `CARD_MS` of the test clock a card. Its time. */
async function playRun(page: Page, app: RunningWebEdition, clock: TestClock, practice: boolean): Promise<number> {
  // From the library: the solo screen afresh, not the last run's results.
  await page.goto(app.at('/'))
  await page.goto(app.at('/checkmates/solo?side=fifteen&deck=all'))
  await expect(page.getByTestId('solo-player')).toHaveValue(/./)
  if (practice) await page.getByTestId('solo-practice').check()
  await page.getByTestId('solo-start').click()
  const result = page.getByTestId('solo-result')
  let played = 0
  for (let guard = 0; guard < 12; guard++) {
    await expect(page.getByTestId('solo-task').or(result)).toBeVisible()
    if (await result.isVisible()) break
    await clock.advance(CARD_MS)
    const { task, moves } = await lineOnScreen(page, 'fifteen')
    for (const m of moves) {
      const [from, to] = m.split('-')
      await page.locator(`[data-cell="${from}"]`).click()
      await page.locator(`[data-cell="${to}"]`).click()
    }
    played++
    await expect(result.or(page.locator(`[data-testid="solo-task"]:not([data-task="${task}"])`))).toBeVisible()
  }
  await expect(result).toHaveAttribute('data-counted', String(!practice))
  return played * CARD_MS
}

/** At each size: a screenshot, no control cut off or overlapping, no words clipped. */
async function everySize(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    // The charts follow their box's width: drawn again, then still.
    await expect(page.getByTestId('chart-plot').first().locator('canvas')).toHaveAttribute('width', /\d+/)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await page.evaluate(stillness)
    await shot(page, { path: `${SHOTS}/progress-${name}-${size.width}x${size.height}.png`, fullPage: true })
    const where = `${name} at ${size.width}×${size.height}`
    expect(await page.evaluate(layoutProblems), where).toEqual([])
    expect(await page.evaluate(clippedWords, PROGRESS_WORDS), where).toEqual([])
  }
  await page.setViewportSize(SIZES[1])
}

test('issue 30: two solo runs of a person are on their Progress screen; a row and a point open the run’s review; 0 axe violations; every size, theme and language', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena')
  const counted = await playRun(page, app, clock, false)
  const practice = await playRun(page, app, clock, true)

  // From the Players screen, as a person would.
  await page.goto(app.at('/profiles'))
  await page.getByTestId('profile-progress-link').first().click()
  await expect(page).toHaveURL(/#\/progress\?profile=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Progress: Lena')
  const times = page.getByTestId('progress-chart').first()
  await expect(times).toHaveAttribute('data-series', '2')
  await expect(page.getByTestId('chart-plot').first()).toHaveAttribute('aria-label', /^2 runs \(1 counted\) from .+; best \d+\.\d s, latest \d+\.\d s\.$/)
  await expect(page.getByTestId('progress-stat-best').locator('dd')).toHaveText(`${(counted / 1000).toFixed(1)} s`)
  await expect(page.getByTestId('progress-stat-meanOf3').locator('dd')).toHaveText('—')
  // The histogram holds every card of both runs.
  await expect(page.getByTestId('progress-chart').nth(1)).toHaveAttribute('data-series', /^[1-9]/)
  // Each of the counted run's ten cards, drawn as the solo screen draws it and named by its number in the deck.
  const cards = page.getByTestId('progress-card')
  await expect(cards).toHaveCount(10)
  await expect(cards.first().getByRole('img')).toHaveAccessibleName(/^Card \d+$/)
  await expect(cards.first().locator('[data-task]')).toHaveAttribute('data-task', /^[.BRG*]{3}\/[.BRG*]{3}\/[.BRG*]{3}$/)

  // The period: the last 7 days, then all; the same two runs (both played just now on the test clock).
  await page.getByText('Last 7 days').click()
  await expect(page.getByTestId('progress')).toHaveAttribute('data-period', '7d')
  await expect(times).toHaveAttribute('data-series', '2')
  // The other side has none of them.
  await page.getByTestId('progress-side-chess').check({ force: true })
  await expect(page.getByTestId('progress-empty')).toBeVisible()
  await expect(page.getByTestId('progress-chart')).toHaveCount(0)
  await page.getByTestId('progress-side-fifteen').check({ force: true })
  await expect(times).toHaveAttribute('data-series', '2')

  // The data table: a row a run, oldest first; its link, by the keyboard, opens that run's review.
  await times.getByTestId('chart-table-toggle').click()
  const rows = page.getByTestId('progress-run')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toHaveAttribute('data-counted', 'true')
  await expect(rows.nth(1)).toHaveAttribute('data-counted', 'false')
  const practiceId = await rows.nth(1).getAttribute('data-id')
  const countedId = await rows.nth(0).getAttribute('data-id')
  await rows.nth(1).getByTestId('progress-run-review').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#/review/${practiceId}$`))
  await expect(page.getByTestId('review')).toBeVisible()
  expect(practice).toBeGreaterThan(0)

  // A point: the first run's, at the chart's left, opens its review.
  await page.goBack()
  await expect(page.getByTestId('progress')).toHaveAttribute('data-period', '7d')
  await expect(times).toHaveAttribute('data-series', '2')
  const over = times.locator('.u-over')
  const box = (await over.boundingBox())!
  await over.click({ position: { x: 4, y: box.height / 2 } })
  await expect(page).toHaveURL(new RegExp(`#/review/${countedId}$`))

  // The CSV of the runs on show.
  await page.goBack()
  const download = page.waitForEvent('download')
  await page.getByTestId('progress-csv').click()
  const file = await download
  // Back from the review, the screen is as it was left: the last 7 days.
  expect(file.suggestedFilename()).toBe('progress-Lena-fifteen-all-7d.csv')
  const csv = await (await file.createReadStream()).toArray()
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n')
  expect(lines[0]).toBe('Date,Time,Kind,Run')
  expect(lines.slice(1).map((l) => l.split(',').slice(1))).toEqual([
    [(counted / 1000).toFixed(3), 'Counted', countedId],
    [(practice / 1000).toFixed(3), 'Practice', practiceId],
  ])

  // Looked at: both themes, both languages, every size, with the runs' table open; axe in each theme.
  await times.getByTestId('chart-table-toggle').click()
  for (const language of ['en', 'ru'] as const) {
    await speak(app, language)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, app, theme)
      if (language === 'en') expect(await wcagViolations(page), `axe, ${theme}`).toEqual([])
      await everySize(page, `${language}-${theme}`)
    }
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Прогресс: Lena')
  await setTheme(page, app, 'light')
})

test('issue 30: a card game a person finished against the computer is on their Progress screen; a row and a point open its review; every size, theme and language', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena')
  const { lena, tableId } = await checksToTheEnd(page, app, clock, 'progress-1', 'hard')

  await page.goto(app.at(`/progress?profile=${lena}`))
  const section = page.getByTestId('progress-games')
  const checks = section.locator('[data-testid=progress-chart][data-game=checks]')
  await expect(checks).toHaveAttribute('data-series', '1')
  await expect(checks.getByTestId('chart-plot')).toHaveAttribute('aria-label', /^Checks: 1 counted game, .+ Hard: latest block (0|100)% of 1 game\.$/)
  // Her standing after the match: level points, and (two at the table) a rating.
  await expect(section.locator('[data-ladder=levelPoints]')).toHaveAttribute('data-series', '1')
  await expect(section.locator('[data-ladder=rating]')).toHaveAttribute('data-series', '1')
  // The expert judges her decisions in the background after the game, with nobody asking: the
  // screen, told when it is done, draws her share of good decisions and the kinds they were.
  const decisions = section.locator('[data-testid=progress-chart][data-decisions=checks]')
  await expect(decisions).toHaveAttribute('data-series', '1', { timeout: 30_000 })
  await expect(decisions.getByTestId('chart-plot')).toHaveAttribute('aria-label', /^Checks: \d+ of \d+ judged decisions good \(\d+%\)\. 1 game judged\.$/)
  await expect(section.locator('[data-testid=progress-kinds][data-game=checks] [data-testid=progress-kind]').first()).toBeVisible()
  await expect(section.getByTestId('progress-judging')).toHaveCount(0)
  // No other card game was played: none is shown.
  await expect(section.getByTestId('progress-chart')).toHaveCount(4)

  // The data: one block of one game against 'hard'; its link opens the game's review.
  await checks.getByTestId('chart-table-toggle').click()
  const block = checks.getByTestId('progress-block')
  await expect(block).toHaveCount(1)
  await expect(block).toHaveAttribute('data-level', 'hard')
  await block.getByTestId('progress-block-review').click()
  await expect(page).toHaveURL(new RegExp(`#/review/${tableId}$`))
  await expect(page.getByTestId('review')).toBeVisible()

  // A point: the level points chart's one point, in its middle, opens the same game.
  await page.goBack()
  const points = section.locator('[data-ladder=levelPoints]')
  await expect(points).toHaveAttribute('data-series', '1')
  const over = points.locator('.u-over')
  const box = (await over.boundingBox())!
  await over.click({ position: { x: box.width / 2, y: box.height / 2 } })
  await expect(page).toHaveURL(new RegExp(`#/review/${tableId}$`))
  await page.goBack()

  // Looked at with every table open: both themes, both languages, every size; axe in each theme.
  const toggles = section.getByTestId('chart-table-toggle')
  await expect(toggles).toHaveCount(4)
  for (const toggle of await toggles.all()) await toggle.click()
  await expect(section.getByTestId('chart-table')).toHaveCount(4)
  for (const language of ['en', 'ru'] as const) {
    await speak(app, language)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, app, theme)
      expect(await wcagViolations(page), `axe, ${language}, ${theme}`).toEqual([])
      await everySize(page, `games-${language}-${theme}`)
    }
  }
  await expect(section.locator('h2')).toHaveText('Карточные игры')
  await setTheme(page, app, 'light')
})
