import type { Page } from '@playwright/test'
import { checkGame } from '../../shared/games/check'
import { recordedMatch } from '../../shared/records/test-support'
import { pastTheReveal } from './play'
import { addPlayers, expect, test, type RunningWebEdition } from './web-edition'
import { botsOnlyTable, SIZES } from './tables'
import { ask } from './ws-client'
import { shot } from './shots'

// Issue 21, findings 1 and 2: a running game is never lost by accident. Every way out asks
// first, the same way "Leave table" does, with Stay as the default; the game's own rules are a
// look, not a way out; and every screen offers the way back to a table that is still open.

async function startCheck(page: Page, app: RunningWebEdition, people: 'one' | 'two', seed: string) {
  await page.goto(app.at(`/play/check?seed=${seed}`))
  if (people === 'two') await page.getByTestId('seat-1').selectOption({ label: 'Andrey' })
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('table-check')).toBeVisible()
  return page.url()
}

/** The leave question is up, its safe answer first and focused, and the table is still there behind it. */
async function asked(page: Page, tableUrl: string) {
  const confirm = page.getByTestId('confirm')
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText('Leave this game?')
  await expect(page.getByTestId('confirm-no')).toBeFocused()
  await expect(confirm.getByRole('button').first()).toHaveText('Stay')
  expect(page.url()).toBe(tableUrl)
}

