import type { Page } from '@playwright/test'
import { addPlayers, expect, test } from './web-edition'

// Counts the sound sources the page starts, without touching the app: Web Audio itself is wrapped.
async function countSounds(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { soundsStarted: number }
    w.soundsStarted = 0
    const start = AudioScheduledSourceNode.prototype.start
    AudioScheduledSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.soundsStarted++
      return start.apply(this, args)
    }
  })
}
const started = (page: Page) => page.evaluate(() => (window as unknown as { soundsStarted: number }).soundsStarted)

async function playChecks(page: Page, app: Parameters<typeof addPlayers>[1], sound: boolean) {
  await page.goto(app.at('/settings'))
  if (!sound) await page.getByTestId('setting-sound').uncheck()
  await expect(page.getByTestId('setting-sound')).toBeChecked({ checked: sound })
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/play/checks?seed=sound-1'))
  await page.getByTestId('lobby-start').click()
  // The deal, the fans turned up and (soon) the computer player's move all make their sounds.
  await expect(page.getByTestId('status')).toHaveText(/^Your fan is worth|is playing/, { timeout: 30_000 })
}

test('the tables make their own sounds: the deal and the moves are heard', async ({ page, app }) => {
  await countSounds(page)
  await playChecks(page, app, true)
  await expect.poll(() => started(page), { timeout: 15_000 }).toBeGreaterThan(0)
})

test('with the Sound setting off a table is silent', async ({ page, app }) => {
  await countSounds(page)
  await playChecks(page, app, false)
  await page.waitForTimeout(3000)
  expect(await started(page)).toBe(0)
})
