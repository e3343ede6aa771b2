import { DECK, faceOf, parseBoard, parseTask, solveCold, type Side } from '@shared/checkmates'
import { lookAtEverySize } from './checkmates-ru'
import { speak } from '../../../../tests/e2e/words'
import { expect, test } from '../../../../tests/e2e/web-edition'

function optimum(side: Side, board: string, task: string): number | null {
  const b = parseBoard(side, board)
  const t = parseTask(side, task)
  if (!b.ok || !t.ok) throw new Error('fixture does not parse')
  const s = solveCold(b.value, t.value)
  if (!s.ok) throw new Error(s.error)
  return s.value.optimal
}

test('the bid checker says "possible" and "not possible in N — the best is M", then steps through a best line', async ({ page, app }) => {
  const side = 'chess'
  const board = 'RN./QKr/nq.'
  const card = DECK.find((c) => c.id === 'c19')!
  const task = faceOf(card, side).task
  const best = optimum(side, board, task)!
  expect(best).toBeGreaterThan(1)

  await page.goto(app.at('/checkmates/checker?side=chess'))
  await page.getByTestId('checker-board-input').fill(board)
  await page.getByTestId('checker-board-use').click()
  await expect(page.locator('.board-box [data-board]')).toHaveAttribute('data-board', board)
  await page.getByTestId('checker-card-c19').click()
  await expect(page.getByTestId('checker-task')).toHaveAttribute('data-task', task)

  await page.getByTestId('checker-bid').fill(String(best))
  await page.getByTestId('checker-check').click()
  const verdict = page.getByTestId('checker-verdict')
  await expect(verdict).toHaveAttribute('data-verdict', 'possible')
  await expect(verdict).toHaveAttribute('data-optimal', String(best))
  await expect(verdict).toContainText(`the best is ${best}`)

  await page.getByTestId('checker-bid').fill(String(best - 1))
  await page.getByTestId('checker-check').click()
  await expect(verdict).toHaveAttribute('data-verdict', 'not-possible')
  await expect(verdict).toContainText(new RegExp(`Not possible in ${best - 1} moves? — the best is ${best}`))

  // Step to the end of the line: the board then satisfies the card.
  const solution = page.getByTestId('checker-solution')
  for (let i = 0; i < best; i++) await page.getByTestId('checker-next').click()
  await expect(page.getByTestId('checker-step')).toHaveText(`Step ${best} of ${best}`)
  const end = await solution.locator('[data-board]').getAttribute('data-board')
  expect(optimum(side, end!, task)).toBe(0)

  // Issue 31 item 20: a bid that is no bid takes the verdict and the line with it, beside the reason.
  await page.getByTestId('checker-bid').fill('')
  await expect(page.getByTestId('checker-blocked')).toHaveText('To check, enter a bid: a whole number of moves, 0 or more.')
  await expect(verdict).toHaveCount(0)
  await expect(solution).toHaveCount(0)
})

