import { createHash } from 'node:crypto'

/**
 * A room's id, derived from its host's token: only the holder of the token can open the room, and
 * opening it again (after a restart of the relay) gives the same id, so the guests' links still
 * work. The app derives it too, to make its links before the room is open. Node only (its own
 * file, so the app imports it without the relay's server).
 */
export const roomIdFor = (hostToken: string): string => createHash('sha256').update(`check-mates relay room\0${hostToken}`).digest('base64url')
