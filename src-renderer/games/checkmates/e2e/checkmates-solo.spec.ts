import type { Page } from '@playwright/test'
import { soloTier, TIER_LIMITS_MS } from '@shared/checkmates/solo'
import { CELLS, legalDestinations, makeMove, parseBoard, parseTask, solveCold, type Side } from '@shared/checkmates'
import { lookAtEverySize } from './checkmates-ru'
import { setTheme, speak } from '../../../../tests/e2e/words'
import type { SoloSession } from '@shared/ipc'
import type { TestClock } from '../../../../tests/e2e/clock'
import { noAnimation } from '../../../../tests/e2e/play'
import { expect, test, type RunningWebEdition } from '../../../../tests/e2e/web-edition'
import { client, connect } from '../../../../tests/e2e/ws-client'

test.use(noAnimation)

const taskEl = (page: Page) => page.getByTestId('solo-task')

/** The solver's line from `board` to meeting `task` (docs/notation.md). */
function lineFor(side: Side, board: string, task: string): string[] {
  const b = parseBoard(side, board)
  const t = parseTask(side, task)
  if (!b.ok || !t.ok) throw new Error(`${board} / ${task} does not parse`)
  const line = solveCold(b.value, t.value)
  if (!line.ok || !line.value.moves) throw new Error(`no line for ${board} / ${task}`)
  return line.value.moves.map(makeMove)
}

/** The solver's line for what the screen shows: the board and the card in play, read from the DOM hooks. */
async function lineOnScreen(page: Page, side: Side): Promise<{ task: string; moves: string[] }> {
  const task = (await taskEl(page).getAttribute('data-task')) ?? ''
  const board = (await page.locator('[data-board]').getAttribute('data-board')) ?? ''
  return { task, moves: lineFor(side, board, task) }
}

async function clickMove(page: Page, move: string) {
  const [from, to] = move.split('-')
  await page.locator(`[data-cell="${from}"]`).click()
  await page.locator(`[data-cell="${to}"]`).click()
}

/** Plays the card in play by clicks, as fast as Playwright can send them: no waiting for slides or the host. */
async function playCardOnScreen(page: Page, side: Side): Promise<string> {
  const { task, moves } = await lineOnScreen(page, side)
  for (const m of moves) await clickMove(page, m)
  return task
}

/** How long the person looks at each card before moving, on the test's clock. */
const CARD_MS = 4_321

/**
 * Plays the run on screen to its results, `cardMs` of the test's clock spent on each card before
 * its moves. The stopwatch is the host's, so the run's time is exactly what the test moved it on:
 * `before` (spent on the run before this) and `cardMs` a card.
 */
async function playToTheEnd(page: Page, clock: TestClock, side: Side, { cardMs = CARD_MS, before = 0 } = {}) {
  const result = page.getByTestId('solo-result')
  let played = 0
  for (let guard = 0; guard < 12; guard++) {
    await expect(taskEl(page).or(result)).toBeVisible()
    if (await result.isVisible()) break
    await clock.advance(cardMs)
    const task = await playCardOnScreen(page, side)
    played++
    // The next card, or the results: either way not the card just played.
    await expect(result.or(page.locator(`[data-testid="solo-task"]:not([data-task="${task}"])`))).toBeVisible()
  }
  await expect(result).toBeVisible()
  expect(played).toBeGreaterThan(0)
  expect(played).toBeLessThanOrEqual(10)
  const time = before + played * cardMs
  await expect(result).toHaveAttribute('data-time-ms', String(time))
  await expect(result).toHaveAttribute('data-tier', soloTier(side, time))
  return result
}

async function playWholeRun(page: Page, clock: TestClock, side: Side, opts?: { cardMs?: number }) {
  await page.getByTestId('solo-start').click()
  return playToTheEnd(page, clock, side, opts)
}

/**
 * A whole counted run played through the host's own requests, as another screen of this computer
 * would, `cardMs` of the test's clock on each card: a record for the runs after it. Its time.
 */
