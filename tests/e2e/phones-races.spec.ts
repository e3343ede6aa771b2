import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { RANK_NAMES, RANKS, rankOf, type Card, type Rank } from '../../shared/cards'
import { actOn, expect, expectEnding, playToTheEnd, publicFacesOf, startWithPhones, STILL_SCREENS, test, watchFaces } from './phones'
import type { Page } from '@playwright/test'

// The English rank names the status line uses, read as the app's messages hold them.
const rankNames = (JSON.parse(readFileSync(join(import.meta.dirname, '../../src-renderer/games/cheat/locales/en.json'), 'utf8')) as { cheat: { rankNames: Record<string, string> } }).cheat.rankNames

test.use(STILL_SCREENS)

const RANK_OF_NAME = Object.fromEntries(Object.entries(RANK_NAMES).map(([rank, name]) => [name, rank as Rank]))
const faceAt = (p: Page, testid: string) => p.getByTestId(testid).locator('[data-card]').first().getAttribute('data-card')

// CK-5 from a phone: the matching window is a race the host's clock orders, and a tap on the
// phone takes part in it like a key at the computer. Then Ben calls Check and the round is
// played out (CK-7, CK-10), the computer showing no face that was not public.
test.describe(() => {
  // The computer player thinks at its pace on the test clock: a window Ben can match in is his
  // to win, since the computer's throw waits for the clock, however late his tap reaches the host.
  test.use({ webArgs: ['--bot-pace', '1'] })
  test('a Check! matching race won from a phone, and the round played to its end', async ({ page, app, phone, clock }) => {
    const links = await startWithPhones(page, app, '/play/check?seed=race-1', ['Ben@phone', 'bot'])
    const tableId = new URL(page.url()).hash.split('/').pop()!
    const faces = await watchFaces(page)
    const notePublic = await publicFacesOf(app, tableId)
    const ben = await phone(links[0]!)
    const status = ben.getByTestId('status')
    // What Ben knows of his own grid: his opening look (face up until the clock moves), then
    // every card he puts in.
    const known = new Map<number, Card>()
    await expect(ben.locator('[data-testid^=slot-0-] [data-card]:not([data-card=back])')).toHaveCount(2)
    for (let slot = 0; slot < 4; slot++) {
      const face = await faceAt(ben, `slot-0-${slot}`)
      if (face && face !== 'back') known.set(slot, face as Card)
    }
    expect(known.size).toBe(2)
    const slotOfRank = (rank: Rank) => [...known.entries()].find(([, c]) => rankOf(c) === rank)?.[0]

    let won = false
    let called = false
    await playToTheEnd(clock, { app, tableId }, [page, ben], async () => {
      await notePublic()
      const text = (await status.textContent()) ?? ''
      const window = /^Matching window: throw an? (\w+) from your grid/.exec(text)
      const tap = (testid: string) => actOn(ben, () => ben.getByTestId(testid).click())
      if (won && (await ben.getByTestId('call-check').isVisible())) {
        await tap('call-check')
        called = true
      } else if (won && (await ben.getByTestId('pass-0').isVisible())) {
        await tap('pass-0')
      } else if (window && !won) {
        const slot = slotOfRank(RANK_OF_NAME[window[1]!]!)
        if (slot === undefined) return false
        await tap(`slot-0-${slot}`)
        await expect(page.getByTestId('history')).toContainText(`Ben matched with`)
        won = true
        known.delete(slot)
      } else if (/^Your (final )?turn: draw/.test(text)) {
        await tap('act-draw')
        const drawn = (await faceAt(ben, 'drawn-card')) as Card
        const free = [0, 1, 2, 3].find((s) => !known.has(s))
        if (won || slotOfRank(rankOf(drawn)) !== undefined || free === undefined) {
          await tap('discard')
        } else {
          await tap(`slot-0-${free}`)
          known.set(free, drawn)
        }
      } else if (await ben.getByTestId('skip').isVisible()) {
        await tap('skip')
      } else return false
      return true
    })
    expect(won, 'Ben threw a matching card first').toBe(true)
    await expect(page.getByTestId('table-result')).toBeVisible()
    if (called) await expect(page.getByTestId('history')).toContainText('Ben called Check!')
    await expect(ben.getByTestId('seat-result-row')).toHaveCount(2)
    await expectEnding(ben, page, 'Ben', 'check')
    const publicFaces = await notePublic()
    expect((await faces()).filter((c) => !publicFaces.has(c)), 'faces the computer showed that were never public').toEqual([])
  })
})

