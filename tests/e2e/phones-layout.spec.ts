import { expect, startWithPhones, test } from './phones'
import { momentsOf } from './moments'
import { caughtUp, playOn, stillness, tableOn } from './play'
import { benOnAPhone, TABLE_WORDS, gameOf, inView, LANGUAGES, layoutProblems, SIZES, TABLES } from './tables'
import { clippedWords, speak } from './words'
import { shot } from './shots'

// The computer players at their own pace, on the test clock: acting at once, one would answer a
// window (call a claim, match a card) before the person's screen showed it, and a moment that
// needs the window open would come only by luck. At their pace each answer waits for the clock.
test.use({ webArgs: ['--bot-pace', '1'] })

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
  test(`${id} on a phone: every control on the page, clear of the others, 44 px for a thumb, from 360×640 to a tablet`, async ({ page, app, phone, clock }) => {
    const links = await startWithPhones(page, app, `/play/${id}?seed=phone-layout`, benOnAPhone(id))
    const ben = await phone(links[0]!)
    // Ben's own move, where the most controls are on his screen: the computer players ahead of
    // him play, and their windows run out on the test's clock.
    const move = ben.getByTestId('seat-screen').locator('[data-testid=actions] button:enabled, [data-testid^=bid-place-], [data-testid=hand] button, [data-testid^=fan-card-]:enabled').first()
    await expect(ben.getByTestId('seat-screen').getByTestId('status')).toBeVisible()
    await playOn(clock, [ben], { done: () => move.isVisible() })
    for (const size of PHONES) {
      await ben.setViewportSize(size)
      await ben.evaluate(stillness)
      await shot(ben, { path: `test-results/phone-layout-${id}-${size.width}x${size.height}.png`, fullPage: true })
      expect(await ben.evaluate(layoutProblems), `${id} at ${size.width}×${size.height}`).toEqual([])
      expect(await ben.evaluate(smallTargets), `${id} at ${size.width}×${size.height}`).toEqual([])
    }
  })
}

// In both languages: the phone's browser asks for the one under test (docs/i18n.md), and Russian
// words, longer, must still fit their buttons and lines (issue 23). What a seat screen must show
// without scrolling at a phone's size (issue 21, finding 7) is the game's own `phone` moments
// (src-renderer/games/<id>/e2e/moments.ts): the card being decided about, the clock of a window,
// the pile a card goes to, and the buttons for the move; `onward` plays Ben's own turns, and the
// test's clock moves while the table waits on time, until the moment comes round.
for (const language of LANGUAGES)
for (const id of TABLES) {
  test(`${id} (${language}), its seat screen at 360×640 and 390×844 with the most seats: the card decided about, the clock and the buttons in view, the words inside their boxes (issue 21 finding 7, issue 23)`, async ({ page, app, phone, clock }) => {
    const seats = ['Ben@phone', ...Array.from({ length: gameOf(id).seats.max - 1 }, () => 'bot')]
    const links = await startWithPhones(page, app, `/play/${id}?seed=phone-fit`, seats)
    const ben = await phone(links[0]!, { locale: language === 'ru' ? 'ru-RU' : 'en-US' })
    await expect(ben.locator('html')).toHaveAttribute('lang', language)
    await expect(ben.getByTestId('seat-screen').getByTestId('status')).toBeVisible()
    const tableId = tableOn(page)
    for (const [m, moment] of (await momentsOf(id)).phone.entries()) {
      // The moment as the host has it, not one the computer players have already moved past.
      const done = async () => {
        await caughtUp(clock, app, tableId, [ben])
        return (await ben.evaluate(inView, moment.needed)).missing.length === 0
      }
      await playOn(clock, [ben], { done, step: async () => (await moment.onward?.(ben, clock)) ?? false })
      for (const size of [{ width: 360, height: 640 }, { width: 390, height: 844 }]) {
        await ben.setViewportSize(size)
        await ben.evaluate(stillness)
        await shot(ben, { path: `test-results/shots/phone-fit-${language}-${id}-${m}-${size.width}x${size.height}.png`, fullPage: true })
        const where = `${id}, ${moment.name}, at ${size.width}×${size.height}, in ${language}`
        expect(await ben.evaluate(inView, moment.needed), where).toEqual({ missing: [], out: [] })
        expect(await ben.evaluate(clippedWords, TABLE_WORDS), where).toEqual([])
      }
    }
  })
}

/**
 * Runs in the page: each seat plate's phone flag ("joining by phone", "phone away") that lies over
 * the player's name or its disc, or runs out of its plate (over the next one), by the plate's name.
 */
function flagsOutOfPlace(): string[] {
  return [...document.querySelectorAll('.plate')].flatMap((plate) => {
    const name = plate.querySelector('.name')!.textContent
    const p = plate.getBoundingClientRect()
    const badge = plate.querySelector('.badge')!.getBoundingClientRect()
    return [...plate.querySelectorAll('[data-testid=plate-flag]')].flatMap((flag) => {
      const f = flag.getBoundingClientRect()
      const apart = f.right <= badge.left || f.left >= badge.right || f.bottom <= badge.top || f.top >= badge.bottom
      const inside = f.left >= p.left && f.right <= p.right && f.top >= p.top && f.bottom <= p.bottom
      return [...(apart ? [] : [`"${flag.textContent}" over ${name}`]), ...(inside ? [] : [`"${flag.textContent}" out of ${name}'s plate`])]
    })
  })
}

// Issue 31, item 8: at the computer a phone seat's plate says it is still joining, and the words
// rode the plate's top edge, over the name once they wrapped in a narrow plate. The table with the
// most seats, the plates at their narrowest, in both languages (Russian's words are longer).
for (const language of LANGUAGES)
for (const id of TABLES) {
  test(`${id} (${language}): a phone seat's "joining by phone" on the computer's plate never covers the player's name, at 800×600, 1024×640 and 1920×1080 (issue 31 item 8)`, async ({ page, app }) => {
    await speak(app, language)
    const seats = ['Lena', 'Ben@phone', ...Array.from({ length: gameOf(id).seats.max - 2 }, () => 'bot')]
    await startWithPhones(page, app, `/play/${id}?seed=plate-flag`, seats)
    // Ben never opens his link: his seat stays joining.
    await expect(page.getByTestId('seat-1').getByTestId('plate-flag')).toBeVisible()
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.evaluate(stillness)
      await shot(page, { path: `test-results/shots/plate-flag-${language}-${id}-${size.width}x${size.height}.png` })
      expect(await page.evaluate(flagsOutOfPlace), `${id} at ${size.width}×${size.height}, in ${language}`).toEqual([])
    }
  })
}
