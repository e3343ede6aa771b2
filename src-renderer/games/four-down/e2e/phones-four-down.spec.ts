import { expect, facesOn, publicFacesOf, startWithPhones, test, watchFaces } from '../../../../tests/e2e/phones'

// Two people on phones and a computer player: the computer is the public table, each phone its
// player's own screen.
test('a whole Four Down match from two phones: looks and moves on each phone, the public table on the computer', async ({ page, app, phone }) => {
  test.setTimeout(180_000)
  await page.goto(app.at('/settings'))
  await page.getByTestId('bot-speed-quick').check()
  const links = await startWithPhones(page, app, '/play/four-down?seed=fd-phones-2&target=10', ['Ben@phone', 'Mia@phone', 'bot'])
  const tableId = new URL(page.url()).hash.split('/').pop()!
  const faces = await watchFaces(page)
  const notePublic = await publicFacesOf(app, tableId)

  const ben = await phone(links[0]!)
  const mia = await phone(links[1]!)
  const phones = [
    { page: ben, seat: 0 },
    { page: mia, seat: 1 },
  ]
  // FD-2: each phone shows its own cards 1 and 2, and nothing of them reaches the computer.
  for (const { page: p, seat } of phones) {
    await expect(p.getByTestId('seat-screen')).toHaveAttribute('data-seat', String(seat))
    await expect(p.getByTestId(`slot-${seat}-0`).locator('svg')).not.toHaveAttribute('data-card', 'back')
    await expect(p.getByTestId(`slot-${seat}-2`).locator('svg')).toHaveAttribute('data-card', 'back')
  }
  await expect(page.getByTestId('handover')).toHaveCount(0)
  await expect(page.getByTestId('table-four-down')).toHaveAttribute('data-viewer', 'public')
  await expect(facesOn(page.getByTestId('four-down-table').locator('.opponents'))).toHaveCount(0)

  let looked = false
  let matched = false
  for (let step = 0; step < 500 && !(await page.getByTestId('table-result').isVisible()); step++) {
    await notePublic()
    for (const { page: p, seat } of phones) {
      const text = (await p.getByTestId('status').textContent()) ?? ''
      const target = p.locator('[data-testid=seat-screen] .slot.target')
      if (/^Your (last )?turn: take a card/.test(text)) {
        await p.getByTestId('act-stock').click()
      } else if (/^You drew/.test(text)) {
        const power = p.getByTestId('act-power')
        if (!looked && (await power.isVisible()) && /^Look/.test((await power.textContent()) ?? '')) {
          await power.click()
          const slot = target.first()
          const at = await slot.getAttribute('data-testid')
          await slot.click()
          // The look shows on this phone only: the same card stays face down on the computer.
          await expect(p.getByTestId(at!).locator('svg')).not.toHaveAttribute('data-card', 'back')
          await expect(page.getByTestId(at!).locator('svg')).toHaveAttribute('data-card', 'back')
          looked = true
        } else if (!matched && (await p.getByTestId('act-match').isVisible())) {
          await p.getByTestId('act-match').click()
          await target.first().click()
          matched = true
          await expect(page.getByTestId('history')).toContainText(seat === 0 ? /Ben (matched|claimed|tried)/ : /Mia (matched|claimed|tried)/)
        } else {
          await p.getByTestId('act-discard').click()
        }
      } else if (/^A match! Choose one of your cards|^Tap one of your cards/.test(text)) {
        await target.first().click()
      }
    }
    // The computer's own screen: a round result is dismissed there, as at any table.
    if (await page.getByTestId('round-next').isVisible()) await page.getByTestId('round-next').click()
    await page.waitForTimeout(150)
  }
  expect(looked).toBe(true)
  expect(matched).toBe(true)

  // The result on every screen.
  await expect(page.getByTestId('table-result')).toBeVisible()
  for (const { page: p } of phones) {
    await expect(p.getByTestId('seat-result')).toBeVisible()
    await expect(p.getByTestId('seat-result-row')).toHaveCount(3)
  }
  const publicFaces = await notePublic()
  const shown = await faces()
  expect(shown.filter((c) => !publicFaces.has(c)), 'faces the computer showed that were never public').toEqual([])
})

// FD-6, FD-2: a round's end is each phone's to read and dismiss; the next round's opening look
// waits for that, on that phone (it used to wait there for ever, with the status stuck).
test("FD-6: a round's result reaches each phone, and its Next round brings that player's next opening look", async ({ page, app, phone }) => {
  test.setTimeout(120_000)
  await page.goto(app.at('/settings'))
  await page.getByTestId('bot-speed-quick').check()
  const links = await startWithPhones(page, app, '/play/four-down?seed=fd-phones-rounds', ['Ben@phone', 'Mia@phone', 'bot'])
  const ben = await phone(links[0]!)
  const mia = await phone(links[1]!)
  await expect(ben.getByTestId('slot-0-0').locator('svg')).not.toHaveAttribute('data-card', 'back')

  // Ben calls at his first turn; Mia and the computer take their last turns.
  for (let step = 0; step < 200 && !(await ben.getByTestId('round-result').isVisible()); step++) {
    for (const p of [ben, mia]) {
      const text = (await p.getByTestId('status').textContent()) ?? ''
      if (/^Your turn: take a card/.test(text) && p === ben) await p.getByTestId('act-call').click()
      else if (/^Your (last )?turn: take a card/.test(text)) await p.getByTestId('act-stock').click()
      else if (/^You drew/.test(text)) await p.getByTestId('act-discard').click()
      else if (/^Tap one of your cards/.test(text)) await p.locator('[data-testid=seat-screen] .slot.target').first().click()
      else continue
      await expect(p.getByTestId('status')).not.toHaveText(text)
    }
    await ben.waitForTimeout(100)
  }

  for (const p of [ben, mia]) {
    const sheet = p.getByTestId('round-result')
    await expect(sheet).toBeVisible()
    await expect(sheet).toContainText('Round 1 ended: Ben called.')
    await expect(sheet.getByTestId('round-result-row')).toHaveCount(3)
    await expect(p.getByTestId('status')).toHaveText('Round 1 is over.')
  }
  // Round 2 is dealt, but Ben's look at his cards 1 and 2 waits until he has read the result.
  await expect(ben.getByTestId('slot-0-0').locator('svg')).toHaveAttribute('data-card', 'back')
  await ben.getByTestId('round-next').click()
  await expect(ben.getByTestId('round-result')).toHaveCount(0)
  await expect(ben.getByTestId('opening-hint')).toBeVisible()
  await expect(ben.getByTestId('slot-0-0').locator('svg')).not.toHaveAttribute('data-card', 'back')
  await expect(ben.getByTestId('status')).not.toHaveText('Round 1 is over.')
  // Mia's phone still shows the result until she dismisses it: each phone is its own.
  await expect(mia.getByTestId('round-result')).toBeVisible()
  await mia.getByTestId('round-next').click()

  // The computer, which nobody here plays at, shows the live table again once round 2 is played.
  for (let step = 0; step < 100 && (await page.getByTestId('round-result').isVisible()); step++) {
    for (const p of [ben, mia]) {
      const text = (await p.getByTestId('status').textContent()) ?? ''
      if (/^Your turn: take a card/.test(text)) await p.getByTestId('act-stock').click()
      else if (/^You drew/.test(text)) await p.getByTestId('act-discard').click()
    }
    await page.waitForTimeout(100)
  }
  await expect(page.getByTestId('round-result')).toHaveCount(0)
  await expect(page.getByTestId('status')).not.toHaveText('Round 1 is over.')
})
