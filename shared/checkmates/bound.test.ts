import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { boundAbove, boundAt, compileTask, lastWay, NEVER, satisfies, termChange, tokenDistances } from './bound'
import { CENTRE, CHESS_TOKENS, SIDES, fileOf, rankOf, satisfiesMark, tokensOf, type Board, type Mark, type Side, type Task, type Token } from './model'
import { applyMove, legalMoves, motionOf } from './moves'
import { parseBoard, parseTask } from './notation'
import { ROTATIONS, isSatisfied, rotateTask } from './task'
import { rankBoard, spaceOf } from './space'
import { arbAnyBoard, arbBoard, arbMarks, componentsOf } from './test-support'

// Independent of bound.ts: each motion's distance on an empty 3×3 board, by formula.
// The knight's moves join the eight outer cells in one ring, a1 b3 c1 a2 c3 b1 a3 c2, and never the centre.
const KNIGHT_RING = [0, 7, 2, 3, 8, 1, 6, 5]
function distance(side: Side, token: Token, from: number, to: number): number {
  const df = Math.abs(fileOf(from) - fileOf(to))
  const dr = Math.abs(rankOf(from) - rankOf(to))
  if (from === to) return 0
  switch (motionOf(side, token)) {
    case 'step':
      return df + dr
    case 'rook':
      return df === 0 || dr === 0 ? 1 : 2
    case 'queen':
      return df === 0 || dr === 0 || df === dr ? 1 : 2
    case 'king':
      return Math.max(df, dr)
    case 'knight': {
      if (from === CENTRE || to === CENTRE) return Infinity
      const steps = Math.abs(KNIGHT_RING.indexOf(from) - KNIGHT_RING.indexOf(to))
      return Math.min(steps, 8 - steps)
    }
  }
}
const stuck = (side: Side, token: Token, cell: number): boolean => motionOf(side, token) === 'knight' && cell === CENTRE

/**
 * The bound by brute force: every rotation, every way of giving each mark its own token that
 * satisfies it; a chosen token counts its distance, any other token 1 if it stands on a marked
 * cell (never, if it can never move). Infinity when no way is finite.
 */
function bruteBound(board: Board, task: Task): number {
  let least = Infinity
  for (const rotation of ROTATIONS) {
    const turned = rotateTask(task, rotation)
    const marks = turned.marks.flatMap((m, cell) => (m === null ? [] : [{ mark: m, cell }]))
    const tokens = board.cells.flatMap((t, cell) => (t === null ? [] : [{ token: t, cell }]))
    const marked = new Set(marks.map((m) => m.cell))
    const given = new Array<boolean>(tokens.length).fill(false)
    const walk = (j: number, sum: number): void => {
      if (j === marks.length) {
        let total = sum
        tokens.forEach((t, i) => {
          if (!given[i] && marked.has(t.cell)) total += stuck(board.side, t.token, t.cell) ? Infinity : 1
        })
        least = Math.min(least, total)
        return
      }
      const { mark, cell } = marks[j] as { mark: Mark; cell: number }
      tokens.forEach((t, i) => {
        if (given[i] || !satisfiesMark(board.side, t.token, mark)) return
        given[i] = true
        walk(j + 1, sum + distance(board.side, t.token, t.cell, cell))
        given[i] = false
      })
    }
    walk(0, 0)
  }
  return least
}

const codesOf = (board: Board): Uint8Array =>
  Uint8Array.from(board.cells, (t) => (t === null ? 0 : tokensOf(board.side).indexOf(t) + 1))

const bound = (board: Board, task: Task): number => boundAt(codesOf(board), compileTask(task))
// The bound as a number, or Infinity for "never".
const finite = (n: number): number => (n >= NEVER ? Infinity : n)

const parse = (side: Side, board: string, task: string): [Board, Task] => {
  const b = parseBoard(side, board)
  const t = parseTask(side, task)
  if (!b.ok || !t.ok) throw new Error(`bad fixture ${board} ${task}`)
  return [b.value, t.value]
}

// Every task of one to nine marks, and boards of every kind: legal ones, and Chess boards with a
// knight stuck in the centre.
const arbCase = (side: Side) => fc.tuple(fc.oneof(arbBoard(side), arbAnyBoard(side)), arbMarks(side, 1, 9))

