import type { BlitzFilter, Side } from '@shared/checkmates'
import type { SoloTier } from '@shared/checkmates/solo'

/** How the route writes a deck: `all`, or the points of a blitz deck (CM-12). */
export const DECK_PARAMS = { all: 'all', 'one-point': '1', 'two-point': '2' } as const satisfies Record<BlitzFilter, string>

export function deckFromParam(value: unknown): BlitzFilter {
  if (value === '1') return 'one-point'
  if (value === '2') return 'two-point'
  return 'all'
}

export function sideFromParam(value: unknown): Side {
  return value === 'chess' ? 'chess' : 'fifteen'
}

export const DECK_NAMES: Record<BlitzFilter, string> = {
  all: 'Whole deck',
  'one-point': '1-point blitz',
  'two-point': '2-point blitz',
}

export const DECK_NOTES: Record<BlitzFilter, string> = {
  all: 'Every card, easy and hard mixed.',
  'one-point': 'Only the 1-point cards: a quicker run.',
  'two-point': 'Only the 2-point cards: a tougher run.',
}

/** CM-11's bands in our own words: a name and what it means, per side. */
export const TIER_TEXT: Record<Side, Record<SoloTier, { name: string; note: string }>> = {
  fifteen: {
    top: { name: 'Dazzling', note: 'Under a minute and a half. Hardly anyone slides that fast.' },
    high: { name: 'Crisp and assured', note: 'A minute and a half to two and a half: tidy, well-judged moves.' },
    mid: { name: 'Getting there', note: 'Two and a half to three and a half minutes: the right track, keep at it.' },
    start: { name: 'Warming up', note: 'Over three and a half minutes: a few more runs and it will click.' },
  },
  chess: {
    top: { name: 'Grandmaster hands', note: 'Under two minutes. A chess mind at full speed.' },
    high: { name: 'A brilliant run', note: 'Two to three and a half minutes: sharp, confident play.' },
    mid: { name: 'Real promise', note: 'Three and a half to five minutes: the talent is showing.' },
    start: { name: 'First steps to the title', note: 'Over five minutes: every champion started here.' },
  },
}

/** 83 456 ms → "1:23.4". */
export function formatTime(ms: number): string {
  const tenths = Math.floor(ms / 100)
  const minutes = Math.floor(tenths / 600)
  const seconds = Math.floor((tenths % 600) / 10)
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`
}

/** A short random seed for a run nobody asked a seed for; shown, so the run can be shared. */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4))
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}
