import type { Page } from '@playwright/test'
import { addPlayers, expect, test, type RunningWebEdition } from './web-edition'

/** Lena against computer players at a game's table, the lobby as it opens, until her turn comes. */
async function lenaAt(page: Page, app: RunningWebEdition, game: string, turn: RegExp) {
  await page.goto(app.at('/settings'))
  await page.getByTestId('bot-speed-quick').check()
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at(`/play/${game}?seed=keys-1`))
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('status')).toHaveText(turn, { timeout: 30_000 })
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName)

test('issue 21 finding 8: Cheat by keys alone — → from anywhere reaches the hand, Space picks, Tab from the hand lands on Put down, Enter plays', async ({ page, app }) => {
  await lenaAt(page, app, 'cheat', /^Your turn/)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('ArrowRight')
  const first = (await focused(page))!
  expect(first).toMatch(/^card-/)
  await page.keyboard.press('Space')
  await expect(page.getByTestId(first)).toHaveAttribute('aria-pressed', 'true')
  // ← from outside the hand lands on its last card; the next Tab stop is Put down.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('ArrowLeft')
  expect(await focused(page)).toBe(await page.getByTestId('hand').locator('button').last().getAttribute('data-testid'))
  await page.keyboard.press('Tab')
  expect(await focused(page)).toBe('claim')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('history')).toContainText(/You: "one /)
})

test('issue 21 finding 8: a Check! turn by keys alone, and the focus stays in the seat after each move', async ({ page, app }) => {
  await lenaAt(page, app, 'check', /^Your (final )?turn: draw/)
  const draw = page.getByTestId('act-draw')
  await expect(draw).toContainText('D')
  await draw.focus()
  await page.keyboard.press('Enter')
  // The Draw button went with the move: the focus is on what the seat offers now, not the page.
  await expect(page.getByTestId('discard')).toBeFocused()
  await page.keyboard.press('x')
  await expect(page.getByTestId('status')).not.toHaveText(/swap the drawn card in/)
  expect(await focused(page)).not.toBe('BODY')
})
