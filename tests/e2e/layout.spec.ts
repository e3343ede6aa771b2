import type { Page } from '@playwright/test'
import { expect, test } from './web-edition'
import { TABLE_WORDS, inView, LANGUAGES, layoutProblems, openAtYourMove, SIZES, TABLES, yourTurn, type TableId } from './tables'
import { clippedWords } from './words'

/**
 * What the person must see without scrolling (issue 21, finding 6): their own cards and the card
 * being decided about, and every button for what they may do now, as selectors with `{me}` for
 * their seat. Each moment is looked at once it is on screen with every one of its parts. Cheat
 * has two: its own claim, and a call window on someone else's claim — five seconds, in which a
 * hand or a Cheat! button below the fold is a chance lost.
 */
const MOMENTS: Record<TableId, { name: string; needed: string[]; onward?: (page: Page) => Promise<void> }[]> = {
  check: [
    { name: 'a drawn card', needed: ['[data-testid=seat-{me}] .hand', '[data-testid=drawn-card]', '[data-testid=discard]'] },
    {
      // A few seconds to throw a card or pass: the cards, the clock and the buttons all in view.
      name: 'a matching window',
      needed: ['[data-testid=seat-{me}] .hand', '[data-testid=countdown]', '[data-testid=pass-{me}]', '[data-testid=discard-pile]'],
      // Until the window is open, the person plays their own turn on: draw, then discard.
      onward: async (page) => {
        for (const step of ['discard', 'act-draw']) {
          if (await page.getByTestId(step).isVisible()) return page.getByTestId(step).click()
        }
      },
    },
  ],
  'four-down': [{ name: 'a drawn card', needed: ['[data-testid=seat-{me}] .lane', '[data-testid=drawn-card]', '[data-testid=act-discard]'] }],
  cheat: [
    { name: 'a claim of their own', needed: ['[data-testid=hand]', '[data-testid=claim]'] },
    {
      name: 'a call window',
      needed: ['[data-testid=hand]', '[data-testid=claim-banner]', '[data-testid=call-{me}]', '[data-testid=accept-{me}]'],
      // Until someone else claims, the person plays their own turns: one card at a time.
      onward: async (page) => {
        if ((await yourTurn(page).count()) === 0) return
        if (await page.getByTestId('claim').isDisabled()) await page.getByTestId('hand').locator('button').first().click()
        await page.getByTestId('claim').click()
      },
    },
  ],
  checks: [{ name: 'a card picked', needed: ['[data-testid=seat-{me}] .fans', '[data-testid=pile-0]'] }],
  checkmates: [{ name: 'bidding', needed: ['[data-testid=seat-{me}]', '[data-testid=bid-place-{me}]'] }],
}

// What a new player ran into at 1024×640: a bar of buttons below the window's last pixel, a
// third of a hand on screen, controls under other controls. Every table, with the most seats it
// allows, at every size, in every language: Russian words are longer, and a button or a status
// line whose words overflow it is as good as hidden (issue 23).
for (const language of LANGUAGES)
for (const id of TABLES) {
  test(`${id} (${language}): at 800×600, 1024×640 and 1920×1080 with the most seats, the own cards and the buttons for the move are in view; every control on the page, at least 24 px, clear of the others, its words inside it (issue 21 finding 6, issue 23)`, async ({ page, app }) => {
    test.setTimeout(180_000)
    await openAtYourMove(page, app, id, 'layout-1', language)
    const me = (await page.locator('.table-screen').getAttribute('data-viewer'))!
    for (const [m, moment] of MOMENTS[id].entries()) {
      const needed = moment.needed.map((s) => s.replaceAll('{me}', me))
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await page.waitForTimeout(300)
        const where = `${id}, ${moment.name}, at ${size.width}×${size.height}, in ${language}`
        // Card sizes follow the window through a transition: a look taken mid-way would measure
        // the last size's cards, so the moment counts once every part is there and in view. A
        // part that stays out of view fails with its place named.
        await expect
          .poll(async () => {
            const seen = await page.evaluate(inView, needed)
            if (seen.missing.length) await moment.onward?.(page)
            return seen
          }, { timeout: 60_000, message: where })
          .toEqual({ missing: [], out: [] })
        await page.screenshot({ path: `test-results/shots/layout-${language}-${id}-${m}-${size.width}x${size.height}.png` })
        if (m === 0) expect(await page.evaluate(layoutProblems), where).toEqual([])
        expect(await page.evaluate(clippedWords, TABLE_WORDS), where).toEqual([])
      }
    }
  })
}
