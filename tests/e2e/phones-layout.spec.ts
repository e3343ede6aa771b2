import type { Page } from '@playwright/test'
import { expect, startWithPhones, test } from './phones'
import { benOnAPhone, TABLE_WORDS, gameOf, inView, LANGUAGES, layoutProblems, TABLES, type TableId } from './tables'
import { clippedWords } from './words'

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

/**
 * Ben's turn on his phone, played onward one step: take a card, put it back, pass on a power, read
 * a round's result. After a click it waits a moment for the screen to answer, so a short window
 * (a computer player may match within a second) is seen before it closes.
 */
const onward = (...testids: string[]) => async (ben: Page) => {
  for (const id of testids) {
    const button = ben.getByTestId(id)
    if (!(await button.isVisible())) continue
    await button.click()
    return ben.waitForTimeout(150)
  }
}

/**
 * What a seat screen must show without scrolling at a phone's size (issue 21, finding 7): the
 * card being decided about (as a card, with its suit), the clock of a window, the pile a card goes
 * to, and the buttons for the move. `onward` plays Ben's own turns until the moment comes round.
 */
const PHONE_MOMENTS: Record<TableId, { name: string; needed: string[]; onward?: (ben: Page) => Promise<unknown> }[]> = {
  check: [
    { name: 'a drawn card', needed: ['[data-testid=seat-0] .hand', '[data-testid=drawn-card] [data-card]:not([data-card=back])', '[data-testid=discard]', '[data-testid=discard-pile]'], onward: onward('act-draw') },
    { name: 'a matching window', needed: ['[data-testid=seat-0] .hand', '[data-testid=countdown]', '[data-testid=pass-0]', '[data-testid=discard-pile]'], onward: onward('act-draw', 'discard', 'skip') },
  ],
  'four-down': [
    // Match is offered with every card drawn from the stock: it is in view beside Discard.
    { name: 'a drawn card', needed: ['[data-testid=seat-0] .lane', '[data-testid=drawn-card] [data-card]:not([data-card=back])', '[data-testid=act-discard]', '[data-testid=act-match]'], onward: onward('round-next', 'act-stock') },
  ],
  cheat: [
    { name: 'a claim of their own', needed: ['[data-testid=hand]', '[data-testid=claim]'] },
    { name: 'a call window', needed: ['[data-testid=hand]', '[data-testid=claim-banner] [data-testid=countdown]', '[data-testid=call-0]', '[data-testid=accept-0]'], onward: cheatTurn },
  ],
  checks: [{ name: 'a fan to play from', needed: ['[data-testid^=fan-card-]', '[data-testid^=pile-]'] }],
  checkmates: [
    { name: 'bidding', needed: ['[data-testid=seat-0] .bidding-view', '[data-testid=bid-box] [data-testid=countdown]', '[data-testid=bid-place-0]'] },
    // Ben's own proof: the card, the board he moves on and the moves he has used.
    { name: 'proving', needed: ['[data-testid=seat-0] .proving-view [data-task]', '[data-testid=seat-0] .proving-view [data-board]', '[data-testid=proof-count]'], onward: lowestBid },
  ],
}

/** Ben bids 1 move when his pad is up, low enough that the proof is his (unless someone bid 1 first: then the next card). */
async function lowestBid(ben: Page) {
  const pending = ben.getByTestId('bid-pending-0')
  const place = ben.getByTestId('bid-place-0')
  if (!(await place.isVisible())) return
  for (let i = 0; i < 40 && Number(await pending.textContent()) > 1; i++) await ben.getByTestId('bid-lower-0').click()
  if (Number(await pending.textContent()) === 1) await place.click()
}

/** Ben's own Cheat turn, when it is his: one card put down (found by what the seat offers, in any language). */
async function cheatTurn(ben: Page) {
  const claim = ben.getByTestId('claim')
  if (!(await claim.isVisible())) return
  const card = ben.getByTestId('hand').locator('button:enabled').first()
  if ((await claim.isDisabled()) && (await card.count())) await card.click()
  if (await claim.isEnabled()) await claim.click()
}

// In both languages: the phone's browser asks for the one under test (docs/i18n.md), and Russian
// words, longer, must still fit their buttons and lines (issue 23).
for (const language of LANGUAGES)
for (const id of TABLES) {
  test(`${id} (${language}), its seat screen at 360×640 and 390×844 with the most seats: the card decided about, the clock and the buttons in view, the words inside their boxes (issue 21 finding 7, issue 23)`, async ({ page, app, phone }) => {
    test.setTimeout(180_000)
    await page.goto(app.at('/settings'))
    await page.getByTestId('bot-speed-quick').check()
    const seats = ['Ben@phone', ...Array.from({ length: gameOf(id).seats.max - 1 }, () => 'bot')]
    const links = await startWithPhones(page, app, `/play/${id}?seed=phone-fit`, seats)
    const ben = await phone(links[0]!, { locale: language === 'ru' ? 'ru-RU' : 'en-US' })
    await expect(ben.locator('html')).toHaveAttribute('lang', language)
    for (const [m, moment] of PHONE_MOMENTS[id].entries()) {
      for (const size of [{ width: 360, height: 640 }, { width: 390, height: 844 }]) {
        await ben.setViewportSize(size)
        await ben.waitForTimeout(300)
        let seen = { missing: moment.needed, out: [] as string[] }
        await expect
          .poll(async () => {
            seen = await ben.evaluate(inView, moment.needed)
            if (seen.missing.length && moment.onward) {
              await moment.onward(ben)
              seen = await ben.evaluate(inView, moment.needed)
            }
            return seen.missing
          }, { timeout: 90_000 })
          .toEqual([])
        await ben.screenshot({ path: `test-results/shots/phone-fit-${language}-${id}-${m}-${size.width}x${size.height}.png`, fullPage: true })
        const where = `${id}, ${moment.name}, at ${size.width}×${size.height}, in ${language}`
        expect(seen.out, where).toEqual([])
        expect(await ben.evaluate(clippedWords, TABLE_WORDS), where).toEqual([])
      }
    }
  })
}
