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
