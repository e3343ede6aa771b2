import { marksOf, tokensOf, type NotationProblem, type Side } from '@shared/checkmates'
import { i18n } from '../../i18n'

/**
 * Check Mates' own words that every one of its screens needs: the sides, tokens and marks by
 * name, counts of moves and points, and the notation problems (shared/checkmates/problem.ts)
 * worded by their code and values.
 */

// A symbol is not a message key ('*', and chess tells 'R' from 'r'), so each has a name key.
const TOKEN_KEYS: Record<Side, Record<string, string>> = {
  fifteen: { B: 'blue', R: 'red', G: 'green', '*': 'wild' },
  chess: { R: 'whiteRook', N: 'whiteKnight', Q: 'whiteQueen', r: 'blackRook', n: 'blackKnight', q: 'blackQueen', K: 'king' },
}
const MARK_KEYS: Record<Side, Record<string, string>> = {
  fifteen: { B: 'blue', R: 'red', G: 'green' },
  chess: { R: 'rook', N: 'knight', Q: 'queen', w: 'white', b: 'black' },
}

const t = (key: string, values: Record<string, unknown> = {}, plural?: number) =>
  plural === undefined ? i18n.global.t(key, values) : i18n.global.t(key, values, plural)

export const sideName = (side: Side): string => t(`checkmates.sides.${side}`)

/** "blue", «синяя фишка»; an unknown symbol is said as it is. */
export function tokenName(side: Side, symbol: string): string {
  const key = TOKEN_KEYS[side][symbol]
  return key ? t(`checkmates.tokens.${side}.${key}`) : symbol
}

export function markName(side: Side, symbol: string): string {
  const key = MARK_KEYS[side][symbol]
  return key ? t(`checkmates.marks.${side}.${key}`) : symbol
}

/** "3 moves", «3 хода». */
export const moves = (n: number): string => t('checkmates.history.moves', { n }, n)
/** "2 points", «2 очка». */
export const points = (n: number): string => t('checkmates.history.points', { n }, n)

/** A side's marks with their names, for a reader told what a card may hold: "B blue, R red, G green". */
export const markList = (side: Side): string =>
  marksOf(side).map((m) => t('checkmates.checker.markItem', { symbol: m, name: markName(side, m) })).join(', ')

const capital = (text: string) => text.charAt(0).toLocaleUpperCase(i18n.global.locale.value) + text.slice(1)

/** Why a board, a card or a move was refused, as a sentence in the language on screen. */
export function problemText(p: NotationProblem): string {
  const key = `checkmates.problems.${p.code}`
  switch (p.code) {
    case 'BOARD_RANK_CELLS':
    case 'TASK_RANK_CELLS':
      return t(key, { rank: p.params.rank, n: p.params.cells }, p.params.cells)
    case 'NOT_A_TOKEN':
      return t(key, { ...p.params, side: sideName(p.params.side), tokens: tokensOf(p.params.side).join(' ') })
    case 'NOT_A_MARK':
      return t(key, { ...p.params, side: sideName(p.params.side), marks: markList(p.params.side) })
    case 'TOKEN_COUNT':
      return capital(t(key, { ...p.params, side: sideName(p.params.side), token: tokenName(p.params.side, p.params.token) }))
    case 'OUT_OF_REACH':
      return capital(t(key, { ...p.params, token: tokenName(p.params.side, p.params.token), motion: t(`checkmates.motions.${p.params.motion}`) }))
    case 'PATH_BLOCKED':
      return capital(t(key, { ...p.params, token: tokenName(p.params.side, p.params.token) }))
    default:
      return t(key, p.params)
  }
}