async function runElsewhere(app: RunningWebEdition, clock: TestClock, side: Side, cardMs: number): Promise<number> {
  const ws = await connect(app)
  const call = client(ws)
  const must = async (channel: 'checkmates:solo-start' | 'checkmates:solo-move', payload: unknown) => {
    const r = await call(channel, payload)
    if (!r.ok) throw new Error(`${channel}: ${r.error!.message}`)
    return r.value as SoloSession
  }
  let run = await must('checkmates:solo-start', { side, deck: 'all', practice: false })
  while (!run.result) {
    await clock.advance(cardMs)
    for (const move of lineFor(side, run.board, run.cards.at(-1)!.task)) run = await must('checkmates:solo-move', { sessionId: run.sessionId, move })
  }
  ws.close()
  return run.result.timeMs
}

for (const side of ['fifteen', 'chess'] as const) {
  test(`CM-11: a whole counted ${side} run, played by clicking cells, ends with a time and a tier and goes on the record`, async ({ page, app, clock }) => {
    // A run before it, a millisecond a card under the first tier's bound: the first tier.
    const bound = TIER_LIMITS_MS[side][0]
    expect(await runElsewhere(app, clock, side, bound / 10 - 1)).toBe(bound - 10)
    await page.goto(app.at(`/checkmates/solo?side=${side}&deck=all`))
    await expect(page.getByTestId('solo-kind')).toContainText('counted run')
    // The deal is the host's: no board and no seed on screen before the start.
    await expect(page.locator('[data-board]')).toHaveAttribute('data-board', '.../.../...')
    await expect(page.getByTestId('solo-seed')).toHaveCount(0)
    // Ten cards in exactly the first tier's bound: a time on a bound belongs to the slower tier.
    const result = await playWholeRun(page, clock, side, { cardMs: bound / 10 })
    await expect(result).toHaveAttribute('data-counted', 'true')
    await expect(result).toHaveAttribute('data-time-ms', String(bound))
    await expect(result).toHaveAttribute('data-tier', 'high')
    await expect(result.locator('.time')).toHaveText(side === 'fifteen' ? '1:30.0' : '2:00.0')
    await expect(result).toContainText('Your moves')
    // Both runs are on the record, the first the best before this one.
    await expect(page.getByTestId('solo-best')).toHaveText(`Personal best before this run: ${side === 'fifteen' ? '1:29.9' : '1:59.9'}`)
    await expect(page.getByTestId('solo-chart')).toHaveAttribute('data-series', '2')
    await expect(page.getByTestId('solo-chart').locator('canvas')).toBeVisible()
    // Again: a new counted run, its deal the host's once more.
    await page.getByTestId('solo-again').click()
    await expect(page.getByTestId('solo-start')).toBeVisible()
    await expect(page.locator('[data-board]')).toHaveAttribute('data-board', '.../.../...')
  })
}

// Two runs, two tests: each plays a whole deck through.
test.describe('CM-12: blitz decks from the address play through; a chosen seed is a practice run of that deal, never a record', () => {
  test('a blitz deck from the address', async ({ page, app, clock }) => {
    await page.goto(app.at('/checkmates/solo?side=chess&deck=2'))
    await expect(page.locator('[data-board]')).toHaveAttribute('data-side', 'chess')
    await playWholeRun(page, clock, 'chess')
    await expect(page).not.toHaveURL(/seed=/)
  })

  test('a chosen seed', async ({ page, app, clock }) => {
    await page.goto(app.at('/checkmates/solo?side=fifteen&deck=1&seed=blitz-1'))
    await expect(page.getByTestId('solo-seed')).toHaveText('blitz-1')
    // Issue 31 item 15: the practice badge and "deal blitz-1" do not run together.
    const tag = (await page.getByTestId('solo-kind').locator('.tag').boundingBox())!
    const deal = (await page.getByTestId('solo-deal').boundingBox())!
    expect(deal.x - (tag.x + tag.width)).toBeGreaterThanOrEqual(3)
    await expect(page.getByTestId('solo-practice-deal')).toContainText('A chosen deal is practice')
    const dealt = await page.locator('[data-board]').getAttribute('data-board')
    const result = await playWholeRun(page, clock, 'fifteen')
    await expect(result).toHaveAttribute('data-counted', 'false')
    await expect(page.getByTestId('solo-not-counted')).toContainText('not kept as a record')
    await expect(page.getByTestId('solo-chart')).toHaveAttribute('data-series', '0')
    // The same deal again: the same board before the start.
    await page.getByTestId('solo-replay').click()
    await expect(page.locator('[data-board]')).toHaveAttribute('data-board', dealt!)
  })
})

