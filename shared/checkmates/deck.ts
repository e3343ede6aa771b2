import type { Side, Task } from './model'
import { parseTask } from './notation'

export const POINTS = [1, 2] as const
export type Points = (typeof POINTS)[number]

/** One face of a task card: its picture in task notation and what proving it scores (CM-6). */
export interface CardFace {
  task: string
  points: Points
}

/** A double-sided task card (CM-7): a Fifteen task on one side, a Chess task on the other. */
export interface TaskCard {
  id: string
  fifteen: CardFace
  chess: CardFace
}

const card = (id: string, fifteen: string, fifteenPoints: Points, chess: string, chessPoints: Points): TaskCard => ({
  id,
  fifteen: { task: fifteen, points: fifteenPoints },
  chess: { task: chess, points: chessPoints },
})

/**
 * Our own 28 cards. Each side is ordered by its measured difficulty (docs/deck.md, from
 * bench/deck-report.ts), so easy faces share a card. Fifteen points follow the mark count (CM-6);
 * Chess points were set from the solver's means: every 2-point face is harder than every 1-point one.
 */
export const DECK: readonly TaskCard[] = [
  card('c01', '.R./GB./...', 1, '..w/.Q./b..', 1),
  card('c02', '.../BGR/...', 1, 'bwb/.../...', 1),
  card('c03', 'R.G/.../B..', 1, 'Nw./.b./...', 1),
  card('c04', '.G./.../RB.', 1, 'Q../.b./..R', 1),
  card('c05', '.G./G.B/...', 1, 'ww./bb./...', 1),
  card('c06', 'G../.B./..R', 1, 'RNQ/.../...', 1),
  card('c07', 'B.R/.G./...', 1, 'NbN/.../...', 1),
  card('c08', '.B./R.R/...', 1, '.../.N./w.b', 1),
  card('c09', 'BR./G../...', 1, 'wb./bw./...', 1),
  card('c10', '.R./.R./.G.', 1, 'NRN/.../...', 1),
  card('c11', 'BRG/.../...', 1, 'wbw/b../...', 1),
  card('c12', 'RR./B../...', 1, 'R.R/.Q./...', 1),
  card('c13', 'B.B/.R./...', 1, 'bbb/.w./...', 1),
  card('c14', 'GG./.../..B', 1, 'RbR/.../...', 1),
  card('c15', '.../BGR/.B.', 2, 'N.Q/.R./b..', 2),
  card('c16', '.G./BRB/...', 2, 'RQ./.bw/...', 2),
  card('c17', 'R../RGB/...', 2, 'b.b/.Q./w.w', 2),
  card('c18', 'GB./.RB/...', 2, 'Rb./bQ./...', 2),
  card('c19', 'BR./GB./...', 2, 'QNR/b../...', 2),
  card('c20', 'BRG/.R./...', 2, 'NQN/.w./...', 2),
  card('c21', 'B../.R./G.B', 2, 'w../bNb/...', 2),
  card('c22', 'R.R/.G./G..', 2, '.N./bQw/.N.', 2),
  card('c23', 'B.B/.../R.R', 2, 'Rw./.Nb/...', 2),
  card('c24', '.B./R.R/.B.', 2, '.R./RQR/...', 2),
  card('c25', 'BR./RB./...', 2, 'RR./.../NN.', 2),
  card('c26', 'BBR/R../...', 2, 'QQ./NN./...', 2),
  card('c27', 'GGR/..R/...', 2, 'w.b/.N./b.w', 2),
  card('c28', 'B.G/.../G.B', 2, 'w.w/.b./w.w', 2),
]

export function faceOf(card: TaskCard, side: Side): CardFace {
  return side === 'fifteen' ? card.fifteen : card.chess
}

// One Task object per face, so solver caches keyed by task identity hit on every later call.
const parsedFaces = new WeakMap<CardFace, Task>()

/** The card's task on one side; the deck is checked by tests, so its notation always parses. */
export function cardTask(card: TaskCard, side: Side): Task {
  const face = faceOf(card, side)
  const known = parsedFaces.get(face)
  if (known) return known
  const parsed = parseTask(side, face.task)
  if (!parsed.ok) throw new Error(`deck card ${card.id}: ${parsed.error.message}`)
  parsedFaces.set(face, parsed.value)
  return parsed.value
}

export const BLITZ_FILTERS = ['all', 'one-point', 'two-point'] as const
/** CM-12: the whole deck, only 1-point faces (faster) or only 2-point faces (harder). */
export type BlitzFilter = (typeof BLITZ_FILTERS)[number]

export function isBlitzFilter(x: unknown): x is BlitzFilter {
  return typeof x === 'string' && (BLITZ_FILTERS as readonly string[]).includes(x)
}

/** The cards a game on `side` plays with under the filter; points are read from that side. */
export function blitzDeck(side: Side, filter: BlitzFilter, deck: readonly TaskCard[] = DECK): TaskCard[] {
  if (filter === 'all') return deck.slice()
  const want: Points = filter === 'one-point' ? 1 : 2
  return deck.filter((c) => faceOf(c, side).points === want)
}

export function cardById(id: string): TaskCard | undefined {
  return DECK.find((c) => c.id === id)
}
