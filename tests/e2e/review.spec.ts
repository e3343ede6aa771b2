import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { checkGame } from '../../shared/games/check'
import { cheatGame } from '../../shared/games/cheat'
import { checksGame } from '../../shared/games/checks'
import { fourDownGame } from '../../shared/games/four-down'
import { defaultBiddingConfig } from '../../shared/checkmates/bidding'
import { biddingAsCardGame, recordedMatch, solverRun } from '../../shared/records/test-support'
import { layoutProblems, SIZES } from './tables'
import { addPlayers, expect, leaveAndStop, startWebEdition, test } from './web-edition'

const files = mkdtempSync(join(tmpdir(), 'cmt-review-'))
const step = (page: Page) => page.getByTestId('review-step')

/** Plays Lena's moves at Checks until the result is up: a claim when one is offered, else the first card on the first pile. */
async function playChecks(page: Page) {
  const table = page.getByTestId('checks-table')
  const status = page.getByTestId('status')
  for (let n = 0; n < 1000 && !(await page.getByTestId('table-result').isVisible()); n++) {
    const text = (await status.textContent()) ?? ''
    if (text.startsWith('Your fan is worth')) {
      const claim = table.locator('[data-testid^=claim-]').first()
      if (await claim.isVisible()) await claim.click()
      else {
        await table.locator('[data-testid^=fan-card-]:enabled').first().click()
        await table.locator('[data-testid^=pile-]:enabled').first().click()
      }
      await expect(status).not.toHaveText(text)
    }
    await page.waitForTimeout(100)
  }
}

/** The final scores as the review's result shows them, seat by seat. */
const reviewScores = (page: Page) => page.getByTestId('review-score').locator('.score').allTextContents()

test('a seeded game against a computer player, reviewed step by step, from the other seat and face up, exported and imported elsewhere', async ({ page, app }) => {
  test.setTimeout(240_000)
  await page.goto(app.at('/settings'))
  await page.getByTestId('bot-speed-quick').check()
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/play/checks?seed=review-1'))
  await page.getByTestId('lobby-start').click()
  await playChecks(page)
  const result = page.getByTestId('table-result')
  const scores = await result.getByTestId('result-row').locator('.score').allTextContents()

  await result.getByTestId('result-review').click()
  await expect(step(page)).toHaveAttribute('data-step', '0')
  const steps = Number(await step(page).getAttribute('data-steps'))
  expect(steps).toBeGreaterThan(5)
  // Lena's seat by default, the one person at the table.
  await expect(page.getByTestId('review-view-0')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('review-first')).toBeDisabled()
  for (let i = 1; i <= steps; i++) {
    await page.getByTestId('review-next').click()
    await expect(step(page)).toHaveAttribute('data-step', String(i))
    await expect(page.getByTestId('review-narration').locator('li').first()).toBeVisible()
  }
  await expect(page.getByTestId('review-next')).toBeDisabled()
  expect(await reviewScores(page)).toEqual(scores)

  // Keys and buttons move the same way.
  await page.keyboard.press('Home')
  await expect(step(page)).toHaveAttribute('data-step', '0')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(step(page)).toHaveAttribute('data-step', '2')
  await page.keyboard.press('ArrowLeft')
  await expect(step(page)).toHaveAttribute('data-step', '1')
  await page.getByTestId('review-timeline').fill(String(Math.floor(steps / 2)))
  await expect(step(page)).toHaveAttribute('data-step', String(Math.floor(steps / 2)))

  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/review-seat-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `review at ${size.width}×${size.height}`).toEqual([])
  }
  // The other seat's eyes, then every card face up.
  await page.getByTestId('review-view-1').click()
  await expect(page.getByTestId('review-view-1')).toHaveAttribute('aria-checked', 'true')
  await expect(step(page)).toHaveAttribute('data-step', String(Math.floor(steps / 2)))
  await expect(page.getByTestId('review-faceup')).toBeHidden()
  await page.getByTestId('review-view-all').click()
  await expect(page.getByTestId('review-faceup')).toBeVisible()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/review-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `face up at ${size.width}×${size.height}`).toEqual([])
  }
  await page.keyboard.press('End')
  await expect(step(page)).toHaveAttribute('data-step', String(steps))
  expect(await reviewScores(page)).toEqual(scores)

  // Export says first that the file shows every card.
  await page.getByTestId('review-export').click()
  await expect(page.getByTestId('confirm')).toContainText('shows every card')
  const download = page.waitForEvent('download')
  await page.getByTestId('confirm-yes').click()
  const file = join(files, (await download).suggestedFilename())
  await (await download).saveAs(file)
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ game: 'checks', seed: 'review-1' })

  // Same deal again: a new table at the same seats, dealt from the same seed.
  await page.getByTestId('review-again').click()
  await expect(page).toHaveURL(/#\/table\//)
  await expect(page.getByTestId('checks-table')).toBeVisible()
  // The new deal is a running game: leaving it asks first, and an unfinished game is not kept.
  await page.getByTestId('table-leave').click()
  await page.getByTestId('confirm-yes').click()

  await page.goto(app.at('/games'))
  await expect(page.getByTestId('past-game')).toHaveCount(1)
  await expect(page.getByTestId('past-game-result')).toContainText(scores.join(' – '))
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/games-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `past games at ${size.width}×${size.height}`).toEqual([])
  }

  // Another computer: a fresh data folder, the file imported, the same review.
  const other = await startWebEdition()
  try {
    await page.goto(other.at('/games'))
    await expect(page.getByTestId('games-empty')).toBeVisible()
    await page.getByTestId('review-import').setInputFiles(file)
    await expect(step(page)).toHaveAttribute('data-steps', String(steps))
    await page.getByTestId('review-last').click()
    await expect(step(page)).toHaveAttribute('data-step', String(steps))
    expect(await reviewScores(page)).toEqual(scores)
    await page.getByTestId('review-view-1').click()
    await page.getByTestId('review-first').click()
    await expect(step(page)).toHaveAttribute('data-step', '0')
  } finally {
    await leaveAndStop(page, other)
  }
})

