import { expect } from '../../../../../../tests/e2e/web-edition'
import type { GameMoments } from '../../../../../../tests/e2e/moments'

/** Higher or Lower's moments for the shared e2e tests (tests/e2e/moments.ts). */
export const moments: GameMoments = {
  // The person's own guess (HL-2: they guess first): both answers live, their card face up.
  yourMove: async (page) => {
    await expect(page.getByTestId('hol-higher')).toBeEnabled()
  },
  table: [{ name: 'a guess', needed: ['[data-testid=seat-{me}] [data-testid=hol-card]', '[data-testid=hol-higher]', '[data-testid=hol-lower]', '[data-testid=hol-turned]'] }],
  phone: [{ name: 'a guess', needed: ['[data-testid=seat-0] [data-testid=hol-card]', '[data-testid=hol-turned]', '[data-testid=hol-higher]:enabled', '[data-testid=hol-lower]:enabled'] }],
}
