import type { Locator, Page } from '@playwright/test'
import { lineOnScreen } from './solver'
import { defaultBiddingConfig, PER_STEP_MS } from '@shared/checkmates/bidding'
import { ask } from '../../../../tests/e2e/ws-client'
import { expect, expectEnding, playToTheEnd, startWithPhones, test } from '../../../../tests/e2e/phones'

/** Sets a phone's bid pad to `n` by taps and places it. */
async function bid(pad: { pending: Locator; raise: Locator; lower: Locator; place: Locator }, n: number) {
  for (let i = 0; i < 40 && Number(await pad.pending.textContent()) !== n; i++) {
    await (Number(await pad.pending.textContent()) < n ? pad.raise : pad.lower).click()
  }
  await expect(pad.pending).toHaveText(String(n))
  await pad.place.click()
}
const padOf = (p: Page, seat: number) => ({
  pending: p.getByTestId(`bid-pending-${seat}`),
  raise: p.getByTestId(`bid-raise-${seat}`),
  lower: p.getByTestId(`bid-lower-${seat}`),
  place: p.getByTestId(`bid-place-${seat}`),
})

/** Proves a bid on a phone's own board: the solver's line, tapped token by token. */
async function prove(p: Page, length: number) {
  await expect(p.locator('[data-board]')).toBeVisible()
  await expect(p.locator('[data-task]')).toBeVisible()
  const moves = await lineOnScreen(p)
  expect(moves).toHaveLength(length)
  const board = p.locator('[data-board]').first()
  for (const [i, move] of moves.entries()) {
    const [from, to] = move.split('-')
    const before = await board.getAttribute('data-board')
    await p.locator(`[data-cell="${from}"]`).tap()
    await p.locator(`[data-cell="${to}"]`).tap()
    // The next move is tapped on the board this one made, not on the one before it (the last
    // move ends the proof, and the board goes).
    if (i < moves.length - 1) await expect(board).not.toHaveAttribute('data-board', before!)
  }
}

// CM-8 from phones: both bid on their own phones; the lowest proves by tapping the tokens on
// the board her phone shows, and the result reaches every screen. CM-10: a short game of two
// cards, played to its final score from the phones alone.
test('a Check Mates bidding game bid and proved from phones, to the final score', async ({ page, app, phone, clock }) => {
  const links = await startWithPhones(page, app, '/play/checkmates?seed=phones-bid', ['Ben@phone', 'Mia@phone'], async (lobby) => {
    await lobby.getByTestId('lobby-cards-short').check()
    await lobby.getByTestId('lobby-cards').fill('2')
  })
  const tableId = new URL(page.url()).hash.split('/').pop()!
  const ben = await phone(links[0]!)
  const mia = await phone(links[1]!)
  const table = page.getByTestId('bidding-table')
  await expect(table).toHaveAttribute('data-phase', 'bidding')
  const line = await lineOnScreen(page)

  // The game's phase as the host has it: a screen may not have heard of a change yet.
  const phase = async () => ((await ask(app, 'table:get', { tableId })).value as { view: { phase: string } }).view.phase
  const { countMs, resultMs } = defaultBiddingConfig(2)
  // The count on the standing bid runs out on the test's clock: bids are still open at its last
  // millisecond, and the proof starts at its end.
  async function countRunsOut() {
    // The standing bid is the host's before its count is run out: a tap on a phone is on its way
    // until then, and a bid that arrived after the clock moved would start its count later.
    await expect.poll(async () => ((await ask(app, 'table:get', { tableId })).value as { view: { standing: unknown } }).view.standing).not.toBeNull()
    await clock.advance(countMs - 1)
    expect(await phase()).toBe('bidding')
    await clock.advance(1)
    // Nothing more moves the clock: the host starts the proof on its own once the count is out.
    await expect.poll(phase).toBe('proving')
  }

  await bid(padOf(ben, 0), line.length + 2)
  await expect(page.getByTestId('history')).toContainText(`Ben opens with ${line.length + 2} moves`)
  await bid(padOf(mia, 1), line.length)
  await expect(page.getByTestId('history')).toContainText('Mia undercuts')

  // The count runs out: Mia proves on her phone's board, Ben's phone has nothing to move.
  await countRunsOut()
  await expect(mia.locator('[data-board]')).toBeVisible()
  await expect(ben.locator('[data-board]')).toHaveCount(0)
  await prove(mia, line.length)
  const result = page.getByTestId('result-box')
  await expect(result).toBeVisible()
  await expect(result).toHaveAttribute('data-outcome', 'proved')
  await expect(page.getByTestId('history')).toContainText(`Mia proved it in ${line.length} move`)

  // The result stays up for its time and a step per move of the solution, then the second and
  // last card comes, from the board Mia's proof left (CM-9): Ben alone bids, and proves.
  await clock.advance(resultMs + line.length * PER_STEP_MS - 1)
  expect(await phase()).toBe('result')
  await clock.advance(1)
  await expect(table).toHaveAttribute('data-card-number', '2')
  await expect(table).toHaveAttribute('data-phase', 'bidding')
  const second = await lineOnScreen(page)
  await bid(padOf(ben, 0), second.length)
  await countRunsOut()
  await prove(ben, second.length)
  await expect(page.getByTestId('history')).toContainText(`Ben proved it in ${second.length} move`)

  // The last result's time runs out, and the final score is on every screen.
  await playToTheEnd(clock, { app, tableId }, [page, ben, mia], async () => false)
  await expect(page.getByTestId('table-result')).toBeVisible()
  await expectEnding(ben, page, 'Ben', 'checkmates-ben')
  await expectEnding(mia, page, 'Mia', 'checkmates-mia')
})
