// `npx tsx scripts/screenshots.ts [route …]`: photographs screens of the built web edition in
// light and dark, for looking at what we build and for the README. Not a test: it asserts nothing.
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { findChromium } from '../tests/e2e/chromium'
import { startWebEdition } from '../tests/e2e/web-edition'

const routes = process.argv.slice(2)
const shots = routes.length ? routes : ['/', '/rules/check', '/profiles', '/settings']
const outDir = join(import.meta.dirname, '../out/screenshots')
mkdirSync(outDir, { recursive: true })

const app = await startWebEdition()
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
for (const scheme of ['light', 'dark'] as const) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: scheme })
  for (const route of shots) {
    await page.goto(app.at(route))
    await page.waitForTimeout(400)
    const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${scheme}.png`
    await page.screenshot({ path: join(outDir, name) })
    process.stdout.write(`${join(outDir, name)}\n`)
  }
  await page.close()
}
await browser.close()
await app.stop()
