import { describe, expect, test } from 'vitest'
import { applyMove, isSatisfied, parseBoard, parseMove, parseTask, type Board } from '../../shared/checkmates'
import { createAnswerer } from './solve'

const line = (mode: string, board: string, task: string) => JSON.stringify({ mode, board, task })

function replays(mode: 'fifteen' | 'chess', boardText: string, taskText: string, moves: string[]): boolean {
  const b = parseBoard(mode, boardText)
  const t = parseTask(mode, taskText)
  if (!b.ok || !t.ok) return false
  let board: Board = b.value
  for (const text of moves) {
    const m = parseMove(text)
    const next = m.ok ? applyMove(board, m.value) : m
    if (!next.ok) return false
    board = next.value
  }
  return isSatisfied(board, t.value)
}

describe('cli solve: the DESIGN.md contract', () => {
  test('an optimal line that replays to a satisfying board, and the same optimum when asked again', () => {
    const answer = createAnswerer()
    const input = line('chess', 'RN./QKr/nq.', 'w.b/.N./b.w')
    const first = answer(input)
    expect(first).toMatchObject({ optimal: 2 })
    expect('moves' in first && first.moves && replays('chess', 'RN./QKr/nq.', 'w.b/.N./b.w', first.moves)).toBe(true)
    expect(answer(input)).toMatchObject({ optimal: 2 })
  })

  test('CM-5: nulls when no reachable board satisfies the task', () => {
    expect(createAnswerer()(line('chess', 'RN./QKr/nq.', '.Q./QNQ/...'))).toEqual({ optimal: null, moves: null })
  })

  test('already satisfied: zero moves', () => {
    expect(createAnswerer()(line('fifteen', 'BR./G*B/RG.', 'BR./.../...'))).toEqual({ optimal: 0, moves: [] })
  })

  test.each([
    ['not JSON', 'not a JSON line'],
    ['[1,2]', 'expected a JSON object'],
    ['{"mode":"go","board":"BR./G*B/RG.","task":"B../.../..."}', '"mode" must be "fifteen" or "chess", got "go"'],
    ['{"mode":"fifteen","task":"B../.../..."}', '"board" must be a string'],
    ['{"mode":"fifteen","board":"BRB/G*B/RG.","task":"B../.../..."}', 'board: the Fifteen side has 2 blue tokens, this board has 3'],
    ['{"mode":"chess","board":"RN./QKr/nq.","task":"B../.../..."}', 'task: "B" at a3 is not a Chess task mark'],
  ])('a malformed line %s is an error naming the problem', (input, message) => {
    const a = createAnswerer()(input)
    expect('error' in a && a.error).toContain(message)
  })
})
