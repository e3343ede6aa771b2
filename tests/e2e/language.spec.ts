import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addPlayers, expect, leaveAndStop, startWebEdition, test } from './web-edition'
import { shot } from './shots'

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

  test('a refused name is said beside the field in Russian, the English the host carries never shown', async ({ page, app }) => {
    await addPlayers(page, app, 'Lena')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Игроки за этим компьютером')
    await page.getByTestId('profile-name').fill(' lena')
    await expect(page.getByTestId('profile-name-problem')).toHaveText('Игрок с именем Lena уже есть. Выберите другое имя.')
    await expect(page.getByTestId('profile-add')).toBeDisabled()
    await page.getByTestId('profile-name').fill('N'.repeat(30))
    await expect(page.getByTestId('profile-name-problem')).toHaveText('Имя может быть не длиннее 24 символов, а в этом 30.')
    await page.getByTestId('profile-name').fill('   ')
    await page.getByTestId('profile-add').click()
    await expect(page.getByTestId('profile-name-problem')).toHaveText('В имени должен быть хотя бы один знак, кроме пробела.')
    // Switching the language rewords what is already showing.
    await page.getByTestId('nav-settings').click()
    await page.getByTestId('settings-language').selectOption('en')
    await page.getByTestId('nav-profiles').click()
    await page.getByTestId('profile-name').fill(' lena')
    await expect(page.getByTestId('profile-name-problem')).toHaveText('There is already a player called Lena. Choose another name.')
  })

  test('a corrupt save set aside is told in Russian, naming why and the copy kept; screens with it shown at two sizes', async ({ page }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cmt-corrupt-ru-'))
    writeFileSync(join(dataDir, 'data.json'), '{"profiles": [ this is not json')
    const app = await startWebEdition(dataDir)
    await page.goto(app.url)
    const notice = page.getByTestId('notice')
    await expect(notice).toContainText('Сохранённые данные не удалось прочитать (в файле не корректный JSON), поэтому приложение начало с чистого листа.')
    await expect(notice).toContainText(`Старый файл сохранён как ${join(dataDir, 'data.corrupt-')}`)
    await expect(notice.getByRole('button')).toHaveText('Закрыть')
    await expect(page.getByTestId('nav-profiles')).toHaveText('Игроки')

    await addPlayers(page, app, 'Марина')
    await page.getByTestId('profile-record-link').click()
    await expect(page.getByTestId('profile-level')).toHaveText('Уровень 1')
    await expect(page.getByTestId('profile-points')).toContainText('нет очков уровня')
    for (const [width, height] of [[800, 600], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height })
      for (const [name, route] of [['players', '/profiles'], ['settings', '/settings']] as const) {
        await page.goto(app.at(route))
        await expect(notice).toBeVisible()
        await shot(page, { path: `test-results/ru-notice-${name}-${width}x${height}.png`, fullPage: true })
      }
      await page.goto(app.at('/profiles'))
      await page.getByTestId('profile-record-link').click()
      await expect(page.getByTestId('profile-record')).toBeVisible()
      await shot(page, { path: `test-results/ru-notice-profile-${width}x${height}.png`, fullPage: true })
    }
    await leaveAndStop(page, app)
  })
})

test.describe('a browser that asks for neither language', () => {
  test.use({ locale: 'de-DE' })

  test('the app speaks English until Russian is chosen in Settings', async ({ page, app }) => {
    await page.goto(app.at('/settings'))
    await expect(page.getByTestId('settings-language')).toHaveValue('en')
    await expect(page).toHaveTitle('Settings · Check Mates Tabletop')
    await page.getByTestId('settings-language').selectOption('ru')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки')
    await expect(page.getByTestId('window-seconds')).toHaveText('5 с')
  })
})
