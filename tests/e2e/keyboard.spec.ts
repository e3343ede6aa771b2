import type { Page } from '@playwright/test'
import { DEFAULT_SETTINGS } from '../../shared/profile'
import type { TestClock } from './clock'
import { playOn } from './play'
import { addPlayers, expect, test, type RunningWebEdition } from './web-edition'

/**
 * Lena against computer players at a game's table, the lobby as it opens, until her turn comes:
 * the computer players ahead of her play, and the clock runs out her look and their windows.
 */
async function lenaAt(page: Page, app: RunningWebEdition, clock: TestClock, game: string, turn: RegExp, seed = 'keys-1') {
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at(`/play/${game}?seed=${seed}`))
  await page.getByTestId('lobby-start').click()
  const status = page.getByTestId('status')
  await playOn(clock, [page], { done: async () => turn.test((await status.textContent()) ?? '') })
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName)

test('issue 21 finding 8: Cheat by keys alone — → from anywhere reaches the hand, Space picks, Tab from the hand lands on Put down, Enter plays', async ({ page, app, clock }) => {
  await lenaAt(page, app, clock, 'cheat', /^Your turn/)
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

test('issue 21 finding 8: a Check! turn by keys alone, and the focus stays in the seat after each move', async ({ page, app, clock }) => {
  await lenaAt(page, app, clock, 'check', /^Your (final )?turn: draw/)
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

test("issue 21 audit: Check!'s turn keys, each shown on its button — D draws, a number key tucks, N declines a queen's look and then its swap, T takes the discard", async ({ page, app, clock }) => {
  // This deal has Lena start, with the queen of diamonds as her card 1.
  await lenaAt(page, app, clock, 'check', /^Your turn: draw/, 'keys-check-25')
  const status = page.getByTestId('status')
  const history = page.getByTestId('history')
  await expect(page.getByTestId('act-draw').locator('kbd')).toHaveText('D')
  await page.keyboard.press('d')
  await expect(status).toHaveText(/swap the drawn card in/)
  await page.keyboard.press('1')
  await expect(history).toContainText('You put the card in as card 1 and discarded the Q♦.')
  // Once the matching window runs out, and not a millisecond before, the queen's ability: a look,
  // then a swap; N declines each. The computer players have passed at once; Lena never does.
  const windowMs = DEFAULT_SETTINGS.realtimeWindowSeconds * 1000
  await clock.advance(windowMs - 1)
  await expect(page.getByTestId('countdown')).toContainText('0.0')
  await expect(page.getByTestId('skip')).toHaveCount(0)
  await clock.advance(1)
  await expect(page.getByTestId('skip')).toHaveText(/^Stop peeking\s*N$/)
  await page.keyboard.press('n')
  await expect(page.getByTestId('skip')).toHaveText(/^Don't swap\s*N$/)
  await page.keyboard.press('n')
  await expect(page.getByTestId('skip')).toHaveCount(0)
  // Lena's next turn: T takes the discard's top card, and her 2 key tucks it in as card 2.
  await playOn(clock, [page], { done: () => page.getByTestId('act-take').isVisible() })
  await expect(page.getByTestId('act-take').locator('kbd')).toHaveText('T')
  await page.keyboard.press('t')
  await expect(status).toHaveText(/swap this card in/)
  await page.keyboard.press('2')
  await expect(history).toContainText(/You took the .+ from the discard pile\./)
  await expect(history).toContainText('You put the card in as card 2')
})

test('issue 21 audit: a Four Down turn by keys alone — S takes the stock\'s top card, X discards it', async ({ page, app, clock }) => {
  await lenaAt(page, app, clock, 'four-down', /^Your turn/)
  await expect(page.getByTestId('stock')).toBeEnabled()
  await expect(page.getByTestId('stock')).toHaveAccessibleName(/\(S\)$/)
  await page.keyboard.press('s')
  await expect(page.getByTestId('act-discard').locator('kbd')).toHaveText('X')
  await page.keyboard.press('x')
  await expect(page.getByTestId('history')).toContainText(/You discarded the /)
  await expect(page.getByTestId('act-discard')).toHaveCount(0)
})
