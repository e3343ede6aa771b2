import type { Page } from '@playwright/test'
import { client, connect } from './ws-client'
import { expect, test } from './phones'
import { SIZES } from './tables'
import { addPlayers, type RunningWebEdition } from './web-edition'

/**
 * Runs in the page: every word of the screen's own (`scope`) that does not fit its box — a button,
 * a label, a heading, a line — each control reaching out of its panel, and a page that scrolls
 * sideways.
 */
function clipped(scope: string): string[] {
  const problems: string[] = []
  if (document.documentElement.scrollWidth > innerWidth + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${innerWidth}`)
  const name = (el: Element) => (el as HTMLElement).dataset.testid ?? el.textContent?.trim().slice(0, 40)
  for (const el of document.querySelectorAll<HTMLElement>(`${scope} :is(button, a, label, legend, select, h1, h2, p, span)`)) {
    if (el.getClientRects().length === 0 || getComputedStyle(el).display === 'inline') continue
    // A name of 20 letters or more may be cut short with an ellipsis (PlayerBadge); a shorter one shows whole.
    const longName = getComputedStyle(el).textOverflow === 'ellipsis' && (el.textContent?.length ?? 0) >= 20
    if (el.scrollWidth > el.clientWidth + 1 && !longName) problems.push(`${name(el)}: ${el.scrollWidth} px in ${el.clientWidth}`)
    const panel = el.closest('.panel, .game')
    if (panel && el.getBoundingClientRect().right > panel.getBoundingClientRect().right + 1) problems.push(`${name(el)} reaches out of its panel`)
  }
  return problems
}

const setLanguage = async (app: RunningWebEdition, language: 'en' | 'ru') =>
  expect(await client(await connect(app))('settings:update', { language })).toMatchObject({ ok: true })

async function looked(page: Page, scope: string, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(200)
    await page.screenshot({ path: `test-results/shots/${name}-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(clipped, scope), `${name} at ${size.width}×${size.height}`).toEqual([])
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
    test.setTimeout(120_000)
    // A name as long as names go (23 letters; 24 is the most) sits beside where its person plays, in the panel.
    await addPlayers(page, app, 'Lena', 'Ben', 'Wolfgang Amadeus Mozart')
    await setLanguage(app, language)
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
