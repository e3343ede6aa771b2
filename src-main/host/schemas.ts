import { z } from 'zod'
import { BLITZ_FILTERS, SIDES } from '@shared/checkmates'
import { isDateKey } from '@shared/checkmates/daily'
import { STREAK_TOP } from '@shared/checkmates/streak'
import { SEAT_LEVELS, type GameOption } from '@shared/games/descriptor'
import { GAME_IDS, GAME_MODULES, SEAT_BOUNDS } from '@shared/games/lookup'
import type { ApiError, MessageParams, RequestName, RequestPayload, SeatRequestName, SeatRequests, TableCreate } from '@shared/ipc'
import { MAX_RECORD_CHARS, TOO_LARGE_TEXT } from '@shared/records/format'
import { MAX_STEPS, MAX_TIME } from '@shared/records/parse'
import { MAX_PAGE } from '../store/archive'
import { profileName, seatColour, settingsSchema } from '../store/schema'

/** Ids are the host's own UUIDs: anything far longer is no id, and is refused before it could be echoed. */
const key = (what: string) => z.string().min(1, `${what} is required`).max(100, `${what} is at most 100 characters`)
const tableId = z.object({ tableId: key('a table id') }).strict()
const seat = z.number().int().min(0).max(SEAT_BOUNDS.max - 1)
const seatRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), profileId: key('a profile id'), where: z.enum(['here', 'phone', 'online']).optional() }).strict(),
  z.object({ kind: z.literal('bot'), level: z.enum(SEAT_LEVELS) }).strict(),
])
// Any game's seat count passes here; the table refuses a count its own game does not seat
// (BAD_SEATS), and a level it does not offer, with the game's own words.
const seatRequests = z
  .array(seatRequest)
  .min(SEAT_BOUNDS.min, `a table needs at least ${SEAT_BOUNDS.min} seats`)
  .max(SEAT_BOUNDS.max, `a table has at most ${SEAT_BOUNDS.max} seats`)

const optionSchema = (o: GameOption) =>
  o.kind === 'choice' ? z.enum(o.choices.map((c) => c.value)) : z.number().int().min(o.min).max(o.max)

/** One shape per registered game: its id, the seats, and its own options with their ranges, nothing else. */
const [firstGame, ...otherGames] = GAME_MODULES.map(({ game }) =>
  z
    .object({
      gameId: z.literal(game.id),
      seats: seatRequests,
      ...Object.fromEntries(Object.entries(game.options).map(([name, o]) => [name, optionSchema(o).optional()])),
      seed: z.string().min(1).max(64).optional(),
      rematchOf: key('a table id').optional(),
      practice: z.boolean().optional(),
    })
    .strict(),
)
// Built from the registry at run time, so its type is the contract's by assertion; the tests of
// every game's requests hold it to that.
const tableCreate = z.discriminatedUnion('gameId', [firstGame!, ...otherGames], {
  error: (issue) => (issue.code === 'invalid_union' ? `one of ${GAME_IDS.join(', ')}` : undefined),
}) as unknown as z.ZodType<TableCreate>
const ACTION_LIMITS = { chars: 2000, depth: 8 }
/** An intent's shape only: the engine judges its legality and answers with an error value. */
const action = z
  .object({ type: z.string().min(1).max(40) })
  .loose()
  .refine(
    (a) => jsonWithin(a, ACTION_LIMITS),
    `an action is at most ${ACTION_LIMITS.chars.toLocaleString('en')} characters of JSON, nested at most ${ACTION_LIMITS.depth} deep`,
  )

const job = key('a job name')
// A saved game by its id: a record from outside is imported (games:import) before it is reviewed.
const recordRef = <T extends z.ZodRawShape>(shape: T) => z.object({ recordId: key('a game id'), ...shape }).strict()

const cmSide = z.enum(SIDES)
const cmDeck = z.enum(BLITZ_FILTERS)
const person = key('a profile id').nullable()
const cmMove = z.string().min(1).max(16)
const dateKey = z.string().refine(isDateKey, 'a date is written YYYY-MM-DD')
const runId = z.object({ runId: key('a run id') }).strict()
const none = z.null({ error: 'this request takes no payload (send null)' })
const id = z.object({ id: key('an id') }).strict()
const time = z.number().int().min(-MAX_TIME).max(MAX_TIME)
const cursor = z.object({ at: time, id: key('a game id') }).strict()
const gamesQuery = z
  .object({
    profileId: key('a profile id').nullable(),
    gameId: z.enum(GAME_IDS).optional(),
    result: z.enum(['win', 'draw', 'loss']).optional(),
    kind: z.enum(['counted', 'practice', 'imported']).optional(),
    from: time.optional(),
    to: time.optional(),
    after: cursor.optional(),
    limit: z.number().int().min(1).max(MAX_PAGE).optional(),
  })
  .strict()

