import type { Page } from '@playwright/test'
import type { TestClock } from './clock'

/**
 * The host's clock as the web edition keeps it until it can be started with a manual one: the
 * wall clock. Moments take a TestClock (moments.ts) so each game's can be written against the
 * manual clock now; until then they are handed this, and the host's time moves on by itself.
 */
export const wallClock = (page: Page): TestClock => ({
  advance: (ms) => page.waitForTimeout(ms),
  next: () => Promise.reject(new Error('on the wall clock the host fires its own timers: next() needs the web edition started with --clock manual')),
})
