import { expect } from '../../../../tests/e2e/web-edition'
import type { GameMoments } from '../../../../tests/e2e/moments'

/** Checks' moments for the shared e2e tests (tests/e2e/moments.ts). */
export const moments: GameMoments = {
  yourMove: async (page) => {
    const card = page.locator('[data-testid^=fan-card-]:enabled').first()
    await expect(card).toBeVisible()
    await card.click()
    await expect(page.locator('[data-testid^=fan-card-][aria-pressed=true]')).toBeVisible()
  },
  // The person's own plate too: with the status line on two lines it fell half below the window (issue 31, item 6).
  table: [{ name: 'a card picked', needed: ['[data-testid=seat-{me}] .fans', '[data-testid=seat-{me}] .plate', '[data-testid=pile-0]'] }],
  // The `fans` lesson: claim the 5♣ with the fan worth 5 (after laying a card instead, explained), then the 6♣.
  firstLesson: { moves: [{ wrong: ['fan-card-7D', 'pile-0'], right: ['claim-1'] }, { right: ['claim-1'] }] },
  phone: [{ name: 'a fan to play from', needed: ['[data-testid^=fan-card-]', '[data-testid^=pile-]'] }],
}
