/**
 * Nine cells (a1 first) read from a 3×3 notation, `null` for `.`. Lenient on purpose: the bid
 * checker's editor shows half-built boards that `parseBoard` would refuse.
 */
export function cellsOfNotation(text: string): (string | null)[] {
  const rows = text.split('/')
  const out: (string | null)[] = new Array<string | null>(9).fill(null)
  for (let rank = 0; rank < 3; rank++) {
    const row = [...(rows[2 - rank] ?? '')]
    for (let file = 0; file < 3; file++) {
      const c = row[file]
      out[rank * 3 + file] = c === undefined || c === '.' ? null : c
    }
  }
  return out
}

/** The same layout back in notation (rank 3 first). */
export function notationOfCells(cells: readonly (string | null)[]): string {
  return [2, 1, 0].map((rank) => [0, 1, 2].map((f) => cells[rank * 3 + f] ?? '.').join('')).join('/')
}

/**
 * Keys for the tokens of `next`, carried over from `prev` so a moved token keeps its identity:
 * unchanged cells keep their key, and each newly filled cell takes the key of a cell just emptied
 * of the same token. Anything else gets a fresh key.
 */
export function carryKeys(
  prev: readonly (string | null)[],
  prevKeys: readonly (string | null)[],
  next: readonly (string | null)[],
  fresh: () => string,
): (string | null)[] {
  const keys: (string | null)[] = next.map((t, i) => (t !== null && prev[i] === t ? (prevKeys[i] ?? null) : null))
  const emptied = prev.flatMap((t, i) => (t !== null && next[i] !== t && prevKeys[i] ? [i] : []))
  next.forEach((t, i) => {
    if (t === null || keys[i] !== null) return
    const from = emptied.findIndex((j) => prev[j] === t)
    if (from >= 0) {
      keys[i] = prevKeys[emptied[from] as number] ?? null
      emptied.splice(from, 1)
    }
    keys[i] ??= fresh()
  })
  return keys
}

/** Whether `next` is `prev` with one token slid to an empty cell: what a move, or a step of a line, looks like. */
export function oneTokenSlid(prev: readonly (string | null)[], next: readonly (string | null)[]): boolean {
  const changed = next.flatMap((t, i) => (t === prev[i] ? [] : [i]))
  if (changed.length !== 2) return false
  const [a, b] = changed as [number, number]
  const [from, to] = prev[a] === null ? [b, a] : [a, b]
  return prev[to] === null && next[from] === null && prev[from] !== null && next[to] === prev[from]
}

/** The cell an arrow key leads to from `cell` as the board is drawn (rank 3 at the top), or null. */
export function neighbourCell(cell: number, key: string): number | null {
  const file = cell % 3
  const rank = Math.floor(cell / 3)
  const step: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, 1],
    ArrowDown: [0, -1],
  }
  const d = step[key]
  if (!d) return null
  const f = file + d[0]
  const r = rank + d[1]
  return f < 0 || f > 2 || r < 0 || r > 2 ? cell : r * 3 + f
}
