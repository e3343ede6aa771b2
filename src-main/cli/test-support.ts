import { vi } from 'vitest'

/** Collects what a command writes to stdout and stderr (restore with vi.restoreAllMocks). */
export function capture(): { out: () => string; err: () => string } {
  let out = ''
  let err = ''
  // Commands that wait for their writes pass a callback: call it, or they never finish.
  const collect = (add: (text: string) => void) => ((text: string | Uint8Array, ...rest: unknown[]) => {
    add(String(text))
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    done?.()
    return true
  }) as typeof process.stdout.write
  vi.spyOn(process.stdout, 'write').mockImplementation(collect((t) => (out += t)))
  vi.spyOn(process.stderr, 'write').mockImplementation(collect((t) => (err += t)))
  return { out: () => out, err: () => err }
}

/** How a seat-count refusal names the counts a game allows. */
export const allowedSeats = (min: number, max: number): string => (min === max ? `exactly ${min}` : `${min} to ${max}`)
