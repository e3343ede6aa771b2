import { gameModule } from '../../shared/games/lookup'
import { isCardGame } from '../../shared/games/module'
import { REVEAL_MS } from '../../shared/profile'
import { playOn } from './play'
import { expect, test } from './web-edition'
import { botsOnlyTable, gameOf, SIZES, TABLES } from './tables'
import { setTheme } from './words'
import { shot } from './shots'

// Issue 21, findings 4 and 5: every game's end has a reveal (the final table, nothing over it),
// then the result, then "See the table": the final table with the scores, Play again and Leave.
// What is asserted is the ending, not the play: the computer players act at once, and the test
// moves the clock through the game's windows and counts.

for (const id of TABLES) {
  test(`${id}: the end reveals the table, then the result with Play again, then the final table with the scores, Play again and Leave`, async ({ page, app, clock }) => {
    const { tableId, call } = await botsOnlyTable(app, id)
    await call('settings:update', { theme: 'light' })
    await page.goto(app.at(`/table/${tableId}`))
    const screen = page.locator('.table-screen')
    const result = page.getByTestId('table-result')
    await expect(screen).toBeVisible()
    await playOn(clock, [page], { done: async () => (await screen.getAttribute('data-ending')) !== null, step: async () => false })

    // The reveal: the game is over and nothing stands over its table yet, for the reveal's whole time.
    await expect(screen).toHaveAttribute('data-ending', 'reveal')
    await expect(result).toHaveCount(0)
    // And every hand lies face up in it: each card at a seat shows its face (once it has turned
    // over), while the reveal lasts. A game without cards (Check Mates) has none to show; a hand
    // played out has none left.
    if (isCardGame(gameModule(id)!)) {
      await expect(screen.locator('[data-testid^=seat-] [data-card]').first()).toBeAttached()
      await expect
        .poll(() =>
          page.evaluate(() => {
            const backs = document.querySelectorAll('[data-testid^=seat-] [data-card=back]').length
            return `${document.querySelector('.table-screen')?.getAttribute('data-ending')}, ${backs} face down`
          }),
        )
        .toBe('reveal, 0 face down')
    }
    await clock.advance(REVEAL_MS - 1)
    await expect(screen).toHaveAttribute('data-ending', 'reveal')
    await expect(result).toHaveCount(0)
    await clock.advance(1)
    await expect(result).toBeVisible()
    // The cheer, caught while it plays (it is over in about a second).
    await shot(page, { path: `test-results/shots/ending-${id}-cheer.png` })
    await expect(result.getByTestId('result-again')).toBeVisible()
    await expect(result.getByTestId('result-leave')).toBeVisible()
    // The cheer is there, and goes with reduced motion: the system's, or the app's own setting.
    const cheer = () => result.locator('.cheer').evaluate((e) => getComputedStyle(e).display)
    expect(await cheer()).not.toBe('none')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await cheer()).toBe('none')
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await call('settings:update', { reducedMotion: true })
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduced')
    expect(await cheer()).toBe('none')
    await call('settings:update', { reducedMotion: false })

    // See the table: no dialog over it, the scores beside it, and the way on and out above it.
    await result.getByTestId('result-table').click()
    await expect(result).toHaveCount(0)
    const close = page.getByTestId('round-close')
    if (await close.isVisible()) await close.click()
    await expect(page.locator('[role=dialog]')).toHaveCount(0)
    const ending = page.getByTestId('table-ending')
    await expect(ending).toBeVisible()
    await expect(page.getByTestId('ending-scores').getByTestId('ending-row')).toHaveCount(gameOf(id).seats.min)
    await expect(ending.getByTestId('result-again')).toBeVisible()
    await expect(ending.getByTestId('result-leave')).toBeVisible()

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, app, theme)
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await shot(page, { path: `test-results/shots/ending-${id}-table-${theme}-${size.width}x${size.height}.png`, fullPage: true })
      }
    }
    // Back to the result, by leaving and returning: a finished table is left without a question.
    await page.getByTestId('nav-settings').click()
    await expect(page.getByTestId('confirm')).toHaveCount(0)
    await page.getByTestId('return-to-table').click()
    await expect(result).toBeVisible()
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, app, theme)
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await shot(page, { path: `test-results/shots/ending-${id}-result-${theme}-${size.width}x${size.height}.png` })
      }
    }
    await result.getByTestId('result-leave').click()
    await expect(page).toHaveURL(/#\/$/)
    await expect(page.getByTestId('return-to-table')).toHaveCount(0)
  })
}
