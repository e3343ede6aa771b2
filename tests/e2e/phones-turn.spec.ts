import type { Page } from '@playwright/test'
import { playOn } from './play'
import { expect, startWithPhones, test } from './phones'

/**
 * Runs in the phone's page before the app: records each buzz asked of `navigator.vibrate`, and
 * how many sounds had started by then, so a test can tell a turn's chime came with it.
 */
function recordBuzzes() {
  const w = window as unknown as { buzzes: { pattern: unknown; sounds: number }[]; sounds: number }
  w.buzzes = []
  w.sounds = 0
  const start = AudioScheduledSourceNode.prototype.start
  AudioScheduledSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
    w.sounds++
    return start.apply(this, args)
  }
  Object.defineProperty(navigator, 'vibrate', { value: (pattern: unknown) => (w.buzzes.push({ pattern, sounds: w.sounds }), true) })
}
const buzzes = (p: Page) => p.evaluate(() => (window as unknown as { buzzes: { pattern: unknown; sounds: number }[] }).buzzes)
const sounds = (p: Page) => p.evaluate(() => (window as unknown as { sounds: number }).sounds)

// The computer player thinks at its pace on the test clock, so each of Ben's turns comes while his
// phone watches, when the test moves the clock, and not before his phone has opened.
test.use({ webArgs: ['--bot-pace', '1'] })

test('issue 21 finding 7: a phone buzzes and chimes when it becomes its player\'s turn, and only then', async ({ page, app, phone, clock }) => {
  const links = await startWithPhones(page, app, '/play/four-down?seed=buzz', ['Ben@phone', 'bot'])
  const ben = await phone('about:blank')
  await ben.context().addInitScript(recordBuzzes)
  await ben.goto(links[0]!)
  // His phone is at the table before the clock moves: a turn that came before it would bring no buzz.
  await expect(ben.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  const status = ben.getByTestId('status')
  const yourTurn = /^Your (last )?turn: take a card/
  // The computer player's turns, on the clock, until it is Ben's: each pass checks that no buzz
  // came before his turn did.
  const untilHisTurn = (buzzed: number) =>
    playOn(clock, [ben], {
      done: async () => yourTurn.test((await status.textContent()) ?? ''),
      step: async () => {
        expect((await buzzes(ben)).length).toBe(buzzed)
        return false
      },
    })

  // Ben's first turn comes with a buzz; his own moves, and the computer's turn, bring none.
  await untilHisTurn(0)
  await expect.poll(async () => (await buzzes(ben)).length).toBe(1)
  await ben.getByTestId('act-stock').click()
  await ben.getByTestId('act-discard').click()
  await expect(status).not.toHaveText(/^Your|^You drew/)
  expect((await buzzes(ben)).length).toBe(1)
  const soundsBefore = await sounds(ben)

  // His next turn buzzes again, with the chime.
  await untilHisTurn(1)
  await expect.poll(async () => (await buzzes(ben)).length).toBe(2)
  // A real buzz: some vibration asked for, not a call that cancels one (0 or an empty pattern).
  expect((await buzzes(ben)).at(-1)!.pattern).toEqual(expect.arrayContaining([expect.any(Number)]))
  expect((await buzzes(ben)).at(-1)!.sounds).toBeGreaterThan(soundsBefore)
})
