import { expect } from '../../../../tests/e2e/web-edition'
import { onward, type GameMoments } from '../../../../tests/e2e/moments'
import { playOn } from '../../../../tests/e2e/play'

/** Four Down's moments for the shared e2e tests (tests/e2e/moments.ts). */
export const moments: GameMoments = {
  yourMove: async (page, clock) => {
    // The stock opens to the person at their turn, once the opening look has turned back.
    await playOn(clock, [page], { done: () => page.getByTestId('stock').isEnabled() })
    await page.getByTestId('stock').click()
    await expect(page.getByTestId('act-discard')).toBeVisible()
  },
  table: [{ name: 'a drawn card', needed: ['[data-testid=seat-{me}] .lane', '[data-testid=drawn-card]', '[data-testid=act-discard]'] }],
  // The `look` lesson: take the 2♠ from the pile (after drawing from the stock, explained), keep it over the Q♣.
  firstLesson: { moves: [{ wrong: ['stock'], right: ['discard-pile'] }, { right: ['slot-{me}-0'] }] },
  phone: [
    // Match is offered with every card drawn from the stock: it is in view beside Discard.
    { name: 'a drawn card', needed: ['[data-testid=seat-0] .lane', '[data-testid=drawn-card] [data-card]:not([data-card=back])', '[data-testid=act-discard]', '[data-testid=act-match]'], onward: onward('round-next', 'act-stock') },
  ],
}