// CH-3 from a phone: a claim on the table is answered from the phone, and the computer shows
// what the challenge turned up. Then the game is played to its end (CH-4): the phone lets the next
// claim pass with its own button, and the windows after that run out on the test's clock, but for
// a last card's, which waits for every answer and gets Ben's; the computer shows no face that was
// not public. The computer players act at once; a call window stays open for Ben until he answers
// or the test moves the clock. (The seed deals a game of a dozen claims from Ben, among the
// shortest: every tap costs seconds on a loaded machine.)
test('a Cheat challenge from a phone, and the game played to its end', async ({ page, app, phone, clock }) => {
  const links = await startWithPhones(page, app, '/play/cheat?seed=challenge-2', ['Ben@phone', 'bot', 'bot'])
  const tableId = new URL(page.url()).hash.split('/').pop()!
  const faces = await watchFaces(page)
  const notePublic = await publicFacesOf(app, tableId)
  const ben = await phone(links[0]!)
  // The phone is at the table before the clock moves: a window closing before Ben saw it would
  // deal another game than the seed's.
  await expect(ben.getByTestId('seat-screen')).toHaveAttribute('data-seat', '0')
  const history = page.getByTestId('history')
  let called = false
  let accepted = false
  await playToTheEnd(clock, { app, tableId }, [page, ben], async () => {
    await notePublic()
    // What the phone offers, read at once: a loaded machine makes every question to a page slow.
    const offers = await ben.evaluate(() => ({
      status: document.querySelector('[data-testid=status]')?.textContent ?? '',
      call: document.querySelector('[data-testid=call-0]') !== null,
      accept: document.querySelector('[data-testid=accept-0]') !== null,
    }))
    if (!called && offers.call) {
      await actOn(ben, () => ben.getByTestId('call-0').click())
      called = true
      await expect(history).toContainText('Ben calls "Cheat!"')
      // The claimed cards are turned over for everyone, and somebody picks up the pile.
      await expect(history).toContainText(/Shown: .* — (all true|a bluff)\./)
      await expect(history).toContainText(/picks? up the pile/)
      return true
    }
    if (called && offers.accept && (!accepted || /puts down their last cards?:/.test(offers.status))) {
      await actOn(ben, () => ben.getByTestId('accept-0').click())
      accepted = true
      return true
    }
    // Ben's turn: the true cards of the rank asked for, or one bluff when he has none.
    const turn = /^Your turn: put down .* as (\w+)\.$/.exec(offers.status)
    const rank = turn && RANKS.find((r) => rankNames[r] === turn[1])
    if (!rank) return false
    const hand = ben.getByTestId('hand')
    const honest = hand.locator(`[data-testid^=card-${rank}]`)
    const picks = (await honest.count()) > 0 ? await honest.all() : [hand.locator('button').first()]
    for (const pick of picks) await pick.click()
    await actOn(ben, () => ben.getByTestId('claim').click())
    return true
  })
  expect(called && accepted).toBe(true)
  await expect(page.getByTestId('table-result')).toBeVisible()
  await expect(page.getByTestId('table-cheat')).toHaveAttribute('data-viewer', 'public')
  await expect(ben.getByTestId('seat-result-row')).toHaveCount(3)
  await expectEnding(ben, page, 'Ben', 'cheat')
  const publicFaces = await notePublic()
  expect((await faces()).filter((c) => !publicFaces.has(c)), 'faces the computer showed that were never public').toEqual([])
})
