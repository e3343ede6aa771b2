import { expect, test } from './web-edition'
import { momentsOf } from './moments'
import { caughtUp, playOn, stillness, tableOn } from './play'
import { TABLE_WORDS, inView, LANGUAGES, layoutProblems, openAtYourMove, SIZES, TABLES } from './tables'
import { clippedWords } from './words'
import { shot } from './shots'

// What a new player ran into at 1024×640: a bar of buttons below the window's last pixel, a
// third of a hand on screen, controls under other controls. Every table, with the most seats it
// allows, at every size, in every language: Russian words are longer, and a button or a status
// line whose words overflow it is as good as hidden (issue 23). What the person must see without
// scrolling at each of its moments (issue 21, finding 6) is the game's own `table` moments
// (src-renderer/games/<id>/e2e/moments.ts): each is looked at once every one of its parts is on screen.
// The computer players at their own pace, on the test clock: acting at once, one would answer a
// window (call a claim, match a card) before the person's screen showed it, and a moment that
// needs the window open would come only by luck. At their pace each answer waits for the clock.
test.use({ webArgs: ['--bot-pace', '1'] })

for (const language of LANGUAGES)
for (const id of TABLES) {
  test(`${id} (${language}): at 800×600, 1024×640 and 1920×1080 with the most seats, the own cards and the buttons for the move are in view; every control on the page, at least 24 px, clear of the others, its words inside it (issue 21 finding 6, issue 23)`, async ({ page, app, clock }) => {
    await openAtYourMove(page, app, clock, id, 'layout-1', language)
    const me = (await page.locator('.table-screen').getAttribute('data-viewer'))!
    const tableId = tableOn(page)
    for (const [m, moment] of (await momentsOf(id)).table.entries()) {
      const needed = moment.needed.map((s) => s.replaceAll('{me}', me))
      // The person plays on until the moment comes, as the host has it (not one the computer
      // players have already moved past); the test's clock holds it there while it is looked at.
      const done = async () => {
        await caughtUp(clock, app, tableId, [page])
        return (await page.evaluate(inView, needed)).missing.length === 0
      }
      await playOn(clock, [page], { done, step: async () => (await moment.onward?.(page, clock)) ?? false })
      for (const size of SIZES) {
        await page.setViewportSize(size)
        // Card sizes follow the window through a transition: a look taken mid-way would measure
        // the last size's cards. A part out of view fails with its place named.
        await page.evaluate(stillness)
        const where = `${id}, ${moment.name}, at ${size.width}×${size.height}, in ${language}`
        // Taken before the look, and the look soft: a moment that does not fit is the one to see, at every size.
        await shot(page, { path: `test-results/shots/layout-${language}-${id}-${m}-${size.width}x${size.height}.png` })
        expect.soft(await page.evaluate(inView, needed), where).toEqual({ missing: [], out: [] })
        if (m === 0) expect(await page.evaluate(layoutProblems), where).toEqual([])
        expect(await page.evaluate(clippedWords, TABLE_WORDS), where).toEqual([])
      }
    }
  })
}
