import type { Browser, Page } from '@playwright/test'
import { addPlayers, expect, startWebEdition, test as base, type RunningWebEdition } from './web-edition'

/** A phone as the tests hold one: a small touch screen in its own browser context. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const

/**
 * The web edition with phones on, its seat server on a loopback address (127.0.0.2): the tests
 * never listen on, nor send to, this machine's real network.
 */
export const test = base.extend<{ app: RunningWebEdition; phone: (url: string) => Promise<Page> }>({
  app: async ({}, use) => {
    const app = await startWebEdition(undefined, ['--phones-host', '127.0.0.2'])
    await use(app)
    await app.stop()
  },
  phone: async ({ browser }, use) => {
    const opened: Awaited<ReturnType<Browser['newContext']>>[] = []
    const errors: string[] = []
    await use(async (url) => {
      const context = await browser.newContext(PHONE)
      opened.push(context)
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
 * `Ben@phone`, `Lena` (here), or `bot`. Returns each phone seat's join link, by seat.
 */
export async function startWithPhones(page: Page, app: RunningWebEdition, route: string, seats: string[]): Promise<Record<number, string>> {
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
    if (s !== 'bot') await page.getByTestId(`seat-${i}-where`).selectOption(where === 'phone' ? 'phone' : 'here')
  }
  await page.getByTestId('lobby-start').click()
  const links: Record<number, string> = {}
  for (const [i, s] of seats.entries()) {
    if (s.endsWith('@phone')) links[i] = (await page.getByTestId(`join-link-${i}`).getAttribute('href'))!
  }
  return links
}

/** Faces shown on a screen: every `data-card` that is neither a back nor an empty slot. */
export const facesOn = (page: Page) => page.locator('[data-card]:not([data-card="back"]):not([data-card="empty"])')

export { expect }

/**
 * Records, in the page, every face that ever shows on it (any `data-card` that is neither a back
 * nor an empty slot), from now on: the test compares them with what was public.
 */
export async function watchFaces(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>()
    const look = () => {
      for (const el of document.querySelectorAll('[data-card]')) {
        const c = el.getAttribute('data-card')!
        if (c !== 'back' && c !== 'empty') seen.add(c)
      }
    }
    look()
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-card'] })
    ;(window as unknown as { facesSeen: Set<string> }).facesSeen = seen
  })
  return () => page.evaluate(() => [...(window as unknown as { facesSeen: Set<string> }).facesSeen])
}