/** A counted one-point blitz run on Fifteen, played on screen to its results: the deal it was played on, and the results. */
async function finishedRun(page: Page, app: RunningWebEdition, clock: TestClock) {
  await page.goto(app.at('/checkmates/solo?side=fifteen&deck=1'))
  await page.getByTestId('solo-start').click()
  await expect(taskEl(page)).toBeVisible()
  const dealt = (await page.locator('[data-board]').getAttribute('data-board'))!
  const result = await playToTheEnd(page, clock, 'fifteen')
  await expect(result).toHaveAttribute('data-counted', 'true')
  await expect(page.getByTestId('solo-review')).toHaveText('Review this run')
  return dealt
}

// Two tests of one kind of run: its result on screen, and where its link leads.
test.describe("a finished run's result links to its review, whose Same deal again deals that run's deal afresh as practice", () => {
  test('the result and its link in both languages and themes, at every size', async ({ page, app, clock }) => {
    await finishedRun(page, app, clock)
    for (const language of ['en', 'ru'] as const) {
      await speak(app, language)
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, app, theme)
        await lookAtEverySize(page, `solo-result-review-${theme}`, language)
      }
    }
    await expect(page.getByTestId('solo-review')).toHaveText('Разбор захода')
  })

  test('the review, and Same deal again', async ({ page, app, clock }) => {
    const dealt = await finishedRun(page, app, clock)
    // The run is kept under its session's id: its review opens at the deal.
    await page.getByTestId('solo-review').click()
    await expect(page).toHaveURL(/#\/review\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('review')).toHaveAttribute('data-game', 'checkmates')
    await expect(page.getByTestId('review-solo')).toBeVisible()
    await expect(page.getByTestId('review-step')).toHaveAttribute('data-step', '0')
    // Same deal again: the solo screen on the run's seed, which a chosen deal makes practice.
    await page.getByTestId('review-again').click()
    await expect(page).toHaveURL(/#\/checkmates\/solo\?side=fifteen&deck=1&seed=[0-9a-f]{8}$/)
    await expect(page.getByTestId('solo-practice-deal')).toContainText('A chosen deal is practice')
    await expect(page.locator('[data-board]')).toHaveAttribute('data-board', dealt)
  })
})

test('practice: the hint gives the count, then a move; it comes down once the board changes; the run is not kept', async ({ page, app, clock }) => {
  await page.goto(app.at('/checkmates/solo?side=fifteen&deck=2&seed=practice-3'))
  await page.getByTestId('solo-start').click()
  await page.getByTestId('solo-hint').click()
  await expect(page.getByTestId('solo-hint-text')).toContainText(/can be done in \d+ moves? from here/)
  await page.getByTestId('solo-hint').click()
  const hinted = page.getByTestId('solo-hint-text')
  // Issue 31 item 15: the two sentences with a space between them.
  await expect(hinted).toHaveText(/^This card can be done in \d+ moves? from here\. Try [a-c][1-3]-[a-c][1-3]\.$/)
  const move = /Try ([a-c][1-3]-[a-c][1-3])/.exec((await hinted.textContent()) ?? '')![1]!
  await clickMove(page, move)
  // A hint answers for the board as it is: after the move it no longer speaks for "here".
  await expect(hinted).toHaveCount(0)
  await playToTheEnd(page, clock, 'fifteen')
  await expect(page.getByTestId('solo-result')).toHaveAttribute('data-counted', 'false')
})

