import { expect, test } from './web-edition'
import { layoutProblems, openAtYourMove, SIZES, TABLES } from './tables'

// What a new player ran into at 1024×640: a bar of buttons below the window's last pixel, a
// third of a hand on screen, controls under other controls. Every table, at every size.
for (const id of TABLES) {
  test(`${id}: every control is on the page, at least 24 px, and clear of the others at 800×600, 1024×640 and 1920×1080`, async ({ page, app }) => {
    test.setTimeout(120_000)
    await openAtYourMove(page, app, id)
    for (const size of SIZES) {
      await page.setViewportSize(size)
      // Let the table settle into its new size (card sizes follow the window).
      await page.waitForTimeout(300)
      expect(await page.evaluate(layoutProblems), `${id} at ${size.width}×${size.height}`).toEqual([])
    }
  })
}