test('issue 31 item 4: the menu, Back and a typed address go and come back as the rules do; Leave table asks, Stay the default; every screen leads back to the open table', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena')
  const tableUrl = await startCheck(page, app, 'one', 'leave-ways')

  // The menu by keyboard, by mouse, the brand link, the browser's Back, a typed address: each a
  // look with no question, the table waiting behind it and the way back to it on show.
  const wentAndBack = async (go: () => Promise<unknown>, where: RegExp) => {
    await go()
    await expect(page).toHaveURL(where)
    await expect(page.getByTestId('confirm')).toHaveCount(0)
    await expect(page.getByTestId('return-to-table')).toContainText('Return to your table')
    await page.getByTestId('return-to-table').click()
    await expect(page).toHaveURL(tableUrl)
    await expect(page.getByTestId('check-table')).toBeVisible()
  }
  await wentAndBack(async () => {
    await page.getByTestId('nav-settings').focus()
    await page.keyboard.press('Enter')
  }, /#\/settings$/)
  await wentAndBack(() => page.getByTestId('nav-profiles').click(), /#\/profiles$/)
  await wentAndBack(() => page.getByTestId('nav-home').click(), /#\/$/)
  await wentAndBack(() => page.goBack(), /#\/$/)
  await wentAndBack(() => page.goto(app.at('/settings')), /#\/settings$/)

  // Leave table asks, its safe answer first and focused: Enter stays.
  await page.getByTestId('table-leave').click()
  await asked(page, tableUrl)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('confirm')).toBeHidden()
  await expect(page.getByTestId('check-table')).toBeVisible()

  // The rules are a look: no question, and the library and every screen lead back to the table.
  await page.getByRole('link', { name: 'Rules' }).click()
  await expect(page).toHaveURL(/#\/rules\/check$/)
  await expect(page.getByTestId('return-to-table')).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click()
  await expect(page.getByTestId('return-to-table')).toContainText('Return to your table')
  // Starting another game would end this one: the lobby asks too.
  await page.getByTestId('play-check').click()
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('confirm')).toContainText('Leave your Check! game?')
  await expect(page.getByTestId('confirm-no')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('confirm')).toBeHidden()
  await expect(page).toHaveURL(/#\/play\/check$/)
  await page.getByTestId('nav-settings').click()
  await page.getByTestId('return-to-table').click()
  await expect(page).toHaveURL(tableUrl)
  await expect(page.getByTestId('check-table')).toBeVisible()
  await expect(page.getByTestId('return-to-table')).toHaveCount(0)

  // Leaving on purpose: the table is gone, and so is the way back to it.
  await page.getByTestId('table-leave').click()
  await asked(page, tableUrl)
  await page.getByTestId('confirm-yes').click()
  await expect(page).toHaveURL(/#\/$/)
  await expect(page.getByTestId('return-to-table')).toHaveCount(0)
  await page.goto(tableUrl)
  await expect(page.getByRole('heading', { name: 'This table has closed' })).toBeVisible()
})

test('a past game reviewed while a table runs leaves that table as it was: the way back stays, and "Same deal again" asks first (issue 21 audit)', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena')
  // A finished game of Lena's among the past games, as if played here before.
  const lena = (await page.getByTestId('profile-record-link').first().getAttribute('href'))!.split('/').pop()
  const { record } = recordedMatch('check', checkGame, ['normal', 'easy'], 'leave-review')
  record.seats[0] = { name: 'Lena', kind: 'human', where: 'here', profileId: lena }
  expect((await ask(app, 'games:import', { text: JSON.stringify(record) })).ok).toBe(true)
  const tableUrl = await startCheck(page, app, 'one', 'leave-review')

  // The rules are a look; from there the player wanders to their record and a past game's review.
  await page.getByRole('link', { name: 'Rules' }).click()
  await expect(page).toHaveURL(/#\/rules\/check$/)
  await page.getByTestId('nav-profiles').click()
  await page.getByTestId('profile-record-link').click()
  await page.getByTestId('profile-games').click()
  await page.getByTestId('past-game-review').click()
  const review = page.getByTestId('review')
  await expect(review).toHaveAttribute('data-game', 'check')
  await expect(review.getByTestId('check-table')).toBeVisible()
  await page.getByTestId('review-next').click()
  await expect(page.getByTestId('review-step')).toHaveAttribute('data-step', '1')
  await expect(page.getByTestId('return-to-table')).toBeVisible()

  // Another game would end the running one: asked first, and the safe answer keeps the review.
  await page.getByTestId('review-again').click()
  await expect(page.getByTestId('confirm')).toContainText('Leave your Check! game?')
  await expect(page.getByTestId('confirm-no')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('confirm')).toBeHidden()
  await expect(review).toBeVisible()

  // Out of the review, the way back still leads to the running table.
  await page.getByTestId('nav-settings').click()
  await page.getByTestId('return-to-table').click()
  await expect(page).toHaveURL(tableUrl)
  await expect(page.getByTestId('check-table')).toBeVisible()
  await expect(page.getByTestId('table-leave')).toBeVisible()

  // Leaving it on purpose from the review: the same deal opens, and the old table is gone.
  await page.getByRole('link', { name: 'Rules' }).click()
  await expect(page).toHaveURL(/#\/rules\/check$/)
  await page.goto(app.at('/games'))
  await page.getByTestId('past-game-review').click()
  await page.getByTestId('review-again').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page).toHaveURL(/#\/table\//)
  expect(page.url()).not.toBe(tableUrl)
  await expect(page.getByTestId('check-table')).toBeVisible()
  await page.goto(tableUrl)
  await expect(page.getByRole('heading', { name: 'This table has closed' })).toBeVisible()
})

test('the hand-over screen can be left, by button or Esc, without anyone\'s cards showing', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena', 'Andrey')
  const tableUrl = await startCheck(page, app, 'two', 'leave-handover')
  const handover = page.getByTestId('handover')
  const faces = page.locator('[data-card]:not([data-card="back"]):not([data-card="empty"])')
  await expect(handover).toBeVisible()

  await page.keyboard.press('Escape')
  await asked(page, tableUrl)
  await expect(faces).toHaveCount(0)
  // Escape answers the question, not the hand-over screen below it, and focus goes back there.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('confirm')).toBeHidden()
  await expect(handover).toBeVisible()
  await expect(page.getByTestId('handover-ready')).toBeFocused()
  await expect(faces).toHaveCount(0)

  await page.getByTestId('handover-leave').click()
  await asked(page, tableUrl)
  await page.getByTestId('confirm-yes').click()
  await expect(page).toHaveURL(/#\/$/)
  await expect(faces).toHaveCount(0)
  await page.goto(tableUrl)
  await expect(page.getByRole('heading', { name: 'This table has closed' })).toBeVisible()
})

/**
 * Runs in the page: the points of a dialog's box (`box`, inside the dialog `dialog`) — its centre,
 * near its corners and between — where something else is on top: the table's own cards first,
 * then a stand-in for any card in flight, placed inside the table high in its own stacking order.
 */
function coveredPoints({ dialog, box }: { dialog: string; box: string }): string[] {
  const r = document.querySelector(box)!.getBoundingClientRect()
  const points = [0.1, 0.5, 0.9].flatMap((x) => [0.1, 0.5, 0.9].map((y) => [r.left + r.width * x, r.top + r.height * y] as const))
  const covered = (what: string) =>
    points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x, y)
      return hit?.closest(dialog) ? [] : [`${what}: ${hit?.tagName}.${hit?.className} at ${Math.round(x)},${Math.round(y)}`]
    })
  const asItIs = covered('as it is')
  const flying = document.createElement('div')
  flying.style.cssText = 'position:fixed;inset:0;z-index:100;background:red'
  document.querySelector('.felt')!.appendChild(flying)
  const found = [...asItIs, ...covered('a card in flight')]
  flying.remove()
  return found
}

test('nothing moving on the table draws over a dialog: a card flying at z-index 100, as a pile does, stays under it (issue 21 finding 5)', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena')
  await startCheck(page, app, 'one', 'leave-stack')
  await page.getByTestId('table-leave').click()
  await expect(page.getByTestId('confirm')).toBeVisible()
  expect(await page.evaluate(coveredPoints, { dialog: '[data-testid=confirm]', box: '[data-testid=confirm]' })).toEqual([])
})

test.describe("at a game's end", () => {
  test('nothing on the table draws over the result dialog either, the cheer and the last cards played included (issue 21 audit)', async ({ page, app, clock }) => {
    // A whole game between computer players, who play it out at once.
    const { tableId } = await botsOnlyTable(app, 'checks')
    await page.goto(app.at(`/table/${tableId}`))
    await pastTheReveal(page, clock)
    const result = page.getByTestId('table-result')
    await expect(result).toBeVisible()
    expect(await page.evaluate(coveredPoints, { dialog: '[data-testid=table-result]', box: '[data-testid=table-result] .result' })).toEqual([])
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots: the hand-over screen, the leave question over it and over a table, and the way back, ${theme}`, async ({ page, app }) => {
    await addPlayers(page, app, 'Lena', 'Andrey')
    const shoot = async (name: string) => {
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await shot(page, { path: `test-results/shots/${name}-${size.width}x${size.height}.png` })
      }
      await page.setViewportSize(SIZES[1])
    }
    await page.goto(app.at('/settings'))
    await page.getByTestId(`theme-${theme}`).check()
    await startCheck(page, app, 'two', `shots-${theme}`)
    await shoot(`handover-${theme}`)
    await page.getByTestId('handover-leave').click()
    await shoot(`leave-handover-${theme}`)
    await page.getByTestId('confirm-yes').click()

    await startCheck(page, app, 'one', `shots-one-${theme}`)
    await page.getByTestId('table-leave').click()
    await shoot(`leave-table-${theme}`)
    await page.getByTestId('confirm-no').click()
    await page.getByRole('link', { name: 'Rules' }).click()
    await expect(page).toHaveURL(/#\/rules\/check$/)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click()
    await shoot(`return-library-${theme}`)
    await page.getByTestId('return-to-table').click()
    await page.getByTestId('table-leave').click()
    await page.getByTestId('confirm-yes').click()
  })
}