test('a board is placed by clicks and keys; an impossible board is explained; a drawn task is checked', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/checker?side=fifteen'))
  await page.getByTestId('checker-board-input').fill('BR./G.B/RG*')
  await page.getByTestId('checker-board-use').click()
  const boardEl = page.locator('.board-box [data-board]')

  // Lift the wildcard off c1 and put it on b2 by clicks: still a legal board.
  await boardEl.locator('[data-cell="c1"]').click()
  await boardEl.locator('[data-cell="b2"]').click()
  await expect(boardEl).toHaveAttribute('data-board', 'BR./G*B/RG.')
  await expect(page.getByTestId('checker-board-problem')).toHaveCount(0)

  // From the keyboard: a third blue on c1 is one blue too many, and the screen says so.
  await boardEl.locator('[data-cell="c1"]').focus()
  await page.keyboard.press('B')
  await expect(boardEl).toHaveAttribute('data-board', 'BR./G*B/RGB')
  await expect(page.getByTestId('checker-board-problem')).toContainText('Blue: a Fifteen board has 2, this one has 3.')
  await expect(page.getByTestId('checker-check')).toBeDisabled()
  await page.keyboard.press('Delete')
  await expect(page.getByTestId('checker-board-problem')).toHaveCount(0)

  // Draw a task by hand: red at a1 and c1 (marks cycle B → R → G).
  await page.getByTestId('checker-source-own').click()
  for (const cell of ['a1', 'c1']) {
    await page.getByTestId(`checker-mark-${cell}`).click()
    await page.getByTestId(`checker-mark-${cell}`).click()
  }
  await expect(page.getByTestId('checker-task')).toHaveAttribute('data-task', '.../.../R.R')
  const best = optimum('fifteen', 'BR./G*B/RG.', '.../.../R.R')!
  await page.getByTestId('checker-bid').fill(String(best))
  await page.getByTestId('checker-check').click()
  await expect(page.getByTestId('checker-verdict')).toHaveAttribute('data-verdict', 'possible')
  await expect(page.getByTestId('checker-verdict')).toHaveAttribute('data-optimal', String(best))
})

test('laying out a board: clear it, place from the tray, move by two clicks or a drag, and be told what is missing', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/checker?side=fifteen'))
  const boardEl = page.locator('.board-box [data-board]')
  const blocked = page.getByTestId('checker-blocked')
  const hand = page.getByTestId('checker-hand')

  await page.getByTestId('checker-clear').click()
  await expect(boardEl).toHaveAttribute('data-board', '.../.../...')
  await expect(page.getByTestId('checker-check')).toBeDisabled()
  await expect(blocked).toContainText('2 blue, 2 red, 2 green, 1 wildcard still in the tray')

  // A tray token stays in hand while any are left, and the hand says so.
  await page.getByTestId('checker-tray-B').click()
  await expect(hand).toContainText('In hand: blue from the tray (2 left)')
  for (const cell of ['a3', 'b3']) await boardEl.locator(`[data-cell="${cell}"]`).click()
  await expect(hand).toContainText('Nothing in hand')
  for (const [token, cells] of [['R', ['c3', 'a1']], ['G', ['a2', 'b1']], ['*', ['c1']]] as const) {
    await page.getByTestId(`checker-tray-${token}`).click()
    for (const cell of cells) await boardEl.locator(`[data-cell="${cell}"]`).click()
  }
  await expect(boardEl).toHaveAttribute('data-board', 'BBR/G../RG*')
  await expect(blocked).toHaveText('')
  await expect(page.getByTestId('checker-check')).toBeEnabled()

  // Two clicks move a token; onto another token they swap.
  await boardEl.locator('[data-cell="c1"]').click()
  await expect(hand).toContainText('the wildcard from c1')
  await boardEl.locator('[data-cell="c2"]').click()
  await expect(boardEl).toHaveAttribute('data-board', 'BBR/G.*/RG.')
  await boardEl.locator('[data-cell="a3"]').click()
  await boardEl.locator('[data-cell="c3"]').click()
  await expect(boardEl).toHaveAttribute('data-board', 'RBB/G.*/RG.')

  // A drag moves a token too.
  const box = async (cell: string) => (await boardEl.locator(`[data-cell="${cell}"]`).boundingBox())!
  const from = await box('c2')
  const to = await box('c1')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 })
  await page.mouse.up()
  await expect(boardEl).toHaveAttribute('data-board', 'RBB/G../RG*')

  // A six-token board: "Check the bid" says what is missing instead of going quiet.
  await boardEl.locator('[data-cell="a1"]').click()
  await page.getByTestId('checker-hand-remove').click()
  await expect(boardEl).toHaveAttribute('data-board', 'RBB/G../.G*')
  await expect(page.getByTestId('checker-check')).toBeDisabled()
  await expect(blocked).toHaveText('To check, finish the board: 1 red still in the tray.')
  await expect(page.getByTestId('checker-board-problem')).toContainText('this one has 3 empty')

  await page.getByTestId('checker-random').click()
  const random = await boardEl.getAttribute('data-board')
  expect(parseBoard('fifteen', random!).ok).toBe(true)
  await expect(page.getByTestId('checker-check')).toBeEnabled()
  await page.getByTestId('checker-check').click()
  await expect(page.getByTestId('checker-verdict')).toBeVisible()
})