test('a counted run has Restart and Quit, each saying the run will not count; quitting offers its deal for practice and its review', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/solo?side=fifteen&deck=all'))
  await page.getByTestId('solo-start').click()
  await expect(taskEl(page)).toBeVisible()

  await page.getByTestId('solo-restart').click()
  await expect(page.getByTestId('confirm')).toContainText('will not count')
  await page.getByTestId('confirm-no').click()
  await expect(page.getByTestId('confirm')).toHaveCount(0)
  await page.getByTestId('solo-restart').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('solo-progress')).toHaveText('Card 1 of 10')
  await expect(taskEl(page)).toBeVisible()

  await page.getByTestId('solo-quit').click()
  await expect(page.getByTestId('confirm')).toContainText('does not count')
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('solo-ended')).toContainText('You quit the run, so it does not count.')
  await page.getByTestId('solo-ended-practise').click()
  await expect(page).toHaveURL(/seed=[0-9a-f]{8}/)
  await expect(page.getByTestId('solo-practice-deal')).toBeVisible()

  // A practice run quits at once: nothing to lose.
  await page.getByTestId('solo-start').click()
  await page.getByTestId('solo-quit').click()
  await expect(page.getByTestId('confirm')).toHaveCount(0)
  await expect(page.getByTestId('solo-ended')).toBeVisible()
  // A quit run is kept all the same, and its note leads to its review, on the deal it was played on.
  await page.getByTestId('solo-ended-review').click()
  await expect(page).toHaveURL(/#\/review\/[^/]+$/)
  await expect(page.getByTestId('review')).toHaveAttribute('data-game', 'checkmates')
  await expect(page.getByTestId('review-solo')).toBeVisible()
})

test('leaving a counted run asks first and says it will not count', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/solo?side=chess&deck=1'))
  await page.getByTestId('solo-start').click()
  await expect(taskEl(page)).toBeVisible()
  await page.getByRole('link', { name: 'Check Mates', exact: true }).click()
  await expect(page.getByTestId('confirm')).toContainText('A counted run you leave does not count')
  await page.getByTestId('confirm-no').click()
  await expect(page).toHaveURL(/checkmates\/solo/)
  await expect(taskEl(page)).toBeVisible()
  await page.getByRole('link', { name: 'Check Mates', exact: true }).click()
  await page.getByTestId('confirm-yes').click()
  await expect(page).toHaveURL(/#\/checkmates$/)
})

test('a refused move says why; a met card is reported with its moves against the fewest', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/solo?side=chess&deck=all&seed=refuse'))
  await page.getByTestId('solo-start').click()
  const text = await page.locator('[data-board]').getAttribute('data-board')
  const b = parseBoard('chess', text!)
  if (!b.ok) throw new Error(b.error.message)
  // A token and an empty cell it cannot reach.
  const from = b.value.cells.findIndex((t, i) => t !== null && legalDestinations(b.value, i).length < 2)
  const to = b.value.cells.findIndex((t, i) => t === null && !legalDestinations(b.value, from).includes(i))
  expect(from >= 0 && to >= 0).toBe(true)
  await clickMove(page, `${CELLS[from]}-${CELLS[to]}`)
  await expect(page.getByTestId('solo-refused')).toContainText(`cannot reach ${CELLS[to]}`)
  await expect(page.locator('[data-board]')).toHaveAttribute('data-board', text!)

  await playCardOnScreen(page, 'chess')
  await expect(page.getByTestId('solo-last-done')).toContainText(/Card 1 matched in \d+ moves? \(fewest \d+\)/)
})

test('the solver stays closed to the bid checker while a counted run is on, and opens when it is quit', async ({ page, context, app }) => {
  await page.goto(app.at('/checkmates/solo?side=fifteen&deck=all'))
  await page.getByTestId('solo-start').click()
  await expect(taskEl(page)).toBeVisible()
  const checker = await context.newPage()
  await checker.goto(app.at('/checkmates/checker?side=fifteen'))
  await checker.getByTestId('checker-check').click()
  await expect(checker.getByTestId('checker-refused')).toContainText('counted solo run')
  await expect(checker.getByTestId('checker-verdict')).toHaveCount(0)

  await page.getByTestId('solo-quit').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('solo-ended')).toBeVisible()
  await checker.getByTestId('checker-check').click()
  await expect(checker.getByTestId('checker-verdict')).toBeVisible()
  await expect(checker.getByTestId('checker-refused')).toHaveCount(0)
})

