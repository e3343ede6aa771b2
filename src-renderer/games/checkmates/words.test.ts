import { afterEach, describe, expect, test } from 'vitest'
import { NOTATION_CODES, applyMove, parseBoard, parseMove, parseTask, type NotationProblem } from '@shared/checkmates'
import { i18n } from '../../i18n'
import { problemText, tokenName } from './words'

afterEach(() => void (i18n.global.locale.value = 'en'))

function refused(r: { ok: true } | { ok: false; error: NotationProblem }): NotationProblem {
  if (r.ok) throw new Error('expected a refusal')
  return r.error
}
const board = (side: 'fifteen' | 'chess', text: string) => {
  const b = parseBoard(side, text)
  if (!b.ok) throw new Error(b.error.message)
  return b.value
}
const move = (text: string) => {
  const m = parseMove(text)
  if (!m.ok) throw new Error(m.error.message)
  return m.value
}

describe('notation problems are worded by their code, in the language on screen', () => {
  test.each([
    ['a count off by one names the token and the side', () => parseBoard('fifteen', 'BRB/G*B/RG.'), 'Blue: a Fifteen board has 2, this one has 3.', 'Синяя фишка: в наборе стороны «Пятнашки» — 2, на этой доске — 3.'],
    ['a symbol of the other side lists the right tokens', () => parseBoard('chess', 'BR./G*B/RG.'), '“B” on a3 is not a Chess token: use R N Q r n q K, or . for an empty cell.', '«B» на a3 — не фишка стороны «Шахматы»: пишите R N Q r n q K или . для пустой клетки.'],
    ['a short rank counts its cells by the plural rule', () => parseBoard('fifteen', 'BR../G*B/RG'), 'Rank 3 of the board has 4 cells; it needs 3.', 'В 3-м ряду доски 4 клетки, а нужно 3.'],
    ['a card with no mark', () => parseTask('chess', '.../.../...'), 'The card marks no cell.', 'На карточке не отмечено ни одной клетки.'],
    ['a mark of the other side lists the marks by name', () => parseTask('fifteen', 'B*./.G./...'), '“*” on b3 is not a Fifteen mark: use B blue, R red, G green, or . for “does not matter”.', '«*» на b3 — не отметка стороны «Пятнашки»: пишите B — синяя, R — красная, G — зелёная или . — «неважно».'],
    ['a move out of reach says how the piece moves', () => applyMove(board('chess', 'N.R/Qrn/qK.'), move('a3-b3')), 'The white knight on a3 cannot reach b3: it moves in an L, two cells one way and one to the side.', 'Белый конь с a3 не попадает на b3: ход — буквой «Г»: на две клетки в одну сторону и на одну вбок.'],
    ['a blocked slide names the cell in the way', () => applyMove(board('chess', 'RNQ/nK./.qr'), move('c1-a1')), 'The black rook cannot pass through b1: it is taken.', 'Чёрная ладья не может пройти через b1: клетка занята.'],
    ['a move written wrongly', () => parseMove('b1b2'), 'A move is written from-to, like b1-b2; “b1b2” is not.', 'Ход записывается «откуда-куда», например b1-b2, а «b1b2» — нет.'],
  ] as const)('%s', (_what, make, english, russian) => {
    const p = refused(make())
    expect(problemText(p)).toBe(english)
    i18n.global.locale.value = 'ru'
    expect(problemText(p)).toBe(russian)
  })

  test('every code has its own words in both languages, never the English message', () => {
    for (const language of ['en', 'ru'] as const) {
      i18n.global.locale.value = language
      for (const code of NOTATION_CODES) expect(i18n.global.te(`checkmates.problems.${code}`), `${code} in ${language}`).toBe(true)
    }
  })

  test('tokens are named by the side that gives them a name', () => {
    i18n.global.locale.value = 'ru'
    expect(tokenName('fifteen', 'R')).toBe('красная фишка')
    expect(tokenName('chess', 'R')).toBe('белая ладья')
    expect(tokenName('fifteen', '*')).toBe('джокер')
  })
})
