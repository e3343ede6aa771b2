import type { Notice } from '@shared/ipc'
import { i18n } from './i18n'

/**
 * A notice in the current language, by its code. Its reason is a code too: why the saved file
 * could not be read (NOT_JSON …) or the system's own for a failed save (ENOSPC …); one the app has
 * no words for is said by the code itself, so the person still has something to search for.
 */
export function noticeText(notice: Pick<Notice, 'code' | 'params'>): string {
  const { t, te } = i18n.global
  const { reason, aside, ...params } = notice.params
  // A save's reason is the system's first; a read's the app's own. Either may name the other kind
  // (a folder that cannot be written stops a database from opening).
  const kinds = notice.code === 'SAVE_FAILED' ? ['notices.saveReasons', 'notices.readReasons'] : ['notices.readReasons', 'notices.saveReasons']
  const words = kinds.find((k) => te(`${k}.${reason}`))
  const why = reason === undefined ? '' : words ? t(`${words}.${reason}`) : t('notices.otherReason', { code: reason })
  const text = t(`notices.${notice.code}`, { ...params, reason: why })
  return aside === undefined ? text : `${text} ${t('notices.keptAs', { path: aside })}`
}
