import { err, ok, type Result } from '../result'
import { MAX_RECORD_CHARS, TOO_LARGE_TEXT, type RecordError } from './format'

/**
 * The most bytes a game file may have: UTF-8 spends at most four on a character, so a larger
 * file cannot hold a record of MAX_RECORD_CHARS and is refused before it is read or decoded.
 */
export const MAX_RECORD_BYTES = MAX_RECORD_CHARS * 4

/** How much text a door takes: a game record's, or a backup's of many (backup.ts). */
export interface TextLimits {
  bytes: number
  chars: number
  tooLarge: string
}
const RECORD_LIMITS: TextLimits = { bytes: MAX_RECORD_BYTES, chars: MAX_RECORD_CHARS, tooLarge: TOO_LARGE_TEXT }

const NOT_UTF8 = (what: string): RecordError => ({
  code: 'NOT_UTF8',
  message: `This file is ${what}: a game record is UTF-8 text.`,
})

/**
 * The one way a game file's bytes become text, at every door (the app's import, the command
 * line): strict UTF-8, with a leading byte-order mark dropped; any other encoding is refused and named,
 * never read as something it is not (a Latin-1 "Zoë" would otherwise come in as "Zo�"). More
 * than the limits' characters (a record's: MAX_RECORD_CHARS) is TOO_LARGE, as parseRecord would say.
 */
export function decodeRecordBytes(bytes: Uint8Array, limits: TextLimits = RECORD_LIMITS): Result<string, RecordError> {
  const tooLarge = { code: 'TOO_LARGE' as const, message: limits.tooLarge }
  if (bytes.length > limits.bytes) return err(tooLarge)
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return err(NOT_UTF8('in UTF-16'))
  const text = utf8(bytes, bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0)
  if (text === null) return err(NOT_UTF8('not UTF-8 (perhaps Latin-1 or another one-byte encoding)'))
  return text.length > limits.chars ? err(tooLarge) : ok(text)
}

/**
 * Strict UTF-8 from `from` on, or null at the first sequence the standard does not allow: a stray
 * or missing continuation byte, an overlong form, a surrogate, beyond U+10FFFF. By hand because
 * `shared/` has neither Node's nor the browser's TextDecoder in its types.
 */
function utf8(bytes: Uint8Array, from: number): string | null {
  let text = ''
  const units: number[] = []
  for (let i = from; i < bytes.length; ) {
    const lead = bytes[i]!
    const [need, least, bits] = lead < 0x80 ? [0, 0, lead] : lead < 0xc2 ? [-1, 0, 0] : lead < 0xe0 ? [1, 0x80, lead & 0x1f] : lead < 0xf0 ? [2, 0x800, lead & 0x0f] : lead < 0xf5 ? [3, 0x10000, lead & 0x07] : [-1, 0, 0]
    if (need < 0) return null
    let point = bits
    for (let k = 1; k <= need; k++) {
      const next = bytes[i + k]
      if (next === undefined || (next & 0xc0) !== 0x80) return null
      point = (point << 6) | (next & 0x3f)
    }
    if (point < least || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return null
    i += need + 1
    if (point < 0x10000) units.push(point)
    else units.push(0xd800 + ((point - 0x10000) >> 10), 0xdc00 + ((point - 0x10000) & 0x3ff))
    // In slices: fromCharCode takes its units as arguments, and a call has only so many.
    if (units.length >= 4096) text += String.fromCharCode(...units.splice(0))
  }
  return text + String.fromCharCode(...units)
}
