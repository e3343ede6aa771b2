import { err, ok, type Result } from './result'

/**
 * A seat's own key, for play through a relay: the host seals each seat's payloads with that
 * seat's key (AES-GCM, 256 bits), so the relay passes on what it cannot read. The key travels only
 * in the seat link's fragment (`#k=…`), which a browser never sends to a server. WebCrypto
 * (`crypto.subtle`), as the app's window, a phone's browser and Node 20 all have it.
 */

/** A seat key as WebCrypto holds it, ready to seal and open (its text form is `newSeatKey`'s). */
export interface SeatKey {
  readonly type: string
}

/** Why a sealed payload would not open: not a sealed payload at all, or not sealed with this key for this use (or changed since). */
export type OpenError = 'malformed' | 'refused'

interface AesGcm {
  name: 'AES-GCM'
  iv: Uint8Array
  additionalData: Uint8Array
}

/** The little of WebCrypto and the text codecs this needs: shared/ sees neither the DOM's types nor Node's. */
interface Web {
  crypto: {
    getRandomValues<T extends Uint8Array>(array: T): T
    subtle: {
      importKey(format: 'raw', key: Uint8Array, algorithm: 'AES-GCM', extractable: false, usages: ['encrypt', 'decrypt']): Promise<SeatKey>
      encrypt(algorithm: AesGcm, key: SeatKey, data: Uint8Array): Promise<ArrayBuffer>
      decrypt(algorithm: AesGcm, key: SeatKey, data: Uint8Array): Promise<ArrayBuffer>
    }
  }
  btoa(binary: string): string
  atob(base64: string): string
  TextEncoder: new () => { encode(text: string): Uint8Array }
  TextDecoder: new (label: 'utf-8', options: { fatal: true }) => { decode(bytes: Uint8Array): string }
}
const web = globalThis as unknown as Web

const KEY_BYTES = 32
/** AES-GCM's own nonce size: 96 bits, random for every payload (2^32 payloads per key stay far from a repeat). */
const IV_BYTES = 12
const TAG_BYTES = 16
/** A key's text: 32 bytes in base64url, 43 characters. */
const KEY_TEXT = /^[A-Za-z0-9_-]{43}$/

/** A new seat key's text form: 256 random bits, base64url (what goes after `#k=`). */
export function newSeatKey(): string {
  return toBase64Url(web.crypto.getRandomValues(new Uint8Array(KEY_BYTES)))
}

/** The key a text opens, or null for text that is not a seat key (a link cut short, a typo). */
export async function importSeatKey(text: string): Promise<SeatKey | null> {
  const raw = KEY_TEXT.test(text) ? fromBase64Url(text) : null
  if (raw?.length !== KEY_BYTES) return null
  return web.crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

/** A seat link's fragment for a key: `#k=…`. */
export const seatKeyFragment = (keyText: string): string => `#k=${keyText}`

/** The key text in a link's fragment (`location.hash`), or null when it holds none. */
export function seatKeyFromFragment(hash: string): string | null {
  const found = /^#(?:.*&)?k=([A-Za-z0-9_-]{43})(?:&|$)/.exec(hash)
  return found ? found[1]! : null
}

/**
 * A value sealed for one seat: JSON, encrypted with a fresh random IV, as base64url text (IV,
 * then ciphertext and tag). `use` is bound in as additional data, so a payload sealed for one use
 * opens for no other: name the direction (`to-seat`, `to-host`), so the relay cannot hand a
 * seat's own message back to it as the host's.
 */
export async function sealPayload(key: SeatKey, value: unknown, use: string): Promise<string> {
  const json = JSON.stringify(value)
  if (json === undefined) throw new TypeError('only a JSON value can be sealed')
  const iv = web.crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = await web.crypto.subtle.encrypt(aes(iv, use), key, new web.TextEncoder().encode(json))
  const out = new Uint8Array(IV_BYTES + sealed.byteLength)
  out.set(iv)
  out.set(new Uint8Array(sealed), IV_BYTES)
  return toBase64Url(out)
}

/**
 * The value a sealed payload holds, or why it would not open: a wrong key, another use, or a
 * single changed character is `refused`; text that is no sealed payload is `malformed`. Never throws.
 */
export async function openPayload(key: SeatKey, sealed: string, use: string): Promise<Result<unknown, OpenError>> {
  const bytes = fromBase64Url(sealed)
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return err('malformed')
  let plain: ArrayBuffer
  try {
    plain = await web.crypto.subtle.decrypt(aes(bytes.subarray(0, IV_BYTES), use), key, bytes.subarray(IV_BYTES))
  } catch {
    return err('refused')
  }
  try {
    return ok(JSON.parse(new web.TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(plain))))
  } catch {
    // Authentic, yet not JSON: sealed by something other than sealPayload.
    return err('malformed')
  }
}

const aes = (iv: Uint8Array, use: string): AesGcm => ({ name: 'AES-GCM', iv, additionalData: new web.TextEncoder().encode(use) })

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return web.btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The bytes of base64url text (unpadded), or null for anything else. */
function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const binary = web.atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}
