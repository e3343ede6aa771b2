import type { Page } from '@playwright/test'
import { expect } from '../../../../tests/e2e/web-edition'
import type { GameMoments } from '../../../../tests/e2e/moments'

/** Ben bids 1 move when his pad is up, low enough that the proof is his (unless someone bid 1 first: then the next card). */
async function lowestBid(ben: Page): Promise<boolean> {
  const pending = ben.getByTestId('bid-pending-0')
  const place = ben.getByTestId('bid-place-0')
  if (!(await place.isVisible())) return false
  for (let i = 0; i < 40 && Number(await pending.textContent()) > 1; i++) await ben.getByTestId('bid-lower-0').click()
  if (Number(await pending.textContent()) !== 1) return false
  await place.click()
  return true
}

/** A bid of `moves` set on the learner's pad and placed. */
const bidOf = (moves: number) => async (page: Page): Promise<void> => {
  const pending = page.getByTestId('bid-pending-0')
  await expect(pending).toBeVisible()
  for (let i = 0; i < 40 && Number(await pending.textContent()) !== moves; i++) {
    await page.getByTestId(Number(await pending.textContent()) > moves ? 'bid-lower-0' : 'bid-raise-0').click()
  }
  await page.getByTestId('bid-place-0').click()
}

/** Check Mates' bidding table's moments for the shared e2e tests (tests/e2e/moments.ts). */
export const moments: GameMoments = {
  // The first card comes up for bids by itself: the clock stays put, as moving it would run the
  // bidding out before anyone bid.
  yourMove: async (page) => {
    await expect(page.getByTestId('bidding-table')).toHaveAttribute('data-phase', 'bidding')
    await expect(page.getByTestId('bid-place-0')).toBeVisible()
  },
  table: [
    { name: 'bidding', needed: ['[data-testid=seat-{me}]', '[data-testid=bid-place-{me}]'] },
    // A card's result: how it ended beside every seat's score (issue 31, item 6: at six seats the
    // scores fell below the window). The person sits the card out; the computer players bid and
    // prove on the test's clock.
    { name: 'the result of a card', needed: ['[data-phase=result] [data-testid=result-box]', '[data-testid^=score-]'] },
  ],
  phone: [
    { name: 'bidding', needed: ['[data-testid=seat-0] .bidding-view', '[data-testid=bid-box] [data-testid=countdown]', '[data-testid=bid-place-0]'] },
    // Ben's own proof: the card, the board he moves on and the moves he has used.
    { name: 'proving', needed: ['[data-testid=seat-0] .proving-view [data-task]', '[data-testid=seat-0] .proving-view [data-board]', '[data-testid=proof-count]'], onward: lowestBid },
  ],
  // The `fifteen` lesson: bid 2, then the red round the corner, a2-b2 (after the green's b1-b2,
  // explained) and b2-b3.
  firstLesson: {
    moves: [
      { right: bidOf(2) },
      { wrong: ['[data-cell="b1"]', '[data-cell="b2"]'], right: ['[data-cell="a2"]', '[data-cell="b2"]'] },
      { right: ['[data-cell="b2"]', '[data-cell="b3"]'] },
    ],
  },
  // The lobby's short game is five cards; one is a whole game, the quickest.
  quickGame: { options: { cards: 1 } },
}