test('a typed board that is not a legal board is refused beside the field with the reason, and nothing on the board or tray changes', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/checker?side=fifteen'))
  const boardEl = page.locator('.board-box [data-board]')
  const input = page.getByTestId('checker-board-input')
  const problem = page.getByTestId('checker-board-input-problem')
  const before = await boardEl.getAttribute('data-board')

  for (const [typed, reason] of [
    ['XYZ', 'That board cannot be used. A board is three ranks of three cells separated by “/”; “XYZ” is not.'],
    ['GGG/GBB/BRR', 'That board cannot be used. Blue: a Fifteen board has 2, this one has 3.'],
  ] as const) {
    await input.fill(typed)
    await page.getByTestId('checker-board-use').click()
    await expect(problem).toContainText(reason)
    await expect(input).toHaveValue(typed)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(boardEl).toHaveAttribute('data-board', before!)
    for (const token of ['B', 'R', 'G', '*']) await expect(page.getByTestId(`checker-tray-${token}`).locator('.count')).toHaveText('0')
  }

  // Fifteen's tokens have one case, so lower case reads the same.
  await input.fill('br./g*b/rg.')
  await page.getByTestId('checker-board-use').click()
  await expect(boardEl).toHaveAttribute('data-board', 'BR./G*B/RG.')
  await expect(problem).toHaveCount(0)
  await expect(input).toHaveValue('BR./G*B/RG.')
})

test('in Chess a typed board keeps its case, since case is colour: a lower-case king is no token', async ({ page, app }) => {
  await page.goto(app.at('/checkmates/checker?side=chess'))
  const boardEl = page.locator('.board-box [data-board]')
  const before = await boardEl.getAttribute('data-board')
  await page.getByTestId('checker-board-input').fill('rn./qkR/NQ.')
  await page.getByTestId('checker-board-use').click()
  await expect(page.getByTestId('checker-board-input-problem')).toContainText('“k” on b2 is not a Chess token')
  await expect(boardEl).toHaveAttribute('data-board', before!)
  await page.getByTestId('checker-board-input').fill('rn./qKR/NQ.')
  await page.getByTestId('checker-board-use').click()
  await expect(boardEl).toHaveAttribute('data-board', 'rn./qKR/NQ.')
})

test('an answer is never shown under a bid it was not given for: a bid that is no bid hides it, a new bid is judged against the same best', async ({ page, app }) => {
  const side = 'chess'
  const board = 'RN./QKr/nq.'
  const task = faceOf(DECK.find((c) => c.id === 'c19')!, side).task
  const best = optimum(side, board, task)!
  expect(best).toBeGreaterThan(1)
  await page.goto(app.at('/checkmates/checker?side=chess'))
  await page.getByTestId('checker-board-input').fill(board)
  await page.getByTestId('checker-board-use').click()
  await page.getByTestId('checker-card-c19').click()
  const bid = page.getByTestId('checker-bid')
  const verdict = page.getByTestId('checker-verdict')
  await bid.fill(String(best))
  await page.getByTestId('checker-check').click()
  await expect(verdict).toHaveAttribute('data-verdict', 'possible')

  for (const wrong of ['-1', '', '2.5']) {
    await bid.fill(wrong)
    await expect(verdict).toHaveCount(0)
    await expect(page.getByTestId('checker-blocked')).toContainText('enter a bid')
  }
  await bid.fill(String(best - 1))
  await expect(verdict).toHaveAttribute('data-verdict', 'not-possible')
  await expect(verdict).toContainText(new RegExp(`Not possible in ${best - 1} moves? — the best is ${best}`))
})

