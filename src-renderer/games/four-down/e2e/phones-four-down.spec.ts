import type { Page } from '@playwright/test'
import { DEFAULT_SETTINGS, LOOK_MS } from '@shared/profile'
import { LONGEST_LOOK_MS, playOn } from '../../../../tests/e2e/play'
import { actOn, expect, expectEnding, expectEndingInView, facesOn, playToTheEnd, publicFacesOf, startWithPhones, STILL_SCREENS, test, watchFaces } from '../../../../tests/e2e/phones'

/** How long a look lasts on a phone: it keeps its settings' default. */
const PHONE_LOOK_MS = LOOK_MS[DEFAULT_SETTINGS.animationSpeed]

test.describe(() => {
  test.use(STILL_SCREENS)
  // Two people on phones and a computer player: the computer is the public table, each phone its
  // player's own screen.
  test('a whole Four Down match from two phones: looks and moves on each phone, the public table on the computer', async ({ page, app, phone, clock }) => {
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
    // FD-2: each phone shows its own cards 1 and 2 until the look's time is up on the host's clock,
    // and nothing of them reaches the computer.
    const card = (p: Page, seat: number, slot: number) => p.getByTestId(`slot-${seat}-${slot}`).locator('svg')
    for (const { page: p, seat } of phones) {
      await expect(p.getByTestId('seat-screen')).toHaveAttribute('data-seat', String(seat))
      await expect(card(p, seat, 0)).not.toHaveAttribute('data-card', 'back')
      await expect(card(p, seat, 1)).not.toHaveAttribute('data-card', 'back')
      await expect(card(p, seat, 2)).toHaveAttribute('data-card', 'back')
    }
    await expect(page.getByTestId('handover')).toHaveCount(0)
    await expect(page.getByTestId('table-four-down')).toHaveAttribute('data-viewer', 'public')
    await expect(facesOn(page.getByTestId('four-down-table').locator('.opponents'))).toHaveCount(0)
    // Issue 31, item 7: each phone counts the stock as the computer does, and keeps the scores towards the match's end.
    for (const { page: p } of phones) {
      await expect(p.getByTestId('stock-count')).toHaveText(/^stock · \d+$/)
      await expect(p.getByTestId('stock-count')).toHaveText((await page.getByTestId('stock-count').textContent())!)
      await expect(p.getByTestId('score-table').locator('caption')).toHaveText('Scores · to 10')
      await expect(p.getByTestId('score-table').locator('[data-testid^=total-]')).toHaveText(['0', '0', '0'])
    }
    await clock.advance(PHONE_LOOK_MS - 1)
    for (const { page: p, seat } of phones) await expect(card(p, seat, 0)).not.toHaveAttribute('data-card', 'back')
    await clock.advance(1)
    for (const { page: p, seat } of phones) {
      await expect(card(p, seat, 0)).toHaveAttribute('data-card', 'back')
      await expect(card(p, seat, 1)).toHaveAttribute('data-card', 'back')
    }

    let looked = false
    let matched = false
    await playToTheEnd(clock, { app, tableId }, [page, ben, mia], async () => {
      await notePublic()
      for (const { page: p, seat } of phones) {
        // A round's result is each phone's to dismiss (FD-6) before it plays the next round; the
        // phone's scores have the round's totals by then.
        const next = p.getByTestId('round-next')
        if (await next.isVisible()) {
          const totals = await p.getByTestId('round-result-row').locator('.total').allTextContents()
          await expect(p.getByTestId('score-table').locator('[data-testid^=total-]')).toHaveText(totals)
          await next.click()
          await expect(next).toHaveCount(0)
          return true
        }
        const text = (await p.getByTestId('status').textContent()) ?? ''
        const target = p.locator('[data-testid=seat-screen] .slot.target')
        if (/^Your (last )?turn: take a card/.test(text)) {
          await actOn(p, () => p.getByTestId('act-stock').click())
          return true
        }
        if (/^You drew/.test(text)) {
          const power = p.getByTestId('act-power')
          // Whichever it is, the phone shows the turn taken before the test reads it again.
          await actOn(p, async () => {
            if (!looked && (await power.isVisible()) && /^Look/.test((await power.textContent()) ?? '')) {
              // Earlier looks run out first (a wrong claim shows its card to everyone for a look's
              // length), so a face the computer shows now could only be this look's.
              await clock.advance(LONGEST_LOOK_MS)
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
          })
          return true
        }
        if (/^A match! Choose one of your cards|^Tap one of your cards/.test(text)) {
          await actOn(p, () => target.first().click())
          return true
        }
      }
      // The computer's own screen: a round result is dismissed there, as at any table.
      if (await page.getByTestId('round-next').isVisible()) {
        await page.getByTestId('round-next').click()
        return true
      }
      return false
    })
    expect(looked).toBe(true)
    expect(matched).toBe(true)

    // The result on every screen: on each phone at its top, the same as the computer's (issue 31, item 7).
    await expect(page.getByTestId('table-result')).toBeVisible()
    await expectEnding(ben, page, 'Ben', 'four-down-ben')
    await expectEnding(mia, page, 'Mia', 'four-down-mia')
    // Ben's link opened again on a phone that asks for Russian: the finished game's result at once, in its words.
    const again = await phone(links[0]!, { locale: 'ru-RU' })
    await expect(again.getByTestId('seat-result').locator('h2')).toHaveText(/^(Вы победили!|Побеждает (Mia|Ada)|Победу делят .+|Ничья)$/)
    await expectEndingInView(again, 'four-down-ru')
    const publicFaces = await notePublic()
    const shown = await faces()
    expect(shown.filter((c) => !publicFaces.has(c)), 'faces the computer showed that were never public').toEqual([])
  })
})

// FD-6, FD-2: a round's end is each phone's to read and dismiss; the next round's opening look
// waits for that, on that phone (it used to wait there for ever, with the status stuck).
test("FD-6: a round's result reaches each phone, and its Next round brings that player's next opening look", async ({ page, app, phone, clock }) => {
  const links = await startWithPhones(page, app, '/play/four-down?seed=fd-phones-rounds', ['Ben@phone', 'Mia@phone', 'bot'])
  const ben = await phone(links[0]!)
  const mia = await phone(links[1]!)
  // Both phones are at the table before the clock moves.
  await expect(mia.getByTestId('seat-screen')).toHaveAttribute('data-seat', '1')
  const opening = ben.getByTestId('slot-0-0').locator('svg')
  await expect(opening).not.toHaveAttribute('data-card', 'back')
  // The first round's look runs out on the clock, so what shows in round 2 can only be its own.
  await clock.advance(PHONE_LOOK_MS)
  await expect(opening).toHaveAttribute('data-card', 'back')

  // Ben calls at his first turn; Mia and the computer take their last turns.
  await playOn(clock, [page, ben, mia], {
    done: () => ben.getByTestId('round-result').isVisible(),
    step: async () => {
      for (const p of [ben, mia]) {
        const text = (await p.getByTestId('status').textContent()) ?? ''
        if (/^Your turn: take a card/.test(text) && p === ben) await actOn(p, () => p.getByTestId('act-call').click())
        else if (/^Your (last )?turn: take a card/.test(text)) await actOn(p, () => p.getByTestId('act-stock').click())
        else if (/^You drew/.test(text)) await actOn(p, () => p.getByTestId('act-discard').click())
        else if (/^Tap one of your cards/.test(text)) await actOn(p, () => p.locator('[data-testid=seat-screen] .slot.target').first().click())
        else continue
        return true
      }
      return false
    },
  })

  for (const p of [ben, mia]) {
    const sheet = p.getByTestId('round-result')
    await expect(sheet).toBeVisible()
    await expect(sheet).toContainText('Round 1 ended: Ben called.')
    await expect(sheet.getByTestId('round-result-row')).toHaveCount(3)
    await expect(p.getByTestId('status')).toHaveText('Round 1 is over.')
  }
  // Round 2 is dealt, but Ben's look at his cards 1 and 2 waits until he has read the result.
  await expect(opening).toHaveAttribute('data-card', 'back')
  await ben.getByTestId('round-next').click()
  await expect(ben.getByTestId('round-result')).toHaveCount(0)
  await expect(ben.getByTestId('opening-hint')).toBeVisible()
  await expect(opening).not.toHaveAttribute('data-card', 'back')
  await expect(ben.getByTestId('status')).not.toHaveText('Round 1 is over.')
  // Mia's phone still shows the result until she dismisses it: each phone is its own.
  await expect(mia.getByTestId('round-result')).toBeVisible()
  await mia.getByTestId('round-next').click()

  // The computer, which nobody here plays at, shows the live table again once round 2 is played.
  await playOn(clock, [page, ben, mia], {
    done: async () => !(await page.getByTestId('round-result').isVisible()),
    step: async () => {
      for (const p of [ben, mia]) {
        const text = (await p.getByTestId('status').textContent()) ?? ''
        if (/^Your turn: take a card/.test(text)) await actOn(p, () => p.getByTestId('act-stock').click())
        else if (/^You drew/.test(text)) await actOn(p, () => p.getByTestId('act-discard').click())
        else continue
        return true
      }
      return false
    },
  })
  await expect(page.getByTestId('round-result')).toHaveCount(0)
  await expect(page.getByTestId('status')).not.toHaveText('Round 1 is over.')
})
