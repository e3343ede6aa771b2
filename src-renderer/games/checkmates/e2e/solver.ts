import type { Page } from '@playwright/test'
import { isSide, makeMove, parseBoard, parseTask, solveCold } from '@shared/checkmates'

/** The solver's line for the board and card a screen shows now, read from the DOM hooks (docs/notation.md). */
export async function lineOnScreen(page: Page): Promise<string[]> {
  const boardEl = page.locator('[data-board]').first()
  const side = await boardEl.getAttribute('data-side')
  const board = await boardEl.getAttribute('data-board')
  const task = await page.locator('[data-task]').first().getAttribute('data-task')
  if (!isSide(side) || !board || !task) throw new Error('no board or card on screen')
  const b = parseBoard(side, board)
  const t = parseTask(side, task)
  if (!b.ok || !t.ok) throw new Error('the screen shows a board or card that does not parse')
  const solved = solveCold(b.value, t.value)
  if (!solved.ok || !solved.value.moves) throw new Error('the card cannot be solved from this board')
  return solved.value.moves.map(makeMove)
}
