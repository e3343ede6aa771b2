import type { Browser, Locator, Page } from '@playwright/test'
import { cardsIn } from '../../shared/cards'
import type { TestClock } from './clock'
import { LONGEST_LOOK_MS, playOn, stillness } from './play'
import { shot } from './shots'
import { inView } from './tables'
import { connect, client } from './ws-client'
import { addPlayers, expect, startWebEdition, test as base, type RunningWebEdition } from './web-edition'

/** A phone as the tests hold one: a small touch screen in its own browser context. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const

/**
 * The web edition with phones on, its seat server on a loopback address (127.0.0.2): the tests
 * never listen on, nor send to, this machine's real network.
 */
export const test = base.extend<{ app: RunningWebEdition; phone: (url: string, options?: { locale?: string }) => Promise<Page> }>({
  app: async ({ webArgs }, use) => {
    const app = await startWebEdition(undefined, ['--phones-host', '127.0.0.2', ...webArgs])
    await use(app)
    await app.stop()
  },
  phone: async ({ browser, reducedMotion }, use) => {
    const opened: Awaited<ReturnType<Browser['newContext']>>[] = []
    const errors: string[] = []
    // `locale`: the phone browser's own language (Playwright's default is en-US). A test's
    // `reducedMotion` holds for its phones as for the computer's page.
    await use(async (url, options = {}) => {
      const context = await browser.newContext({ ...PHONE, reducedMotion, ...options })
      opened.push(context)
      // From the first paint: a look that replays on a reopened link would show here.
      await context.addInitScript(recordFaces)
      const page = await context.newPage()
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(url)
      return page
    })
    for (const c of opened) await c.close()
    expect(errors, 'console errors on a phone').toEqual([])
  },
})

/**
 * Seats people and computer players in a game's lobby and starts it. `seats` lists each seat:
 * `Ben@phone`, `Ben@online` (through the relay), `Lena` (here), or `bot`; `options` sets the lobby's other choices before the
 * start. Returns each phone or online seat's join link, by seat.
 */
export async function startWithPhones(
  page: Page,
  app: RunningWebEdition,
  route: string,
  seats: string[],
  options?: (lobby: Page) => Promise<void>,
): Promise<Record<number, string>> {
  const people = seats.filter((s) => s !== 'bot').map((s) => s.split('@')[0]!)
  await addPlayers(page, app, ...people)
  await page.goto(app.at(route))
  const lobbySeats = page.getByTestId('lobby-seat')
  await expect(lobbySeats.first()).toBeVisible()
  while ((await lobbySeats.count()) < seats.length) await page.getByTestId('lobby-add-seat').click()
  while ((await lobbySeats.count()) > seats.length) await page.getByRole('button', { name: `Remove seat ${await lobbySeats.count()}` }).click()
  for (const [i, s] of seats.entries()) {
    const [name, where] = s.split('@')
    await page.getByTestId(`seat-${i}`).selectOption(s === 'bot' ? 'bot:normal' : { label: name! })
    if (s !== 'bot') await page.getByTestId(`seat-${i}-where`).selectOption(where ?? 'here')
  }
  await options?.(page)
  await page.getByTestId('lobby-start').click()
  const links: Record<number, string> = {}
  for (const [i, s] of seats.entries()) {
    if (!s.endsWith('@phone') && !s.endsWith('@online')) continue
    // One code shows at a time: the others wait behind their player's name.
    const show = page.getByTestId(`join-show-${i}`)
    if (await show.isVisible()) await show.click()
    links[i] = (await page.getByTestId(`join-link-${i}`).getAttribute('href'))!
  }
  return links
}

/**
 * Plays a table with phones to its end with `playOn`, then lets the ending's reveal run out on the
 * test's clock (it is over within a look's length), so that every screen shows its result.
 *
 * The host, not a screen, says when the game is over: the host's next timer after a game ends is
 * the finished table's closing, minutes off, and a screen that had not yet drawn the end would
 * have the clock moved there, closing the table on the phones. Until then, every screen in
 * `pages` is brought up to the host's step before each `step`: a screen behind the table would
 * offer nothing to do, and the clock would run out a window the test meant to answer.
 */
export async function playToTheEnd(clock: TestClock, table: { app: RunningWebEdition; tableId: string }, pages: readonly Page[], step: () => Promise<boolean>): Promise<void> {
  const socket = await connect(table.app)
  const host = client(socket)
  const shownStep = async (p: Page) => Number(await p.locator('[data-step]').first().getAttribute('data-step'))
  try {
    await playOn(clock, pages, {
      step,
      done: async () => {
        const now = (await host('table:get', { tableId: table.tableId })).value as { step: number; outcome: unknown }
        if (now.outcome !== null) return true
        for (const p of pages) await expect.poll(() => shownStep(p), { message: 'a screen caught up with the table' }).toBeGreaterThanOrEqual(now.step)
        return false
      },
    })
  } finally {
    socket.close()
  }
  await clock.advance(LONGEST_LOOK_MS)
}

/**
 * Does `act` on a phone and waits until the phone itself shows the table's next step. Another
 * screen can show the move first, and a test that then read this phone's lagging screen would act
 * on what is already gone.
 */
export async function actOn(p: Page, act: () => Promise<unknown>): Promise<void> {
  const seat = p.getByTestId('seat-screen')
  const before = await seat.getAttribute('data-step')
  await act()
  await expect(seat).not.toHaveAttribute('data-step', before!)
}

