import { onMounted, onScopeDispose } from 'vue'

/**
 * Keyboard rows for people sharing one keyboard in real-time windows: the n-th person at the
 * table gets the n-th row. The first seven keys name their card places 1–7, the last passes
 * (in Cheat it calls "Cheat!", and the key before it accepts). A fifth or sixth person plays
 * with the mouse.
 */
export const KEY_ROWS = [
  ['1', '2', '3', '4', '5', '6', '7', '8'],
  ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i'],
  ['a', 's', 'd', 'f', 'g', 'h', 'j', 'k'],
  ['z', 'x', 'c', 'v', 'b', 'n', 'm', ','],
] as const

export interface SeatKeys {
  places: readonly string[]
  pass: string
}

export function keysFor(personIndex: number): SeatKeys | null {
  const row = KEY_ROWS[personIndex]
  return row ? { places: row.slice(0, 7), pass: row[7] } : null
}

/** A key's label as printed on the key cap. */
export const keyLabel = (key: string): string => (key === 'escape' ? 'Esc' : key === 'enter' ? 'Enter' : key.toUpperCase())

/** What a key does now; held-down repeats run only a `{ run, repeat: true }` entry (a bid counter). */
export type KeyAction = (() => unknown) | { run: () => unknown; repeat: true }

/**
 * One keyboard guard for every table. `map` is asked at each key press, so it offers only what
 * is legal at that moment; keys are `KeyboardEvent.key` in lower case ('2', 'q', 'escape').
 * Typing in a field, a key with a modifier, Enter or Space on a focused button, and any key
 * while a modal dialog is up (a hand-over screen, "leave the table?") are left alone.
 */
export function useTableKeys(map: () => Partial<Record<string, KeyAction | false | null>>): void {
  function onKey(e: KeyboardEvent) {
    if (e.ctrlKey || e.metaKey || e.altKey) return
    const target = e.target instanceof Element ? e.target : null
    if (target?.closest('input, select, textarea, [contenteditable="true"]')) return
    const key = e.key.toLowerCase()
    if ((key === 'enter' || key === ' ') && target?.closest('button, a')) return
    if (document.querySelector('[aria-modal="true"]')) return
    const entry = map()[key]
    if (!entry) return
    const repeatable = typeof entry !== 'function'
    if (e.repeat && !repeatable) return
    e.preventDefault()
    void (repeatable ? entry.run() : entry())
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onScopeDispose(() => window.removeEventListener('keydown', onKey))
}