test('a file that is not a record, corrupt, from a newer format or from other rules is refused with a message, and nothing is kept', async ({ page, app }) => {
  const { record } = recordedMatch('checks', checksGame, ['easy', 'easy'], 'refused')
  const cases = [
    ['not-a-record.json', '{"hello":"world"}', /not a game record|not one of/i],
    ['cut.json', JSON.stringify(record).slice(0, 200), /damaged/],
    ['newer.json', JSON.stringify({ ...record, version: 99 }), /newer/],
    ['other-rules.json', JSON.stringify({ ...record, result: { ...record.result!, scores: [99, 99] } }), /rules/],
  ] as const
  await page.goto(app.at('/games'))
  for (const [name, text, message] of cases) {
    const path = join(files, name)
    writeFileSync(path, text)
    await page.getByTestId('review-import').setInputFiles(path)
    await expect(page.getByTestId('review-import-problem')).toHaveText(message)
  }
  await page.reload()
  await expect(page.getByTestId('games-empty')).toBeVisible()
})

test('every game reviews to its result, from a seat and face up, the real-time ones included', async ({ page, app }) => {
  test.setTimeout(180_000)
  const records = [
    recordedMatch('check', checkGame, ['hard', 'normal', 'easy'], 'rv-check').record,
    recordedMatch('four-down', fourDownGame, ['normal', 'easy'], 'rv-fd').record,
    recordedMatch('cheat', cheatGame, ['hard', 'normal', 'easy'], 'rv-cheat').record,
    recordedMatch('checks', checksGame, ['hard', 'easy'], 'rv-checks').record,
    recordedMatch('checkmates', biddingAsCardGame, ['hard', 'normal'], 'rv-bid', { ...defaultBiddingConfig(2), cards: 2 }).record,
  ]
  await page.goto(app.at('/games'))
  for (const record of records) {
    const path = join(files, `${record.game}.json`)
    writeFileSync(path, JSON.stringify(record))
    await page.getByTestId('review-import').setInputFiles(path)
    await expect(page.getByTestId('review')).toHaveAttribute('data-game', record.game)
    await expect(step(page)).toHaveAttribute('data-steps', String(record.steps.length))
    await page.getByTestId('review-last').click()
    await expect(step(page)).toHaveAttribute('data-step', String(record.steps.length))
    expect((await reviewScores(page)).map(Number)).toEqual(record.result!.scores)
    await page.getByTestId('review-view-all').click()
    await page.keyboard.press('Home')
    await expect(step(page)).toHaveAttribute('data-step', '0')
    await page.keyboard.press('ArrowRight')
    await expect(step(page)).toHaveAttribute('data-step', '1')
    await page.getByTestId('review-timeline').fill(String(Math.floor(record.steps.length / 2)))
    await expect(step(page)).toHaveAttribute('data-step', String(Math.floor(record.steps.length / 2)))
    // Keys pressed right after choosing face up keep face up.
    await expect(page.getByTestId('review-view-all')).toHaveAttribute('aria-checked', 'true')
    if (record.game !== 'checkmates') await expect(page.getByTestId('review-faceup')).toBeVisible()
    await page.screenshot({ path: `test-results/review-${record.game}-face-up.png`, fullPage: true })
    await page.goto(app.at('/games'))
  }
  await expect(page.getByTestId('past-game')).toHaveCount(records.length)
})

