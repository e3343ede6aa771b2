import { z } from 'zod'
import { GAME_IDS } from '@shared/engine'
import { BLITZ_FILTERS, SIDES } from '@shared/checkmates'
import type { RequestName, RequestPayload } from '@shared/ipc'
import { profileName, seatColour, settingsSchema } from '../store/schema'

const tableId = z.object({ tableId: z.string().min(1, 'a table id is required') }).strict()
const seatRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), profileId: z.string().min(1) }).strict(),
  z.object({ kind: z.literal('bot'), level: z.enum(['easy', 'normal', 'hard']) }).strict(),
])
/** An intent's shape only: the engine judges its legality and answers with an error value. */
const action = z
  .object({ type: z.string().min(1).max(40) })
  .loose()
  .refine((a) => JSON.stringify(a).length <= 2000, 'an action is at most 2,000 characters of JSON')

const cmSide = z.enum(SIDES)
const cmDeck = z.enum(BLITZ_FILTERS)
const none = z.null({ error: 'this request takes no payload (send null)' })
const id = z.object({ id: z.string().min(1, 'an id is required') }).strict()

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
    .object({ id: z.string().min(1), name: profileName.optional(), colour: seatColour.optional() })
    .strict(),
  'profiles:delete': id,
  'settings:get': none,
  'settings:update': settingsSchema.partial().strict(),
  'table:create': z
    .object({
      gameId: z.enum(GAME_IDS),
      seats: z.array(seatRequest).min(2, 'a table needs at least two seats').max(6, 'a table has at most six seats'),
      target: z.number().int().min(10).max(500).optional(),
      side: z.enum(['fifteen', 'chess']).optional(),
      deck: z.enum(['all', 'one-point', 'two-point']).optional(),
      cards: z.number().int().min(1).max(28).optional(),
      seed: z.string().min(1).max(64).optional(),
      rematchOf: z.string().min(1).optional(),
    })
    .strict(),
  'table:get': tableId,
  'table:act': z.object({ tableId: z.string().min(1), seat: z.number().int().min(0).max(5), action }).strict(),
  'table:handover': tableId,
  'table:release': tableId,
  'table:leave': tableId,
  'results:profile': z.object({ profileId: z.string().min(1, 'a profile id is required') }).strict(),
  'checkmates:solo-start': z
    .object({
      side: cmSide,
      deck: cmDeck,
      seed: z.string().min(1).max(64).optional(),
      practice: z.boolean(),
      profileId: z.string().min(1).optional(),
    })
    .strict(),
  'checkmates:solo-move': z.object({ sessionId: z.string().min(1), move: z.string().min(1).max(16) }).strict(),
  'checkmates:solo-hint': z.object({ sessionId: z.string().min(1) }).strict(),
  'checkmates:solo-quit': z.object({ sessionId: z.string().min(1) }).strict(),
  'checkmates:solo-records': z.object({ profileId: z.string().min(1).nullable(), side: cmSide, deck: cmDeck }).strict(),
  // Shapes only: the host parses the notation and explains a board or task it cannot use.
  'checkmates:solve': z.object({ side: cmSide, board: z.string().max(32), task: z.string().max(32) }).strict(),
}

/** "name: a name needs at least one character; colour: …" — what a developer needs to fix the call. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ')
}
