import type { Page } from '@playwright/test'
import type { TestClock } from './clock'
import { LONGEST_LOOK_MS } from './play'
import { layoutProblems } from './tables'
import { addPlayers, expect, test } from './web-edition'
import { shot } from './shots'

const SIZES = [
  { width: 800, height: 600 },
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
]

/**
 * Lena's opening look (FD-2): her nearest cards face up until the test's clock has run a look's
 * length. Play waits for it; then her first decision comes (a computer player first may go at once).
 */
async function pastTheOpeningLook(page: Page, clock: TestClock) {
  const me = Number(await page.getByTestId('table-four-down').getAttribute('data-viewer'))
  await expect(page.getByTestId(`slot-${me}-0`).locator('svg')).not.toHaveAttribute('data-card', 'back')
  await clock.advance(LONGEST_LOOK_MS)
}

test('at a practice table a person asks what the expert would do, and gets its move and why in one line', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/play/four-down?seed=practice-e2e'))
  await page.getByTestId('seat-1').selectOption('bot:hard')
  await page.getByTestId('lobby-practice').check()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await shot(page, { path: `test-results/practice-lobby-${size.width}x${size.height}.png`, fullPage: true })
  }
  await page.setViewportSize(SIZES[1]!)
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('table-four-down')).toBeVisible()
  await expect(page.getByTestId('table-practice')).toBeVisible()

  // Lena's first decision (her opening look turns back first, and the computer may go first).
  await pastTheOpeningLook(page, clock)
  const ask = page.getByTestId('ask-expert')
  await ask.click()
  // The expert works its answer out on the host's worker thread, in real time.
  const line = page.getByTestId('ask-expert-line')
  await expect(line).toHaveText(/^[A-Z][^:]+: from what you know, .+\.$/, { timeout: 30_000 })
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await shot(page, { path: `test-results/practice-ask-${size.width}x${size.height}.png` })
    expect(await page.evaluate(layoutProblems), `at ${size.width}×${size.height}`).toEqual([])
  }
})

test('a table that counts offers no expert to ask', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/play/four-down?seed=practice-e2e'))
  await page.getByTestId('seat-1').selectOption('bot:hard')
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('table-four-down')).toBeVisible()
  // Lena's turn comes (her cards are hers to act on), and still no expert to ask.
  await pastTheOpeningLook(page, clock)
  await expect(page.getByTestId('stock')).toBeEnabled()
  await expect(page.getByTestId('table-practice')).toHaveCount(0)
  await expect(page.getByTestId('ask-expert')).toHaveCount(0)
})
