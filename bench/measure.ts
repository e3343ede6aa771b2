import { performance } from 'node:perf_hooks'

// What the database benchmarks share: each figure a median of repeats, in milliseconds.

export const REPEATS = 25

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
export const round = (x: number) => Math.round(x * 100) / 100

export function time(work: () => unknown): number {
  const start = performance.now()
  work()
  return performance.now() - start
}

/** `work` timed REPEATS times, told which repeat it is. */
export const timed = (work: (i: number) => unknown) => Array.from({ length: REPEATS }, (_, i) => time(() => work(i)))

/** The answer as the page's socket would carry it: nothing is on screen before it is text. */
export const sent = (value: unknown) => JSON.stringify({ ok: true, value })
