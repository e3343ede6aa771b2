import { expect, test } from './web-edition'
import { SIZES } from './tables'

// Issue 31, item 22: every checkbox of Settings is the same size, the phones' one beside its long
// note too, at every size; and the matching window's setting says which window it sets.
test('Settings: every checkbox the same size at every window size; the matching window names its game', async ({ page, app }) => {
  await page.goto(app.at('/settings'))
  await expect(page.getByTestId('setting-phones')).toBeVisible()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    const boxes = await page.locator('input[type=checkbox]').evaluateAll((all) => all.map((b) => {
      const r = b.getBoundingClientRect()
      return `${(b as HTMLElement).dataset.testid}: ${Math.round(r.width)}×${Math.round(r.height)}`
    }))
    expect(boxes.length, `${size.width}×${size.height}`).toBeGreaterThanOrEqual(5)
    for (const box of boxes) expect(box, `${size.width}×${size.height}`).toMatch(/: 18×18$/)
  }
  await expect(page.getByTestId('setting-window').locator('..')).toContainText("Check!'s matching window:")
})
