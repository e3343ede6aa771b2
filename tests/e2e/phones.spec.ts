import { WebSocket } from 'ws'
import { expect, startWithPhones, test } from './phones'

/** Opens a seat socket from Node, as a phone's page would; resolves with 'open' or the refusal's status. */
function upgrade(link: string): Promise<'open' | number> {
  const url = new URL(link)
  const ws = new WebSocket(`ws://${url.host}/ws?key=${url.hash.slice(1)}`, { origin: url.origin })
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close()
      resolve('open')
    })
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode!))
    ws.once('error', reject)
  })
}

test('Settings says where phones join, and the lobby asks where each person plays', async ({ page, app }) => {
  expect(app.phonesUrl).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/$/)
  await page.goto(app.at('/settings'))
  await expect(page.getByTestId('setting-phones')).toBeChecked()
  await expect(page.getByTestId('phones-status')).toContainText(app.phonesUrl!)
  await expect(page.getByTestId('phones-status')).toContainText("Anyone on this network who has a seat's link can take that seat")

  await page.getByTestId('setting-phones').uncheck()
  await expect(page.getByTestId('phones-status')).toHaveCount(0)
  await page.goto(app.at('/play/four-down'))
  await expect(page.getByTestId('seat-0')).toBeVisible()
  await expect(page.getByTestId('seat-0-where')).toHaveCount(0)
  await page.goto(app.at('/settings'))
  await page.getByTestId('setting-phones').check()
  await expect(page.getByTestId('phones-status')).toContainText('Phones join at http://127.0.0.2:')
})

test('a wrong key and a finished table\'s key are refused, on the phone and at the socket alike', async ({ page, app, phone }) => {
  const links = await startWithPhones(page, app, '/play/four-down?seed=keys&target=10', ['Ben@phone', 'bot'])
  const link = links[0]!
  expect(link).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/#[\w-]{32}$/)
  const wrong = link.replace(/#.*/, `#${'A'.repeat(32)}`)
  expect(await upgrade(wrong)).toBe(403)
  const stranger = await phone(wrong)
  await expect(stranger.getByTestId('seat-refused')).toBeVisible()

  const ben = await phone(link)
  await expect(ben.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  await expect(page.getByTestId('join-cards')).toHaveCount(0)

  // The computer leaves the table: the phone is told, and the link is dead from then on.
  await page.getByTestId('table-leave').click()
  const confirm = page.getByRole('button', { name: 'Leave the game' })
  if (await confirm.isVisible().catch(() => false)) await confirm.click()
  await expect(ben.getByTestId('seat-closed')).toBeVisible()
  expect(await upgrade(link)).toBe(403)
  await ben.goto(link)
  await ben.reload()
  await expect(ben.getByTestId('seat-refused')).toBeVisible()
})

test('a phone that closes and reopens its link finds its seat; meanwhile the computer says it is away', async ({ page, app, phone }) => {
  const links = await startWithPhones(page, app, '/play/four-down?seed=away&target=10', ['Ben@phone', 'Mia@phone', 'bot'])
  await expect(page.getByTestId('status')).toHaveText('The game begins when Ben and Mia have joined from their phones.')
  const ben = await phone(links[0]!)
  await expect(ben.getByTestId('status')).toHaveText('The game begins when Mia has joined from their phone.')
  const mia = await phone(links[1]!)
  await expect(ben.getByTestId('status')).not.toContainText('The game begins')
  await expect(mia.getByTestId('seat-screen')).toHaveAttribute('data-seat', '1')
  await expect(page.getByTestId('join-cards')).toHaveCount(0)

  await ben.context().close()
  await expect(page.getByTestId('phone-away-0')).toHaveText("Ben's phone is away")
  await expect(mia.getByText("Ben's phone is away")).toBeVisible()
  const again = await phone(links[0]!)
  await expect(again.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
})
