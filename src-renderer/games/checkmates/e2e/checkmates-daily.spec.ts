import type { Page } from '@playwright/test'
import { applyMove, cardById, cardTask, DECK, faceOf, isSatisfied, isSide, legalMoves, makeMove, parseBoard, solveCold, type Side } from '@shared/checkmates'
import { dailyPuzzle } from '@shared/checkmates/daily'
import { lookAtEverySize } from './checkmates-ru'
import { speak } from '../../../../tests/e2e/words'
import { wcagViolations } from '../../../../tests/e2e/axe'
import { testClock, type TestClock } from '../../../../tests/e2e/clock'
import { noAnimation } from '../../../../tests/e2e/play'
import { expect, leaveAndStop, startWebEdition, test, type RunningWebEdition } from '../../../../tests/e2e/web-edition'

test.use(noAnimation)

const DAY = 86_400_000

/** The board and the card on screen now, read from the DOM hooks (docs/notation.md). */
async function onScreen(page: Page, taskId: string): Promise<{ side: Side; board: string; task: string; cardId: string }> {
  const boardEl = page.locator('[data-board]')
  const side = await boardEl.getAttribute('data-side')
  const board = (await boardEl.getAttribute('data-board')) ?? ''
  const task = (await page.getByTestId(taskId).getAttribute('data-task')) ?? ''
  if (!isSide(side)) throw new Error('no board on screen')
  const card = DECK.find((c) => faceOf(c, side).task === task)
  if (!card) throw new Error(`no card ${task}`)
  return { side, board, task, cardId: card.id }
}

/** The solver's line for what the screen shows. */
function lineFor(s: { side: Side; board: string; cardId: string }): string[] {
  const b = parseBoard(s.side, s.board)
  if (!b.ok) throw new Error(b.error.message)
  const solved = solveCold(b.value, cardTask(cardById(s.cardId)!, s.side))
  if (!solved.ok || !solved.value.moves) throw new Error('unsolvable')
  return solved.value.moves.map(makeMove)
}

/** A legal move that leaves the card unmet. */
function missingMove(s: { side: Side; board: string; cardId: string }): string {
  const b = parseBoard(s.side, s.board)
  if (!b.ok) throw new Error(b.error.message)
  const task = cardTask(cardById(s.cardId)!, s.side)
  const m = legalMoves(b.value).find((move) => {
    const next = applyMove(b.value, move)
    return next.ok && !isSatisfied(next.value, task)
  })
  if (!m) throw new Error('every move meets the card')
  return makeMove(m)
}

async function clickMove(page: Page, move: string) {
  const [from, to] = move.split('-')
  await page.locator(`[data-cell="${from}"]`).click()
  await page.locator(`[data-cell="${to}"]`).click()
}

/**
 * Both editions' test clocks at the same moment: noon, two days from now on this computer's
 * calendar, so the date is the same for both and nowhere near midnight.
 */
async function toNoon(clocks: TestClock[]): Promise<string> {
  const today = new Date()
  const noon = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2, 12)
  for (const c of clocks) await c.advance(noon.getTime() - (await c.now()))
  return dateKey(noon)
}

/** A moment's date on this computer's calendar, as the host writes it. */
function dateKey(d: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}

/** Opens an edition's daily screen afresh and starts today's puzzle; its board and card. */
async function startDaily(page: Page, app: RunningWebEdition, date: string) {
  await page.goto('about:blank')
  await page.goto(app.at('/checkmates/daily'))
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date)
  await page.getByTestId('daily-start').click()
  await expect(page.getByTestId('daily-task')).toBeVisible()
  return onScreen(page, 'daily-task')
}

