import { DEFAULT_SETTINGS, LOOK_MS } from '../../shared/profile'
import { addPlayers, expect, test } from './web-edition'
import { layoutProblems } from './tables'

// with two people at one screen, nothing private shows until a hand-over screen naming its
// player has been dismissed, and the screen goes back to the public view afterwards.
test('two people at one screen: each opening look waits behind a hand-over screen', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena', 'Andrey')
  await page.goto(app.at('/play/check?seed=handover'))
  await page.getByTestId('seat-1').selectOption({ label: 'Andrey' })
  await page.getByTestId('lobby-start').click()

  const handover = page.getByTestId('handover')
  await expect(handover).toBeVisible()
  const first = (await handover.textContent())!.includes('Lena') ? 'Lena' : 'Andrey'
  const second = first === 'Lena' ? 'Andrey' : 'Lena'
  // Behind the hand-over screen the table is public: every card face down.
  await expect(page.getByTestId('table-check')).toHaveAttribute('data-viewer', 'public')
  await expect(page.locator('[data-card]:not([data-card="back"]):not([data-card="empty"])')).toHaveCount(0)

  await page.getByTestId('handover-ready').click()
  const viewer = page.getByTestId('table-check')
  await expect(viewer).not.toHaveAttribute('data-viewer', 'public')
  const seat = Number(await viewer.getAttribute('data-viewer'))
  await expect(page.getByTestId(`slot-${seat}-2`).locator('svg')).not.toHaveAttribute('data-card', 'back')

  // Once the look has turned back — its whole length, not a millisecond less — the screen asks
  // for the other player (or goes public).
  await clock.advance(LOOK_MS[DEFAULT_SETTINGS.animationSpeed] - 1)
  await expect(page.getByTestId(`slot-${seat}-2`).locator('svg')).not.toHaveAttribute('data-card', 'back')
  await clock.advance(1)
  await expect(page.getByTestId(`slot-${seat}-2`).locator('svg')).toHaveAttribute('data-card', 'back')
  await expect(handover).toContainText(second)
  await expect(page.locator('[data-card]:not([data-card="back"]):not([data-card="empty"])')).toHaveCount(0)
})

test('two people at Cheat: each hand shows only after its hand-over, and Done passes the computer on', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena', 'Andrey')
  await page.goto(app.at('/play/cheat?seed=handover-1'))
  await page.getByTestId('seat-1').selectOption({ label: 'Andrey' })
  await page.getByTestId('lobby-start').click()

  const handover = page.getByTestId('handover')
  const faces = page.locator('[data-testid=table-cheat] [data-card]:not([data-card="back"]):not([data-card="empty"])')
  const names = new Set<string>()
  // Both people get their hand once, each behind their own hand-over screen.
  for (let i = 0; i < 2; i++) {
    await expect(handover).toBeVisible()
    await expect(faces).toHaveCount(0)
    const who = (await handover.textContent())!.includes('Lena') ? 'Lena' : 'Andrey'
    names.add(who)
    await page.getByTestId('handover-ready').click()
    await expect(faces.first()).toBeVisible()
    // Outside their turn a Done button hands the screen back (with this seed, the first person
    // to look is not the one who opens, so the button must be there).
    if (i === 0) {
      // The Done bar sits in the strip above the table, covering none of its controls.
      await page.setViewportSize({ width: 1024, height: 640 })
      await expect(page.getByTestId('look-bar')).toBeVisible()
      expect(await page.evaluate(layoutProblems)).toEqual([])
      await page.getByTestId('look-done').click()
    }
  }
  expect(names).toEqual(new Set(['Lena', 'Andrey']))
})
