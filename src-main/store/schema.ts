import { z } from 'zod'
import { GAME_IDS } from '@shared/games/lookup'
import { RECORD_MODES } from '@shared/records/format'
import { relayPages } from '@shared/online'
import {
  ANIMATION_SPEEDS,
  BOT_SPEEDS,
  CALL_WINDOWS,
  DEFAULT_SETTINGS,
  EXPERT_THINK_MS,
  LANGUAGES,
  REALTIME_WINDOW_MAX,
  REALTIME_WINDOW_MIN,
  SEAT_COLOUR_IDS,
  THEMES,
  WATCH_DELAY_MAX,
  keptName,
  PROFILE_NAME_MAX,
  profileNameProblem,
  type SeatColour,
} from '@shared/profile'

/** A new name, from a request: refused by profileNameProblem's rules, kept composed (NFC) and trimmed. */
export const profileName = z
  .string()
  .transform(keptName)
  .superRefine((name, ctx) => {
    const problem = profileNameProblem(name)
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { problem: problem.code, ...('params' in problem && problem.params) } })
  })

export const seatColour = z.enum(SEAT_COLOUR_IDS as [SeatColour, ...SeatColour[]])

export const profileSchema = z.object({
  id: z.string().min(1),
  // A name kept before a rule was added stays readable: a stricter rule must not set a whole
  // store aside as corrupt. New names meet profileName's rules.
  name: z.string().trim().min(1).max(PROFILE_NAME_MAX),
  colour: seatColour,
  createdAt: z.number(),
})

export const settingsSchema = z.object({
  theme: z.enum(THEMES),
  animationSpeed: z.enum(ANIMATION_SPEEDS),
  reducedMotion: z.boolean(),
  sound: z.boolean(),
  realtimeWindowSeconds: z
    .number()
    .int('a real-time window is a whole number of seconds')
    .min(REALTIME_WINDOW_MIN, `a real-time window is at least ${REALTIME_WINDOW_MIN} seconds`)
    .max(REALTIME_WINDOW_MAX, `a real-time window is at most ${REALTIME_WINDOW_MAX} seconds`),
  callWindow: z.enum(CALL_WINDOWS),
  highlightLegalMoves: z.boolean(),
  fourColourSuits: z.boolean(),
  botSpeed: z.enum(BOT_SPEEDS),
  phones: z.boolean(),
  phonesAddress: z.ipv4().nullable(),
  relayUrl: z.union([z.literal(''), z.string().max(300).refine((url) => relayPages(url) !== null, 'a relay is a ws:// or wss:// address')]),
  watchDelay: z.number().int('spectators are a whole number of moves behind').min(0).max(WATCH_DELAY_MAX, `spectators are at most ${WATCH_DELAY_MAX} moves behind`),
  expertThinkMs: z.union(EXPERT_THINK_MS.map((ms) => z.literal(ms)), { error: `one of ${EXPERT_THINK_MS.join(', ')} ms` }),
  language: z.enum(LANGUAGES).nullable(),
})

const gameId = z.enum(GAME_IDS)
const tally = z.object({ played: z.number().int(), wins: z.number().int(), draws: z.number().int(), losses: z.number().int() })

/** A profile's standing across every title: level points, badges, the shared ladder. */
export const standingSchema = z.object({
  levelPoints: z.number().int(),
  /** Elo on the one ladder that two-player matches move; null until the first rated match. */
  rating: z.number().nullable(),
  ratedMatches: z.number().int(),
  badges: z.array(gameId),
  games: z.partialRecord(gameId, tally),
})

const matchSeat = z.object({
  name: z.string(),
  kind: z.enum(['human', 'bot']),
  level: z.string().optional(),
  profileId: z.string().optional(),
})

export const matchRecordSchema = z.object({
  gameId,
  at: z.number(),
  seats: z.array(matchSeat),
  winners: z.array(z.number().int()),
  scores: z.array(z.number()),
  rated: z.boolean(),
})

/** A finished Check Mates solo run; `profileId` null for a guest. */
export const soloRunSchema = z.object({
  id: z.string(),
  profileId: z.string().nullable(),
  side: z.enum(['fifteen', 'chess']),
  deck: z.enum(['all', 'one-point', 'two-point']),
  seed: z.string(),
  timeMs: z.number().int().nonnegative(),
  tier: z.enum(['top', 'high', 'mid', 'start']),
  at: z.number(),
  cards: z.array(z.object({ id: z.string(), moves: z.number().int(), optimal: z.number().int().nullable() })),
})

