import type { Page } from '@playwright/test'

/**
 * Gives the page `until(done, act)`: runs `act` and resolves with the milliseconds, by the page's
 * own clock, from it to the frame after `done()` first holds. A figure a test prints, measured
 * without a test's polling in it; never a timed assertion.
 */
export async function installUntil(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { until: unknown }).until = (done: () => boolean, act: () => void) =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        const watch = new MutationObserver(() => {
          if (!done()) return
          watch.disconnect()
          requestAnimationFrame(() => resolve(performance.now() - start))
        })
        watch.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true })
        act()
      })
  })
}

declare global {
  /** Installed in the page by `installUntil`. */
  function until(done: () => boolean, act: () => void): Promise<number>
}
