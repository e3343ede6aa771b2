import { computed, onScopeDispose, reactive, ref } from 'vue'
import { applyMove, legalDestinations, makeMove, parseBoard, parseMove, type Board, type Move, type Side } from '@shared/checkmates'
import { puzzleMove, type Puzzle, type PuzzleTry } from '@shared/checkmates/puzzle'
import { problemText } from '../words'

/** How long a refused move's reason stays over the board. */
const REFUSAL_MS = 4000

/** What a puzzle board plays on: the board as the host (or a practice) has it, and where a move goes. */
export interface PuzzleSource {
  side(): Side
  /** The board as it stands; null while there is none to show. */
  board(): string | null
  /** The last move as it stands, in move notation. */
  lastMove(): string | null
  /** Moves may be made now. */
  open(): boolean
  /** Makes the move; resolves once its answer is in. */
  send(move: string): Promise<void>
}

/**
 * A board a person plays one puzzle on (the daily puzzle, a streak's card, a practice): a move
 * shows at once and the answer confirms it, moves go one at a time in order, and a move the rules
 * refuse says why over the board for a few seconds. The screens lay it out (PuzzleBoard.vue).
 */
export function usePuzzleBoard(source: PuzzleSource) {
  const local = ref<Board | null>(null)
  const localMove = ref<Move | null>(null)
  const pending = ref(0)
  const selected = ref<number | null>(null)
  const refusal = ref<string | null>(null)
  let chain: Promise<void> = Promise.resolve()

  const side = computed(() => source.side())
  // While a move is on its way the screen's own board stands; once answered, the source's.
  const board = computed((): Board | string => {
    if (pending.value > 0 && local.value) return local.value
    const b = source.board()
    const parsed = b ? parseBoard(side.value, b) : null
    return parsed?.ok ? parsed.value : '.../.../...'
  })
  const lastMove = computed(() => {
    if (pending.value > 0) return localMove.value
    const m = source.lastMove()
    const parsed = m ? parseMove(m) : null
    return parsed?.ok ? parsed.value : null
  })
  const open = computed(() => source.open() && typeof board.value !== 'string')
  const targets = computed(() => (selected.value !== null && open.value && typeof board.value !== 'string' ? legalDestinations(board.value, selected.value) : []))

  function onSelect(cell: number | null) {
    if (open.value) selected.value = cell
  }

  function onMove(move: Move) {
    if (!open.value || typeof board.value === 'string') return
    const next = applyMove(board.value, move)
    if (!next.ok) return
    local.value = next.value
    localMove.value = move
    selected.value = null
    refusal.value = null
    pending.value++
    chain = chain.then(() => source.send(makeMove(move))).finally(() => pending.value--)
  }

  let refusalTimer: ReturnType<typeof setTimeout> | undefined
  function onRefused(move: Move) {
    if (!open.value || typeof board.value === 'string') return
    const r = applyMove(board.value, move)
    if (r.ok) return
    refusal.value = problemText(r.error)
    clearTimeout(refusalTimer)
    refusalTimer = setTimeout(() => (refusal.value = null), REFUSAL_MS)
  }
  onScopeDispose(() => clearTimeout(refusalTimer))

  /** Waits for every move sent so far to be answered. */
  const settled = () => chain

  return reactive({ side, board, lastMove, selected, targets, refusal, open, onSelect, onMove, onRefused, settled })
}

export type PuzzleBoardPlay = ReturnType<typeof usePuzzleBoard>

/**
 * A puzzle played again for practice, on the screen alone: nothing is sent or kept, and the solver's
 * fewest moves are shown from the start. Reset lays the board out again.
 */
export function usePractice() {
  const puzzle = ref<Puzzle | null>(null)
  const attempt = ref<PuzzleTry>({ board: '', moves: [] })
  const met = ref(false)
  const play = usePuzzleBoard({
    side: () => puzzle.value?.side ?? 'fifteen',
    board: () => (puzzle.value ? attempt.value.board : null),
    lastMove: () => attempt.value.moves.at(-1) ?? null,
    open: () => puzzle.value !== null && !met.value,
    send: async (move) => {
      if (!puzzle.value) return
      const r = puzzleMove(puzzle.value, attempt.value, move)
      if (!r.ok) return
      attempt.value = r.value.try
      met.value = r.value.met
    },
  })
  function reset() {
    if (!puzzle.value) return
    attempt.value = { board: puzzle.value.board, moves: [] }
    met.value = false
  }
  function start(p: Puzzle) {
    puzzle.value = p
    reset()
  }
  function close() {
    puzzle.value = null
  }
  const moves = computed(() => attempt.value.moves.length)
  return reactive({ puzzle, met, moves, play, start, reset, close })
}
