// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { i18n } from '../../../i18n'
import CheckMatesBoard from './CheckMatesBoard.vue'
import TaskCard from './TaskCard.vue'
import { carryKeys, cellsOfNotation, neighbourCell, notationOfCells, oneTokenSlid } from './board-geometry'

const cues = vi.hoisted(() => [] as string[])
vi.mock('../../../table-kit/sound', () => ({ useSound: () => ({ play: (cue: string) => cues.push(cue) }) }))
beforeEach(() => void cues.splice(0))

// Empty cells: b2 and c3.
const FIFTEEN = 'BR./G.B/RG*'
const cell = (w: ReturnType<typeof mount>, name: string) => w.get(`[data-cell="${name}"]`)

describe('CheckMatesBoard', () => {
  it('a token slid on the board is heard, whoever slid it; a new board laid out is not a slide', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN } })
    expect(cues).toEqual([])
    await w.setProps({ board: 'BR./GB./RG*' })
    expect(cues).toEqual(['token'])
    await w.setProps({ board: 'RB./G.B/GR*' })
    expect(cues).toEqual(['token'])
  })

  it('carries the test hooks: the board notation and every cell name', () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN } })
    expect(w.get('svg').attributes('data-board')).toBe(FIFTEEN)
    expect(w.findAll('[data-cell]').map((c) => c.attributes('data-cell'))).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'])
    expect(w.findAll('.board-token')).toHaveLength(7)
  })

  it('clicking a token asks to select it; clicking a given target emits the move', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN } })
    await cell(w, 'a1').trigger('click')
    expect(w.emitted('select')).toEqual([[0]])
    await w.setProps({ selected: 0, targets: [4] })
    await cell(w, 'b2').trigger('click')
    expect(w.emitted('move')).toEqual([[{ from: 0, to: 4 }]])
  })

  it('knows no rules: any target it is given is a move, even one no rule allows', async () => {
    // a1 → c3 is no move on the Fifteen side; the board emits it because the caller said so.
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN, selected: 0, targets: [8] } })
    await cell(w, 'c3').trigger('click')
    expect(w.emitted('move')).toEqual([[{ from: 0, to: 8 }]])
  })

  it('an empty cell that is not a target puts the token back, and the refusal is reported and seen', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN, selected: 0, targets: [] } })
    await cell(w, 'b2').trigger('click')
    expect(w.emitted('move')).toBeUndefined()
    expect(w.emitted('select')).toEqual([[null]])
    expect(w.emitted('refused')).toEqual([[{ from: 0, to: 4 }]])
    expect(cell(w, 'b2').classes()).toContain('refused')
  })

  it('clicking another token switches the selection; the selected one again drops it', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN, selected: 0, targets: [4] } })
    await cell(w, 'b1').trigger('click')
    await cell(w, 'a1').trigger('click')
    expect(w.emitted('select')).toEqual([[1], [null]])
  })

  it('highlights targets only when asked, and only for a selected token', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN, selected: 0, targets: [4], highlight: true } })
    expect(w.findAll('.cell.target').map((c) => c.attributes('data-cell'))).toEqual(['b2'])
    expect(cell(w, 'b2').attributes('aria-label')).toContain('can move here')
    await w.setProps({ highlight: false })
    expect(w.findAll('.cell.target')).toHaveLength(0)
    // Hidden targets still take the move.
    await cell(w, 'b2').trigger('click')
    expect(w.emitted('move')).toEqual([[{ from: 0, to: 4 }]])
    await w.setProps({ highlight: true, selected: null })
    expect(w.findAll('.cell.target')).toHaveLength(0)
  })

  it('a disabled board emits nothing', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN, selected: 0, targets: [4], disabled: true } })
    await cell(w, 'b2').trigger('click')
    await cell(w, 'a1').trigger('click')
    expect(w.emitted()).not.toHaveProperty('move')
    expect(w.emitted()).not.toHaveProperty('select')
  })

  it('every click is also reported as an activation, for editors', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: '.../.../...' } })
    await cell(w, 'c2').trigger('click')
    expect(w.emitted('activate')).toEqual([[5]])
  })

  it('keyboard: arrows move the focus across the grid, Enter and Space select and move', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN }, attachTo: document.body })
    expect(cell(w, 'a3').attributes('tabindex')).toBe('0')
    await cell(w, 'a3').trigger('keydown', { key: 'ArrowDown' })
    expect(cell(w, 'a2').attributes('tabindex')).toBe('0')
    await cell(w, 'a2').trigger('keydown', { key: 'ArrowDown' })
    await cell(w, 'a1').trigger('keydown', { key: 'Enter' })
    expect(w.emitted('select')).toEqual([[0]])
    await w.setProps({ selected: 0, targets: [4] })
    await cell(w, 'a1').trigger('keydown', { key: 'ArrowRight' })
    await cell(w, 'b1').trigger('keydown', { key: 'ArrowUp' })
    await cell(w, 'b2').trigger('keydown', { key: ' ' })
    expect(w.emitted('move')).toEqual([[{ from: 0, to: 4 }]])
    w.unmount()
  })

  it('a moved token keeps its element, so it slides rather than blinks', async () => {
    const w = mount(CheckMatesBoard, { props: { side: 'chess', board: 'RN./QKr/nq.' } })
    const queen = w.findAll('.board-token')[2]!.element
    const before = (queen as SVGGElement).style.transform
    await w.setProps({ board: 'RN./.Kr/nqQ' })
    const after = w.findAll('.board-token').find((t) => t.element === queen)
    expect(after).toBeDefined()
    expect((queen as SVGGElement).style.transform).not.toBe(before)
  })

  it('draws an arrow for a hint', () => {
    const w = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN, arrow: { from: 0, to: 4 } } })
    expect(w.find('[data-testid="board-arrow"]').exists()).toBe(true)
  })
})

