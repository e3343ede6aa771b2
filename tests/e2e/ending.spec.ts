import { GAME_MODULES } from '../../shared/games/lookup'
import { REALTIME_WINDOW_MIN } from '../../shared/profile'
import { expect, test, type RunningWebEdition } from './web-edition'
import { client, connect } from './ws-client'
import { SIZES, TABLES, type TableId } from './tables'
import { setTheme } from './words'

// Issue 21, findings 4 and 5: every game's end has a reveal (the final table, nothing over it),
// then the result, then "See the table": the final table with the scores, Play again and Leave.
// What is asserted is the ending, not the play: the computer players think twenty times faster.
test.use({ webArgs: ['--bot-pace', '0.05'] })

/** Computer players only, at the game's fewest seats and its lobby's short match: a whole game, quickly. */
async function botsOnlyTable(app: RunningWebEdition, id: TableId) {
  const call = client(await connect(app))
  // The quickest pace the settings allow: the computer players' and the real-time windows'.
  await call('settings:update', { botSpeed: 'quick', realtimeWindowSeconds: REALTIME_WINDOW_MIN })
  const { game } = GAME_MODULES.find((m) => m.game.id === id)!
  const short = Object.entries(game.options).flatMap(([key, o]) => (o.kind === 'number' ? [[key, o.lobby.value]] : []))
  // Cheat's easy players call too seldom to run out of cards soon; hard ones call a bluff.
  const seats = Array.from({ length: game.seats.min }, () => ({ kind: 'bot', level: id === 'cheat' ? 'hard' : 'easy' }))
  const made = await call('table:create', { gameId: id, seed: `ending-${id}`, seats, ...Object.fromEntries(short), ...(id === 'checkmates' && { cards: 1 }) })
  if (!made.ok) throw new Error(made.error!.message)
  return { tableId: (made.value as { tableId: string }).tableId, call }
}

for (const id of TABLES) {
  test(`${id}: the end reveals the table, then the result with Play again, then the final table with the scores, Play again and Leave`, async ({ page, app }) => {
    test.setTimeout(600_000)
    const { tableId, call } = await botsOnlyTable(app, id)
    await call('settings:update', { theme: 'light' })
    await page.goto(app.at(`/table/${tableId}`))
    const screen = page.locator('.table-screen')
    const result = page.getByTestId('table-result')

    // The reveal: the game is over and nothing stands over its table yet.
    await expect(screen).toHaveAttribute('data-ending', 'reveal', { timeout: 540_000 })
    await expect(result).toHaveCount(0)
    await expect(result).toBeVisible()
    // The cheer, caught while it plays (it is over in about a second).
    await page.screenshot({ path: `test-results/shots/ending-${id}-cheer.png` })
    await expect(result.getByTestId('result-again')).toBeVisible()
    await expect(result.getByTestId('result-leave')).toBeVisible()
    // The cheer is there, and goes with reduced motion: the system's, or the app's own setting.
    const cheer = () => result.locator('.cheer').evaluate((e) => getComputedStyle(e).display)
    expect(await cheer()).not.toBe('none')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await cheer()).toBe('none')
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await call('settings:update', { reducedMotion: true })
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduced')
    expect(await cheer()).toBe('none')
    await call('settings:update', { reducedMotion: false })

    // See the table: no dialog over it, the scores above it, and the way on and out.
    await result.getByTestId('result-table').click()
    await expect(result).toHaveCount(0)
    const close = page.getByTestId('round-close')
    if (await close.isVisible()) await close.click()
    await expect(page.locator('[role=dialog]')).toHaveCount(0)
    const ending = page.getByTestId('table-ending')
    await expect(ending).toBeVisible()
    await expect(ending.getByTestId('ending-row')).toHaveCount(GAME_MODULES.find((m) => m.game.id === id)!.game.seats.min)
    await expect(ending.getByTestId('result-again')).toBeVisible()
    await expect(ending.getByTestId('result-leave')).toBeVisible()

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, app, theme)
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await page.screenshot({ path: `test-results/shots/ending-${id}-table-${theme}-${size.width}x${size.height}.png`, fullPage: true })
      }
    }
    // Back to the result, by leaving and returning: a finished table is left without a question.
    await page.getByTestId('nav-settings').click()
    await expect(page.getByTestId('confirm')).toHaveCount(0)
    await page.getByTestId('return-to-table').click()
    await expect(result).toBeVisible()
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, app, theme)
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await page.screenshot({ path: `test-results/shots/ending-${id}-result-${theme}-${size.width}x${size.height}.png` })
      }
    }
    await result.getByTestId('result-leave').click()
    await expect(page).toHaveURL(/#\/$/)
    await expect(page.getByTestId('return-to-table')).toHaveCount(0)
  })
}