/**
 * A finished game kept for review: what the list of past games shows, and the game record itself
 * as its JSON text (docs/records.md), read with `parseRecord` like any file from outside.
 */
export const pastGameSchema = z.object({
  id: z.string(),
  /** When it ended. */
  at: z.number(),
  gameId,
  /** A game at the table, or a Check Mates run played alone. */
  mode: z.enum(RECORD_MODES),
  seats: z.array(matchSeat),
  winners: z.array(z.number().int()),
  scores: z.array(z.number()),
  steps: z.number().int(),
  /** Played at a practice table: kept to review, on nobody's record. Absent for every other game (and those kept before). */
  practice: z.literal(true).optional(),
  /** Brought in from a file (games:import): shown marked, and on nobody's record. */
  imported: z.literal(true).optional(),
  record: z.string(),
})

/** What the data file keeps, at the newest schema version: the small things. What grows is in the games database (archive.ts). */
export const dataSchema = z.object({
  schemaVersion: z.number().int(),
  profiles: z.array(profileSchema),
  settings: settingsSchema,
})
export type StoredData = z.infer<typeof dataSchema>

/** The standings, matches, solo runs and past games as the data file kept them up to schema 9. */
export type OldData = Partial<Record<'games' | 'soloRuns' | 'matches' | 'standings', unknown>>
export type PastGame = z.infer<typeof pastGameSchema>
export type Standing = z.infer<typeof standingSchema>
export type MatchRecord = z.infer<typeof matchRecordSchema>

/**
 * Numbered migrations: entry i turns a version-i object into version i+1. Append only; never edit
 * a published step, since saves written by it exist on players' computers.
 */
export const MIGRATIONS: ReadonlyArray<(data: Record<string, unknown>, handOver: (old: OldData) => void) => Record<string, unknown>> = [
  // 0 → 1: the first schema; an empty file becomes a fresh store.
  (data) => ({ ...data, profiles: [], settings: { ...DEFAULT_SETTINGS } }),
  // 1 → 2: results: per-profile standings and a log of finished matches.
  (data) => ({ ...data, standings: {}, matches: [] }),
  // 2 → 3: computer players' reaction speed joins the settings.
  (data) => ({ ...data, settings: { ...(data.settings as object), botSpeed: 'normal' } }),
  // 3 → 4: Check Mates solo runs, for personal bests and the progress chart.
  (data) => ({ ...data, soloRuns: [] }),
  // 4 → 5: phone seats (off until a person turns them on), on the computer's first network address.
  (data) => ({ ...data, settings: { ...(data.settings as object), phones: false, phonesAddress: null } }),
  // 5 → 6: the expert computer player's thinking time per decision joins the settings.
  (data) => ({ ...data, settings: { ...(data.settings as object), expertThinkMs: 1000 } }),
  // 6 → 7: finished games with their records, for past games and reviews (issue 22).
  (data) => ({ ...data, games: [] }),
  // 7 → 8: Cheat's call window becomes its own choice (CH-5), standard until a person picks quick.
  (data) => ({ ...data, settings: { ...(data.settings as object), callWindow: 'standard' } }),
  // 8 → 9: the language of the screens; null until a person picks one, so it follows the system's.
  (data) => ({ ...data, settings: { ...(data.settings as object), language: null } }),
  // 9 → 10: what grows (past games, solo runs, matches, standings) moves to the games database
  // (issue 29), handed over as it is, unchecked: the database checks it row by row.
  ({ games, soloRuns, matches, standings, ...rest }, handOver) => {
    handOver({ games, soloRuns, matches, standings })
    return rest
  },
  // 10 → 11: play online (issue 33): no relay until a person sets one, spectators see the table live.
  (data) => ({ ...data, settings: { ...(data.settings as object), relayUrl: '', watchDelay: 0 } }),
]

export const CURRENT_VERSION = MIGRATIONS.length

/** Brings any older save up to date; a save from a newer app is refused rather than mangled. */
export function migrate(raw: Record<string, unknown>, handOver: (old: OldData) => void = () => {}): Record<string, unknown> {
  const from = typeof raw.schemaVersion === 'number' ? raw.schemaVersion : 0
  if (from > CURRENT_VERSION) throw Object.assign(new Error(`saved by a newer version of the app (schema ${from})`), { code: 'NEWER_APP' })
  let data = raw
  for (let v = from; v < CURRENT_VERSION; v++) data = { ...MIGRATIONS[v]!(data, handOver), schemaVersion: v + 1 }
  return data
}
