import type { Page } from '@playwright/test'
import { LOOK_MS, REVEAL_MS } from '../../shared/profile'
import type { TestClock } from './clock'
import { expect } from './web-edition'

/** The longest a screen's look at private cards lasts: a screen waiting on one needs this much of its clock. */
export const LONGEST_LOOK_MS = Math.max(...Object.values(LOOK_MS))

/**
 * Runs in a page: what a table screen (the computer's, a phone's or a review's) shows of the game's
 * progress — its step, its status line, a hand-over, a result — so a test can tell it moved on.
 */
export function momentOn(): string {
  const text = (testid: string) => document.querySelector(`[data-testid="${testid}"]`)?.textContent ?? ''
  const step = document.querySelector('[data-step]')?.getAttribute('data-step') ?? ''
  const dialogs = ['handover', 'table-result', 'round-result', 'seat-result'].filter((t) => document.querySelector(`[data-testid="${t}"]`))
  return [step, text('status'), ...dialogs].join(' | ')
}

/** What each screen shows now; `movedOn` waits for it to change. */
export const moments = (pages: readonly Page[]): Promise<string[]> => Promise.all(pages.map((p) => p.evaluate(momentOn)))

/** Waits until some screen shows a moment other than `before` (taken with `moments`). */
export async function movedOn(pages: readonly Page[], before: string[], message = 'the table moved on'): Promise<void> {
  await expect.poll(async () => (await moments(pages)).join('\n'), { message }).not.toBe(before.join('\n'))
}

/**
 * Plays a table on until `done()`. Each pass, `step` looks at the screens and does one thing
 * (returning true) or nothing; then the test waits for a screen to move on. When the test did
 * nothing, everyone left to act is waiting on time: the host's clock moves to its next timer (a
 * window or a count running out), or, with none pending, on by a look's length (a screen showing
 * private cards for a moment, which holds the table until it turns back).
 */
export async function playOn(clock: TestClock, pages: readonly Page[], opts: { step: () => Promise<boolean>; done: () => Promise<boolean>; passes?: number }): Promise<void> {
  const passes = opts.passes ?? 500
  for (let pass = 0; pass < passes; pass++) {
    if (await opts.done()) return
    const before = await moments(pages)
    if (!(await opts.step()) && !(await clock.next())) await clock.advance(LONGEST_LOOK_MS)
    await movedOn(pages, before)
  }
  throw new Error(`the table was not done after ${passes} passes`)
}

/** At a game's end: once `page` shows the reveal, moves the clock past it, so the result comes up. */
export async function pastTheReveal(page: Page, clock: TestClock): Promise<void> {
  await expect(page.locator('.table-screen')).toHaveAttribute('data-ending', 'reveal')
  await clock.advance(REVEAL_MS)
}

/**
 * For a test of a game's flow rather than its looks (`test.use(noAnimation)`): the screens' own
 * reduced motion, so cards and tokens move at once and a click need not wait for one to settle —
 * under load, the longest part of playing a game through.
 */
export const noAnimation = { reducedMotion: 'reduce' } as const
