import type { Page } from '@playwright/test'
import { expect, test } from './phones'
import { stillness } from './play'
import { SIZES } from './tables'
import { addPlayers, type RunningWebEdition } from './web-edition'
import { clippedWords, scrollsSideways, speak } from './words'
import { shot } from './shots'

/** Runs in the page: each control of the screen's own (`scope`) reaching out of its panel. */
function outOfPanels(scope: string): string[] {
  return [...document.querySelectorAll<HTMLElement>(`${scope} :is(button, a, label, legend, select, h1, h2, p, span)`)].flatMap((el) => {
    const panel = el.closest('.panel, .game')
    const out = el.getClientRects().length > 0 && panel && el.getBoundingClientRect().right > panel.getBoundingClientRect().right + 1
    return out ? [`${el.dataset.testid ?? el.textContent?.trim().slice(0, 40)} reaches out of its panel`] : []
  })
}

async function looked(page: Page, scope: string, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(stillness)
    await shot(page, { path: `test-results/shots/${name}-${size.width}x${size.height}.png`, fullPage: true })
    const where = `${name} at ${size.width}×${size.height}`
    expect(await page.evaluate(clippedWords, `${scope} :is(button, a, label, legend, select, h1, h2, p, span)`), where).toEqual([])
    expect(await page.evaluate(outOfPanels, scope), where).toEqual([])
    expect(await page.evaluate(scrollsSideways), where).toEqual([])
  }
}

/** A lobby with the most on it: every seat open, people here and on phones, its options ticked. */
async function fullLobby(page: Page, app: RunningWebEdition, id: string) {
  await page.goto(app.at(`/play/${id}`))
  await expect(page.getByTestId('lobby-seat').first()).toBeVisible()
  while (await page.getByTestId('lobby-add-seat').isVisible()) await page.getByTestId('lobby-add-seat').click()
  await page.getByTestId('seat-1').selectOption({ label: 'Ben' })
  await page.getByTestId('seat-1-where').selectOption('phone')
  await page.getByTestId('seat-2').selectOption('bot:hard')
  await page.getByTestId('seat-3').selectOption({ label: 'Wolfgang Amadeus Mozart' })
  await page.getByTestId('seat-3-where').selectOption('phone')
  for (const box of await page.locator('[data-testid$=-short], [data-testid=lobby-practice]').all()) await box.check()
}

for (const language of ['en', 'ru'] as const) {
  test(`${language}: the library, the lobbies and the missing page fit at 800×600, 1024×640 and 1920×1080`, async ({ page, app }) => {
    // A name as long as names go (23 letters; 24 is the most) sits beside where its person plays, in the panel.
    await addPlayers(page, app, 'Lena', 'Ben', 'Wolfgang Amadeus Mozart')
    await speak(app, language)
    await page.goto(app.at('/'))
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page).toHaveTitle(language === 'ru' ? 'Библиотека · Check Mates Tabletop' : 'Library · Check Mates Tabletop')
    await expect(page.getByTestId('game-cheat').locator('.players')).toHaveText(language === 'ru' ? '3–6 игроков' : '3–6 players')
    await expect(page.getByTestId('game-cheat').locator('h2')).toHaveText(language === 'ru' ? 'Верю — не верю' : 'Cheat')
    await looked(page, '.page', `library-${language}`)

    await fullLobby(page, app, 'checkmates')
    await expect(page.getByTestId('lobby-options').locator('legend')).toHaveText(language === 'ru' ? 'Игра с заявками' : 'Bidding game')
    await page.getByTestId('lobby-cards').fill('3')
    // The unit agrees with the amount: «на 3 карточки», «на 5 карточек».
    await expect(page.locator('[data-testid=lobby-cards] + span')).toHaveText(language === 'ru' ? 'карточки' : 'cards')
    await page.getByTestId('lobby-cards').fill('5')
    await expect(page.locator('[data-testid=lobby-cards] + span')).toHaveText(language === 'ru' ? 'карточек' : 'cards')
    await page.getByTestId('lobby-cards').fill('1')
    await expect(page.locator('[data-testid=lobby-cards] + span')).toHaveText(language === 'ru' ? 'карточку' : 'card')
    await expect(page.getByTestId('lobby-phones-note')).toHaveText(
      language === 'ru'
        ? 'Ben и Wolfgang Amadeus Mozart подключаются, отсканировав код на столе своими телефонами; игра начнётся, когда подключатся все телефоны.'
        : 'Ben and Wolfgang Amadeus Mozart join by scanning a code on the table with their phones; the game begins when every phone is in.',
    )
    await expect(page).toHaveTitle(language === 'ru' ? 'Играть · Check Mates Tabletop' : 'Play · Check Mates Tabletop')
    await looked(page, '.lobby', `lobby-checkmates-${language}`)

    await fullLobby(page, app, 'four-down')
    await expect(page.getByTestId('seat-2').locator('option:checked')).toHaveText(language === 'ru' ? 'Компьютер — сильный' : 'Computer — hard')
    await looked(page, '.lobby', `lobby-four-down-${language}`)

    await page.goto(app.at('/nowhere'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'ru' ? 'На этом столе ничего нет' : 'Nothing on this table')
    await expect(page).toHaveTitle(language === 'ru' ? 'Не найдено · Check Mates Tabletop' : 'Not found · Check Mates Tabletop')
    await looked(page, '.missing', `missing-${language}`)
  })
}
