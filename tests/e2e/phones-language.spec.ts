import type { Page } from '@playwright/test'
import { expect, startWithPhones, test } from './phones'
import { clippedWords, scrollsSideways, speak } from './words'
import { shot } from './shots'
import { stillness } from './play'

const PHONE_SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const

/** The phone shell's and the join cards' own boxes of words (the seat's game screens are the layout spec's). */
const SHELL_WORDS = [
  '[data-testid=seat-screen] > header *', '[data-testid=seat-screen] > section *', '[data-testid=seat-screen] > .banner',
  '[data-testid=seat-screen] > .connecting', '[data-testid=join-cards] *',
].map((own) => `:is(${own}):is(button, a, h1, h2, h3, p, span, strong, label):not(.link)`).join(', ')
const clipped = async (p: Page) => [...(await p.evaluate(clippedWords, SHELL_WORDS)), ...(await p.evaluate(scrollsSideways))]

/**
 * A screen at a size, with every transition the resize set off run to its end, so the words
 * measured after it (and its screenshot) are of the settled screen.
 */
async function atSize(p: Page, size: { width: number; height: number }, path: string) {
  await p.setViewportSize(size)
  await p.evaluate(stillness)
  await shot(p, { path, fullPage: true })
}

/** The phone shell's own words at both phone sizes: screenshots, and nothing clipped. */
async function looked(p: Page, name: string) {
  for (const size of PHONE_SIZES) {
    await atSize(p, size, `test-results/shots/phone-${name}-${size.width}x${size.height}.png`)
    expect(await clipped(p), `${name} at ${size.width}×${size.height}`).toEqual([])
  }
}

async function leaveTable(page: Page) {
  await page.getByTestId('table-leave').click()
  const confirm = page.getByTestId('confirm-yes')
  if (await confirm.isVisible().catch(() => false)) await confirm.click()
}

test("a phone shows the table's language unless its browser asks first for the other one, and follows Settings as they change", async ({ page, app, phone }) => {
  await speak(app, 'ru')
  const links = await startWithPhones(page, app, '/play/cheat?seed=phone-language', ['Ben@phone', 'Mia@phone', 'bot', 'bot'])
  await expect(page.getByTestId('join-cards')).toContainText('Игра начнётся, когда подключатся все телефоны.')

  // Ben's phone asks for German: the app speaks no German, so it shows the table's Russian.
  const ben = await phone(links[0]!, { locale: 'de-DE' })
  await expect(ben.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(ben.locator('.seat-screen .game')).toHaveText('Верю — не верю')
  await expect(ben).toHaveTitle('Ben · Верю — не верю')
  // Mia's asks first for English: English at a Russian table.
  const mia = await phone(links[1]!, { locale: 'en-US' })
  await expect(mia.locator('html')).toHaveAttribute('lang', 'en')
  await expect(mia.locator('.seat-screen .game')).toHaveText('Cheat')

  // Settings turn the table English: Ben's phone follows at once; Mia's was English already.
  await speak(app, 'en')
  await expect(ben.locator('.seat-screen .game')).toHaveText('Cheat')
  await expect(ben.locator('html')).toHaveAttribute('lang', 'en')
  await speak(app, 'ru')
  await expect(ben.locator('.seat-screen .game')).toHaveText('Верю — не верю')
  await expect(mia.locator('.seat-screen .game')).toHaveText('Cheat')

  // Mia's phone goes: Ben's says so in Russian, her name as it is.
  await mia.close()
  await expect(ben.locator('.banner')).toHaveText('Mia: телефон не на связи — ход ждёт.')
  await looked(ben, 'away-ru')
  await leaveTable(page)
  await expect(ben.getByTestId('seat-closed')).toContainText('Стол закрыт')
})

for (const [language, locale] of [['en', 'en-US'], ['ru', 'ru-RU']] as const) {
  test(`${language}: the join cards at the computer and the phone's own screens fit, from 360×640 to 1920×1080`, async ({ page, app, phone }) => {
    await speak(app, language)
    const links = await startWithPhones(page, app, '/play/check?seed=phone-fit', ['Ben@phone', 'Mia@phone', 'bot'])
    for (const size of [{ width: 800, height: 600 }, { width: 1024, height: 640 }, { width: 1920, height: 1080 }]) {
      await atSize(page, size, `test-results/shots/join-cards-${language}-${size.width}x${size.height}.png`)
      expect(await clipped(page), `join cards at ${size.width}×${size.height}`).toEqual([])
    }

    const ben = await phone(links[0]!, { locale })
    await expect(ben.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
    await expect(ben.locator('.banner')).toHaveCount(0)
    // The same link on a second phone takes the seat: the first says so, and how to take it back.
    const again = await phone(links[0]!, { locale })
    await expect(again.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
    await expect(ben.getByTestId('seat-elsewhere')).toContainText(language === 'ru' ? 'Ваше место заняло другое устройство' : 'Your seat was taken by another device')
    await expect(ben.getByTestId('seat-elsewhere').locator('strong')).toHaveText(language === 'ru' ? 'Ben: новая ссылка' : 'New link for Ben')
    await looked(ben, `elsewhere-${language}`)
    // The computer's card for the seat that went elsewhere.
    await expect(page.getByTestId('phone-taken-0')).toBeVisible()
    await atSize(page, { width: 800, height: 600 }, `test-results/shots/join-taken-${language}-800x600.png`)
    expect(await clipped(page), 'taken card at 800×600').toEqual([])

    await leaveTable(page)
    await expect(again.getByTestId('seat-closed')).toBeVisible()
    await looked(again, `closed-${language}`)
    await again.reload()
    await expect(again.getByTestId('seat-refused')).toContainText(language === 'ru' ? 'Эта ссылка больше не открывает место' : 'This link no longer opens a seat')
    await looked(again, `refused-${language}`)
  })
}
