import type { Page } from '@playwright/test'
import { expect } from '../../../../tests/e2e/web-edition'
import type { GameMoments } from '../../../../tests/e2e/moments'
import { playOn } from '../../../../tests/e2e/play'
import { yourTurn } from '../../../../tests/e2e/tables'

/**
 * The person's own Cheat turn, when it is theirs: one card put down (found by what the seat
 * offers, in any language). False when it is not their turn.
 */
async function cheatTurn(page: Page): Promise<boolean> {
  if ((await yourTurn(page).count()) === 0) return false
  const claim = page.getByTestId('claim')
  if (await claim.isDisabled()) await page.getByTestId('hand').locator('button:enabled').first().click()
  await expect(claim).toBeEnabled()
  await claim.click()
  return true
}

/**
 * Cheat's moments for the shared e2e tests (tests/e2e/moments.ts): its own claim, with Put down and
 * the line that says what it will say; a call window on someone else's claim — five seconds, in
 * which a hand or a Cheat! button below the fold is a chance lost (a computer player's claim opens
 * one that waits on the person until the test's clock runs it out); and the start of the person's
 * turn, nothing picked yet, when the help line is at its longest (issue 31, item 6: at six seats it
 * pushed Put down onto the window's bottom edge).
 */
export const moments: GameMoments = {
  yourMove: async (page, clock) => {
    // Each computer player's claim ahead of the person's turn has its call window run out.
    await playOn(clock, [page], { done: () => yourTurn(page).isVisible() })
    await page.getByTestId('hand').locator('button').first().click()
    await expect(page.getByTestId('claim')).toBeEnabled()
  },
  table: [
    { name: 'a claim of their own', needed: ['[data-testid=hand]', '[data-testid=claim]', '[data-testid=announcement]'] },
    {
      name: 'a call window',
      needed: ['[data-testid=hand]', '[data-testid=claim-banner]', '[data-testid=call-{me}]', '[data-testid=accept-{me}]'],
      // Until someone else claims, the person plays their own turns: one card at a time.
      onward: cheatTurn,
    },
    // The keys in the help line are there only at the person's turn with nothing picked: the
    // computer players play (and their windows run out) until it comes round again.
    { name: 'the start of their turn', needed: ['[data-testid=hand]', '[data-testid=claim]', '[data-testid=announcement] kbd', '[data-testid=announcement]'] },
  ],
  // The `claim` lesson: both aces as aces (after one alone, explained), then a one-card bluff at sevens.
  firstLesson: { moves: [{ wrong: ['card-AS', 'claim'], right: ['card-AS', 'card-AD', 'claim'] }, { right: ['card-3C', 'claim'] }] },
  phone: [
    { name: 'a claim of their own', needed: ['[data-testid=hand]', '[data-testid=claim]'] },
    { name: 'a call window', needed: ['[data-testid=hand]', '[data-testid=claim-banner] [data-testid=countdown]', '[data-testid=call-0]', '[data-testid=accept-0]'], onward: cheatTurn },
  ],
  // Easy players call too seldom to run out of cards soon; hard ones call a bluff.
  quickGame: { level: 'hard' },
}
