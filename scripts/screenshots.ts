// `npx tsx scripts/screenshots.ts [route …]`: photographs screens of the built web edition in
// light and dark, for looking at what we build and for the README. A route `table:<game>` seats a
// person against computer players and photographs their own move at 800×600, 1024×640 and
// 1920×1080 (`table:all` for all five). Not a test: it asserts nothing.
import { chromium, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { findChromium } from '../tests/e2e/chromium'
import { openAtYourMove, SIZES, TABLES, type TableId } from '../tests/e2e/tables'
import { startWebEdition, type RunningWebEdition } from '../tests/e2e/web-edition'

const routes = process.argv.slice(2).flatMap((r) => (r === 'table:all' ? TABLES.map((t) => `table:${t}`) : [r]))
const shots = routes.length ? routes : ['/', '/rules/check', '/profiles', '/settings']
const outDir = join(import.meta.dirname, '../out/screenshots')
mkdirSync(outDir, { recursive: true })

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
  await openAtYourMove(page, app, id)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(400)
    await save(page, `table-${id}-${size.width}x${size.height}-${scheme}.png`, true)
  }
}

for (const scheme of ['light', 'dark'] as const) {
  for (const route of shots) {
    // Each table gets a fresh app, so every run seats the same people with the same seed.
    const app = await startWebEdition()
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: scheme })
    if (route.startsWith('table:')) await table(app, page, route.slice(6) as TableId, scheme)
    else await screen(app, page, route, scheme)
    await page.close()
    await app.stop()
  }
}
await browser.close()
