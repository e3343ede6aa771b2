import { LOOK_MS } from '@shared/profile'
import { playOn } from '../../../../tests/e2e/play'
import { addPlayers, expect, test } from '../../../../tests/e2e/web-edition'

test('one person against two computer players plays a whole round of Check!', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena')

  await page.goto(app.at('/play/check?seed=e2e-1'))
  await expect(page.getByTestId('lobby-seat')).toHaveCount(3)
  await page.getByTestId('lobby-start').click()
  const table = page.getByTestId('check-table')
  await expect(table).toBeVisible()
  const me = Number(await page.getByTestId('table-check').getAttribute('data-viewer'))
  const slot = (n: number) => page.getByTestId(`slot-${me}-${n}`)

  // The opening look: the bottom two cards face up until the look's time is up, then face down for good.
  await expect(slot(2).locator('svg')).not.toHaveAttribute('data-card', 'back')
  await expect(slot(3).locator('svg')).not.toHaveAttribute('data-card', 'back')
  await expect(slot(0).locator('svg')).toHaveAttribute('data-card', 'back')
  await clock.advance(LOOK_MS.normal - 1)
  await expect(slot(2).locator('svg')).not.toHaveAttribute('data-card', 'back')
  await clock.advance(1)
  await expect(slot(2).locator('svg')).toHaveAttribute('data-card', 'back')

  const status = page.getByTestId('status')
  const history = page.getByTestId('history')
  let tucked = false
  let threw = false
  let checked = false
  await playOn(clock, [page], {
    done: () => page.getByTestId('table-result').isVisible(),
    step: async () => {
      const text = (await status.textContent()) ?? ''
      if (/^Your (final )?turn/.test(text)) {
        if (!tucked) {
          await page.getByTestId('draw-pile').click()
          await expect(page.getByTestId('drawn-card')).toBeVisible()
          await slot(0).click()
          tucked = true
        } else if (threw && !checked && (await page.getByTestId('call-check').isVisible())) {
          await page.getByTestId('call-check').click()
          checked = true
        } else if (await page.getByTestId('draw-pile').isEnabled()) {
          await page.getByTestId('draw-pile').click()
          await expect(page.getByTestId('discard')).toBeVisible()
          await page.getByTestId('discard').click()
        } else return false
        return true
      }
      if (/Matching window/.test(text) && tucked && !threw && (await slot(1).isEnabled())) {
        // A throw from the keyboard: this seat's second place is key 2.
        await page.keyboard.press('2')
        threw = true
        await expect(history).toContainText(/You (matched with|threw) card 2/)
        return true
      }
      if (/^Click one of your cards|^Your (king|queen|jack)/.test(text)) {
        // An ability or a draw from a match: finish it simply.
        if (await page.getByTestId('skip').isVisible()) await page.getByTestId('skip').click()
        else if (await page.getByTestId('discard').isVisible()) await page.getByTestId('discard').click()
        else return false
        return true
      }
      return false
    },
  })

  const result = page.getByTestId('table-result')
  await expect(result).toBeVisible()
  await expect(result.getByTestId('result-row')).toHaveCount(3)
  expect(tucked && threw).toBe(true)
  await expect(history).toContainText(/called Check|automatic Check/)
  // At the end every hand lies face up.
  await result.getByTestId('result-table').click()
  await expect(slot(0).locator('svg')).not.toHaveAttribute('data-card', 'back')

  // the finished round is on Lena's record, with level points for it.
  await page.goto(app.at('/profiles'))
  await page.getByTestId('profile-record-link').click()
  await expect(page.getByTestId('stats-check')).toContainText('1')
  await expect(page.getByTestId('recent-match')).toHaveCount(1)
  await expect(page.getByTestId('profile-rating')).toHaveText('—')
})

test('leaving a game in progress asks first: keep playing, or leave and the table is gone', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/play/check?seed=e2e-leave'))
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('check-table')).toBeVisible()
  const tableUrl = page.url()

  await page.getByTestId('table-leave').click()
  await expect(page.getByTestId('confirm')).toContainText('not recorded')
  // The safe answer has the focus, and Escape gives it too.
  await expect(page.getByTestId('confirm-no')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('confirm')).toBeHidden()
  await page.getByTestId('table-leave').click()
  await page.getByTestId('confirm-no').click()
  await expect(page.getByTestId('check-table')).toBeVisible()

  await page.getByTestId('table-leave').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page).not.toHaveURL(tableUrl)
  await page.goto(tableUrl)
  await expect(page.getByRole('heading', { name: 'This table has closed' })).toBeVisible()
})