/**
 * One schema per request. The mapped type makes a missing or mistyped schema a compile error,
 * so a new channel cannot reach a handler unvalidated.
 */
export const requestSchemas: { [K in RequestName]: z.ZodType<RequestPayload<K>> } = {
  'app:info': none,
  'notices:dismiss': id,
  'profiles:list': none,
  'profiles:create': z.object({ name: profileName, colour: seatColour }).strict(),
  'profiles:update': z
    .object({ id: key('an id'), name: profileName.optional(), colour: seatColour.optional() })
    .strict(),
  'profiles:delete': id,
  'settings:get': none,
  'settings:update': settingsSchema.partial().strict(),
  'table:create': tableCreate,
  'table:get': tableId,
  'table:act': z.object({ tableId: key('a table id'), seat, action }).strict(),
  'table:handover': tableId,
  'table:release': tableId,
  'table:leave': tableId,
  'table:watch': tableId,
  'table:seat-move': z.object({ tableId: key('a table id'), seat, to: z.enum(['bot', 'here', 'phone']) }).strict(),
  'table:ask-expert': z.object({ tableId: key('a table id'), seat }).strict(),
  'phones:status': none,
  'online:status': none,
  'results:profile': z.object({ profileId: key('a profile id') }).strict(),
  'games:list': gamesQuery,
  'games:delete': id,
  'games:backup': z.object({ query: gamesQuery, after: cursor.optional() }).strict(),
  'review:step': z
    .object({ id: key('a game id'), step: z.number().int().min(0).max(MAX_STEPS), viewer: z.union([seat, z.literal('all')]).optional() })
    .strict(),
  'games:export': id,
  'games:again': id,
  'games:import': z.object({ text: z.string().max(MAX_RECORD_CHARS, TOO_LARGE_TEXT) }).strict(),
  'checkmates:solo-start': z
    .object({
      side: cmSide,
      deck: cmDeck,
      seed: z.string().min(1).max(64).optional(),
      practice: z.boolean(),
      profileId: key('a profile id').optional(),
    })
    .strict(),
  'checkmates:solo-move': z.object({ sessionId: key('a run id'), move: z.string().min(1).max(16) }).strict(),
  'checkmates:solo-hint': z.object({ sessionId: key('a run id') }).strict(),
  'checkmates:solo-quit': z.object({ sessionId: key('a run id') }).strict(),
  'checkmates:solo-records': z.object({ profileId: key('a profile id').nullable(), side: cmSide, deck: cmDeck }).strict(),
  'progress:solo': z
    .object({ profileId: key('a profile id').nullable(), side: cmSide, deck: cmDeck, period: z.enum(['7d', '30d', 'all']) })
    .strict(),
  'checkmates:daily': z.object({ profileId: person }).strict(),
  'checkmates:daily-start': z.object({ profileId: person }).strict(),
  'checkmates:daily-move': z.object({ profileId: person, date: dateKey, move: cmMove }).strict(),
  'checkmates:daily-give-up': z.object({ profileId: person, date: dateKey }).strict(),
  'checkmates:streak': z.object({ profileId: person }).strict(),
  // The level's range is the side's (the engine says so, BAD_LEVEL); here only the widest.
  'checkmates:streak-start': z.object({ profileId: person, side: cmSide, level: z.number().int().min(1).max(Math.max(...Object.values(STREAK_TOP))) }).strict(),
  'checkmates:streak-move': z.object({ runId: key('a run id'), move: cmMove }).strict(),
  'checkmates:streak-skip': runId,
  'checkmates:streak-give-up': runId,
  'progress:puzzles': z.object({ profileId: person, period: z.enum(['7d', '30d', 'all']) }).strict(),
  'progress:games': z.object({ profileId: key('a profile id'), period: z.enum(['7d', '30d', 'all']) }).strict(),
  'progress:bidding': z.object({ profileId: key('a profile id'), period: z.enum(['7d', '30d', 'all']) }).strict(),
  // Shapes only: the host parses the notation and explains a board or task it cannot use.
  'checkmates:solve': z.object({ side: cmSide, board: z.string().max(32), task: z.string().max(32) }).strict(),
  'verdict:judge': recordRef({ job, seat, playouts: z.number().int().min(1).max(5000).optional() }) as z.ZodType<RequestPayload<'verdict:judge'>>,
  'verdict:cancel': z.object({ job }).strict(),
  'lessons:list': z.object({ gameId: z.enum(GAME_IDS), profileId: key('a profile id') }).strict(),
  'lesson:start': z.object({ gameId: z.enum(GAME_IDS), lessonId: key('a lesson id'), profileId: key('a profile id'), fresh: z.boolean().optional() }).strict(),
  'lesson:hint': tableId,
  'lesson:retry': tableId,
  'lesson:next': tableId,
  'lesson:reset': z.object({ gameId: z.enum(GAME_IDS), lessonId: key('a lesson id'), profileId: key('a profile id') }).strict(),
  'verdict:try-again': recordRef({
    step: z.number().int().min(1).max(MAX_STEPS),
    seat,
    profileId: key('a profile id').optional(),
  }) as z.ZodType<RequestPayload<'verdict:try-again'>>,
  'verdict:checkmates': recordRef({}) as z.ZodType<RequestPayload<'verdict:checkmates'>>,
}

