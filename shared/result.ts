/** A value or an error, never a throw: engines and parsers report bad input this way. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E }

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error })

/**
 * The first `max` characters of input text, with `…` when there was more: an error message names
 * what was wrong without echoing a huge input back.
 */
export function excerpt(text: string, max = 80): string {
  if (text.length <= max) return text
  // Never cut a surrogate pair in half.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max
  return `${text.slice(0, end)}…`
}
