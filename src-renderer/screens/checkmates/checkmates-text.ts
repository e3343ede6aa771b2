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

/** What the screen says when a run ends without its tenth card. */
export const ENDED_TEXT: Record<'quit' | 'idle' | 'gone', string> = {
  quit: 'You quit the run, so it does not count.',
  idle: 'The run lay idle for ten minutes and ended by itself, so it does not count.',
  gone: 'That run has ended (it was quit, or lay idle for ten minutes), so it does not count.',
}

/** Asking before a counted run is lost: what it costs, in the player's words. */
export const LEAVE_TEXT = {
  quit: { title: 'Quit this run?', message: 'A counted run you quit does not count as a record.', confirm: 'Quit the run' },
  restart: {
    title: 'Restart with a new deal?',
    message: 'This run will not count as a record; the new one starts at once with fresh cards.',
    confirm: 'Restart',
  },
  leave: { title: 'Leave this run?', message: 'A counted run you leave does not count as a record.', confirm: 'Leave' },
} as const

/** "the red on a1 cannot reach c3: …" → "The red on a1 cannot reach c3: …." */
export function sentence(text: string): string {
  const s = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.!?]$/.test(s) ? s : `${s}.`
}
