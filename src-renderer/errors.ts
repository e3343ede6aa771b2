import type { ApiError } from '@shared/ipc'
import { i18n } from './i18n'

/** A refusal as the screen words it: its code and the values its words need (an ApiError as it came, its English unread). */
export type Wordable = Pick<ApiError, 'code' | 'params'> & { message?: string }

/**
 * What a screen says for a refused request, in the current language, by the refusal's code (its
 * English `message` is for developers and never shown). A game's own words for a code come first
 * (`<gameId>.errors.<code>`: Check!'s TOO_LATE is about its matching window), then the words the
 * host and every engine share (`errors.<code>`), then a plain sentence naming the code. A `problem`
 * among the values is the more telling code behind this one (the name problem behind an
 * INVALID_PAYLOAD), and is what gets said.
 */
export function errorText(error: Wordable, gameId?: string): string {
  const { t, te } = i18n.global
  const { problem, ...params } = error.params ?? {}
  if (typeof problem === 'string') return errorText({ code: problem, params }, gameId)
  const own = gameId ? `${gameId}.errors.${error.code}` : null
  if (own && te(own)) return t(own, params)
  if (te(`errors.${error.code}`)) return t(`errors.${error.code}`, params)
  return t('errors.unknown', { code: error.code })
}