test('the daily puzzle is the same for two data folders on one date and another the next day; one try a day, a reload grants no other', async ({ page, app, clock }) => {
  const other = await startWebEdition()
  const otherClock = await testClock(other)
  const date = await toNoon([clock, otherClock])
  const { optimal, ...puzzle } = dailyPuzzle(date)

  // The other data folder first: the same puzzle as the date's, and so as this one's.
  const there = await startDaily(page, other, date)
  expect(there).toMatchObject({ side: puzzle.side, board: puzzle.board, task: puzzle.task })
  const here = await startDaily(page, app, date)
  expect(here).toEqual(there)

  // A try: the fewest moves are not told while it is on; the clock runs on the host's time.
  await expect(page.getByTestId('daily-play')).not.toContainText('fewest possible is')
  await clock.advance(42_000)
  await expect(page.getByTestId('daily-clock')).toHaveText('0:42.0')
  const line = lineFor(here)
  expect(line).toHaveLength(optimal)
  await clickMove(page, line[0]!)
  await expect(page.getByTestId('daily-play')).toHaveAttribute('data-moves', '1')
  // A reload resumes the try where it stood: the move made, the clock still running.
  await page.reload()
  await expect(page.getByTestId('daily-play')).toHaveAttribute('data-moves', '1')
  await expect(page.getByTestId('daily-clock')).toHaveText('0:42.0')
  for (const m of line.slice(1)) await clickMove(page, m)
  const result = page.getByTestId('daily-result')
  await expect(result).toHaveAttribute('data-optimal', String(optimal))
  await expect(result).toHaveAttribute('data-moves', String(optimal))
  await expect(page.getByTestId('daily-fewest')).toHaveText('That is the fewest possible.')
  await expect(result).toContainText(`Solved in ${optimal} moves.`)
  // Over is over: a reload shows the result, with no Start.
  await page.reload()
  await expect(result).toBeVisible()
  await expect(page.getByTestId('daily-start')).toHaveCount(0)

  // The same puzzle again as practice, with its fewest told at once; nothing of it is kept.
  await page.getByTestId('daily-practise').click()
  await expect(page.getByTestId('practice')).toContainText(`It can be done in ${optimal} moves.`)
  await expect(page.locator('[data-board]')).toHaveAttribute('data-board', puzzle.board)
  for (const m of line) await clickMove(page, m)
  await expect(page.getByTestId('practice-status')).toHaveText(`✓ Matched in ${optimal} moves: the fewest possible.`)
  await page.getByTestId('practice-close').click()
  await expect(result).toBeVisible()

  // The next day: both folders have another puzzle, the same one.
  await clock.advance(DAY)
  await otherClock.advance(DAY)
  const nextDate = dayAfter(date)
  const tomorrow = await startDaily(page, app, nextDate)
  expect(`${tomorrow.board} ${tomorrow.task}`).not.toBe(`${here.board} ${here.task}`)
  expect(await startDaily(page, other, nextDate)).toEqual(tomorrow)
  otherClock.close()
  await leaveAndStop(page, other)
})

/** The date after `date`, on the calendar. */
function dayAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return dateKey(new Date(y, m - 1, d + 1))
}

/** Picks a chip of a row of radio chips by its hidden input's test id. */
const chip = (page: Page, testId: string) => page.locator('label', { has: page.getByTestId(testId) })

/** Waits for the streak's card `number` with `moves` made on it; what the screen shows then. */
async function streakAt(page: Page, number: number, moves = 0) {
  const play = page.getByTestId('streak-play')
  await expect(play).toHaveAttribute('data-card', String(number))
  await expect(play).toHaveAttribute('data-moves', String(moves))
  return onScreen(page, 'streak-task')
}

test('a streak: harder cards, one skip, a reload mid-run resumes it exactly, a miss ends it and its card is kept to practise', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/streak'))
  await chip(page, 'streak-side-chess').click()
  await chip(page, 'streak-level-2').click()
  await page.getByTestId('streak-start').click()
  // Two cards at level 2, then level 3: each to be met in exactly its optimum.
  for (const [number, level] of [[1, 2], [2, 2]] as const) {
    const card = await streakAt(page, number)
    await expect(page.getByTestId('streak-play')).toHaveAttribute('data-optimal', String(level))
    for (const m of lineFor(card)) await clickMove(page, m)
  }
  let card = await streakAt(page, 3)
  await expect(page.getByTestId('streak-play')).toHaveAttribute('data-optimal', '3')
  await expect(page.getByTestId('streak-count')).toHaveAttribute('data-met', '2')
  await expect(page.getByTestId('streak-last-met')).toHaveText('✓ Card 2 matched in 2 moves')
  await clickMove(page, lineFor(card)[0]!)
  const moved = await streakAt(page, 3, 1)
  await expect(page.getByTestId('streak-moves-left')).toHaveText('Match it in 3 moves: 2 moves left')

  // A reload resumes the run exactly: the same card, the move made, no fresh start.
  await page.reload()
  expect(await streakAt(page, 3, 1)).toEqual(moved)
  await expect(page.getByTestId('streak-count')).toHaveAttribute('data-met', '2')

  // The one skip: another card of the same level; the skip is gone, after a reload too.
  await page.getByTestId('streak-skip').click()
  card = await streakAt(page, 4)
  await expect(page.getByTestId('streak-play')).toHaveAttribute('data-optimal', '3')
  await expect(page.getByTestId('streak-skip')).toBeDisabled()
  await page.reload()
  await streakAt(page, 4)
  await expect(page.getByTestId('streak-skip')).toBeDisabled()
  await expect(page.getByTestId('streak-skip')).toHaveText('Skip used')

  // Three moves that do not meet the card: the third misses it, and the run is over.
  const missed = card
  for (let n = 0; n < 3; n++) {
    await clickMove(page, missingMove(card))
    if (n < 2) card = await streakAt(page, 4, n + 1)
  }
  await expect(page.getByTestId('streak-ended')).toContainText('Missed: card 4 was not matched in 3 moves. That run: 2 cards matched.')
  await expect(page.getByTestId('streak')).toHaveAttribute('data-ending', 'missed')
  await expect(page.getByTestId('streak-best')).toHaveText('Best streak: Fifteen 0 · Chess 2')
  // A reload grants no retry: the run stays over.
  await page.reload()
  await expect(page.getByTestId('streak-ended')).toBeVisible()
  await expect(page.getByTestId('streak-play')).toHaveCount(0)

  // The missed card is kept to practise, and plays from its own board.
  await expect(page.getByTestId('streak-missed-card')).toHaveCount(1)
  await page.getByTestId('streak-practise').click()
  await expect(page.locator('[data-board]')).toHaveAttribute('data-board', missed.board)
  for (const m of lineFor(missed)) await clickMove(page, m)
  await expect(page.getByTestId('practice-status')).toHaveText('✓ Matched in 3 moves: the fewest possible.')

  // The run is in the person's history, on the Progress screen.
  await page.goto(app.at('/progress'))
  await expect(page.getByTestId('progress-streak-row')).toHaveAttribute('data-met', '2')
  await expect(page.getByTestId('progress-puzzles-stat-bestChess').locator('dd')).toHaveText('2')
})

