import { addPlayers, expect, test } from './web-edition'
import { client, connect } from './ws-client'
import { playOn, stillness } from './play'
import { SIZES, TABLE_WORDS } from './tables'
import { clippedWords } from './words'
import { shot } from './shots'

// Issue 23: the table's own dialogs in Russian — the hand-over screen, the leave question, a
// look's bar and a finished game's result — every word Russian, names as typed, nothing cut off
// at any size. On the test clock the computer players play at once, so a game ends as soon as its
// windows and its ending's reveal have had their time.

test('in Russian the hand-over screen, the leave question and a look\'s bar speak Russian and fit at every size', async ({ page, app }) => {
  const call = client(await connect(app))
  await call('settings:update', { language: 'ru' })
  await addPlayers(page, app, 'Lena', 'Andrey')
  await page.goto(app.at('/play/cheat?seed=handover-1'))
  await page.getByTestId('seat-1').selectOption({ label: 'Andrey' })
  await page.getByTestId('lobby-start').click()

  const handover = page.getByTestId('handover')
  await expect(handover).toBeVisible()
  const who = (await handover.textContent())!.includes('Lena') ? 'Lena' : 'Andrey'
  await expect(handover).toHaveAttribute('aria-label', `Передайте компьютер: ${who}`)
  await expect(handover).toContainText(`Остальные, не смотрите: дальше — только для игрока ${who}.`)
  await expect(page.getByTestId('handover-ready')).toHaveText(`Я — ${who}, покажите`)
  await expect(page.getByTestId('handover-leave')).toHaveText('Выйти из-за стола Esc')
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(stillness)
    await shot(page, { path: `test-results/shots/table-words-ru-handover-${size.width}x${size.height}.png` })
    expect(await page.evaluate(clippedWords, TABLE_WORDS), `hand-over at ${size.width}×${size.height}`).toEqual([])
  }

  // Leaving from the hand-over screen asks first, in Russian, and staying is the default.
  await page.getByTestId('handover-leave').click()
  await expect(page.getByRole('heading', { name: 'Выйти из игры?' })).toBeVisible()
  await expect(page.getByTestId('confirm-yes')).toHaveText('Выйти из игры')
  await expect(page.getByTestId('confirm-no')).toHaveText('Остаться')
  await expect(page.getByTestId('confirm-no')).toBeFocused()
  await page.setViewportSize(SIZES[0])
  await shot(page, { path: 'test-results/shots/table-words-ru-leave-800x600.png' })
  await page.getByTestId('confirm-no').click()

  // Past the hand-over, the bar over the table says whose eyes the hand is for.
  await page.getByTestId('handover-ready').click()
  await expect(page.getByTestId('look-bar')).toContainText(`Только для игрока ${who}. Посмотрели? Передайте компьютер.`)
  await expect(page.getByTestId('look-done')).toHaveText('Готово')
  await expect(page.getByTestId('table-leave')).toHaveText('Выйти из-за стола')
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(stillness)
    await shot(page, { path: `test-results/shots/table-words-ru-look-${size.width}x${size.height}.png` })
    expect(await page.evaluate(clippedWords, TABLE_WORDS), `look bar at ${size.width}×${size.height}`).toEqual([])
  }
  await page.getByTestId('table-leave').click()
  await page.getByTestId('confirm-yes').click()
})

test('in Russian a finished game\'s result and its final table speak Russian and fit at every size', async ({ page, app, clock }) => {
  const call = client(await connect(app))
  await call('settings:update', { language: 'ru' })
  const made = await call('table:create', { gameId: 'checks', seed: 'words-ru', seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] })
  if (!made.ok) throw new Error(made.error!.message)
  await page.goto(app.at(`/table/${(made.value as { tableId: string }).tableId}`))

  const result = page.getByTestId('table-result')
  await playOn(clock, [page], { done: () => result.isVisible() })
  await expect(result).toHaveAttribute('aria-label', 'Итог')
  await expect(result.locator('h2')).toHaveText(/^\s*(Побеждает .+|Ничья)$/)
  await expect(result.getByTestId('result-again')).toHaveText('Сыграть ещё')
  await expect(result.getByTestId('result-again')).toBeFocused()
  await expect(result.getByTestId('result-table')).toHaveText('Посмотреть стол')
  await expect(result.getByTestId('result-review')).toHaveText('Разбор партии')
  await expect(result.getByTestId('result-leave')).toHaveText('Выйти')
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(stillness)
    await shot(page, { path: `test-results/shots/table-words-ru-result-${size.width}x${size.height}.png` })
    expect(await page.evaluate(clippedWords, TABLE_WORDS), `result at ${size.width}×${size.height}`).toEqual([])
  }

  await result.getByTestId('result-table').click()
  await expect(page.getByTestId('ending-scores')).toHaveAttribute('aria-label', 'Итог')
  await expect(page.getByTestId('status')).toHaveText(/^(Побеждает .+: \d+ : \d+\.|Ничья: \d+ : \d+\.)$/)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(stillness)
    await shot(page, { path: `test-results/shots/table-words-ru-ending-${size.width}x${size.height}.png` })
    expect(await page.evaluate(clippedWords, TABLE_WORDS), `final table at ${size.width}×${size.height}`).toEqual([])
  }
})
