import type { Route, WebSocketRoute } from '@playwright/test'
import { WebSocket } from 'ws'
import { DEFAULT_SETTINGS, LOOK_MS } from '../../shared/profile'
import { playOn } from './play'
import { connect } from './ws-client'
import { expect, facesSeen, fourDownStep, startWithPhones, test } from './phones'

/**
 * Opens a seat socket from Node, as a phone's page would; resolves with 'open' or the refusal as
 * it came (status, headers that could tell one refusal from another, and body).
 */
function upgrade(link: string): Promise<'open' | string> {
  const url = new URL(link)
  const ws = new WebSocket(`ws://${url.host}/ws?key=${url.hash.slice(1)}`, { origin: url.origin })
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close()
      resolve('open')
    })
    ws.once('unexpected-response', (_req, res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += String(chunk)))
      res.on('end', () => resolve(`${res.statusCode} ${res.statusMessage} ${res.headers['content-length'] ?? '-'} ${body}`))
    })
    ws.once('error', reject)
  })
}

const FORBIDDEN = /^403 Forbidden /

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
  const refusal = await upgrade(wrong)
  expect(refusal).toMatch(FORBIDDEN)
  // The app's own token opens no seat, and a seat key opens nothing of the app's.
  const token = new URL(app.url).searchParams.get('token')!
  expect(await upgrade(link.replace(/#.*/, `#${token}`))).toBe(refusal)
  await expect(connect(app, { token: link.split('#')[1]! })).rejects.toThrow(/refused/)
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
  // The finished table's key gets the very refusal a key that never was gets: nothing tells them apart.
  expect(await upgrade(link)).toBe(refusal)
  await ben.goto(link)
  await ben.reload()
  await expect(ben.getByTestId('seat-refused')).toBeVisible()
})

test('a phone that closes and reopens its link mid-game finds its seat as it was; its looks do not replay', async ({ page, app, phone, clock }) => {
  // The full target: with 10 a computer's early call could end the match before Ben's turn came round.
  const links = await startWithPhones(page, app, '/play/four-down?seed=away', ['Ben@phone', 'Mia@phone', 'bot'])
  await expect(page.getByTestId('status')).toHaveText('The game begins when Ben and Mia have joined from their phones.')
  const ben = await phone(links[0]!)
  await expect(ben.getByTestId('status')).toHaveText('The game begins when Mia has joined from their phone.')
  const mia = await phone(links[1]!)
  await expect(ben.getByTestId('status')).not.toContainText('The game begins')
  await expect(mia.getByTestId('seat-screen')).toHaveAttribute('data-seat', '1')
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
  // FD-2: Ben's opening look, on his phone: his cards 1 and 2 and no other, face up until the
  // look's time is up on the host's clock (a phone keeps its settings' default), then face down.
  const own = (slot: number) => ben.getByTestId(`slot-0-${slot}`).locator('svg')
  const look = LOOK_MS[DEFAULT_SETTINGS.animationSpeed]
  for (const slot of [0, 1]) await expect(own(slot)).not.toHaveAttribute('data-card', 'back')
  for (const slot of [2, 3]) await expect(own(slot)).toHaveAttribute('data-card', 'back')
  await clock.advance(look - 1)
  await expect(own(0)).not.toHaveAttribute('data-card', 'back')
  await clock.advance(1)
  for (const slot of [0, 1]) await expect(own(slot)).toHaveAttribute('data-card', 'back')
  // Nor did any other of his cards show for a moment: the phone records every face from its first paint.
  const ownSlotsSeen = async () => [...new Set((await facesSeen(ben)).flatMap((f) => (f.at?.startsWith('slot-0-') ? [f.at] : [])))].sort()
  expect(await ownSlotsSeen()).toEqual(['slot-0-0', 'slot-0-1'])

  // Mid-game: Ben plays a turn, and the table comes round to him again.
  const yourTurn = /^Your (last )?turn: take a card/
  let turns = 0
  await playOn(clock, [page, ben, mia], {
    done: async () => turns === 1 && yourTurn.test((await ben.getByTestId('status').textContent()) ?? ''),
    step: async () => {
      const step = await fourDownStep(ben)
      if (step === 'took') turns++
      return step !== null || (await fourDownStep(mia)) !== null
    },
  })
  const status = ben.getByTestId('status')
  await expect(status).toHaveText(/^Your (last )?turn: take a card/)
  // What the phone offers (the pile's top card names its button) and says.
  const before = { status: await status.textContent(), actions: await ben.getByTestId('actions').textContent() }

  await ben.context().close()
  await expect(page.getByTestId('phone-away-0')).toHaveText("Ben's phone is away")
  await expect(mia.getByText("Ben's phone is away: their turn waits for them.")).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText(/^Ben is taking their( last)? turn/)

  const again = await phone(links[0]!)
  await expect(again.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  await expect(again.getByTestId('status')).toHaveText(before.status!)
  await expect(again.getByTestId('actions')).toHaveText(before.actions!)
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
  await expect(mia.getByText("Ben's phone is away")).toHaveCount(0)
  // Not one of Ben's own cards has shown on the reopened phone: the opening look stayed in the past.
  expect((await facesSeen(again)).filter((f) => f.at?.startsWith('slot-0-'))).toEqual([])
  // And he plays on from where he was.
  expect(await fourDownStep(again)).toBe('took')
  expect(await fourDownStep(again)).toBe('moved')
  await expect(again.getByTestId('status')).not.toHaveText(/^Your|^You drew/)
})

test('a phone whose connection drops says it is reconnecting, and takes its seat back by itself after its back-off', async ({ page, app, phone }) => {
  const links = await startWithPhones(page, app, '/play/four-down?seed=drop&target=10', ['Ben@phone', 'bot'])
  const ben = await phone('about:blank')
  // The back-off runs on the phone's own clock: installed before the seat opens, moved on by the test.
  await ben.clock.install()
  // The seat's socket passes through the test, which drops it as a network would; and the phone's
  // question before each socket (does the key still open a seat?) waits while the test looks.
  const sockets: WebSocketRoute[] = []
  await ben.routeWebSocket(/\/ws\?key=/, (ws) => {
    ws.connectToServer()
    sockets.push(ws)
  })
  const asked: Route[] = []
  let holding = false
  await ben.route(/\/key\?key=/, (route) => (holding ? asked.push(route) : route.continue()))
  await ben.goto(links[0]!)
  const seat = ben.getByTestId('seat-screen')
  await expect(seat).toHaveAttribute('data-seat', '0')
  await expect(seat).toHaveAttribute('data-link', 'open')
  const status = (await ben.getByTestId('status').textContent())!

  holding = true
  await sockets[0]!.close()
  await expect(ben.getByTestId('seat-reconnecting')).toBeVisible()
  await expect(page.getByTestId('phone-away-0')).toHaveText("Ben's phone is away")
  // The first try again comes a second after the drop (at once here: the clock moves it on), and
  // no second one meanwhile.
  await ben.clock.fastForward(1000)
  await expect.poll(() => asked.length).toBe(1)
  holding = false
  await asked[0]!.continue()
  await expect(seat).toHaveAttribute('data-link', 'open')
  expect(sockets).toHaveLength(2)
  await expect(ben.getByTestId('seat-reconnecting')).toHaveCount(0)
  await expect(page.getByTestId('phone-away-0')).toHaveCount(0)
  // His own phone back, not another device: the computer says nothing of one, and the seat is as it was.
  await expect(page.getByTestId('phone-taken-0')).toHaveCount(0)
  await expect(ben.getByTestId('status')).toHaveText(status)
})

test('a seat whose phone is away moves: to a computer player, or to this computer; its link dies', async ({ page, app, phone }) => {
  const links = await startWithPhones(page, app, '/play/four-down?seed=move&target=10', ['Ben@phone', 'Mia@phone', 'bot'])
  const ben = await phone(links[0]!)
  const mia = await phone(links[1]!)
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
  const table = page.getByTestId('four-down-table')

  // Ben's phone goes: a computer player takes his seat and plays it on.
  await ben.context().close()
  await expect(page.getByTestId('phone-away-0')).toBeVisible()
  await page.getByTestId('seat-0-to-bot').click()
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
  await expect(table.getByText('computer · normal')).toHaveCount(2)
  await expect(table.getByText('Ben', { exact: true })).toHaveCount(0)
  expect(await upgrade(links[0]!)).toMatch(FORBIDDEN)
  const stale = await phone(links[0]!)
  await expect(stale.getByTestId('seat-refused')).toBeVisible()

  // Mia's phone goes: she plays on at this computer, the one person here, so it shows her seat.
  await mia.context().close()
  await expect(page.getByTestId('phone-away-1')).toBeVisible()
  await page.getByTestId('seat-1-to-here').click()
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
  await expect(page.getByTestId('table-four-down')).toHaveAttribute('data-viewer', '1')
  await expect(page.getByTestId('handover')).toHaveCount(0)
  expect(await upgrade(links[1]!)).toMatch(FORBIDDEN)
  // The game goes on round the table to her, at the computer, and she plays her turn there. (The
  // computer players answer at once, so the turn can be hers again before the status is read: her
  // discard in the history is what tells her turn went through.)
  const status = page.getByTestId('status')
  const discards = page.getByTestId('history').locator('li', { hasText: /^You discarded the/ })
  const discarded = await discards.count()
  await expect(status).toHaveText(/^Your (last )?turn: take a card|^You drew/)
  if (/^Your/.test((await status.textContent()) ?? '')) await page.getByTestId('stock').click()
  await page.getByTestId('act-discard').click()
  await expect(discards).toHaveCount(discarded + 1)
})

test('finding 6: an away phone\'s card says how to come back and shows no key; a new link shuts the old one out; a phone that loses its seat is told', async ({ page, app, phone }) => {
  const links = await startWithPhones(page, app, '/play/four-down?seed=relink&target=10', ['Ben@phone', 'bot'])
  const key = links[0]!.split('#')[1]!
  const ben = await phone(links[0]!)
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
  await ben.context().close()

  const card = page.getByTestId('join-card-0')
  await expect(page.getByTestId('phone-away-0')).toHaveText("Ben's phone is away")
  await expect(card).toContainText('To come back, Ben opens the link again on their own phone')
  await expect(page.getByTestId('join-qr-0')).toHaveCount(0)
  await expect(page.getByTestId('join-link-0')).toHaveCount(0)
  expect(await page.content()).not.toContain(key)

  // A deliberate act at the computer: the old key dies, and a new code shows.
  await page.getByTestId('seat-0-new-link').click()
  await expect(page.getByTestId('join-qr-0')).toBeVisible()
  const fresh = (await page.getByTestId('join-link-0').getAttribute('href'))!
  expect(fresh).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/#[\w-]{32}$/)
  expect(fresh).not.toBe(links[0])
  const stale = await phone(links[0]!)
  await expect(stale.getByTestId('seat-refused')).toBeVisible()
  const back = await phone(fresh)
  await expect(back.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  await expect(page.getByTestId('join-cards')).toHaveCount(0)

  // The same link on another device takes the seat; the phone that had it is told so, plainly,
  // and the computer says the seat went to another device, with a new link at hand.
  const other = await phone(fresh)
  await expect(other.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  await expect(back.getByTestId('seat-elsewhere')).toContainText('Your seat was taken by another device')
  await expect(back.getByTestId('seat-elsewhere')).toContainText('New link for Ben')
  await expect(page.getByTestId('phone-taken-0')).toHaveText("Ben's seat went to another device")
  await page.getByTestId('seat-0-new-link').click()
  await expect(other.getByTestId('seat-relinked')).toBeVisible()
  const third = (await page.getByTestId('join-link-0').getAttribute('href'))!
  expect(third).not.toBe(fresh)
  const mine = await phone(third)
  await expect(mine.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  await expect(page.getByTestId('join-cards')).toHaveCount(0)
})
