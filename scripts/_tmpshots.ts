import { chromium, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { findChromium } from '../tests/e2e/chromium'
import { startWebEdition, addPlayers } from '../tests/e2e/web-edition'
const [out = '/tmp/kit/shots', games = 'check', scheme = 'light'] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const app = await startWebEdition()
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1024, height: 640 }, colorScheme: scheme as 'light' })
page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()))
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
await page.goto(app.at('/settings'))
await page.getByTestId('bot-speed-quick').check()
await addPlayers(page, app, 'Ada')
const prepare: Record<string, (p: Page) => Promise<void>> = {
  'four-down': async (p) => {
    await p.getByTestId('lobby-add-seat').click()
    await p.getByTestId('lobby-start').click()
    await p.getByTestId('status').filter({ hasText: /^Your turn/ }).waitFor({ timeout: 30000 })
    await p.getByTestId('stock').click()
  },
  check: async (p) => {
    await p.getByTestId('lobby-start').click()
    await p.getByTestId('status').filter({ hasText: /^Your turn/ }).waitFor({ timeout: 30000 })
    await p.getByTestId('draw-pile').click()
  },
  cheat: async (p) => {
    await p.getByTestId('lobby-add-seat').click()
    await p.getByTestId('lobby-start').click()
    await p.getByTestId('status').filter({ hasText: /^Your turn/ }).waitFor({ timeout: 30000 })
    await p.getByTestId('hand').locator('button').first().click()
  },
  checks: async (p) => {
    await p.getByTestId('lobby-start').click()
    await p.getByTestId('status').filter({ hasText: /^Your fan/ }).waitFor({ timeout: 30000 })
  },
  checkmates: async (p) => {
    await p.getByTestId('lobby-start').click()
    await p.waitForTimeout(1500)
  },
}
for (const g of games.split(',')) {
  await page.goto(app.at(`/play/${g}?seed=shot-1`))
  await prepare[g]!(page)
  await page.waitForTimeout(600)
  for (const [w, h] of [[800, 600], [1024, 640], [1920, 1080]]) {
    await page.setViewportSize({ width: w!, height: h! })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${out}/${g}-${w}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1024, height: 640 })
}
await browser.close(); await app.stop()