test('the daily puzzle, the streak and their Progress section in both languages: every size, nothing clipped, no axe violations', async ({ page, app, clock }) => {
  // Fourteen screens, each at three sizes and through axe, in two languages: a long walk, which a
  // busy machine slows past the usual minute.
  test.slow()
  const date = await toNoon([clock])
  const axe = async (screen: string) => expect(await wcagViolations(page), screen).toEqual([])
  let day = date
  for (const language of ['en', 'ru'] as const) {
    await speak(app, language)
    await page.goto(app.at('/checkmates'))
    await expect(page.getByTestId('hub-daily')).toBeVisible()
    await lookAtEverySize(page, 'hub', language)
    await axe(`hub ${language}`)

    await page.goto(app.at('/checkmates/daily'))
    await expect(page.getByTestId('daily')).toHaveAttribute('data-date', day)
    await lookAtEverySize(page, 'daily-setup', language)
    await axe(`daily setup ${language}`)
    await page.getByTestId('daily-start').click()
    await expect(page.getByTestId('daily-task')).toBeVisible()
    const puzzle = await onScreen(page, 'daily-task')
    const line = lineFor(puzzle)
    await clickMove(page, line[0]!)
    await expect(page.getByTestId('daily-play')).toHaveAttribute('data-moves', '1')
    await lookAtEverySize(page, 'daily-playing', language)
    await axe(`daily playing ${language}`)
    for (const m of line.slice(1)) await clickMove(page, m)
    await expect(page.getByTestId('daily-result')).toBeVisible()
    await lookAtEverySize(page, 'daily-result', language)
    await axe(`daily result ${language}`)
    await page.getByTestId('daily-practise').click()
    await lookAtEverySize(page, 'daily-practice', language)
    await axe(`daily practice ${language}`)

    await page.goto(app.at('/checkmates/streak'))
    await lookAtEverySize(page, `streak-setup${language === 'ru' ? '-after' : ''}`, language)
    await axe(`streak setup ${language}`)
    await page.getByTestId('streak-start').click()
    await streakAt(page, 1)
    await lookAtEverySize(page, 'streak-playing', language)
    await axe(`streak playing ${language}`)
    await page.getByTestId('streak-give-up').click()
    await page.getByTestId('confirm-yes').click()
    await expect(page.getByTestId('streak-ended')).toBeVisible()
    await lookAtEverySize(page, 'streak-ended', language)
    await axe(`streak ended ${language}`)

    await page.goto(app.at('/progress'))
    await expect(page.getByTestId('progress-day')).toHaveCount(language === 'en' ? 1 : 2)
    await page.getByTestId('progress-puzzles').scrollIntoViewIfNeeded()
    await lookAtEverySize(page, 'progress-puzzles', language)
    await axe(`progress ${language}`)
    // The next language on the next day: one try a day.
    await clock.advance(DAY)
    day = dayAfter(day)
  }
})
