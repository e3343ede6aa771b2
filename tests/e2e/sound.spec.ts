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
  // The deal, the fans turned up and the computer player's move all make their sounds. With this
  // seed Ada opens, at once on the test clock: once Lena's turn is up, all three are on screen.
  await expect(page.getByTestId('history')).toContainText('Ada claims')
  await expect(page.getByTestId('status')).toHaveText(/^Your fan is worth/)
}

test('the tables make their own sounds: the deal and the moves are heard', async ({ page, app }) => {
  await countSounds(page)
  await playChecks(page, app, true)
  expect(await started(page)).toBeGreaterThan(0)
})

test('with the Sound setting off a table is silent', async ({ page, app }) => {
  await countSounds(page)
  await playChecks(page, app, false)
  // A sound starts as its event is shown: those shown so far made none.
  expect(await started(page)).toBe(0)
})
