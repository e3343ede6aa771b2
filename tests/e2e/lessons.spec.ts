import type { Page } from '@playwright/test'
import { GAME_MODULES } from '../../shared/games/lookup'
import type { GameId } from '../../shared/games/registry'
import { wcagViolations } from './axe'
import { momentsOf, type Clicks } from './moments'
import { layoutProblems } from './tables'
import { LONGEST_LOOK_MS } from './play'
import { addPlayers, expect, leaveAndStop, startWebEdition, test } from './web-edition'
import { shot } from './shots'
import { clippedWords, speak } from './words'

/**
 * Issue 32: every game's first lesson done at the real table by doing it — one wrong move tried,
 * explained and taken back, a reload in the middle that goes on at the same step — and its stars
 * on the game's lesson map afterwards. How each game's moves are made is declared in its own
 * folder (`firstLesson`, src-renderer/games/<id>/e2e/moments.ts).
 */
const SIZES = [
  { width: 800, height: 600 },
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
]
const TEACHING = GAME_MODULES.filter((m) => (m.lessons?.length ?? 0) > 0).map((m) => m.game.id as GameId)

/** Reads the lines the lesson offers ("Next") until it asks for a move or is done. */
async function readOn(page: Page): Promise<void> {
  const panel = page.getByTestId('lesson-panel')
  for (let i = 0; i < 10; i++) {
    await expect(panel.getByTestId('lesson-next').or(panel.getByTestId('lesson-hint')).or(panel.getByTestId('lesson-done')).first()).toBeVisible()
    const next = panel.getByTestId('lesson-next')
    if (!(await next.isVisible())) return
    const said = await panel.getByTestId('lesson-say').textContent()
    await next.click()
    await expect(panel.getByTestId('lesson-done').or(panel.getByTestId('lesson-say').filter({ hasNotText: said ?? '' }))).toBeVisible()
  }
}

async function looks(page: Page, name: string, language = 'en') {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await shot(page, { path: `test-results/shots/lessons-${name}-${language}-${size.width}x${size.height}.png` })
    expect(await page.evaluate(layoutProblems), `${name} at ${size.width}×${size.height}`).toEqual([])
  }
  await page.setViewportSize(SIZES[1]!)
}

