import type { Notice } from '@shared/ipc'
import { ok } from '@shared/result'
import type { AppStore, SaveState } from '../../store/store'
import type { EventListener, Handlers } from './types'

export interface AppContext {
  store: AppStore
  emit: EventListener
  edition: 'electron' | 'web'
  version: string
  notices?: Notice[]
  systemLanguages?: string[]
}

const SAVE_NOTICE = 'save-failed'

/**
 * `app:info` and `notices:dismiss`: what the app is, and the notices it shows, a failed save's
 * among them. `stop` stops listening to the store's saves, for a clean shutdown.
 */
export function appHandlers(ctx: AppContext) {
  const { store, emit } = ctx
  let notices = [...(ctx.notices ?? [])]
  // A save that fails keeps everything in memory; the person is told why, again at every failed
  // save, until one works.
  const showSaving = (state: SaveState) => {
    notices = [
      ...notices.filter((n) => n.id !== SAVE_NOTICE),
      state.saved
        ? { id: SAVE_NOTICE, level: 'info', code: 'SAVE_WORKS', params: {}, message: 'Saving works again: everything is saved.' }
        : {
            id: SAVE_NOTICE,
            level: 'warning',
            code: 'SAVE_FAILED',
            params: { reason: state.reason, path: store.path },
            message:
              `Saving failed: ${state.problem}, at ${store.path}. Nothing is lost while the app stays open, ` +
              'and the app tries again with every change.',
          },
    ]
    emit('notices:changed', notices)
  }
  if (!store.saving.saved) showSaving(store.saving)
  const stop = store.onSave(showSaving)

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
