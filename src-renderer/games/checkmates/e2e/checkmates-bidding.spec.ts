import type { Page } from '@playwright/test'
import { defaultBiddingConfig } from '@shared/checkmates/bidding'
import { lineOnScreen } from './solver'
import { lookAtEverySize } from './checkmates-ru'
import { noAnimation, pastTheReveal, playOn } from '../../../../tests/e2e/play'
import { speak } from '../../../../tests/e2e/words'
import { openAtYourMove } from '../../../../tests/e2e/tables'
import type { TestClock } from '../../../../tests/e2e/clock'
import { addPlayers, expect, test, type RunningWebEdition } from '../../../../tests/e2e/web-edition'
import { shot } from '../../../../tests/e2e/shots'

test.use(noAnimation)

// Lena must bid before the computer players: their thinking runs on the test clock at a person's
// pace (--bot-pace), so none of them bids before the test moves time on.
test.use({ webArgs: ['--bot-pace', '1'] })

test('one person and a computer player bid and prove through a short game of two cards', async ({ page, app, clock }) => {
  await addPlayers(page, app, 'Lena')

  await page.goto(app.at('/play/checkmates?seed=e2e-bidding'))
  await expect(page.getByTestId('lobby-seat')).toHaveCount(3)
  await page.getByRole('button', { name: 'Remove seat 3' }).click()
  await page.getByTestId('seat-1').selectOption('bot:hard')
  await page.getByTestId('lobby-cards-short').check()
  await page.getByTestId('lobby-cards').fill('2')
  await shot(page, { path: 'test-results/checkmates-bidding-lobby.png' })
  await page.getByTestId('lobby-start').click()

  const table = page.getByTestId('bidding-table')
  await expect(table).toHaveAttribute('data-phase', 'bidding')
  await expect(page.getByTestId('bid-keys-0')).toContainText('1 fewer 2 more 3 bid')

  // Card 1: Lena bids the optimum from the keyboard (her row: 1 fewer, 2 more, 3 bid).
  const line = await lineOnScreen(page)
  const pending = page.getByTestId('bid-pending-0')
  const start = Number(await pending.textContent())
  for (let i = start; i !== line.length; i += line.length > i ? 1 : -1) await page.keyboard.press(line.length > i ? '2' : '1')
  await expect(pending).toHaveText(String(line.length))
  await shot(page, { path: 'test-results/checkmates-bidding-pending.png' })
  await page.keyboard.press('3')
  const standing = page.getByTestId('standing-bid')
  await expect(standing).toHaveAttribute('data-moves', String(line.length))
  await shot(page, { path: 'test-results/checkmates-bidding-count.png' })

  // A hard player never bids under the optimum, so the count runs out — at its very end, not a
  // millisecond sooner — and Lena proves.
  await clock.advance(defaultBiddingConfig(2).countMs - 1)
  await expect(table).toHaveAttribute('data-phase', 'bidding')
  await expect(standing).toHaveAttribute('data-moves', String(line.length))
  await clock.advance(1)
  await expect(table).not.toHaveAttribute('data-phase', 'bidding')
  const proof = page.getByTestId('proof-box')
  await expect(page.getByTestId('concede')).toBeVisible()
  await expect(proof).toHaveAttribute('data-bid', String(line.length))
  for (const [i, move] of line.entries()) {
    const [from, to] = move.split('-')
    await page.locator(`[data-cell="${from}"]`).click()
    if (i === 0) await shot(page, { path: 'test-results/checkmates-bidding-proof.png' })
    await page.locator(`[data-cell="${to}"]`).click()
    if (i < line.length - 1) await expect(proof).toHaveAttribute('data-count', String(i + 1))
  }
  const result = page.getByTestId('result-box')
  await expect(result).toBeVisible()
  await expect(result).toHaveAttribute('data-optimal', String(line.length))
  await expect(page.getByTestId('replay-note')).toBeVisible()
  await shot(page, { path: 'test-results/checkmates-bidding-result.png' })
  await page.getByTestId('next-card').click()

  // Card 2: Lena sits it out; the computer bids, waits out its count and proves at a person's pace.
  await expect(page.getByTestId('card-number')).toHaveText('2 of 2')
  let proving = false
  await playOn(clock, [page], {
    done: () => result.isVisible(),
    step: async () => {
      proving ||= await proof.isVisible()
      return false
    },
  })
  expect(proving).toBe(true)
  await expect(result).toHaveAttribute('data-outcome', 'proved')
  await page.getByTestId('next-card').click()

  await pastTheReveal(page, clock)
  const final = page.getByTestId('table-result')
  await expect(final).toBeVisible()
  await expect(final.getByTestId('result-row')).toHaveCount(2)
  await shot(page, { path: 'test-results/checkmates-bidding-final.png' })
  const history = page.getByTestId('history')
  await expect(history).toContainText(/proved it in/)
  await expect(history).toContainText(/Game over/)
})

