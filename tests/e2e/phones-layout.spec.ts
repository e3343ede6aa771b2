import { expect, startWithPhones, test } from './phones'
import { benOnAPhone, layoutProblems, TABLES } from './tables'

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 820, height: 1180 },
]

/** Runs in the page: buttons a thumb must hit that are under 44 px (fanned cards aside: each shows its part). */
function smallTargets(): string[] {
  return [...document.querySelectorAll('button:not(:disabled), a[href]')].flatMap((el) => {
    const r = el.getBoundingClientRect()
    if (r.width === 0 || el.closest('[data-stack]')) return []
    return r.width < 44 || r.height < 44 ? [`${el.getAttribute('data-testid') ?? el.textContent?.trim()}: ${Math.round(r.width)}×${Math.round(r.height)}`] : []
  })
}

for (const id of TABLES) {
  test(`${id} on a phone: every control on the page, clear of the others, 44 px for a thumb, from 360×640 to a tablet`, async ({ page, app, phone }) => {
    test.setTimeout(90_000)
    await page.goto(app.at('/settings'))
    await page.getByTestId('bot-speed-quick').check()
    const links = await startWithPhones(page, app, `/play/${id}?seed=phone-layout`, benOnAPhone(id))
    const ben = await phone(links[0]!)
    // Ben's own move, where the most controls are on his screen.
    const move = '[data-testid=actions] button:enabled, [data-testid^=bid-place-], [data-testid=hand] button, [data-testid^=fan-card-]:enabled'
    await expect(ben.getByTestId('seat-screen').locator(move).first()).toBeVisible({ timeout: 30_000 })
    for (const size of PHONES) {
      await ben.setViewportSize(size)
      await ben.waitForTimeout(300)
      await ben.screenshot({ path: `test-results/phone-layout-${id}-${size.width}x${size.height}.png`, fullPage: true })
      expect(await ben.evaluate(layoutProblems), `${id} at ${size.width}×${size.height}`).toEqual([])
      expect(await ben.evaluate(smallTargets), `${id} at ${size.width}×${size.height}`).toEqual([])
    }
  })
}
