import type { Page, PageScreenshotOptions } from '@playwright/test'

/**
 * Screenshots are for people to look at (`E2E_SHOTS=1 npx playwright test`, then
 * `test-results/`): no test reads one, and each costs the browser a fifth of a second of CPU —
 * hundreds of them, a minute of the suite's run. So a plain run takes none.
 */
export const TAKING_SHOTS = Boolean(process.env.E2E_SHOTS)

/** `page.screenshot(options)` when screenshots are asked for; otherwise nothing. */
export async function shot(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (TAKING_SHOTS) await page.screenshot(options)
}
