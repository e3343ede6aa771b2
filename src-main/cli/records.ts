import { accessSync, closeSync, constants, fstatSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { version } from '../../package.json'
import type { GameId } from '@shared/games/registry'
import type { BotLevel } from '@shared/games/module'
import type { MatchRecord } from '@shared/games/selfplay'
import { computerSeats, makeRecord, TOO_LARGE_TEXT, type GameRecord, type RecordError } from '@shared/records/format'
import { decodeRecordBytes, MAX_RECORD_BYTES } from '@shared/records/decode'
import { parseRecord } from '@shared/records/parse'
import { err, type Result } from '@shared/result'

/**
 * A record file from disk, read as the app's import reads one (decodeRecordBytes): only a regular
 * file — a device such as /dev/zero or a FIFO never ends, so it is refused unread — and at most one
 * byte past the cap, so a file that grows while it is read costs no more; then parsed as any
 * untrusted record. Or why the file cannot be read at all.
 */
export function readRecordFile(path: string): Result<GameRecord, RecordError> | { unreadable: string } {
  let fd
  try {
    // Opened without waiting for a writer: a FIFO with none would hold the open itself.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (e) {
    return { unreadable: reason(e) }
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) return { unreadable: 'not a regular file' }
    if (stat.size > MAX_RECORD_BYTES) return err({ code: 'TOO_LARGE', message: TOO_LARGE_TEXT })
    const bytes = Buffer.alloc(Math.min(stat.size, MAX_RECORD_BYTES) + 1)
    let length = 0
    for (let n = 1; n > 0 && length < bytes.length; length += n) n = readSync(fd, bytes, length, bytes.length - length, null)
    const text = decodeRecordBytes(bytes.subarray(0, length))
    return text.ok ? parseRecord(text.value) : text
  } catch (e) {
    return { unreadable: reason(e) }
  } finally {
    closeSync(fd)
  }
}

const reason = (e: unknown): string => (e instanceof Error && 'code' in e ? String(e.code) : e instanceof Error ? e.message : String(e))

/** Why records cannot be written into `dir` (made if missing), or null when they can. */
export function writable(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
    return null
  } catch (e) {
    return reason(e)
  }
}

/** Where self-play writes match `index` of a run: the game, the run's seed as a file name can hold it, the match. */
export function recordPath(dir: string, game: string, seed: string, index: number): string {
  return join(dir, `${game}-${seed.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60)}-${String(index).padStart(4, '0')}.json`)
}

/** Self-play's match `index`, dealt from `seed`, as a game record of computer players written into `dir`. */
export function writeMatchRecord(
  dir: string,
  run: { game: string; seed: string; levels: readonly BotLevel[] },
  index: number,
  seed: string,
  match: MatchRecord,
): void {
  const record = makeRecord({
    game: run.game as GameId,
    mode: 'table',
    app: version,
    seed,
    config: match.config,
    seats: computerSeats(run.levels),
    startedAt: 0,
    steps: match.steps,
    result: match.outcome,
  })
  writeFileSync(recordPath(dir, run.game, run.seed, index), `${JSON.stringify(record)}\n`)
}
