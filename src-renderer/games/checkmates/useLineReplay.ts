import { computed, onScopeDispose, ref, shallowRef } from 'vue'
import { applyMove, parseMove, type Board, type Move } from '@shared/checkmates'

/** How an automatic replay runs: a beat before the first step, one step per `stepMs`, a beat after the last. */
export interface ReplayTiming {
  /** Before the first step; the line is not on show yet, so the board as it lies stays visible. */
  leadMs?: number
  stepMs: number
  /** After the last step, before `then`. */
  holdMs?: number
  then?: () => void
}

/**
 * A solver's line replayed on a Check Mates board, step by step by hand or on a timer. Screens
 * draw `board` (null when no line is on show) with `arrow` for the next move and `lastMove` for the
 * one just made; the timers stop with the component.
 */
export function useLineReplay() {
  const line = shallowRef<{ boards: Board[]; moves: Move[] } | null>(null)
  const step = ref(0)
  const leading = ref(false)
  const playing = ref(false)
  let timer: ReturnType<typeof setTimeout> | null = null

  const stop = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    playing.value = false
    leading.value = false
  }
  onScopeDispose(stop)

  /** Puts a line on show at its first step; false (and nothing shown) when a move does not apply. */
  function load(start: Board, moves: readonly (Move | string)[]): boolean {
    stop()
    const parsed: Move[] = []
    const boards = [start]
    for (const m of moves) {
      const move = typeof m === 'string' ? parseMove(m) : { ok: true as const, value: m }
      const next = move.ok ? applyMove(boards.at(-1)!, move.value) : null
      if (!move.ok || !next?.ok) {
        line.value = null
        return false
      }
      parsed.push(move.value)
      boards.push(next.value)
    }
    line.value = { boards, moves: parsed }
    step.value = 0
    return true
  }

  function clear() {
    stop()
    line.value = null
    step.value = 0
  }

  const length = computed(() => line.value?.moves.length ?? 0)
  const goTo = (n: number) => {
    if (line.value) step.value = Math.min(Math.max(0, n), length.value)
  }

  /** Replays from the first step to the last, then holds and calls `then`. */
  function play({ leadMs = 0, stepMs, holdMs = 0, then }: ReplayTiming) {
    if (!line.value) return
    stop()
    step.value = 0
    playing.value = true
    leading.value = leadMs > 0
    const tick = () => {
      leading.value = false
      if (step.value >= length.value) {
        timer = setTimeout(() => {
          stop()
          then?.()
        }, holdMs)
        return
      }
      timer = setTimeout(() => {
        step.value++
        tick()
      }, stepMs)
    }
    timer = setTimeout(tick, leadMs)
  }

  const shown = computed(() => (line.value && !leading.value ? line.value : null))
  return {
    step,
    length,
    playing,
    /** The board at the current step, or null while no line is on show. */
    board: computed(() => shown.value?.boards[step.value] ?? null),
    /** The move about to be made: drawn as an arrow. */
    arrow: computed(() => shown.value?.moves[step.value] ?? null),
    /** The move that led to this step. */
    lastMove: computed(() => (shown.value && step.value > 0 ? (shown.value.moves[step.value - 1] ?? null) : null)),
    moves: computed(() => line.value?.moves ?? []),
    load,
    clear,
    goTo,
    next: () => goTo(step.value + 1),
    back: () => goTo(step.value - 1),
    play,
    stop,
  }
}
