import Database from 'libsql'
import { archiveOver, memoryArchive, type Archive } from './archive'
import { fakeBacking } from './fake-backing'
import type { PastGame } from './schema'
import { openStore, type AppStore } from './store'

/** A data file and a games database, both in memory, as a host under test keeps them. */
export function testData(initial: Record<string, unknown> = {}): { store: AppStore; archive: Archive } {
  return { store: openStore(fakeBacking(initial).file).store, archive: memoryArchive() }
}

/** Every kept game with its record, oldest first (the order they were filed in). */
export function keptGames(archive: Archive): PastGame[] {
  const ids: string[] = []
  for (let page = archive.listGames({ profileId: null }); ; page = archive.listGames({ profileId: null, after: page.next! })) {
    ids.push(...page.games.map((g) => g.id))
    if (!page.next) break
  }
  return ids.reverse().flatMap((id) => archive.game(id) ?? [])
}

/** Everything a person keeps, as one text: what a refused request must leave as it was. */
export const everything = (store: AppStore, archive: Archive): string => JSON.stringify([store.read(), keptGames(archive)])

/**
 * A games database in memory whose disk can be filled: while full, a write that needs room fails
 * with SQLite's SQLITE_FULL, as on a full disk, and nothing of it is kept.
 */
export function fillableArchive(): { archive: Archive; fill(full: boolean): void } {
  const db = new Database(':memory:')
  // Small pages: any record needs pages of its own, so a full "disk" refuses every game filed.
  db.pragma('page_size = 512')
  const archive = archiveOver(db, '/nowhere/games.db')
  return {
    archive,
    fill(full) {
      const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count
      db.pragma(`max_page_count = ${full ? pages : 1_073_741_823}`)
    },
  }
}
