import type { Notice } from '@shared/ipc'
import { ok } from '@shared/result'
import type { Archive } from '../../store/archive'
import type { AppStore, SaveState } from '../../store/store'
import type { EventListener, Handlers } from './types'

export interface AppContext {
  store: AppStore
  archive: Pick<Archive, 'path' | 'saving' | 'onSave' | 'flush'>
  emit: EventListener
  edition: 'electron' | 'web'
  version: string
  notices?: Notice[]
  systemLanguages?: string[]
}

const SAVE_NOTICE = 'save-failed'

/**
 * `app:info` and `notices:dismiss`: what the app is, and the notices it shows, a failed save's
 * among them. `stop` stops listening to the saves, for a clean shutdown.
 */
export function appHandlers(ctx: AppContext) {
  const { store, archive, emit } = ctx
  let notices = [...(ctx.notices ?? [])]
  // A save that fails keeps everything in memory; the person is told why, again at every failed
  // save, until one works. The data file and the games database save apart, on one disk: while
  // either fails the notice names it, and "works again" comes once both do.
  const failing = new Map<string, SaveState & { saved: false }>()
  let told = false
  const note = (state: SaveState, path: string) => {
    if (state.saved) failing.delete(path)
    else failing.set(path, state)
  }
  const tell = () => {
    const [failedAt, failed] = [...failing][0] ?? [null, null]
    if (!failed && !told) return
    told = true
    const notice: Notice = failed
      ? {
          id: SAVE_NOTICE,
          level: 'warning',
          code: 'SAVE_FAILED',
          params: { reason: failed.reason, path: failedAt },
          message:
            `Saving failed: ${failed.problem}, at ${failedAt}. Nothing is lost while the app stays open, ` +
            'and the app tries again with every change.',
        }
      : { id: SAVE_NOTICE, level: 'info', code: 'SAVE_WORKS', params: {}, message: 'Saving works again: everything is saved.' }
    // The same news twice in a row is not news (a dismissed notice is gone, so it comes back).
    if (notices.some((n) => JSON.stringify(n) === JSON.stringify(notice))) return
    notices = [...notices.filter((n) => n.id !== SAVE_NOTICE), notice]
    emit('notices:changed', notices)
  }
  note(store.saving, store.path)
  note(archive.saving, archive.path)
  tell()
  // A save that works again on one tries the other's held writes at once, and the news waits for both.
  const stops = [
    store.onSave((s) => {
      note(s, store.path)
      if (s.saved) archive.flush()
      tell()
    }),
    archive.onSave((s) => {
      note(s, archive.path)
      if (s.saved) store.flush()
      tell()
    }),
  ]
  const stop = () => stops.forEach((s) => s())

  return {
    handlers: {
      'app:info': () => ok({ version: ctx.version, edition: ctx.edition, notices, systemLanguages: ctx.systemLanguages ?? [] }),
      'notices:dismiss': ({ id }) => {
        notices = notices.filter((n) => n.id !== id)
        emit('notices:changed', notices)
        return ok(notices)
      },
    } satisfies Partial<Handlers>,
    stop,
  }
}
