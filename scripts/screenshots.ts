// `npx tsx scripts/screenshots.ts [route …]`: photographs screens of the built web edition in
// light and dark, for looking at what we build and for the README. A route `table:<game>` seats a
// person against computer players and photographs their own move at 800×600, 1024×640 and
// 1920×1080 (`table:all` for every game). A route `phones:<game>` (`phones:all`) seats Ben on a phone
// and photographs the computer's join cards at those sizes, Ben's seat screen on a phone (390×844,
// 360×640) and a tablet (820×1180), the computer's public table at the three sizes, its card for
// Ben's phone once it is away and once it has a new link, the phone told its seat went to another
// device, and the computer saying so. Not a test: it asserts nothing.
import { chromium, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { findChromium } from '../tests/e2e/chromium'
import { benOnAPhone, openAtYourMove, SIZES, TABLES, type TableId } from '../tests/e2e/tables'
import { startWebEdition, type RunningWebEdition } from '../tests/e2e/web-edition'
import { testClock } from '../tests/e2e/clock'
import { PHONE, startWithPhones } from '../tests/e2e/phones'

const routes = process.argv.slice(2).flatMap((r) =>
  r === 'table:all' ? TABLES.map((t) => `table:${t}`) : r === 'phones:all' ? TABLES.map((t) => `phones:${t}`) : [r],
)
const shots = routes.length ? routes : ['/', `/rules/${TABLES[0]}`, '/profiles', '/settings']
const outDir = join(import.meta.dirname, '../out/screenshots')
mkdirSync(outDir, { recursive: true })

// tsx keeps functions' names through a helper, `__name`, that the e2e helpers' functions carry into
// page.evaluate; the page has none of its own (Playwright's test runner compiles without it).
const KEEP_NAMES = 'globalThis.__name = (f) => f'

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const save = async (page: Page, name: string, fullPage = false) => {
  await page.screenshot({ path: join(outDir, name), fullPage })
  process.stdout.write(`${join(outDir, name)}\n`)
}
async function screen(app: RunningWebEdition, page: Page, route: string, scheme: string) {
  await page.goto(app.at(route))
  await page.waitForTimeout(400)
  await save(page, `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${scheme}.png`)
}
async function table(app: RunningWebEdition, page: Page, id: TableId, scheme: string) {
  const clock = await testClock(app)
  await openAtYourMove(page, app, clock, id)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(400)
    await save(page, `table-${id}-${size.width}x${size.height}-${scheme}.png`, true)
  }
}

const DEVICES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'small-phone', width: 360, height: 640 },
  { name: 'tablet', width: 820, height: 1180 },
]
async function phones(app: RunningWebEdition, page: Page, id: TableId, scheme: 'light' | 'dark') {
  const links = await startWithPhones(page, app, `/play/${id}?seed=phones-1`, benOnAPhone(id))
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(300)
    await save(page, `join-${id}-${size.width}x${size.height}-${scheme}.png`, true)
  }
  const context = await browser.newContext({ ...PHONE, colorScheme: scheme })
  await context.addInitScript(KEEP_NAMES)
  const phone = await context.newPage()
  await phone.goto(links[0]!)
  // Its own move if one comes within a while (the computer players move first with some seeds).
  await phone.locator('[data-testid=seat-screen] [data-testid=actions] button, [data-testid^=bid-place-]').first().waitFor({ timeout: 20_000 }).catch(() => undefined)
  for (const d of DEVICES) {
    await phone.setViewportSize(d)
    await phone.waitForTimeout(300)
    await save(phone, `seat-${id}-${d.name}-${d.width}x${d.height}-${scheme}.png`, true)
  }
  // The computer as the public table with Ben's phone in, then with it away (its card and the ways on).
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(300)
    await save(page, `big-${id}-${size.width}x${size.height}-${scheme}.png`, true)
  }
  await context.close()
  // Away: how Ben comes back, no code; then the new link someone here asked for.
  await page.getByTestId('phone-away-0').waitFor()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(300)
    await save(page, `away-${id}-${size.width}x${size.height}-${scheme}.png`, true)
  }
  await page.getByTestId('seat-0-new-link').click()
  const fresh = (await page.getByTestId('join-link-0').getAttribute('href'))!
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(300)
    await save(page, `new-link-${id}-${size.width}x${size.height}-${scheme}.png`, true)
  }
  // Ben's phone opens the new link, then another device opens it too: Ben's phone is told, and
  // the computer says the seat went elsewhere.
  const bens = await browser.newContext({ ...PHONE, colorScheme: scheme })
  await bens.addInitScript(KEEP_NAMES)
  const ben = await bens.newPage()
  await ben.goto(fresh)
  await ben.getByTestId('seat-screen').and(ben.locator('[data-seat="0"]')).waitFor()
  const others = await browser.newContext({ ...PHONE, colorScheme: scheme })
  await others.addInitScript(KEEP_NAMES)
  await (await others.newPage()).goto(fresh)
  await ben.getByTestId('seat-elsewhere').waitFor()
  for (const d of DEVICES.slice(0, 2)) {
    await ben.setViewportSize(d)
    await ben.waitForTimeout(300)
    await save(ben, `taken-${id}-${d.name}-${d.width}x${d.height}-${scheme}.png`, true)
  }
  await page.getByTestId('phone-taken-0').waitFor()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(300)
    await save(page, `taken-big-${id}-${size.width}x${size.height}-${scheme}.png`, true)
  }
  await bens.close()
  await others.close()
}

for (const scheme of ['light', 'dark'] as const) {
  for (const route of shots) {
    // Each table gets a fresh app, so every run seats the same people with the same seed; phones
    // join on a loopback address, never this machine's network.
    const app = await startWebEdition(undefined, route.startsWith('phones:') ? ['--phones-host', '127.0.0.2'] : [])
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: scheme })
    await page.addInitScript(KEEP_NAMES)
    if (route.startsWith('table:')) await table(app, page, route.slice(6) as TableId, scheme)
    else if (route.startsWith('phones:')) await phones(app, page, route.slice(7) as TableId, scheme)
    else await screen(app, page, route, scheme)
    await page.close()
    await app.stop()
  }
}
await browser.close()