describe('TaskCard', () => {
  it('carries its notation and points, and says what it asks for in words', () => {
    const w = mount(TaskCard, { props: { side: 'chess', task: 'Nw./.b./...', points: 2 } })
    expect(w.get('figure').attributes('data-task')).toBe('Nw./.b./...')
    expect(w.findAll('.points circle')).toHaveLength(2)
    expect(w.get('svg').attributes('aria-label')).toContain('knight on a3')
  })
})

describe('board geometry', () => {
  it('reads notation leniently and writes it back', () => {
    expect(cellsOfNotation('B../.../..R')).toEqual(['.', '.', 'R', '.', '.', '.', 'B', '.', '.'].map((c) => (c === '.' ? null : c)))
    expect(notationOfCells(cellsOfNotation(FIFTEEN))).toBe(FIFTEEN)
  })

  it('carries keys along a move, even between two tokens of one colour', () => {
    const prev = cellsOfNotation('BB./.../...')
    const next = cellsOfNotation('B../..B/...')
    let n = 0
    const keys = carryKeys(prev, [null, null, null, null, null, null, 'a', 'b', null], next, () => `f${n++}`)
    expect(keys.filter((k) => k !== null).sort()).toEqual(['a', 'b'].sort())
    expect(n).toBe(0)
  })

  it.each([
    ['left of a1 stays', 0, 'ArrowLeft', 0],
    ['up from a1 is a2', 0, 'ArrowUp', 3],
    ['down from c3 is c2', 8, 'ArrowDown', 5],
    ['a letter is no arrow', 4, 'x', null],
  ])('%s', (_name, from, key, to) => {
    expect(neighbourCell(from, key)).toBe(to)
  })
})

describe('oneTokenSlid', () => {
  it.each([
    ['one token to an empty cell', 'BR./G.B/RG*', 'BR./GB./RG*', true],
    ['nothing changed', 'BR./G.B/RG*', 'BR./G.B/RG*', false],
    ['two tokens swapped', 'BR./G.B/RG*', 'RB./G.B/RG*', false],
    ['a token taken away', 'BR./G.B/RG*', 'BR./G../RG*', false],
    ['a token put down', 'BR./G.B/RG*', 'BRG/G.B/RG*', false],
    ['one token gone, another arrived', 'BR./G.B/RG*', 'BR./.RB/RG*', false],
  ])('%s', (_what, from, to, slid) => {
    expect(oneTokenSlid(cellsOfNotation(from), cellsOfNotation(to))).toBe(slid)
  })
})

describe('in Russian', () => {
  afterEach(() => void (i18n.global.locale.value = 'en'))

  it('the board, its cells and a card are read out in Russian, tokens named by their side', () => {
    i18n.global.locale.value = 'ru'
    const board = mount(CheckMatesBoard, { props: { side: 'fifteen', board: FIFTEEN, selected: 0, targets: [4] } })
    expect(board.get('svg').attributes('aria-label')).toBe('Доска')
    expect(cell(board, 'a1').attributes('aria-label')).toBe('a1: красная фишка, фишка взята')
    expect(cell(board, 'b2').attributes('aria-label')).toBe('b2: пусто, сюда можно пойти')
    expect(cell(board, 'c3').attributes('aria-label')).toBe('c3: пусто')
    const chess = mount(CheckMatesBoard, { props: { side: 'chess', board: 'RNQ/nK./.qr' } })
    expect(cell(chess, 'b2').attributes('aria-label')).toBe('b2: король')
    const card = mount(TaskCard, { props: { side: 'chess', task: 'Nw./.b./...', points: 2 } })
    expect(card.get('svg').attributes('aria-label')).toBe('Задание: чёрная фигура на b2, конь на a3, белая фигура на b3; 2 очка. Карточку можно поворачивать, но не отражать.')
    // The one-colour marks carry the colour's Russian letter, in cell order (b2 black, b3 white): Ч(ёрная), Б(елая).
    expect(card.findAll('.tone-label').map((l) => l.text())).toEqual(['Ч', 'Б'])
  })
})
