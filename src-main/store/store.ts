import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Notice } from '@shared/ipc'
import { dataSchema, migrate, type OldData, type StoredData } from './schema'

/** The part of conf / electron-store we use: both write the whole file atomically. */
export interface Backing {
  store: Record<string, unknown>
}

/** Where the file lives (known before opening, so an unreadable one can be moved aside) and how to open it. */
export interface BackingFile {
  path: string
  open(): Backing
}

/**
 * Whether the latest save reached the disk; when not, `reason` says why by the system's code (ENOSPC)
 * for the screen to word, and `problem` in English for logs.
 */
export type SaveState = { saved: true } | { saved: false; reason: string; problem: string }

/**
 * Typed access to the saved data. A write takes effect in memory at once and goes straight to
 * disk; a save that fails (a full disk) never undoes it: the data stays in memory and the next
 * write, or `flush`, saves all of it.
 */
export interface AppStore {
  read(): StoredData
  write(update: (data: StoredData) => StoredData): StoredData
  /** Tries again to save what is in memory, if the last save failed (at shutdown). */
  flush(): void
  /** The latest save's outcome. */
  readonly saving: SaveState
  /** Told after every failed save, and after the first save that works again. */
  onSave(listener: (state: SaveState) => void): () => void
  readonly path: string
}

export interface OpenedStore {
  store: AppStore
  /** Set when the file on disk could not be used and was moved aside. */
  notice: Notice | null
}

/**
 * Opens the store, migrating it to the current schema. A file that is not JSON, holds no JSON
 * object, fails the schema or comes from a newer app is moved aside with a timestamp (never
 * deleted), and the app starts fresh with a notice for the user. Temporaries left by a write that
 * was cut short (the process killed mid-save) are removed first.
 */
export function openStore(file: BackingFile, now: () => Date = () => new Date(), handOver: (old: OldData) => void = () => {}): OpenedStore {
  let backing: Backing
  let loaded: Loaded
  let notice: Notice | null = null
  try {
    removeTemporaries(file.path)
    checkHoldsObject(file.path)
    backing = file.open() // conf reads and parses the file in its constructor
    loaded = load(backing, handOver)
  } catch (e) {
    try {
      const aside = setAside(file.path, now())
      backing = file.open()
      loaded = load(backing, handOver)
      notice = {
        id: 'store-reset',
        level: 'warning',
        code: 'STORE_RESET',
        params: { reason: unreadableReason(e), ...(aside && { aside }) },
        message:
          `Your saved data could not be read (${reason(e)}), so the app started fresh. ` +
          (aside ? `The old file was kept as ${aside}.` : ''),
      }
    } catch (cannot) {
      // Nowhere to keep the data (a read-only folder, a file where the folder should be): the app
      // still starts, on data in memory, and says so (issue 29, finding 10).
      const why = notAFolder(dirname(file.path)) ? 'ENOTDIR' : (errorCode(cannot) ?? unreadableReason(e))
      backing = memoryBacking()
      loaded = load(backing, handOver)
      notice = {
        id: 'store-temporary',
        level: 'warning',
        code: 'STORE_TEMPORARY',
        params: { reason: why, path: file.path },
        message: `Your settings and players cannot be kept at ${file.path} (${why}): this session keeps them until the app closes.`,
      }
    }
  }
  let current = loaded.data
  let saving: SaveState = { saved: true }
  const listeners = new Set<(state: SaveState) => void>()
  const save = () => {
    const before = saving
    try {
      backing.store = current
      saving = { saved: true }
    } catch (e) {
      saving = { saved: false, reason: errorCode(e) ?? 'UNKNOWN', problem: saveProblem(e) }
    }
    if (!saving.saved || !before.saved) for (const l of listeners) l(saving)
  }
  if (loaded.migrated) save()

  const store: AppStore = {
    path: file.path,
    read: () => current,
    write(update) {
      current = dataSchema.parse(update(current))
      save()
      return current
    },
    flush() {
      if (!saving.saved) save()
    },
    get saving() {
      return saving
    },
    onSave(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return { store, notice }
}

type Loaded = { data: StoredData; migrated: boolean }

/** Whether a file stands where a folder should be (making it says EEXIST, which names nothing a person can fix). */
export function notAFolder(dir: string): boolean {
  return existsSync(dir) && !statSync(dir).isDirectory()
}

/** A store that lives only as long as the process: for a session with nowhere to save. */
function memoryBacking(): Backing {
  return { store: {} }
}

function load(backing: Backing, handOver: (old: OldData) => void): Loaded {
  const raw = backing.store
  const migrated = migrate(raw, handOver)
  return { data: dataSchema.parse(migrated), migrated: migrated !== raw }
}

// conf turns any JSON value into an object ([] reads as {}), which would then be overwritten as a
// fresh store with no notice and no copy; so what is on disk is looked at before conf sees it.
function checkHoldsObject(path: string): void {
  if (!existsSync(path)) return
  const text = readFileSync(path, 'utf8')
  // A byte-order mark (an editor that saved the file as "UTF-8 with BOM") is no damage, as at every
  // other door (shared/records/decode.ts); conf's JSON.parse would fail on it, so it goes first.
  if (text.startsWith('\uFEFF')) dropByteOrderMark(path, text)
  const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ''))
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const what = Array.isArray(value) ? 'a JSON array' : `the JSON value ${JSON.stringify(value).slice(0, 20)}`
    throw Object.assign(new Error(`the file holds ${what}, not the app's data`), { code: 'NOT_APP_DATA' })
  }
}

