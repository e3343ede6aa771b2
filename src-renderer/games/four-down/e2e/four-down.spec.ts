import { LOOK_MS } from '@shared/profile'
import { noAnimation, playOn } from '../../../../tests/e2e/play'
import { addPlayers, expect, test } from '../../../../tests/e2e/web-edition'

test.use(noAnimation)

test('one person against a hard computer player: a power, a match attempt and a call, then the rated record', async ({ page, app, clock }) => {
  // The fast animation speed: the shortest looks.
  await page.goto(app.at('/settings'))
  await page.getByTestId('speed-fast').check()
  await addPlayers(page, app, 'Lena')

  // A short target ends the match after a round or two; the seed deals the same cards every run.
  await page.goto(app.at('/play/four-down?seed=fd-e2e-1&target=40'))
  await expect(page.getByTestId('lobby-seat')).toHaveCount(3)
  await page.getByRole('button', { name: 'Remove seat 3' }).click()
  await page.getByTestId('seat-1').selectOption('bot:hard')
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('four-down-table')).toBeVisible()
  const me = Number(await page.getByTestId('table-four-down').getAttribute('data-viewer'))
  const slot = (n: number) => page.getByTestId(`slot-${me}-${n}`)

  // FD-2: the two nearest cards face up for the look's time, the others never; then face down for good.
  await expect(slot(0).locator('svg')).not.toHaveAttribute('data-card', 'back')
  await expect(slot(1).locator('svg')).not.toHaveAttribute('data-card', 'back')
  await expect(slot(2).locator('svg')).toHaveAttribute('data-card', 'back')
  await clock.advance(LOOK_MS.fast - 1)
  await expect(slot(0).locator('svg')).not.toHaveAttribute('data-card', 'back')
  await clock.advance(1)
  await expect(slot(0).locator('svg')).toHaveAttribute('data-card', 'back')
  await expect(slot(1).locator('svg')).toHaveAttribute('data-card', 'back')

  const status = page.getByTestId('status')
  const history = page.getByTestId('history')
  const target = page.locator('.four-down .slot.target')
  let powered = false
  let matched = false
  let called = false
  let rounds = 0
  await playOn(clock, [page], {
    done: () => page.getByTestId('table-result').isVisible(),
    step: async () => {
      if (await page.getByTestId('round-next').isVisible()) {
        rounds++
        await page.getByTestId('round-next').click()
        await expect(page.getByTestId('round-result')).toBeHidden()
        return true
      }
      const text = (await status.textContent()) ?? ''
      if (/^Your (last )?turn: take a card/.test(text)) {
        if (powered && matched && !called && (await page.getByTestId('call').isEnabled())) {
          await page.getByTestId('call').click()
          called = true
          await expect(history).toContainText('You called')
          // Nobody calls twice in a round.
          await expect(page.getByTestId('call')).toBeDisabled()
        } else {
          await page.getByTestId('stock').click()
          // The drawn card is shown to its drawer.
          await expect(page.getByTestId('drawn-card').locator('svg')).not.toHaveAttribute('data-card', 'back')
          // Once a card is taken it is too late to call this round.
          await expect(page.getByTestId('call')).toBeDisabled()
        }
      } else if (/^You drew/.test(text)) {
        if (!powered && (await page.getByTestId('act-power').isVisible())) {
          await page.getByTestId('act-power').click()
          await target.first().click()
          // A swap takes a second card; a look is done with one.
          if (/^Now click/.test((await status.textContent()) ?? '')) await target.first().click()
          powered = true
          await expect(history).toContainText(/You (looked at|swapped)/)
        } else if (powered && !matched) {
          await page.getByTestId('act-match').click()
          await target.first().click()
          matched = true
          await expect(history).toContainText(/You (matched|claimed)/)
        } else {
          await page.getByTestId('act-discard').click()
        }
      } else if (/^A match! Choose one of your cards/.test(text)) {
        await target.first().click()
      } else return false
      return true
    },
  })

  const result = page.getByTestId('table-result')
  await expect(result).toBeVisible()
  await expect(result.getByTestId('result-row')).toHaveCount(2)
  expect({ powered, matched, called }).toEqual({ powered: true, matched: true, called: true })
  // See the table: nothing over it, the last round's rows face up, every round in the scores.
  await result.getByTestId('result-table').click()
  await expect(page.locator('[role=dialog]')).toHaveCount(0)
  await expect(page.getByTestId('table-ending')).toBeVisible()
  await expect(page.locator('.four-down [data-card="back"]').filter({ visible: true })).toHaveCount(1) // the stock
  await expect(page.getByTestId('score-table').locator('tbody tr')).toHaveCount(rounds + 1)

  // X-1, FD-8: the match is on Lena's record, and a two-player match moves the rating.
  await page.goto(app.at('/profiles'))
  await page.getByTestId('profile-record-link').click()
  await expect(page.getByTestId('stats-four-down')).toContainText('1')
  await expect(page.getByTestId('recent-match')).toHaveCount(1)
  await expect(page.getByTestId('profile-rating')).not.toHaveText('—')
})
