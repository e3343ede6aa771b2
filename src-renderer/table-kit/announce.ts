/**
 * The lines a history gained between two pictures of it, to be said once to screen readers. The
 * host sends the latest events only, so the older list may have lost lines at its start: the new
 * lines are what follows the longest overlap of the old list's end with the new list's start.
 * With no overlap at all the list was worded anew (another person holds the screen) or belongs
 * to a new game: nothing new happened, and nothing is said.
 */
export function freshLines(before: readonly string[], now: readonly string[]): string[] {
  if (before.length === 0) return []
  for (let dropped = 0; dropped < before.length; dropped++) {
    const kept = before.length - dropped
    if (kept > now.length) continue
    let same = true
    for (let i = 0; i < kept && same; i++) same = before[dropped + i] === now[i]
    if (same) return now.slice(kept)
  }
  return []
}
