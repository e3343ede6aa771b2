import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fourDownGame } from '../../shared/games/four-down'
import { playMatch } from '../../shared/games/selfplay'
import { computerSeats, makeRecord, type GameRecord } from '../../shared/records/format'
import { defaultBiddingConfig } from '../../shared/checkmates/bidding'
import { biddingAsCardGame, recordedMatch, solverRun } from '../../shared/records/test-support'
import { layoutProblems } from './tables'
import { addPlayers, expect, test } from './web-edition'

const SIZES = [
  { width: 800, height: 600 },
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
]

/** A record file of a seeded Four Down match: a random player in seat 0 (who errs), a hard one in seat 1. */
function fourDownRecord(target: number): string {
  const levels = ['random', 'hard'] as const
  const m = playMatch(fourDownGame, { levels: [...levels], seed: 'verdict-e2e', config: { seats: 2, target }, playouts: 8 })
  const record: GameRecord = makeRecord({
    game: 'four-down', mode: 'table', app: 'e2e', seed: 'verdict-e2e', config: m.config, seats: computerSeats([...levels]), startedAt: 0, steps: m.steps, result: m.outcome,
  })
  return save(record)
}

function save(record: GameRecord): string {
  const file = join(mkdtempSync(join(tmpdir(), 'cmt-record-')), 'game.json')
  writeFileSync(file, JSON.stringify(record))
  return file
}

test("the expert's verdict on a game: marks on each judged step, the costliest three, and Try it again at one of them", async ({ page, app }) => {
  test.setTimeout(180_000)
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/verdict'))
  await page.getByTestId('verdict-file').setInputFiles(fourDownRecord(100))
  // While the host works, a progress bar; the page answers meanwhile (the work is on the host's thread of its own).
  await expect(page.getByTestId('verdict-progress')).toBeVisible()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/verdict-progress-${size.width}x${size.height}.png` })
  }
  await page.setViewportSize(SIZES[1]!)
  const marks = page.getByTestId('review-verdict')
  await expect(marks.first()).toBeVisible({ timeout: 150_000 })
  await expect(page.getByTestId('verdict-progress')).toHaveCount(0)
  const labels = await marks.evaluateAll((els) => els.map((e) => e.getAttribute('data-label')))
  expect(labels.length).toBeGreaterThan(5)
  expect(labels.every((l) => ['good', 'inaccuracy', 'mistake', 'blunder'].includes(l!))).toBe(true)
  // A random player errs: the summary names its three costliest decisions.
  const costly = page.getByTestId('verdict-costly')
  await expect(costly).toHaveCount(3)

  // The costliest decision, shown: its verdict beside the step, and its mark stands out.
  const step = await costly.first().getAttribute('data-step')
  await costly.first().getByRole('button', { name: `Step ${step}` }).click()
  await expect(page.getByTestId('verdict-here')).toHaveAttribute('data-label', /blunder|mistake|inaccuracy/)
  await expect(page.getByTestId('verdict-here')).toContainText('the expert would')
  await expect(page.locator(`[data-testid=review-verdict][data-step="${step}"]`)).toHaveClass(/current/)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/verdict-done-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `at ${size.width}×${size.height}`).toEqual([])
  }

  // Try it again: the record's seats were computer players, so the person is chosen first.
  await page.setViewportSize(SIZES[1]!)
  const first = costly.first()
  await first.getByTestId('verdict-try-again').click()
  await first.getByTestId('verdict-player').selectOption({ label: 'Lena' })
  await first.getByTestId('verdict-try-again').click()
  await expect(page.getByTestId('table-four-down')).toBeVisible()
  await expect(page.getByTestId('table-practice')).toBeVisible()
  await expect(page.getByTestId('ask-expert')).toBeVisible()
  await expect(page.getByTestId('stock')).toBeVisible()
  await page.screenshot({ path: 'test-results/verdict-try-again-1024x640.png' })
})

test("a solo run's review shows each card's optimum and steps through the solver's line on the board", async ({ page, app }) => {
  await page.goto(app.at('/verdict'))
  await page.getByTestId('verdict-file').setInputFiles(save(solverRun('verdict-solo', { detour: 3 }).record))
  const cards = page.getByTestId('cm-card')
  await expect(cards).toHaveCount(10)
  const optimal = await cards.evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-optimal')), Number(e.getAttribute('data-moves'))]))
  // The solver's own run: every card met in the fewest moves but card 3, with its detour of two.
  expect(optimal.map(([o, m]) => m! - o!)).toEqual([0, 0, 2, 0, 0, 0, 0, 0, 0, 0])
  await cards.nth(2).click()
  const at = page.getByTestId('cm-line-at')
  await expect(at).toHaveAttribute('data-at', '0')
  await page.getByTestId('cm-line-next').click()
  await expect(at).toHaveAttribute('data-at', '1')
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/verdict-solo-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `at ${size.width}×${size.height}`).toEqual([])
  }
})

test('a bidding game\'s review sets every bid against the optimum', async ({ page, app }) => {
  await page.goto(app.at('/verdict'))
  const { record } = recordedMatch('checkmates', biddingAsCardGame, ['hard', 'hard'], 'verdict-bids', { ...defaultBiddingConfig(2), cards: 3 })
  await page.getByTestId('verdict-file').setInputFiles(save(record))
  const bids = page.getByTestId('cm-bid')
  await expect(bids.first()).toBeVisible()
  const against = await bids.evaluateAll((els) => els.map((e) => e.getAttribute('data-against')))
  expect(against.every((a) => ['optimal', 'above', 'below', 'unsolvable'].includes(a!))).toBe(true)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/verdict-bids-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `at ${size.width}×${size.height}`).toEqual([])
  }
})

test('a file that is not a record is refused with a clear message', async ({ page, app }) => {
  await page.goto(app.at('/verdict'))
  const file = join(mkdtempSync(join(tmpdir(), 'cmt-record-')), 'not.json')
  writeFileSync(file, JSON.stringify({ hello: 'world', seats: [], steps: [] }))
  await page.getByTestId('verdict-file').setInputFiles(file)
  await expect(page.getByTestId('verdict-problem')).toHaveText('This file is not a game record of this app.')
})
