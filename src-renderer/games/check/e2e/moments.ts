import type { Page } from '@playwright/test'
import { expect } from '../../../../tests/e2e/web-edition'
import type { TestClock } from '../../../../tests/e2e/clock'
import { onward, type GameMoments } from '../../../../tests/e2e/moments'
import { pastTheReveal, playOn } from '../../../../tests/e2e/play'

/**
 * The person calls Check at their first turn, the quickest way to the end (the others' final
 * turns follow; a window on the way is passed or run out); then the reveal runs out on the test's
 * clock (its next timer would be the finished table's closing) and "See the table" leaves the result.
 */
async function toTheFinalTable(page: Page, clock: TestClock): Promise<boolean> {
  if ((await page.locator('.table-screen[data-ending=reveal]').count()) > 0) {
    await pastTheReveal(page, clock)
    return true
  }
  return onward('call-check', 'discard', 'skip', 'result-table')(page)
}

/** Check!'s moments for the shared e2e tests (tests/e2e/moments.ts). */
export const moments: GameMoments = {
  yourMove: async (page, clock) => {
    // Draw a card is offered only at the start of the person's own turn; before it the opening
    // look turns back and each computer player's discard has its matching window run out.
    await playOn(clock, [page], { done: () => page.getByTestId('act-draw').isVisible() })
    await page.getByTestId('draw-pile').click()
    await expect(page.getByTestId('drawn-card')).toBeVisible()
  },
  table: [
    { name: 'a drawn card', needed: ['[data-testid=seat-{me}] .hand', '[data-testid=drawn-card]', '[data-testid=discard]'] },
    {
      // A few seconds to throw a card or pass: the cards, the clock and the buttons all in view.
      // Any discard opens one, the person's own too, and it stays open until the test's clock runs it out.
      name: 'a matching window',
      needed: ['[data-testid=seat-{me}] .hand', '[data-testid=countdown]', '[data-testid=pass-{me}]', '[data-testid=discard-pile]'],
      // Until the window is open, the person plays their own turn on: draw, then discard (a power passed).
      onward: onward('discard', 'act-draw', 'skip'),
    },
    {
      // The game's end, "See the table": the scores above it and every grid face up (issue 31,
      // item 6: at six seats the person's own grid ran off the bottom of the window).
      name: 'the final table',
      needed: ['[data-testid=table-ending]', '[data-testid^=seat-] .grid'],
      onward: toTheFinalTable,
    },
  ],
  // The `look` lesson: draw, keep the A♥ over the 9♠ (after throwing it away, explained), pass.
  firstLesson: { moves: [{ right: ['act-draw'] }, { wrong: ['discard'], right: ['slot-{me}-3'] }, { right: ['pass-{me}'] }] },
  phone: [
    { name: 'a drawn card', needed: ['[data-testid=seat-0] .hand', '[data-testid=drawn-card] [data-card]:not([data-card=back])', '[data-testid=discard]', '[data-testid=discard-pile]'], onward: onward('act-draw') },
    { name: 'a matching window', needed: ['[data-testid=seat-0] .hand', '[data-testid=countdown]', '[data-testid=pass-0]', '[data-testid=discard-pile]'], onward: onward('act-draw', 'discard', 'skip') },
  ],
}