/** Rewrites the file without its mark, whole or not at all (a temporary renamed over it, as conf writes). */
function dropByteOrderMark(path: string, text: string): void {
  const temporary = `${path}.bom-${process.pid}`
  writeFileSync(temporary, text.slice(1))
  renameSync(temporary, path)
}

/** conf writes `<file>.tmp-<10 digits><6 hex>` and renames it over the file; a kill leaves it behind. */
function removeTemporaries(path: string): void {
  const dir = dirname(path)
  if (!existsSync(dir)) return
  const temporary = new RegExp(`^${basename(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.tmp-\\d{10}[0-9a-f]{6}$`)
  for (const name of readdirSync(dir)) {
    if (temporary.test(name)) rmSync(join(dir, name), { force: true })
  }
}

function setAside(path: string, when: Date): string | null {
  if (!existsSync(path)) return null
  const stamp = when.toISOString().replace(/[:.]/g, '-')
  const aside = path.replace(/\.json$/, '') + `.corrupt-${stamp}.json`
  renameSync(path, aside)
  return aside
}

/**
 * Why the saved file could not be read, as a code the screen words: NOT_JSON, NOT_APP_DATA,
 * UNEXPECTED_CONTENTS, NEWER_APP, or the system's own (EACCES); UNKNOWN when nothing names it.
 */
function unreadableReason(e: unknown): string {
  if (e instanceof SyntaxError) return 'NOT_JSON'
  if (e && typeof e === 'object' && 'issues' in e) return 'UNEXPECTED_CONTENTS'
  return errorCode(e) ?? 'UNKNOWN'
}

function errorCode(e: unknown): string | null {
  return e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : null
}

function reason(e: unknown): string {
  if (e instanceof SyntaxError) return 'the file is not valid JSON'
  if (e && typeof e === 'object' && 'issues' in e) return 'its contents do not match what the app expects'
  return e instanceof Error ? e.message : String(e)
}

const SAVE_PROBLEMS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is larger than this system allows',
  EROFS: 'the disk is read-only',
  EACCES: 'the app is not allowed to write there',
  EPERM: 'the app is not allowed to write there',
  EIO: 'the disk reported an error',
  EISDIR: 'a folder stands where the file should be',
  ENOTDIR: 'a file stands where a folder should be',
}

function saveProblem(e: unknown): string {
  const code = errorCode(e)
  if (code) return `${SAVE_PROBLEMS[code] ?? 'the system refused the write'} (${code})`
  return e instanceof Error ? e.message : String(e)
}
