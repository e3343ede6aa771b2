import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './web-edition'

test.describe('a browser that asks for Russian', () => {
  test.use({ locale: 'ru-RU' })

  test('a fresh data folder opens in Russian, and English chosen in Settings is kept for everyone', async ({ page, app }) => {
    await page.goto(app.at('/settings'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByTestId('settings-language')).toHaveValue('ru')

    await page.getByTestId('settings-language').selectOption('en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const saved = () => JSON.parse(readFileSync(join(app.dataDir, 'data.json'), 'utf8')).settings.language
    await expect.poll(saved).toBe('en')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  })
})

test.describe('a browser that asks for neither language', () => {
  test.use({ locale: 'de-DE' })

  test('the app speaks English until Russian is chosen in Settings', async ({ page, app }) => {
    await page.goto(app.at('/settings'))
    await expect(page.getByTestId('settings-language')).toHaveValue('en')
    await expect(page).toHaveTitle('Check Mates Tabletop')
    await page.getByTestId('settings-language').selectOption('ru')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки')
    await expect(page.getByTestId('window-seconds')).toHaveText('5 с')
  })
})
