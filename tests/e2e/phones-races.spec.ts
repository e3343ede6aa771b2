import { RANK_NAMES, rankOf, type Card, type Rank } from '../../shared/cards'
import { expect, startWithPhones, test } from './phones'
import type { Page } from '@playwright/test'

const RANK_OF_NAME = Object.fromEntries(Object.entries(RANK_NAMES).map(([rank, name]) => [name, rank as Rank]))
const faceAt = (p: Page, testid: string) => p.getByTestId(testid).locator('[data-card]').first().getAttribute('data-card')

// CK-5 from a phone: the matching window is a race the host's clock orders, and a tap on the
// phone takes part in it like a key at the computer.
test('a Check! matching race won from a phone', async ({ page, app, phone }) => {
  test.setTimeout(180_000)
  const links = await startWithPhones(page, app, '/play/check?seed=race-1', ['Ben@phone', 'bot'])
  const ben = await phone(links[0]!)
  const status = ben.getByTestId('status')
  // What Ben knows of his own grid: his opening look, then every card he puts in.
  const known = new Map<number, Card>()
  await expect(ben.locator('[data-testid^=slot-0-] [data-card]:not([data-card=back])').first()).toBeVisible()
  for (let slot = 0; slot < 4; slot++) {
    const face = await faceAt(ben, `slot-0-${slot}`)
    if (face && face !== 'back') known.set(slot, face as Card)
  }
  expect(known.size).toBe(2)
  const slotOfRank = (rank: Rank) => [...known.entries()].find(([, c]) => rankOf(c) === rank)?.[0]

  let won = false
  for (let step = 0; step < 400 && !won; step++) {
    const text = (await status.textContent()) ?? ''
    const window = /^Matching window: throw an? (\w+) from your grid/.exec(text)
    if (window) {
      const slot = slotOfRank(RANK_OF_NAME[window[1]!]!)
      if (slot !== undefined) {
        await ben.getByTestId(`slot-0-${slot}`).click()
        await expect(page.getByTestId('history')).toContainText(`Ben matched with`)
        won = true
        known.delete(slot)
        continue
      }
    } else if (/^Your (final )?turn: draw/.test(text)) {
      await ben.getByTestId('act-draw').click()
      const drawn = (await faceAt(ben, 'drawn-card')) as Card
      const free = [0, 1, 2, 3].find((s) => !known.has(s))
      if (slotOfRank(rankOf(drawn)) !== undefined || free === undefined) {
        await ben.getByTestId('discard').click()
      } else {
        await ben.getByTestId(`slot-0-${free}`).click()
        known.set(free, drawn)
      }
    } else if (await ben.getByTestId('skip').isVisible()) {
      await ben.getByTestId('skip').click()
    }
    await ben.waitForTimeout(50)
  }
  expect(won, 'Ben threw a matching card first').toBe(true)
})

// CH-3 from a phone: a claim on the table is answered from the phone, and the computer shows
// what the challenge turned up.
test('a Cheat challenge from a phone', async ({ page, app, phone }) => {
  test.setTimeout(180_000)
  const links = await startWithPhones(page, app, '/play/cheat?seed=challenge-1', ['Ben@phone', 'bot', 'bot'])
  const ben = await phone(links[0]!)
  const history = page.getByTestId('history')
  let called = false
  for (let step = 0; step < 300 && !called; step++) {
    if (await ben.getByTestId('call-0').isVisible()) {
      await ben.getByTestId('call-0').click()
      called = true
    } else if (/^Your turn/.test((await ben.getByTestId('status').textContent()) ?? '')) {
      await ben.getByTestId('hand').locator('button').first().click()
      await ben.getByTestId('claim').click()
    }
    await ben.waitForTimeout(50)
  }
  expect(called).toBe(true)
  await expect(history).toContainText('Ben calls "Cheat!"')
  // The claimed cards are turned over for everyone, and somebody picks up the pile.
  await expect(history).toContainText(/Shown: .* — (all true|a bluff)\./)
  await expect(history).toContainText(/picks? up the pile/)
  await expect(page.getByTestId('table-cheat')).toHaveAttribute('data-viewer', 'public')
})