// Three tests of the checker in Russian: laying out, judging, and a card of one's own.
test.describe('in Russian: the bid checker lays out, refuses, judges and steps through a line in Russian, with nothing clipped at any size', () => {
  const side = 'chess'
  const board = 'RN./QKr/nq.'
  const task = faceOf(DECK.find((c) => c.id === 'c19')!, side).task

  test('laying out a board, and refusing one', async ({ page, app }) => {
    for (const language of ['en', 'ru'] as const) {
      await speak(app, language)
      await page.goto(app.at('/checkmates/checker?side=fifteen'))
      await page.getByTestId('checker-clear').click()
      await page.getByTestId('checker-tray-B').click()
      await lookAtEverySize(page, 'checker-editing', language)
    }
    // Russian stays on from here.
    await page.setViewportSize({ width: 1024, height: 640 })
    await expect(page.locator('h1')).toHaveText('Проверка заявки')
    await expect(page.getByTestId('checker-hand')).toContainText('В руке: синяя фишка из запаса (там ещё 2). Щёлкните по клетке, чтобы поставить.')
    await expect(page.getByTestId('checker-blocked')).toHaveText(
      'Чтобы проверить, доставьте доску: в запасе ещё синяя фишка ×2, красная фишка ×2, зелёная фишка ×2, джокер ×1.',
    )
    await expect(page.getByTestId('checker-board-problem')).toContainText('здесь 9 пустых')
    await expect(page.getByTestId('checker-tray-R')).toHaveAccessibleName('красная фишка: в запасе 2, клавиша R')
    // A typed board the rules refuse is said by its code, in Russian, never by the English the reader carries.
    await page.getByTestId('checker-board-input').fill('GGG/GBB/BRR')
    await page.getByTestId('checker-board-use').click()
    await expect(page.getByTestId('checker-board-input-problem')).toHaveText(
      'Эту доску нельзя использовать. Синяя фишка: в наборе стороны «Пятнашки» — 2, на этой доске — 3.',
    )
  })

  test('judging a bid and stepping through a line', async ({ page, app }) => {
    const best = optimum(side, board, task)!
    await speak(app, 'ru')
    await page.goto(app.at('/checkmates/checker?side=chess'))
    await page.getByTestId('checker-board-input').fill(board)
    await page.getByTestId('checker-board-use').click()
    await page.getByTestId('checker-card-c19').click()
    await page.getByTestId('checker-bid').fill(String(best))
    await page.getByTestId('checker-check').click()
    const verdict = page.getByTestId('checker-verdict')
    await expect(verdict).toHaveAttribute('data-verdict', 'possible')
    await expect(verdict).toContainText(`Выполнимо. За ${best} `)
    await expect(verdict).toContainText(`лучшее решение — ${best}.`)
    await page.getByTestId('checker-next').click()
    await expect(page.getByTestId('checker-step')).toHaveText(`Шаг 1 из ${best}`)
    await lookAtEverySize(page, 'checker-possible', 'ru')
    await page.getByTestId('checker-bid').fill(String(best - 1))
    await page.getByTestId('checker-check').click()
    await expect(verdict).toHaveAttribute('data-verdict', 'not-possible')
    await expect(verdict).toContainText(`Невыполнимо за ${best - 1} `)
    await lookAtEverySize(page, 'checker-not-possible', 'ru')
  })

  test("a card of one's own", async ({ page, app }) => {
    await page.goto(app.at('/checkmates/checker?side=chess'))
    await page.getByTestId('checker-board-input').fill(board)
    await page.getByTestId('checker-board-use').click()
    for (const language of ['en', 'ru'] as const) {
      await speak(app, language)
      await page.getByTestId('checker-source-own').click()
      await page.getByTestId('checker-mark-a1').click()
      await lookAtEverySize(page, 'checker-own-card', language)
      await page.getByTestId('checker-source-deck').click()
    }
  })
})