test('CM-8: two people at one keyboard: once undercut, a pad shows the next legal bid with its keys still beside it', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena', 'Ben')
  await page.goto(app.at('/play/checkmates?seed=e2e-undercut'))
  await page.getByRole('button', { name: 'Remove seat 3' }).click()
  await page.getByTestId('seat-1').selectOption({ label: 'Ben' })
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('bidding-table')).toHaveAttribute('data-phase', 'bidding')

  const ben = page.getByTestId('bid-pending-1')
  const start = Number(await ben.textContent())
  await expect(page.getByTestId('bid-pending-0')).toHaveText(String(start))
  // Lena bids the number both pads show: Ben's is no longer lower.
  await page.keyboard.press('3')
  await expect(page.getByTestId('standing-bid')).toHaveAttribute('data-moves', String(start))
  await expect(ben).toHaveText(String(start - 1))
  await expect(page.getByTestId('bid-problem-1')).toHaveText(`Lena bid ${start}, so the next bid is ${start - 1}.`)
  await expect(page.getByTestId('bid-keys-1')).toHaveText('Q fewer W more E bid')
  await shot(page, { path: 'test-results/checkmates-bidding-undercut.png' })
  // Ben's bid key bids what his pad shows.
  await page.keyboard.press('e')
  await expect(page.getByTestId('standing-bid')).toHaveAttribute('data-moves', String(start - 1))
})

/**
 * A full table in Russian at Lena's first bid: she bids the fewest moves from her keys (1 fewer,
 * 2 more, 3 bid) before any computer player bids, so she is the one to prove (none of them bids
 * below the fewest). `look` looks at the table before her bid. The solver's line for the card.
 */
async function lenaBidsTheFewest(page: Page, app: RunningWebEdition, clock: TestClock, look: () => Promise<void> = async () => {}) {
  await openAtYourMove(page, app, clock, 'checkmates', 'layout-1', 'ru')
  const line = await lineOnScreen(page)
  await look()
  const start = Number(await page.getByTestId('bid-pending-0').textContent())
  for (let i = start; i !== line.length; i += line.length > i ? 1 : -1) await page.keyboard.press(line.length > i ? '2' : '1')
  await page.keyboard.press('3')
  await expect(page.getByTestId('standing-bid')).toContainText('наименьшая заявка')
  return line
}

// Two tests of one table: the bidding and its count, then the proof and the card's result.
test.describe('in Russian: a full bidding table speaks Russian while bidding, proving and after a card, with nothing clipped at any size', () => {
  test('while bidding and counting', async ({ page, app, clock }) => {
    await lenaBidsTheFewest(page, app, clock, async () => {
      await expect(page.getByTestId('bid-keys-0')).toHaveText('1 −1 2 +1 3 заявить')
      await expect(page.getByTestId('bid-place-0')).toHaveText('Заявить')
      await expect(page.getByTestId('status')).toHaveText(/^(Посчитайте ходы в уме и заявите\. Доказывает меньшая заявка\.|.+ заявляет \d+ ход(а|ов)?\. Кто-нибудь сможет меньше\?)$/)
      await expect(page.getByTestId('card-number')).toHaveText(/^1 из \d+$/)
      await lookAtEverySize(page, 'bidding', 'ru')
    })
    for (const language of ['en', 'ru'] as const) {
      await speak(app, language)
      await lookAtEverySize(page, 'bidding-count', language)
    }
  })

  test('proving, and after the card', async ({ page, app, clock }) => {
    const line = await lenaBidsTheFewest(page, app, clock)
    // Her count runs out.
    await clock.advance(defaultBiddingConfig(2).countMs)
    const proof = page.getByTestId('proof-box')
    await expect(proof).toContainText(/^Lena доказывает \d+ ход/)
    await expect(page.getByTestId('concede')).toHaveText('Сдаться (штрафная карточка)')
    await expect(page.getByTestId('proof-count')).toHaveAttribute('aria-label', /^Сделано ходов: 0 из \d+$/)
    for (const language of ['en', 'ru'] as const) {
      await speak(app, language)
      await lookAtEverySize(page, 'bidding-proof', language)
    }
    // Each move waits for the host's board before the next: a click on a token the screen has not
    // moved yet would pick up nothing.
    for (const [i, move] of line.entries()) {
      const [from, to] = move.split('-')
      await page.locator(`[data-cell="${from}"]`).click()
      await page.locator(`[data-cell="${to}"]`).click()
      if (i < line.length - 1) await expect(proof).toHaveAttribute('data-count', String(i + 1))
    }
    const result = page.getByTestId('result-box')
    await expect(result).toBeVisible()
    await expect(page.getByTestId('replay')).toHaveText('Повторить решение')
    await expect(result).toContainText(/Лучшее решение: \d+ ход|Решатель не находит решения/)
    for (const language of ['en', 'ru'] as const) {
      await speak(app, language)
      await lookAtEverySize(page, 'bidding-result', language)
    }
  })
})