for (const id of TEACHING) {
  test(`${id}: its first lesson done at the table by doing it — a wrong move explained and taken back, a reload going on at the same step, its stars on the lesson map (issue 32)`, async ({ page, app, clock }) => {
    const { firstLesson } = await momentsOf(id)
    expect(firstLesson, `${id} teaches, so src-renderer/games/${id}/e2e/moments.ts declares how its first lesson is done (firstLesson)`).toBeDefined()
    expect(firstLesson!.moves.some((m) => m.wrong), 'the lesson is done with one wrong move tried').toBe(true)
    await addPlayers(page, app, 'Lena')
    await page.goto(app.at('/'))
    await page.getByTestId(`learn-${id}`).click()
    await expect(page.getByTestId('lesson-1')).toHaveAttribute('data-stars', '0')
    await looks(page, `${id}-map`)
    expect(await wcagViolations(page)).toEqual([])
    await page.getByTestId('lesson-1-open').click()
    const panel = page.getByTestId('lesson-panel')
    await expect(panel).toBeVisible()
    // An opening look turns back on the test's clock; the lesson itself waits whatever the time.
    await clock.advance(LONGEST_LOOK_MS)
    const me = (await page.locator('.table-screen').getAttribute('data-viewer'))!
    const click = async (clicks: Clicks) => {
      if (typeof clicks === 'function') return clicks(page)
      for (const c of clicks.map((x) => x.replaceAll('{me}', me))) await (c.startsWith('[') ? page.locator(c) : page.getByTestId(c)).click()
    }
    for (const [i, move] of firstLesson!.moves.entries()) {
      await readOn(page)
      if (i === 1) {
        // Kept at its step: a reload opens the same moment of the lesson.
        const step = await panel.getAttribute('data-done')
        const said = await panel.getByTestId('lesson-say').textContent()
        await page.reload()
        await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-done', step!)
        await expect(page.getByTestId('lesson-say')).toHaveText(said!)
      }
      if (i === 0) {
        await looks(page, `${id}-step`)
        expect(await wcagViolations(page)).toEqual([])
      }
      if (move.wrong) {
        await click(move.wrong)
        await expect(panel.getByTestId('lesson-wrong')).toBeVisible()
        await looks(page, `${id}-wrong`)
        expect(await wcagViolations(page)).toEqual([])
        await panel.getByTestId('lesson-retry').click()
        await expect(panel.getByTestId('lesson-wrong')).toHaveCount(0)
      }
      const before = await panel.getAttribute('data-done')
      await click(move.right)
      await expect(panel).not.toHaveAttribute('data-done', before!)
    }
    await readOn(page)
    // One wrong move over par: two stars.
    await expect(panel.getByTestId('lesson-done')).toHaveAttribute('data-stars', '2')
    await looks(page, `${id}-done`)
    expect(await wcagViolations(page)).toEqual([])
    expect(await page.evaluate(clippedWords, '[data-testid=lesson-panel] button')).toEqual([])
    await panel.getByTestId('lesson-map').click()
    await expect(page.getByTestId('lesson-1')).toHaveAttribute('data-stars', '2')

    // The same in Russian: the map, and the lesson's first move with a hint asked.
    await speak(app, 'ru')
    await expect(page.getByTestId('lesson-1-open')).toHaveText('Ещё раз')
    await looks(page, `${id}-map`, 'ru')
    expect(await wcagViolations(page)).toEqual([])
    await page.getByTestId('lesson-1-open').click()
    await readOn(page)
    await panel.getByTestId('lesson-hint').click()
    await expect(panel.getByTestId('lesson-hints').locator('li')).toHaveCount(1)
    await looks(page, `${id}-step`, 'ru')
    expect(await page.evaluate(clippedWords, '[data-testid=lesson-panel] button')).toEqual([])
    expect(await wcagViolations(page)).toEqual([])
  })
}

test('a lesson left in the middle, and the stars of one done, survive a restart of the app (issue 32)', async ({ page }) => {
  let app = await startWebEdition()
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/learn/check'))
  await page.getByTestId('lesson-1-open').click()
  await page.getByTestId('lesson-next').click()
  await page.getByTestId('act-draw').click()
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-done', '1')
  await leaveAndStop(page, app)
  app = await startWebEdition(app.dataDir)
  try {
    await page.goto(app.at('/learn/check'))
    await expect(page.getByTestId('lesson-1')).toHaveAttribute('data-at', '1')
    await page.getByTestId('lesson-1-open').click()
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-done', '1')
    await page.getByTestId('slot-0-3').click()
    await page.getByTestId('pass-0').click()
    await page.getByTestId('lesson-next').click()
    await expect(page.getByTestId('lesson-done')).toHaveAttribute('data-stars', '3')
    await leaveAndStop(page, app)
    app = await startWebEdition(app.dataDir)
    await page.goto(app.at('/learn/check'))
    await expect(page.getByTestId('lesson-1')).toHaveAttribute('data-stars', '3')
  } finally {
    await leaveAndStop(page, app)
  }
})

test('a game opened for the first time offers its first lesson, which opens at the table; "Not now" is remembered (issue 32)', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/play/cheat'))
  const offer = page.getByTestId('lesson-offer')
  await expect(offer).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
  await offer.getByTestId('lesson-offer-start').click()
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', 'claim')
  await page.goto(app.at('/play/cheat'))
  await page.getByTestId('lesson-offer-dismiss').click()
  await expect(page.getByTestId('lesson-offer')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('lobby-cheat')).toBeVisible()
  await expect(page.getByTestId('lesson-offer')).toHaveCount(0)
})