test('a Check Mates run played alone reviews on its board, card by card, to its time', async ({ page, app }) => {
  const { record } = solverRun('rv-solo', { detour: 2 })
  const path = join(files, 'solo.json')
  writeFileSync(path, JSON.stringify(record))
  await page.goto(app.at('/games'))
  await page.getByTestId('review-import').setInputFiles(path)
  await expect(page.getByTestId('review-solo')).toBeVisible()
  await expect(page.getByTestId('review-view-all')).toBeHidden()
  await page.keyboard.press('End')
  await expect(step(page)).toHaveAttribute('data-step', String(record.steps.length))
  await expect(page.getByTestId('review-solo').locator('li')).toHaveCount(10)
  await expect(page.getByTestId('review-narration')).toContainText('All ten cards are met.')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByTestId('review-narration')).toContainText(/^Move /)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/review-solo-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `solo review at ${size.width}×${size.height}`).toEqual([])
  }
  await page.goto(app.at('/games'))
  await expect(page.getByTestId('past-game-result')).toContainText('All ten cards in')
})

test('a review of some 300 steps opens quickly', async ({ page, app }) => {
  // The first seeded Four Down match of computer players that takes 300 steps or more.
  let record = recordedMatch('four-down', fourDownGame, ['normal', 'normal'], 'long-0').record
  for (let n = 1; record.steps.length < 300; n++) record = recordedMatch('four-down', fourDownGame, ['normal', 'normal'], `long-${n}`).record
  const path = join(files, 'long.json')
  writeFileSync(path, JSON.stringify(record))
  await page.goto(app.at('/games'))
  await page.getByTestId('review-import').setInputFiles(path)
  await expect(step(page)).toHaveAttribute('data-steps', String(record.steps.length))
  await page.goto(app.at('/games'))
  const started = Date.now()
  await page.getByTestId('past-game-review').click()
  await expect(step(page)).toHaveAttribute('data-step', '0')
  await expect(page.getByTestId('four-down-table')).toBeVisible()
  const opened = Date.now() - started
  const jump = Date.now()
  await page.getByTestId('review-last').click()
  await expect(step(page)).toHaveAttribute('data-step', String(record.steps.length))
  console.log(`review of ${record.steps.length} steps: opened in ${opened} ms, last step in ${Date.now() - jump} ms`)
})
