import { err, ok, type Result } from '../result'
import type { TextLimits } from './decode'
import type { RecordError } from './format'

/**
 * A backup: many kept games in one file, each as its game record (docs/records.md), for a person
 * to bring back here or on another computer. Importing one keeps each game that reads and replays,
 * once: a game's identity is its content, so nothing is doubled.
 */
export const BACKUP_FORMAT = 'check-mates-tabletop/games-backup'
export const BACKUP_VERSION = 1
/** 512 MiB: some 50,000 of the longest games; a browser still reads it whole. */
export const MAX_BACKUP_BYTES = 512 * 1024 * 1024
export const BACKUP_LIMITS: TextLimits = {
  bytes: MAX_BACKUP_BYTES,
  chars: MAX_BACKUP_BYTES,
  tooLarge: `This file is too large for a backup (at most ${MAX_BACKUP_BYTES / 1024 / 1024} MiB).`,
}

const HEAD = `{"format":"${BACKUP_FORMAT}","version":${BACKUP_VERSION},"games":[`

/** A backup's text in parts (for a Blob, never joined into one string): records are JSON text already. */
export function backupParts(records: readonly string[]): string[] {
  return [HEAD, ...records.flatMap((r, i) => (i === 0 ? [r] : [',', r])), ']}\n']
}

/** Whether a file's first characters open a backup rather than a single game record. */
export const looksLikeBackup = (head: string): boolean => new RegExp(`^\\uFEFF?\\s*\\{\\s*"format"\\s*:\\s*"${BACKUP_FORMAT}"`).test(head)

/**
 * The games a backup holds, each as its own JSON text, to be imported one by one (each is then
 * checked as any record is); or why the file is no backup. Never throws.
 */
export function readBackup(text: string): Result<string[], RecordError> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return err({ code: 'NOT_JSON', message: 'This file is not a backup: it is damaged or not JSON at all.' })
  }
  if (!value || typeof value !== 'object' || (value as { format?: unknown }).format !== BACKUP_FORMAT) {
    return err({ code: 'NOT_A_RECORD', message: 'This file is not a backup of this app.' })
  }
  const { version, games } = value as { version?: unknown; games?: unknown }
  if (typeof version === 'number' && version > BACKUP_VERSION) {
    return err({ code: 'NEWER_FORMAT', message: 'This backup was made by a newer version of the app.' })
  }
  if (version !== BACKUP_VERSION || !Array.isArray(games)) return err({ code: 'BAD_RECORD', message: 'This backup is damaged: it lists no games.' })
  return ok(games.map((g) => JSON.stringify(g)))
}
