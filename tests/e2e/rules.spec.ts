import { GAME_MODULES } from '../../shared/games/lookup'
import { expect, test } from './web-edition'
import { titleIn } from './words'
import { shot } from './shots'

const GAMES = GAME_MODULES.map((m) => m.game)
const SIZES = [
  { width: 800, height: 600 },
  { width: 1920, height: 1080 },
]

test.describe('rules pages in Russian', () => {
  test.use({ locale: 'ru-RU' })

  test('every rules page reads in Russian, and its contents jump to a section', async ({ page, app }) => {
    for (const game of GAMES) {
      await page.goto(app.at(`/rules/${game.id}`))
      // Cheat is a folk game Russian players know by its own name (docs/i18n.md); the others keep their brand.
      const title = titleIn(game.id, 'ru')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('link', { name: `Играть в «${title}»` })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'На этой странице' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'В приложении' })).toBeAttached()
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await shot(page, { path: `test-results/rules-ru-${game.id}-${size.width}x${size.height}.png` })
      }
      // A Russian heading makes an anchor of its own (Cyrillic letters), so its entry still scrolls to it.
      await page.setViewportSize(SIZES[0]!)
      await page.getByRole('navigation', { name: 'На этой странице' }).getByRole('link', { name: 'В приложении' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'В приложении' })).toBeInViewport()
      await shot(page, { path: `test-results/rules-ru-${game.id}-800x600-in-the-app.png` })
    }
  })

  test('each library card says its game in Russian', async ({ page, app }) => {
    await page.goto(app.url)
    await expect(page.getByTestId('game-checks').locator('.pitch')).toHaveText('Собирайте веера, растите стопки-цели и забирайте их, когда сойдутся числа.')
    for (const game of GAMES) await expect(page.getByTestId(`game-${game.id}`).locator('.pitch')).toHaveText(/^[^A-Za-z]+$/)
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await shot(page, { path: `test-results/rules-ru-library-${size.width}x${size.height}.png`, fullPage: true })
    }
  })

  test('the page follows the language chosen in Settings', async ({ page, app }) => {
    await page.goto(app.at('/rules/cheat'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Верю — не верю')
    await page.goto(app.at('/settings'))
    await page.getByTestId('settings-language').selectOption('en')
    await page.getByTestId('nav-home').click()
    await page.getByTestId('rules-cheat').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheat')
    await expect(page.getByRole('heading', { level: 2, name: 'Calling Cheat' })).toBeVisible()
  })
})
