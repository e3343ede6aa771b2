import { pastTheReveal } from '../../../../../../tests/e2e/play'
import { addPlayers, expect, test } from '../../../../../../tests/e2e/web-edition'

test('higher-or-lower: a person plays a quick game against a computer player, from the lobby to the result and the record', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena')

  await page.goto(app.at('/play/higher-or-lower?seed=hol-e2e'))
  await expect(page.getByTestId('lobby-seat')).toHaveCount(2)
  await page.getByTestId('lobby-rounds-short').check()
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('hol-table')).toBeVisible()

  // HL-1: Lena sees her own card, and the computer player's lies face down. HL-2: she guesses first.
  const status = page.getByTestId('status')
  await expect(status).toHaveText('Your turn: higher or lower than your card?')
  await expect(page.getByTestId('hol-card').locator('[data-card]')).not.toHaveAttribute('data-card', /back|empty/)
  await expect(page.getByTestId('seat-1').locator('[data-card]')).toHaveAttribute('data-card', 'back')
  await expect(page.getByTestId('hol-turned').locator('[data-card]')).toHaveAttribute('data-card', 'empty')
  await page.getByTestId('hol-lower').click()

  // The card is turned for everyone and the history says her guess; then the computer player's turn.
  await expect(page.getByTestId('hol-turned').locator('[data-card]')).not.toHaveAttribute('data-card', 'empty')
  await expect(page.getByTestId('history')).toContainText(/You said lower: \S+, (right|wrong)\./)
  await expect(page.getByTestId('hol-lower')).toBeDisabled()

  // HL-3: one round of two guesses ends the quick game (the computer player, on the test clock,
  // guesses at once): every card shown, then the result with both rows.
  await pastTheReveal(page, clock)
  const result = page.getByTestId('table-result')
  await expect(result).toBeVisible()
  await expect(result.getByTestId('result-row')).toHaveCount(2)
  await expect(page.getByTestId('history')).toContainText('Every card shown:')
  await result.getByTestId('result-table').click()
  await expect(page.getByTestId('seat-1').locator('[data-card]')).not.toHaveAttribute('data-card', 'back')
  await expect(status).toHaveText(/ win/)

  // The finished game is on Lena's record, under its own title.
  await page.getByTestId('table-ending').getByTestId('result-leave').click()
  await page.goto(app.at('/profiles'))
  await page.getByTestId('profile-record-link').click()
  await expect(page.getByTestId('stats-higher-or-lower')).toContainText('Higher or Lower')
  await expect(page.getByTestId('recent-match')).toHaveCount(1)
})