test('the library\'s Play leads to the Check Mates hub, whose pickers set up a counted solo run', async ({ page, app }) => {
  await page.goto(app.at('/'))
  await page.getByTestId('play-checkmates').click()
  await expect(page).toHaveURL(/#\/checkmates$/)
  await page.getByText('Chess', { exact: true }).click()
  await page.getByText('2-point blitz').click()
  await page.getByTestId('hub-solo').click()
  await expect(page).toHaveURL(/#\/checkmates\/solo\?side=chess&deck=2$/)
  await expect(page.locator('[data-board]')).toHaveAttribute('data-side', 'chess')
  await page.goto(app.at('/checkmates'))
  await expect(page.getByTestId('hub-bidding')).toHaveAttribute('href', '#/play/checkmates')
  await expect(page.getByTestId('hub-checker')).toHaveAttribute('href', /#\/checkmates\/checker/)
})

// Two tests: the screens around a run in both languages, and a whole run in Russian.
test.describe('in Russian: the hub, a counted run, a blitz run and the results say it all in Russian, with nothing clipped at any size', () => {
  test('the hub, the setup and a blitz run being played, in both languages', async ({ page, app }) => {
    for (const language of ['en', 'ru'] as const) {
      await speak(app, language)
      await page.goto(app.at('/checkmates'))
      await expect(page.getByTestId('hub-solo')).toHaveText(language === 'ru' ? 'Играть на время' : 'Play solo')
      await lookAtEverySize(page, 'hub', language)
      await page.goto(app.at('/checkmates/solo?side=chess&deck=2'))
      await lookAtEverySize(page, 'solo-setup', language)
      await page.getByTestId('solo-start').click()
      await expect(page.getByTestId('solo-task')).toBeVisible()
      await lookAtEverySize(page, 'blitz-playing', language)
      await page.getByTestId('solo-quit').click()
      await page.getByTestId('confirm-yes').click()
      // Once the host has ended it: a run still going asks before the next address is opened.
      await expect(page.getByTestId('solo-ended')).toBeVisible()
    }
  })

  test('a counted Fifteen run from the first card to its results', async ({ page, app, clock }) => {
    await speak(app, 'ru')
    await page.goto(app.at('/checkmates/solo?side=fifteen&deck=all'))
    await expect(page.locator('h1')).toHaveText('На время · Пятнашки')
    await expect(page.getByTestId('solo-kind')).toContainText('Вся колода · зачётный заход')
    await page.getByTestId('solo-start').click()
    await expect(page.getByTestId('solo-progress')).toHaveText('Карточка 1 из 10')
    // The stopwatch runs on the host's time, written as Russian writes it.
    await expect(page.getByTestId('solo-clock')).toHaveText('0:00,0')
    await clock.advance(61_500)
    await expect(page.getByTestId('solo-clock')).toHaveText('1:01,5')
    // A token sent where it cannot go says why, in Russian.
    const board = await page.locator('[data-board]').getAttribute('data-board')
    const b = parseBoard('fifteen', board!)
    if (!b.ok) throw new Error(b.error.message)
    const from = b.value.cells.findIndex((c, i) => c !== null && legalDestinations(b.value, i).length > 0)
    const to = b.value.cells.findIndex((c, i) => c === null && !legalDestinations(b.value, from).includes(i))
    if (to >= 0) {
      await page.locator(`[data-cell="${CELLS[from]}"]`).click()
      await page.locator(`[data-cell="${CELLS[to]}"]`).click()
      await expect(page.getByTestId('solo-refused')).toContainText(`не попадает на ${CELLS[to]}: ход — на одну клетку`)
    }
    const result = await playToTheEnd(page, clock, 'fifteen', { cardMs: 10_000, before: 61_500 })
    await expect(result).toContainText('Десять карточек за')
    await expect(result.locator('.time')).toHaveText('2:41,5')
    await expect(result).toContainText('Ваши ходы')
    await expect(page.getByTestId('solo-again')).toHaveText('Новый зачётный заход')
    // One run: best and latest are the same time, in seconds under a minute and in m:ss from one.
    await expect(page.getByTestId('solo-chart')).toHaveAttribute('aria-label', /^Прошлые результаты: 1 заход; лучший — ([\d,]+ с|\d+:\d\d,\d), последний — \1\.$/)
    await lookAtEverySize(page, 'solo-result', 'ru')
  })
})
