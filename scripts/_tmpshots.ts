import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { findChromium } from '../tests/e2e/chromium'
import { startWebEdition, addPlayers } from '../tests/e2e/web-edition'
const out = process.argv[2] ?? '/tmp/kit/base'
mkdirSync(out, { recursive: true })
const app = await startWebEdition()
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1024, height: 640 } })
await page.goto(app.at('/settings'))
await page.getByTestId('bot-speed-quick').check()
await addPlayers(page, app, 'Ada')
for (const g of ['check', 'four-down', 'cheat', 'checks', 'checkmates']) {
  await page.goto(app.at(`/play/${g}?seed=shot-1`))
  await page.getByTestId('lobby-start').click()
  await page.waitForTimeout(1500)
  for (const [w, h] of [[800, 600], [1024, 640], [1920, 1080]]) {
    await page.setViewportSize({ width: w!, height: h! })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${out}/${g}-${w}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1024, height: 640 })
  await page.getByTestId('table-leave').click()
}
await browser.close(); await app.stop()
