import type { BackingFile } from './store'

/**
 * A store backing in memory for tests, whose disk can be filled: while full, every save throws
 * ENOSPC as conf does when the disk has no room, and what was saved before stays as it was.
 */
export function fakeBacking(initial: Record<string, unknown> = {}): {
  file: BackingFile
  /** What the last save that worked left on the "disk". */
  disk(): Record<string, unknown>
  fill(full: boolean): void
} {
  let disk = structuredClone(initial)
  let full = false
  const backing = {
    get store() {
      return structuredClone(disk)
    },
    set store(data: Record<string, unknown>) {
      if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      disk = structuredClone(data)
    },
  }
  return { file: { path: '/nowhere/data.json', open: () => backing }, disk: () => disk, fill: (f) => (full = f) }
}