/** The seat server's requests: no table id and no seat, since the key names both. */
export const seatRequestSchemas: { [K in SeatRequestName]: z.ZodType<SeatRequests[K]['payload']> } = {
  'seat:get': none,
  'seat:act': z.object({ action }).strict(),
}

/**
 * Whether a parsed JSON value stays within `chars` characters of JSON and `depth` levels of
 * nesting. It walks with its own stack and stops at the first excess, so no value, however deep or
 * large, can exhaust the call stack or the time of the check (JSON.stringify would do both).
 */
export function jsonWithin(value: unknown, limits: { chars: number; depth: number }): boolean {
  let chars = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!
    if (v !== null && typeof v === 'object') {
      if (depth >= limits.depth) return false
      const keys = Array.isArray(v) ? null : Object.keys(v)
      const items = keys ?? (v as unknown[])
      chars += 1 + Math.max(1, items.length) // the brackets and the commas between
      if (chars > limits.chars) return false
      if (keys) {
        for (const key of keys) {
          chars += JSON.stringify(key).length + 1
          stack.push([(v as Record<string, unknown>)[key], depth + 1])
        }
      } else {
        for (const x of v as unknown[]) stack.push([x, depth + 1])
      }
    } else {
      // One string's JSON is flat, so JSON.stringify on it is safe and exact about escapes.
      chars += typeof v === 'string' ? JSON.stringify(v).length : String(v).length
    }
    if (chars > limits.chars) return false
  }
  return true
}

/** A payload that fails its schema: the issues in English, and by code where a person caused one. */
export function payloadRefusal(channel: string, error: z.ZodError): ApiError {
  const params = paramsForPeople(error)
  return { code: 'INVALID_PAYLOAD', message: describeForPeople(error), detail: `${channel}: ${describeIssues(error)}`, ...(params && { params }) }
}

/**
 * The same issues as a person reads them: each in its own words, with no channel and no field
 * path (those are for developers, in `describeIssues`). Schemas word what a person can cause.
 */
export function describeForPeople(error: z.ZodError): string {
  const sentences = error.issues.map((i) => {
    const s = i.message.charAt(0).toUpperCase() + i.message.slice(1)
    return /[.!?]$/.test(s) ? s : `${s}.`
  })
  const text = [...new Set(sentences)].join(' ')
  return text.length > 500 ? `${text.slice(0, 500)}…` : text
}

/**
 * The values a screen needs to word a payload refusal in the person's language: those of the first
 * issue a person can cause and a schema names by code (a player's name, NAME_TOO_LONG with its
 * numbers); none when no issue does (the screen then says the app sent what it should not).
 */
function paramsForPeople(error: z.ZodError): MessageParams | undefined {
  for (const issue of error.issues) {
    const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined
    if (params?.problem) return params
  }
  return undefined
}

/** "name: a name needs at least one character; colour: …" — what a developer needs to fix the call. */
export function describeIssues(error: z.ZodError): string {
  const text = error.issues
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ')
  // Unknown keys are named in the message; a payload of many long ones is not echoed in full.
  return text.length > 500 ? `${text.slice(0, 500)}…` : text
}
