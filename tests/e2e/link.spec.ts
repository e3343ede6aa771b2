import { expect, test } from './web-edition'

// Issue 31, item 5: the web edition stopped under an open page. The page says the link is lost
// (not a page that silently stops answering), keeps trying, and a request answers at once.
test('the web edition stopped: the page says the connection is lost, and a request says so at once', async ({ page, app, consoleErrors }) => {
  await page.goto(app.at('/profiles'))
  await expect(page.getByTestId('profile-create')).toBeVisible()
  await expect(page.getByTestId('link-lost')).toHaveCount(0)

  await app.stop()
  const lost = page.getByTestId('link-lost')
  await expect(lost).toBeVisible()
  await expect(lost).toHaveAttribute('role', 'alert')
  await expect(lost).toContainText('The connection to the app is lost. Trying again…')

  // Players asks the host for nothing it can have: adding someone says why it did not happen.
  await page.getByTestId('profile-name').fill('Lena')
  await page.getByTestId('profile-add').click()
  await expect(page.getByTestId('profile-name-problem')).toContainText('The connection to the app was lost: trying again.')

  // The browser reports each try at a closed port in its console: expected here, and nothing else.
  const others = consoleErrors.filter((e) => !/WebSocket connection to .* failed/.test(e))
  consoleErrors.length = 0
  consoleErrors.push(...others)
})
