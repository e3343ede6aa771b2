import type { Page } from '@playwright/test'
import { expect, expectEnding, playToTheEnd, publicFacesOf, startWithPhones, STILL_SCREENS, test, watchFaces } from '../../../../tests/e2e/phones'

test.use(STILL_SCREENS)

/**
 * One move of Checks on a phone (CS-3): claim a pile the open fan is worth if one is lit,
 * else place the fan's first card on the first pile. False when it is not this phone's move.
 */
async function checksMove(p: Page): Promise<boolean> {
  const status = p.getByTestId('status')
  const text = (await status.textContent()) ?? ''
  if (!/^Your fan is worth/.test(text)) return false
  const claim = p.locator('[data-testid^=claim-]')
  if (await claim.count()) {
    await claim.first().click()
  } else {
    await p.locator('[data-testid^=fan-card-]:enabled').first().click()
    await expect(status).toHaveText(/^Now tap the pile/)
    await p.locator('[data-testid^=pile-]:enabled').first().click()
  }
  await expect(status).not.toHaveText(text)
  return true
}

// Checks from two phones, to the end (CS-4): each open fan shows on its owner's phone only, and
// the computer never shows a face that was not public.
test('a whole game of Checks from two phones, the open fans on the phones only', async ({ page, app, phone, clock }) => {
  const links = await startWithPhones(page, app, '/play/checks?seed=phones-checks', ['Ben@phone', 'Mia@phone'])
  const tableId = new URL(page.url()).hash.split('/').pop()!
  const faces = await watchFaces(page)
  const notePublic = await publicFacesOf(app, tableId)
  const ben = await phone(links[0]!)
  const mia = await phone(links[1]!)
  const phones = [ben, mia]
  // Both phones are at the table before the clock moves.
  for (const [seat, p] of phones.entries()) await expect(p.getByTestId('seat-screen')).toHaveAttribute('data-seat', String(seat))
  await expect(page.getByTestId('handover')).toHaveCount(0)
  await expect(page.getByTestId('table-checks')).toHaveAttribute('data-viewer', 'public')

  let moves = 0
  let claims = 0
  await playToTheEnd(clock, { app, tableId }, [page, ...phones], async () => {
    await notePublic()
    for (const p of phones) {
      const claiming = (await p.locator('[data-testid^=claim-]').count()) > 0
      if (!(await checksMove(p))) continue
      moves++
      if (claiming) claims++
      // The open fan is its owner's: the computer shows the same fan face down.
      await expect(page.locator('[data-testid^=fan-card-]')).toHaveCount(0)
      return true
    }
    return false
  })
  await expect(page.getByTestId('table-result')).toBeVisible()
  expect(moves).toBeGreaterThanOrEqual(12)
  expect(claims, 'at least one pile claimed from a phone').toBeGreaterThan(0)
  await expectEnding(ben, page, 'Ben', 'checks-ben')
  await expectEnding(mia, page, 'Mia', 'checks-mia')
  const publicFaces = await notePublic()
  expect((await faces()).filter((c) => !publicFaces.has(c)), 'faces the computer showed that were never public').toEqual([])
})
