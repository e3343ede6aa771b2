import { stillness } from './play'
import { SIZES } from './tables'
import { addPlayers, expect, test } from './web-edition'
import { clippedWords, scrollsSideways, speak } from './words'
import { shot } from './shots'

// Issue 23: the app's own screens in both languages — Settings, the players and a player's
// record, a rules page, past games and the page that is not there — every box of words wide
// enough for them at every desktop size (Russian words are longer), and a screenshot of each.
const MAIN_WORDS = 'main :is(button, a, label, legend, select, option, h1, h2, h3, p, th, td, dt, dd, strong, .chip, .tag, .panel)'

for (const language of ['en', 'ru'] as const) {
  test(`${language}: Settings, the players, a record, a rules page, past games and a missing page fit at 800×600, 1024×640 and 1920×1080`, async ({ page, app }) => {
    // A name as long as names go sits in the list and on its record.
    await addPlayers(page, app, 'Lena', 'Wolfgang Amadeus Mozart')
    await speak(app, language)
    const screens = [
      { name: 'settings', route: '/settings', ready: 'settings-language' },
      { name: 'players', route: '/profiles', ready: 'profile-list' },
      { name: 'rules', route: '/rules/four-down', ready: null },
      { name: 'games', route: '/games', ready: 'review-import' },
      { name: 'missing', route: '/no-such-page', ready: null },
    ]
    for (const screen of screens) {
      await page.goto(app.at(screen.route))
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      if (screen.ready) await expect(page.getByTestId(screen.ready)).toBeAttached()
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await looked(screen.name)
    }
    // A player's record, reached as a person would.
    await page.goto(app.at('/profiles'))
    await page.getByTestId('profile-record-link').first().click()
    await expect(page.getByTestId('profile-rating')).toBeVisible()
    await looked('record')

    async function looked(name: string) {
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await page.evaluate(stillness)
        await shot(page, { path: `test-results/shots/app-${language}-${name}-${size.width}x${size.height}.png`, fullPage: true })
        const where = `${name} (${language}) at ${size.width}×${size.height}`
        expect(await page.evaluate(clippedWords, MAIN_WORDS), where).toEqual([])
        expect(await page.evaluate(scrollsSideways), where).toEqual([])
      }
    }
  })
}