describe('per-token distances', () => {
  test.each(SIDES)('each token\'s fewest moves between two cells of an empty board, and whether it can leave (%s)', (side) => {
    const { toMark, leave } = tokenDistances(side)
    const kinds = side === 'fifteen' ? ['B', 'R', 'G'] : ['R', 'N', 'Q', 'w', 'b']
    let wrong = 0
    tokensOf(side).forEach((token, i) => {
      const code = i + 1
      for (let from = 0; from < 9; from++) {
        if ((leave[code * 9 + from] === 1) === stuck(side, token, from)) wrong++
        kinds.forEach((kind, k) => {
          for (let to = 0; to < 9; to++) {
            const want = satisfiesMark(side, token, kind as Mark) ? distance(side, token, from, to) : Infinity
            if (finite(toMark[(k * 8 + code) * 81 + from * 9 + to] as number) !== want) wrong++
          }
        })
      }
    })
    expect(wrong).toBe(0)
  })
})

describe('the assignment bound', () => {
  test.each([
    // No mark is met: the wildcard's one step to b3 fills the row.
    ['fifteen', 'B.B/R*G/RG.', 'BBB/.../...', 1],
    ['fifteen', 'BR./G*B/RG.', 'BR./.../...', 0],
    // Four blue marks, two blues and the wildcard: no way.
    ['fifteen', 'BR./G*B/RG.', 'BBB/B../...', Infinity],
    // Eight marks, seven tokens.
    ['fifteen', 'BR./G*B/RG.', 'BBR/RGG/BR.', Infinity],
    // A centre knight mark only the king can fill (no knight reaches the centre): one step away.
    ['chess', 'K.N/Q.r/nqR', '.../.N./...', 1],
    // The white knight stuck in the centre, a rook mark there: it can never leave.
    ['chess', 'RK./qNr/nQ.', '.../.R./...', Infinity],
    // ... and a knight mark there: it is met already.
    ['chess', 'RK./qNr/nQ.', '.../.N./...', 0],
    // A queen mark and a rook mark side by side; turned so they lie on c3 and c2, the king steps to
    // c3 (1), the rook on c2 is black and meets the rook mark already (0).
    ['chess', 'RN./QKr/nq.', 'QR./.../...', 1],
  ] as const)('%s %s for %s: %s', (side, boardText, taskText, want) => {
    const [board, task] = parse(side, boardText, taskText)
    expect(finite(bound(board, task))).toBe(want)
    expect(bruteBound(board, task)).toBe(want)
  })

  test.each(SIDES)('is the brute-force bound on every board and task of one to nine marks (%s)', (side) => {
    fc.assert(
      fc.property(arbCase(side), ([board, task]) => {
        expect(finite(bound(board, task))).toBe(bruteBound(board, task))
      }),
      { numRuns: 400, seed: 28 },
    )
  })

  test.each(SIDES)('is 0 exactly on the satisfying boards (%s)', (side) => {
    fc.assert(
      fc.property(arbCase(side), ([board, task]) => {
        expect(bound(board, task) === 0).toBe(isSatisfied(board, task))
        expect(satisfies(codesOf(board), 0, compileTask(task))).toBe(isSatisfied(board, task))
      }),
      { numRuns: 300, seed: 29 },
    )
  })

  test.each(SIDES)('falls by at most one per move and rises by at most one (consistent) (%s)', (side) => {
    fc.assert(
      fc.property(arbCase(side), ([board, task]) => {
        const here = finite(bound(board, task))
        for (const move of legalMoves(board)) {
          const next = applyMove(board, move)
          if (!next.ok) throw new Error(next.error.message)
          const there = finite(bound(next.value, task))
          if (here === Infinity) expect(there).toBe(Infinity)
          else expect(Math.abs(there - here)).toBeLessThanOrEqual(1)
        }
      }),
      { numRuns: 200, seed: 30 },
    )
  })

  test.each(SIDES)('the way it keeps gives each mark a token that satisfies it and adds up to the bound (%s)', (side) => {
    fc.assert(
      fc.property(arbCase(side), ([board, task]) => {
        const h = bound(board, task)
        fc.pre(h < NEVER)
        const compiled = compileTask(task)
        const { rotation, marks: given } = lastWay
        const cells = Array.from(compiled.cells.subarray(rotation * compiled.marks, (rotation + 1) * compiled.marks))
        const marksInOrder = task.marks.filter((m) => m !== null) as Mark[]
        let sum = 0
        const seen = new Set<number>()
        board.cells.forEach((token, cell) => {
          const j = given[cell] as number
          if (token === null) {
            expect(j).toBe(-1)
            return
          }
          if (j < 0) {
            if (cells.includes(cell)) sum += stuck(side, token, cell) ? Infinity : 1
            return
          }
          expect(seen.has(j)).toBe(false)
          seen.add(j)
          expect(satisfiesMark(side, token, marksInOrder[j] as Mark)).toBe(true)
          sum += distance(side, token, cell, cells[j] as number)
        })
        expect(seen.size).toBe(compiled.marks)
        expect(sum).toBe(h)
      }),
      { numRuns: 300, seed: 31 },
    )
  })

  test.each(SIDES)('a move changes its token\'s term under a way by what termChange says (%s)', (side) => {
    fc.assert(
      fc.property(arbCase(side), ([board, task]) => {
        fc.pre(bound(board, task) < NEVER)
        const compiled = compileTask(task)
        const { rotation } = lastWay
        const given = Array.from(lastWay.marks)
        const cells = Array.from(compiled.cells.subarray(rotation * compiled.marks, (rotation + 1) * compiled.marks))
        const term = (token: Token, cell: number, j: number): number =>
          j < 0 ? (cells.includes(cell) ? 1 : 0) : distance(side, token, cell, cells[j] as number)
        for (const { from, to } of legalMoves(board)) {
          const token = board.cells[from] as Token
          const j = given[from] as number
          const want = term(token, to, j) - term(token, from, j)
          expect(termChange(compiled, rotation, j, tokensOf(side).indexOf(token) + 1, from, to)).toBe(want)
        }
      }),
      { numRuns: 200, seed: 32 },
    )
  })

  test.each(SIDES)('boundAbove: the floor when that is the bound, else above it and no more than the bound (%s)', (side) => {
    fc.assert(
      fc.property(arbCase(side), fc.nat({ max: 6 }), ([board, task], below) => {
        const h = bound(board, task)
        fc.pre(h < NEVER)
        const floor = Math.max(0, h - below)
        const got = boundAbove(codesOf(board), compileTask(task), floor)
        if (floor === h) {
          expect(got).toBe(h)
          // ... with a way that attains it.
          expect(Array.from(lastWay.marks).filter((j) => j >= 0)).toHaveLength(compileTask(task).marks)
        } else {
          expect(got).toBeGreaterThan(floor)
          expect(got).toBeLessThanOrEqual(h)
        }
      }),
      { numRuns: 400, seed: 33 },
    )
  })

  test('a card symmetric under a half turn is checked once per distinct picture', () => {
    const [, task] = parse('fifteen', 'BR./G*B/RG.', 'B.B/.../B.B')
    expect(compileTask(task).rotations).toBe(1)
    const [, half] = parse('fifteen', 'BR./G*B/RG.', 'B../.R./..B')
    expect(compileTask(half).rotations).toBe(2)
    const [, none] = parse('chess', 'RN./QKr/nq.', 'R../.../...')
    expect(compileTask(none).rotations).toBe(4)
  })
})

