import { noAnimation, playOn } from '../../../../tests/e2e/play'
import { addPlayers, expect, test } from '../../../../tests/e2e/web-edition'

test.use(noAnimation)

test('a person plays a whole game of Checks against a computer player', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena')

  await page.goto(app.at('/play/checks?seed=e2e-1'))
  // Checks is a two-player game: the lobby offers exactly two seats.
  await expect(page.getByTestId('lobby-seat')).toHaveCount(2)
  await expect(page.getByTestId('lobby-add-seat')).toBeHidden()
  await page.getByTestId('lobby-start').click()
  const table = page.getByTestId('checks-table')
  await expect(table).toBeVisible()
  const status = page.getByTestId('status')
  const history = page.getByTestId('history')

  let claims = 0
  let places = 0
  await playOn(clock, [page], {
    done: () => page.getByTestId('table-result').isVisible(),
    step: async () => {
      const text = (await status.textContent()) ?? ''
      if (!text.startsWith('Your fan is worth')) return false
      // The open fan's value is shown beside it, and only claimable piles carry a Claim button.
      await expect(page.getByTestId('fan-value')).toBeVisible()
      const claim = table.locator('[data-testid^=claim-]').first()
      if (await claim.isVisible()) {
        await claim.click()
        // The panel keeps only the latest lines, so the first of each move is checked as it happens.
        if (claims++ === 0) await expect(history).toContainText(/You claim pile \d with a fan worth \d+/)
      } else {
        await table.locator('[data-testid^=fan-card-]:enabled').first().click()
        await expect(status).toContainText('Now click the pile')
        await table.locator('[data-testid^=pile-]:enabled').first().click()
        if (places++ === 0) await expect(history).toContainText(/You put the .+ on pile \d/)
      }
      return true
    },
  })

  const result = page.getByTestId('table-result')
  await expect(result).toBeVisible()
  await expect(result.getByTestId('result-row')).toHaveCount(2)
  expect(places).toBeGreaterThan(0)
  await expect(history).toContainText('Game over')

  // Play again: a new table at the same seats, dealt by this game's winner (no draw for the deal).
  const finished = page.url()
  await result.getByTestId('result-again').click()
  await expect(page).not.toHaveURL(finished)
  await expect(page.getByTestId('status')).toBeVisible()
  await expect(history).not.toContainText('Drawing for the deal')

  // The new deal is a running game: leaving it asks first (issue 21), then Lena's record shows the
  // finished one, rated, as two players played it.
  await page.getByTestId('table-leave').click()
  await page.getByTestId('confirm-yes').click()
  await page.goto(app.at('/profiles'))
  await page.getByTestId('profile-record-link').click()
  await expect(page.getByTestId('stats-checks')).toContainText('1')
  await expect(page.getByTestId('recent-match')).toHaveCount(1)
  await expect(page.getByTestId('profile-rating')).not.toHaveText('—')
})
