import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Notice } from '@shared/ipc'
import { openArchive, type Archive } from './archive'
import { openStore, type AppStore, type BackingFile } from './store'

/** The data file as it was before its games moved to the database; kept until the next open that works. */
export const BEFORE_DATABASE = 'data.before-database.json'
const GAMES_DB = 'games.db'

export interface OpenedData {
  store: AppStore
  archive: Archive
  notices: Notice[]
}

/**
 * Opens what the app keeps: the data file (settings and players) and, beside it, the games
 * database. A data file from before the database hands its games, solo runs, matches and standings
 * over on the way in; a copy of it stays beside the database until the next open that finds them
 * there, so a move cut short (or made while the database could only live in memory) is made again
 * from the copy. Never throws: what cannot be opened runs in memory, with a notice.
 */
export function openData(file: BackingFile, now: () => Date = () => new Date()): OpenedData {
  const dir = dirname(file.path)
  const copy = join(dir, BEFORE_DATABASE)
  const { archive, notice: archiveNotice } = openArchive(join(dir, GAMES_DB), now)
  const onDisk = archiveNotice?.code !== 'GAMES_TEMPORARY'
  const before = existsSync(copy)
  const { store, notice } = openStore(file, now, (old) => {
    if (!before && existsSync(file.path)) copyFileSync(file.path, copy)
    archive.adoptOld(old)
  })
  if (before && !archive.adopted()) adoptCopy(archive, copy)
  // The open after the move: the database has everything the copy held.
  else if (before && onDisk) rmSync(copy, { force: true })
  return { store, archive, notices: [archiveNotice, notice].filter((n): n is Notice => n !== null) }
}

function adoptCopy(archive: Archive, copy: string): void {
  try {
    const old: unknown = JSON.parse(readFileSync(copy, 'utf8'))
    if (old && typeof old === 'object') archive.adoptOld(old)
  } catch {
    // An unreadable copy holds nothing to bring over; the data file it came from was read already.
  }
}
