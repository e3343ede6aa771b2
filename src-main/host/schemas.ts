import { z } from 'zod'
import type { RequestName, RequestPayload } from '@shared/ipc'
import { profileName, seatColour, settingsSchema } from '../store/schema'

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
}

/** "name: a name needs at least one character; colour: …" — what a developer needs to fix the call. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ')
}
