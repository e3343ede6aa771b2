import { Readable } from 'node:stream'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  DECK, applyMove, boardsOf, faceOf, isSatisfied, makeBoard, parseBoard, parseMove, parseTask, unrankBoard, type Board,
} from '@shared/checkmates'
import { nextInt, seedRng } from '@shared/random'
import { createAnswerer, run, type Answer } from './solve'
import { capture } from './test-support'

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

describe('cli solve: the contract of docs/notation.md', () => {
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

describe('cli solve: bad input is named, never echoed whole', () => {
  const huge = 'x'.repeat(5_000_000)
  test.each([
    ['a line that is not JSON', `{${huge}`, `{${'x'.repeat(79)}…`],
    ['a JSON value that is not an object', `["${huge}"]`, `["${'x'.repeat(78)}…`],
    ['a mode that is no side', JSON.stringify({ mode: huge, board: 'BR./G*B/RG.', task: 'B../.../...' }), `"${'x'.repeat(80)}…"`],
    ['a board that is no grid', JSON.stringify({ mode: 'fifteen', board: huge, task: 'B../.../...' }), `"${'x'.repeat(80)}…"`],
    ['a board with a long rank', JSON.stringify({ mode: 'chess', board: `${huge}/.../...`, task: 'R../.../...' }), `"${'x'.repeat(80)}…"`],
    ['a task that is no grid', JSON.stringify({ mode: 'chess', board: 'RN./QKr/nq.', task: huge }), `"${'x'.repeat(80)}…"`],
  ])('%s: the error quotes its first 80 characters and no more', (_what, input, quote) => {
    const a = createAnswerer()(input)
    expect('error' in a && a.error).toContain(quote)
    expect(JSON.stringify(a).length).toBeLessThan(300)
  })

  test('a short bad line is quoted whole', () => {
    expect(createAnswerer()('{oops')).toEqual({ error: expect.stringContaining('not a JSON line: "{oops"') })
  })
})


afterEach(() => {
  vi.restoreAllMocks()
})

describe('cli solve: the exit code', () => {
  const good = line('chess', 'RN./QKr/nq.', 'w.b/.N./b.w')
  const answers = (out: string): Answer[] => out.trim().split('\n').map((l) => JSON.parse(l) as Answer)

  test('1 when any line was an error, after answering every line in order', async () => {
    const out = capture().out
    const code = await run([], Readable.from([`${good}\nnot json\n\n${good}\n`]))
    expect(code).toBe(1)
    const a = answers(out())
    expect(a).toHaveLength(3)
    expect(a[0]).toMatchObject({ optimal: 2 })
    expect(a[1]).toEqual({ error: expect.stringContaining('not a JSON line') })
    expect(a[2]).toMatchObject({ optimal: 2 })
  })

  test('0 when every line was answered, unsolvable ones included (CM-5)', async () => {
    const out = capture().out
    const code = await run([], Readable.from([`${good}\r\n${line('chess', 'RN./QKr/nq.', '.Q./QNQ/...')}`]))
    expect(code).toBe(0)
    expect(answers(out())).toEqual([expect.objectContaining({ optimal: 2 }), { optimal: null, moves: null }])
  })

  test('0 for no input at all, 2 for an option', async () => {
    const out = capture().out
    expect(await run([], Readable.from([]))).toBe(0)
    expect(out()).toBe('')
    expect(await run(['--fast'], Readable.from([]))).toBe(2)
  })
})

describe('cli solve: search first, a table once a task is asked often', () => {
  test.each(['fifteen', 'chess'] as const)('%s: the same optimum whether a table is bought at once or never', (side) => {
    const boards = boardsOf(side)
    let rng = seedRng(`answerer-${side}`)
    const inputs: string[] = []
    // Three deck faces asked over and over, as a file of one game's cards would.
    for (let i = 0; i < 60; i++) {
      let b: number
      ;[b, rng] = nextInt(rng, boards.size)
      const face = faceOf(DECK[i % 3] as (typeof DECK)[number], side)
      inputs.push(line(side, makeBoard(unrankBoard(boards, b)), face.task))
    }
    const never = { table: { fifteen: Infinity, chess: Infinity }, graph: { fifteen: 0, chess: 0 } }
    const atOnce = { table: { fifteen: 0, chess: 0 }, graph: { fifteen: 0, chess: 0 } }
    const searched = inputs.map(createAnswerer(never))
    const looked = inputs.map(createAnswerer(atOnce))
    expect(looked.map((a) => 'optimal' in a && a.optimal)).toEqual(searched.map((a) => 'optimal' in a && a.optimal))
    inputs.forEach((input, i) => {
      const { board, task } = JSON.parse(input) as { board: string; task: string }
      for (const a of [searched[i], looked[i]]) {
        if (!a || !('moves' in a) || a.moves === null) continue
        expect(replays(side, board, task, a.moves)).toBe(true)
      }
    })
  })
})
