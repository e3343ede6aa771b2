import { describe, expect, test } from 'vitest'
import { CELLS, type Side } from './model'
import { parseBoard, parseTask } from './notation'
import { matchingRotations, matchTask, rotateCell, rotateTask } from './task'
import { makeTask } from './notation'

const parse = (side: Side, board: string, task: string) => {
  const b = parseBoard(side, board)
  const t = parseTask(side, task)
  if (!b.ok || !t.ok) throw new Error(`bad fixture ${board} ${task}`)
  return [b.value, t.value] as const
}

describe('CM-5: task matching', () => {
  test.each([
    ['as drawn', 'fifteen', 'BR./G*B/RG.', 'BR./.../...', 0],
    ['only when the card is turned 90°', 'fifteen', 'G.B/.GR/RB*', 'BR./.../...', 90],
    ['never mirrored', 'fifteen', 'GRB/..G/RB*', 'BR./.../...', null],
    ['never shifted', 'fifteen', '.GG/BR./RB*', 'BR./.../...', null],
    ['the wildcard stands in for the missing third blue', 'fifteen', 'B*B/RG./RG.', 'BBB/.../...', 0],
    ['a piece mark takes either colour, a colour mark any piece', 'chess', 'nQ./Kr./NRq', 'Nw./.b./...', 0],
    ['the king satisfies any mark', 'chess', 'KQ./nr./NRq', 'Nw./.b./...', 0],
    ['a colour mark refuses the other colour', 'chess', 'nq./rK./NRQ', 'Nw./.b./...', null],
    ['a centre knight mark is met by the king', 'chess', 'RN./QKr/nq.', '.../.N./...', 0],
    ['corners left empty cannot match', 'chess', 'RN./QKr/nq.', 'w.b/.N./b.w', null],
  ] as const)('CM-5: %s (%s %s, task %s) → %s', (_name, side, board, task, rotation) => {
    const [b, t] = parse(side, board, task)
    expect(matchTask(b, t)).toBe(rotation)
  })

  test('CM-5: a card turned by the reported rotation lies exactly on the board', () => {
    const [b, t] = parse('fifteen', 'G.B/.GR/RB*', 'BR./.../...')
    expect(matchingRotations(b, t)).toEqual([90])
    expect(makeTask(rotateTask(t, 90))).toBe('..B/..R/...')
  })

  test.each([
    ['a3', 90, 'c3'],
    ['a3', 180, 'c1'],
    ['a3', 270, 'a1'],
    ['b3', 90, 'c2'],
    ['b2', 270, 'b2'],
  ] as const)('CM-5: turning the card clockwise by %s° moves %s to %s', (from, rotation, to) => {
    expect(CELLS[rotateCell(CELLS.indexOf(from), rotation)]).toBe(to)
  })

  test('CM-5: a task never matches a board of the other side', () => {
    const [b] = parse('fifteen', 'BR./G*B/RG.', 'B../.../...')
    const t = parseTask('chess', 'R../.../...')
    expect(t.ok && matchTask(b, t.value)).toBe(null)
  })
})
