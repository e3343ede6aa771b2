import { accessSync, constants, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { version } from '../../package.json'
import type { GameId } from '@shared/games/registry'
import type { BotLevel } from '@shared/games/module'
import type { MatchRecord } from '@shared/games/selfplay'
import { computerSeats, makeRecord, TOO_LARGE_TEXT, type GameRecord, type RecordError } from '@shared/records/format'
import { MAX_RECORD_CHARS, parseRecord } from '@shared/records/parse'
import { err, type Result } from '@shared/result'

/**
 * A record file from disk: refused by its size before it is read (a record is plain ASCII but for
 * names, so its bytes and characters hardly differ), then read as any untrusted record; or why the
 * file cannot be read at all.
 */
export function readRecordFile(path: string): Result<GameRecord, RecordError> | { unreadable: string } {
  let size
  try {
    size = statSync(path).size
  } catch (e) {
    return { unreadable: reason(e) }
  }
  if (size > MAX_RECORD_CHARS) {
    return err({ code: 'TOO_LARGE', message: TOO_LARGE_TEXT })
  }
  let text
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    return { unreadable: reason(e) }
  }
  return parseRecord(text)
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
