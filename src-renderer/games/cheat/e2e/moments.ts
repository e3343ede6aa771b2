import type { Page } from '@playwright/test'
import { expect } from '../../../../tests/e2e/web-edition'
import { timeout, type GameMoments } from '../../../../tests/e2e/moments'
import { yourTurn } from '../../../../tests/e2e/tables'

/** Ben's own Cheat turn, when it is his: one card put down (found by what the seat offers, in any language). */
async function cheatTurn(ben: Page) {
  const claim = ben.getByTestId('claim')
  if (!(await claim.isVisible())) return
  const card = ben.getByTestId('hand').locator('button:enabled').first()
  if ((await claim.isDisabled()) && (await card.count())) await card.click()
  if (await claim.isEnabled()) await claim.click()
}

/**
 * Cheat's moments for the shared e2e tests (tests/e2e/moments.ts). It has two: its own claim, and
 * a call window on someone else's claim — five seconds, in which a hand or a Cheat! button below
 * the fold is a chance lost.
 */
export const moments: GameMoments = {
  yourMove: async (page) => {
    await expect(yourTurn(page)).toBeVisible({ timeout })
    await page.getByTestId('hand').locator('button').first().click()
    await expect(page.getByTestId('claim')).toBeEnabled()
  },
  table: [
    { name: 'a claim of their own', needed: ['[data-testid=hand]', '[data-testid=claim]'] },
    {
      name: 'a call window',
      needed: ['[data-testid=hand]', '[data-testid=claim-banner]', '[data-testid=call-{me}]', '[data-testid=accept-{me}]'],
      // Until someone else claims, the person plays their own turns: one card at a time.
      onward: async (page) => {
        if ((await yourTurn(page).count()) === 0) return
        if (await page.getByTestId('claim').isDisabled()) await page.getByTestId('hand').locator('button').first().click()
        await page.getByTestId('claim').click()
      },
    },
  ],
  phone: [
    { name: 'a claim of their own', needed: ['[data-testid=hand]', '[data-testid=claim]'] },
    { name: 'a call window', needed: ['[data-testid=hand]', '[data-testid=claim-banner] [data-testid=countdown]', '[data-testid=call-0]', '[data-testid=accept-0]'], onward: cheatTurn },
  ],
  // Easy players call too seldom to run out of cards soon; hard ones call a bluff.
  quickGame: { level: 'hard' },
}
