import type { Page } from '@playwright/test'
import { startRelayProcess, type RelayProcess } from '../../relay/test/processes'
import { expect, expectEnding, facesSeen, fourDownStep, playToTheEnd, publicFacesOf, startWithPhones, STILL_SCREENS, test as phones } from './phones'
import { shot } from './shots'

/**
 * Friends anywhere (issue 33): a relay process started by the test on loopback, the computer's
 * tables reaching it once Settings name it, a seat and a spectator in browsers of their own that
 * open their links there. What those browsers hear from the relay is recorded frame by frame:
 * a relay operator's view of the table.
 */
const test = phones.extend<{ relay: RelayProcess }>({
  relay: async ({}, use) => {
    const relay = await startRelayProcess()
    await use(relay)
    await relay.stop()
  },
})
test.use(STILL_SCREENS)

/** Every WebSocket frame a page sends and receives, as text (Colyseus's are bytes: decoded as Latin-1, so any JSON in them reads as itself). */
function recordFrames(p: Page): string[] {
  const frames: string[] = []
  const text = (payload: string | Buffer) => (typeof payload === 'string' ? payload : payload.toString('latin1'))
  p.on('websocket', (ws) => {
    ws.on('framereceived', (f) => frames.push(text(f.payload)))
    ws.on('framesent', (f) => frames.push(text(f.payload)))
  })
  return frames
}

/** Names a snapshot's JSON always has: a frame holding one in clear would hold them. */
const CLEAR_TEXT = /"(view|actions|seats|joinLinks|events)"/

async function relayInSettings(page: Page, app: { at(route: string): string }, relay: RelayProcess): Promise<void> {
  await page.goto(app.at('/settings'))
  await expect(page.getByTestId('online-status')).toHaveAttribute('data-state', 'off')
  await expect(page.getByTestId('online-status')).toHaveText('No relay is set: nothing leaves this computer.')
  await page.getByTestId('setting-relay').fill('http://not-a-relay')
  await page.getByTestId('setting-relay-use').click()
  await expect(page.getByText('That is not a relay address')).toBeVisible()
  await page.getByTestId('setting-relay').fill(relay.url)
  await page.getByTestId('setting-relay-use').click()
  await expect(page.getByTestId('online-status')).toHaveAttribute('data-state', 'on')
  await expect(page.getByTestId('online-status')).toContainText(`Tables reach ${relay.url}`)
  await shot(page, { path: 'test-results/shots/settings-online.png', fullPage: true })
}

test('a whole Four Down match with an online seat and a spectator through a relay; the relay passes no card in clear', async ({ page, app, phone, clock, relay }) => {
  await relayInSettings(page, app, relay)
  const links = await startWithPhones(page, app, '/play/four-down?seed=online-1&target=10', ['Ben@online', 'bot'])
  const tableId = new URL(page.url()).hash.split('/').pop()!
  const pages = relay.url.replace('ws://', 'http://')
  expect(links[0]).toMatch(new RegExp(`^${pages}/#r=[\\w-]{43}&t=[\\w-]+&k=[\\w-]{43}$`))
  await expect(page.getByTestId('join-card-0')).toContainText('Ben, join online')
  await shot(page, { path: 'test-results/shots/online-join-card.png' })

  // The spectators' link, from the table's strip.
  await page.getByTestId('watch-link-button').click()
  const watchLink = (await page.getByTestId('watch-link').getAttribute('href'))!
  expect(watchLink).toMatch(new RegExp(`^${pages}/#r=[\\w-]{43}&w=[\\w-]+&k=[\\w-]{43}$`))
  await shot(page, { path: 'test-results/shots/online-watch-link.png' })
  await page.getByTestId('watch-link-panel').getByRole('button', { name: 'Close' }).click()

  const notePublic = await publicFacesOf(app, tableId)
  const ben = await phone(links[0]!)
  const benFrames = recordFrames(ben)
  const watcher = await phone(watchLink)
  const watcherFrames = recordFrames(watcher)
  await expect(ben.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
  await expect(watcher.getByTestId('watch-screen')).toBeVisible()
  await expect(watcher.getByTestId('four-down-table')).toBeVisible()

  await playToTheEnd(clock, { app, tableId }, [page, ben], async () => {
    await notePublic()
    return (await fourDownStep(ben)) !== null
  })
  await expectEnding(ben, page, 'Ben', 'online')
  await expect(watcher.getByTestId('watch-result')).toBeVisible()
  await expect(watcher.getByTestId('watch-result').locator('h2')).toHaveText((await page.getByTestId('table-result').locator('h2').textContent())!.trim())
  await shot(watcher, { path: 'test-results/shots/online-watch-ending.png' })

  // The spectator saw no face the computer's public table did not show.
  const shown = await notePublic()
  for (const face of await facesSeen(watcher)) expect(shown.has(face.card), `${face.card} on the spectator's screen`).toBe(true)
  // Through the relay went only sealed payloads: no snapshot in clear, to the seat or to the spectator.
  expect(benFrames.length).toBeGreaterThan(20)
  for (const frame of [...benFrames, ...watcherFrames]) expect(frame).not.toMatch(CLEAR_TEXT)
})

test('an online seat that drops comes back by its link; the seat waits for it, shown as away', async ({ page, app, phone, relay }) => {
  await relayInSettings(page, app, relay)
  const links = await startWithPhones(page, app, '/play/four-down?seed=online-2&target=10', ['Ben@online', 'bot'])
  const ben = await phone(links[0]!)
  await expect(ben.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  const status = await ben.getByTestId('status').textContent()
  await ben.context().close()
  await expect(page.getByTestId('phone-away-0')).toHaveText("Ben's phone is away")
  await expect(page.getByTestId('join-card-0')).toContainText('opens their link again')
  const again = await phone(links[0]!)
  await expect(again.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  await expect(again.getByTestId('status')).toHaveText(status!)
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
})
