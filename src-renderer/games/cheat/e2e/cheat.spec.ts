import type { TableSnapshot } from '@shared/ipc'
import { CALL_WINDOW_SECONDS } from '@shared/profile'
import { noAnimation, playOn } from '../../../../tests/e2e/play'
import { addPlayers, expect, test } from '../../../../tests/e2e/web-edition'
import { client, connect } from '../../../../tests/e2e/ws-client'

test.use(noAnimation)

test('one person against two computer players plays a game of Cheat to its end', async ({ page, app, clock }) => {
  await page.goto(app.at('/settings'))
  await page.getByTestId('call-window-quick').check()
  await addPlayers(page, app, 'Lena')

  // A seed whose deal ends briskly with this way of playing.
  await page.goto(app.at('/play/cheat?seed=e2e-682'))
  await page.getByRole('button', { name: 'Remove seat 4' }).click()
  await expect(page.getByTestId('lobby-seat')).toHaveCount(3)
  await page.getByTestId('seat-1').selectOption('bot:hard')
  await page.getByTestId('seat-2').selectOption('bot:hard')
  await page.getByTestId('lobby-start').click()
  const table = page.getByTestId('cheat-table')
  await expect(table).toBeVisible()
  const screen = page.getByTestId('table-cheat')
  const me = Number(await screen.getAttribute('data-viewer'))
  // The computer players answer at once, so a screen that offers Lena nothing may still be
  // catching up with them: the host says whether the game waits on her.
  const tableId = page.url().split('#/table/')[1]!
  const socket = await connect(app)
  const host = client(socket)
  const waitsOnMe = async () =>
    ((await host('table:get', { tableId })) as { ok: true; value: TableSnapshot }).value.actions.some((a) => a.seat === me && a.actions.length > 0)
  const status = page.getByTestId('status')
  const history = page.getByTestId('history')
  const hand = async () =>
    (await page.getByTestId('hand').locator('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid')!.slice(5))))
  // The whole hand is dealt out face up to its owner, sorted by rank.
  await expect(page.getByTestId('hand').locator('button').first()).toBeVisible()
  const order = (await hand()).map((c) => 'A23456789TJQK'.indexOf(c[0]!))
  expect(order).toEqual([...order].sort((a, b) => a - b))

  let claimed = 0
  let called = 0
  let windows = 0
  await playOn(clock, [page], {
    done: () => page.getByTestId('table-result').isVisible(),
    step: async () => {
      const text = (await status.textContent()) ?? ''
      const call = page.getByTestId(`call-${me}`)
      if (await call.isVisible()) {
        // Call on a last card (it costs nothing) and on a claim our own hand proves false.
        const claim = (await table.getAttribute('data-claim')) ?? ''
        const [count, rank] = [Number(claim.slice(0, -1)), claim.slice(-1)]
        const held = (await hand()).filter((c) => c[0] === rank).length
        const opened = (await screen.getAttribute('data-step'))!
        if ((await table.getAttribute('data-window')) === 'last' || held + count > 4) {
          const before = (await history.textContent())!.split('You call "Cheat!"').length
          await page.keyboard.press('8')
          // The call settles the window; the next claim may well open the next one at once.
          await expect(screen).not.toHaveAttribute('data-step', opened)
          // A computer player may have called a moment sooner, which refuses ours: count only calls that landed.
          if ((await history.textContent())!.split('You call "Cheat!"').length > before) called++
          return true
        }
        if (windows++ > 0) return false
        // CH-5: the quick window is three seconds. The first one this player lets go by has just
        // opened: still open a millisecond before its end, and run out at it (the game takes a step).
        await expect(page.getByTestId('claim-banner').getByTestId('countdown')).toContainText('3.0 s')
        await clock.advance(CALL_WINDOW_SECONDS.quick * 1000 - 1)
        await expect(page.getByTestId('claim-banner').getByTestId('countdown')).toContainText('0.0 s')
        await expect(screen).toHaveAttribute('data-step', opened)
        await clock.advance(1)
        await expect(screen).not.toHaveAttribute('data-step', opened)
        return true
      }
      if (!text.startsWith('Your turn')) return waitsOnMe()
      // The required rank first, then anything to make four: bluffing sheds cards fastest.
      const rank = (await table.getAttribute('data-required'))!
      const cards = await hand()
      const honest = cards.filter((c) => c[0] === rank).slice(0, 4)
      const pick = [...honest, ...cards.filter((c) => c[0] !== rank)].slice(0, 4)
      // Fanned cards overlap: click the visible left edge of each, as a person would.
      for (const c of pick) await page.getByTestId(`card-${c}`).click({ position: { x: 12, y: 40 } })
      await expect(page.getByTestId('announcement')).toContainText(`You will say`)
      await page.getByTestId('claim').click()
      await expect(status).not.toHaveText(text)
      if (claimed++ === 0) await expect(history).toContainText(/You: "(one|two|three|four) /)
      return true
    },
  })

  const result = page.getByTestId('table-result')
  await expect(result).toBeVisible()
  await expect(result.getByTestId('result-row')).toHaveCount(3)
  expect(claimed).toBeGreaterThan(0)
  expect(called).toBeGreaterThan(0)
  expect(windows).toBeGreaterThan(0)
  await expect(history).toContainText(/is out of cards and wins!/)

  socket.close()

  // The game is on Lena's record; with three players it is never rated.
  await page.goto(app.at('/profiles'))
  await page.getByTestId('profile-record-link').click()
  await expect(page.getByTestId('stats-cheat')).toContainText('1')
  await expect(page.getByTestId('recent-match')).toHaveCount(1)
  await expect(page.getByTestId('profile-rating')).toHaveText('—')
})
