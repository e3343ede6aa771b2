import { existsSync, renameSync } from 'node:fs'
import type { Notice } from '@shared/ipc'
import { dataSchema, migrate, type StoredData } from './schema'

/** The part of conf / electron-store we use: both write the whole file atomically. */
export interface Backing {
  store: Record<string, unknown>
}

/** Where the file lives (known before opening, so an unreadable one can be moved aside) and how to open it. */
export interface BackingFile {
  path: string
  open(): Backing
}

/** Typed access to the saved data; every write goes straight to disk. */
export interface AppStore {
  read(): StoredData
  write(update: (data: StoredData) => StoredData): StoredData
  readonly path: string
}

export interface OpenedStore {
  store: AppStore
  /** Set when the file on disk could not be used and was moved aside. */
  notice: Notice | null
}

/**
 * Opens the store, migrating it to the current schema. A file that is not JSON, fails the schema
 * or comes from a newer app is moved aside with a timestamp (never deleted), and the app starts
 * fresh with a notice for the user.
 */
export function openStore(file: BackingFile, now: () => Date = () => new Date()): OpenedStore {
  let backing: Backing
  let data: StoredData
  let notice: Notice | null = null
  try {
    backing = file.open() // conf reads and parses the file in its constructor
    data = load(backing)
  } catch (e) {
    const aside = setAside(file.path, now())
    notice = {
      id: 'store-reset',
      level: 'warning',
      message:
        `Your saved data could not be read (${reason(e)}), so the app started fresh. ` +
        (aside ? `The old file was kept as ${aside}.` : ''),
    }
    backing = file.open()
    data = load(backing)
  }
  let current = data
  const store: AppStore = {
    path: file.path,
    read: () => current,
    write(update) {
      const next = dataSchema.parse(update(current))
      backing.store = next
      current = next
      return next
    },
  }
  return { store, notice }
}

function load(backing: Backing): StoredData {
  const raw = backing.store
  const migrated = migrate(raw)
  const data = dataSchema.parse(migrated)
  if (migrated !== raw) backing.store = data
  return data
}

function setAside(path: string, when: Date): string | null {
  if (!existsSync(path)) return null
  const stamp = when.toISOString().replace(/[:.]/g, '-')
  const aside = path.replace(/\.json$/, '') + `.corrupt-${stamp}.json`
  renameSync(path, aside)
  return aside
}

function reason(e: unknown): string {
  if (e instanceof SyntaxError) return 'the file is not valid JSON'
  if (e && typeof e === 'object' && 'issues' in e) return 'its contents do not match what the app expects'
  return e instanceof Error ? e.message : String(e)
}