/** The phones every seat screen is held to: a small one and a common one. */
export const PHONE_SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const

/**
 * A finished game on `name`'s phone (issue 31, item 7): at the top of the screen and in view
 * without scrolling, at each phone size, who won — in the computer's words, but for "you" — over
 * the computer's score rows, the same winners starred. `shots` names its screenshots.
 */
export async function expectEnding(p: Page, computer: Page, name: string, shots: string): Promise<void> {
  const result = p.getByTestId('seat-result')
  const theirs = computer.getByTestId('table-result')
  await expect(result).toBeVisible()
  const verdict = ((await theirs.locator('h2').textContent()) ?? '').trim()
  const yours = verdict === `${name} wins` ? 'You win!' : verdict.replace(name, 'you').replace(/^you/, 'You')
  await expect(result.locator('h2')).toHaveText(yours)
  const rows = (within: Locator) => within.locator('li').evaluateAll((lis) => lis.map((li) => `${li.querySelector('.score')?.textContent}${li.classList.contains('won') ? ' ★' : ''}`))
  expect(await rows(result)).toEqual(await rows(theirs))
  await expectEndingInView(p, shots)
}

/** The phone's result, in view at the top at each phone size. */
export async function expectEndingInView(p: Page, shots: string): Promise<void> {
  for (const size of PHONE_SIZES) {
    await p.setViewportSize(size)
    await p.evaluate(stillness)
    await shot(p, { path: `test-results/shots/phone-ending-${shots}-${size.width}x${size.height}.png` })
    expect(await p.evaluate(inView, ['[data-testid=seat-result]']), `${shots} at ${size.width}×${size.height}`).toEqual({ missing: [], out: [] })
  }
}

/** Faces shown on a screen: every `data-card` that is neither a back nor an empty slot. */
export const facesOn = (within: Page | Locator) => within.locator('[data-card]:not([data-card="back"]):not([data-card="empty"])')

/**
 * One step of a Four Down turn on a phone, by what its status line asks: take from the stock,
 * discard, fill a hole, or read a round's result. It returns once the phone shows the step taken,
 * or null when the phone has nothing to do.
 */
export async function fourDownStep(p: Page): Promise<'took' | 'moved' | 'read' | null> {
  // A round ended (the computer's call can end one early): its result is dismissed on the phone.
  const next = p.getByTestId('round-next')
  if (await next.isVisible()) {
    await next.click()
    await expect(next).toHaveCount(0)
    return 'read'
  }
  const status = p.getByTestId('status')
  const text = (await status.textContent()) ?? ''
  let step: 'took' | 'moved' = 'moved'
  if (/^Your (last )?turn: take a card/.test(text)) {
    await p.getByTestId('act-stock').click()
    step = 'took'
  } else if (/^You drew/.test(text)) await p.getByTestId('act-discard').click()
  else if (/^A match! Choose one of your cards|^Tap one of your cards/.test(text)) await p.locator('[data-testid=seat-screen] .slot.target').first().click()
  else return null
  await expect(status).not.toHaveText(text)
  return step
}

export { expect }

/**
 * For a test that plays a whole game through its screens: what each screen shows and when, not
 * how it moves, is what it checks, so its screens ask for reduced motion (the app then animates
 * nothing). Every tap waits for its card to stand still and every move redraws the screens, and
 * on a loaded machine a game's worth of animations doubled such a test's time. The motion itself
 * is the other specs' to check, on screens that move.
 */
export const STILL_SCREENS = { reducedMotion: 'reduce' } as const

/** A face that showed on a screen, and the nearest `data-testid` it showed in (a slot, a pile, a fan). */
export interface FaceSeen {
  card: string
  at: string | null
}

/**
 * Runs in a page: records every face that ever shows on it (any `data-card` that is neither a
 * back nor an empty slot) from now on, where the test can read it (`facesSeen`).
 */
function recordFaces() {
  const seen = new Map<string, { card: string; at: string | null }>()
  const look = () => {
    for (const el of document.querySelectorAll('[data-card]')) {
      const card = el.getAttribute('data-card')!
      if (card === 'back' || card === 'empty') continue
      const at = el.closest('[data-testid]')?.getAttribute('data-testid') ?? null
      seen.set(`${at} ${card}`, { card, at })
    }
  }
  look()
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-card'] })
  ;(window as unknown as { facesSeen: typeof seen }).facesSeen = seen
}

/** Every face a page showed since `watchFaces` (or, on a phone, since it opened its link). */
export const facesSeen = (page: Page): Promise<FaceSeen[]> =>
  page.evaluate(() => [...(window as unknown as { facesSeen: Map<string, FaceSeen> }).facesSeen.values()])

/** Records every face that shows on the page from now on: the test compares them with what was public. */
export async function watchFaces(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(recordFaces)
  return async () => [...new Set((await facesSeen(page)).map((f) => f.card))]
}

/** What a table's public picture holds, asked of the host as another screen of the computer would. */
export async function publicFacesOf(app: RunningWebEdition, tableId: string): Promise<() => Promise<Set<string>>> {
  const host = client(await connect(app))
  const faces = new Set<string>()
  return async () => {
    const r = await host('table:get', { tableId })
    const s = r.value as { view: unknown; history: unknown[]; viewer: unknown }
    expect(s.viewer).toBe('public')
    for (const c of [...cardsIn(s.view), ...cardsIn(s.history)]) faces.add(c)
    return faces
  }
}
