import type { TableSnapshot } from '../../shared/ipc'
import { noAnimation, playOn } from './play'
import { addPlayers, expect, test } from './web-edition'
import { client, connect } from './ws-client'

test.use(noAnimation)

test('a game of Checks against an expert finishes, and the host answers while the expert thinks', async ({ page, app, clock }) => {
  await page.goto(app.at('/settings'))
  // The expert thinks on its worker for its budget of real time, whatever the test clock says: the
  // longest first, so the test can catch the expert at it.
  await page.getByTestId('expert-think-2000').check()
  await expect(page.getByTestId('expert-think-2000')).toBeChecked()
  await addPlayers(page, app, 'Lena')

  await page.goto(app.at('/play/checks?seed=expert-e2e'))
  await page.getByTestId('seat-1').selectOption('bot:expert')
  await page.getByTestId('lobby-start').click()
  const table = page.getByTestId('checks-table')
  await expect(table).toBeVisible()
  // The expert's seat plate names its level.
  await expect(page.getByText('computer · expert')).toBeVisible()
  const tableId = page.url().split('#/table/')[1]!

  // A second connection asks about the table, as another window would, until it finds the expert
  // thinking; the answer itself saying so shows the host answered during the thought.
  const call = client(await connect(app))
  const look = async () => ((await call('table:get', { tableId })) as { ok: true; value: TableSnapshot }).value
  let caught: TableSnapshot | null = null
  for (let i = 0; i < 2000 && !caught; i++) {
    const s = await look()
    if (s.thinking.includes(1)) caught = s
    else if (s.actions.length > 0) await playOne(page)
  }
  expect(caught).not.toBeNull()
  expect((await call('app:info', null)).ok).toBe(true)

  // The rest of the game at the quickest thinking time.
  expect(await call('settings:update', { expertThinkMs: 500 })).toMatchObject({ ok: true })
  await playOn(clock, [page], {
    done: () => page.getByTestId('table-result').isVisible(),
    step: async () => (await look()).actions.length > 0 && (await playOne(page)),
  })
  const result = page.getByTestId('table-result')
  await expect(result).toBeVisible()
  await expect(result.getByTestId('result-row')).toHaveCount(2)
})

/**
 * Lena's move, if her screen offers one: a claim when one is offered, else her first fan card onto
 * the first pile it fits. It waits for the move itself to show (her captured count grows, or the
 * card leaves her fan): the status line alone can read the same on her next turn, once a quick
 * expert has answered.
 */
async function playOne(page: import('@playwright/test').Page): Promise<boolean> {
  const table = page.getByTestId('checks-table')
  const text = (await page.getByTestId('status').textContent()) ?? ''
  if (!text.startsWith('Your fan is worth')) return false
  const claim = table.locator('[data-testid^=claim-]').first()
  if (await claim.isVisible()) {
    const captured = table.getByTestId('captured-0')
    const before = (await captured.textContent()) ?? ''
    await claim.click()
    await expect(captured).not.toHaveText(before)
  } else {
    const card = table.locator('[data-testid^=fan-card-]:enabled').first()
    const placed = table.getByTestId((await card.getAttribute('data-testid'))!)
    await card.click()
    await table.locator('[data-testid^=pile-]:enabled').first().click()
    await expect(placed).toHaveCount(0)
  }
  return true
}