// The claim behind "infinite exactly when unreachable": which boards reach which.
describe('the move graph\'s components', () => {
  test('Fifteen: every board reaches every other', () => {
    expect(new Set(componentsOf('fifteen')).size).toBe(1)
  })

  test('Chess: three, the boards without a knight in the centre, and for each knight the boards with it there', () => {
    const space = spaceOf('chess')
    const label = componentsOf('chess')
    const knights = [CHESS_TOKENS.indexOf('N') + 1, CHESS_TOKENS.indexOf('n') + 1]
    const kindOf = (b: number): number => knights.indexOf(space.cells[b * 9 + CENTRE] as number)
    const labelOfKind = new Map<number, number>()
    let wrong = 0
    for (let b = 0; b < space.size; b++) {
      const kind = kindOf(b)
      if (!labelOfKind.has(kind)) labelOfKind.set(kind, label[b] as number)
      if (labelOfKind.get(kind) !== label[b]) wrong++
    }
    expect(wrong).toBe(0)
    expect(new Set(labelOfKind.values()).size).toBe(3)
  })

  test.each(SIDES)('so the bound is infinite exactly when no board of the start\'s component satisfies the task (%s)', (side) => {
    const space = spaceOf(side)
    const label = componentsOf(side)
    fc.assert(
      fc.property(arbAnyBoard(side), arbMarks(side, 1, 6), (board, task) => {
        const compiled = compileTask(task)
        const start = label[rankBoard(space, board)] as number
        let reachable = false
        for (let b = 0; b < space.size && !reachable; b++) {
          reachable = label[b] === start && satisfies(space.cells, b * 9, compiled)
        }
        expect(bound(board, task) >= NEVER).toBe(!reachable)
      }),
      { numRuns: side === 'fifteen' ? 60 : 25, seed: 34 },
    )
  })
})
