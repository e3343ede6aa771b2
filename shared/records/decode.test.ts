import { describe, expect, test } from 'vitest'
import { decodeRecordBytes, MAX_RECORD_BYTES } from './decode'
import { MAX_RECORD_CHARS } from './format'

const utf8 = (text: string) => new TextEncoder().encode(text)
const utf16le = (text: string) => {
  const bytes = new Uint8Array(2 + text.length * 2)
  bytes.set([0xff, 0xfe])
  for (let i = 0; i < text.length; i++) bytes.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + i * 2)
  return bytes
}

describe('decodeRecordBytes: the one way a game file becomes text, at every door', () => {
  test('UTF-8 comes through as it is, names beyond ASCII included', () => {
    expect(decodeRecordBytes(utf8('{"name":"Zoë, Лена"}'))).toEqual({ ok: true, value: '{"name":"Zoë, Лена"}' })
  })

  test('every code point, from one byte to four, comes through as the platform decodes it', () => {
    const text = 'A\u007f\u0080é\u07ffЛ\u0800€\uffff😀\u{10ffff}'
    expect(decodeRecordBytes(utf8(text))).toEqual({ ok: true, value: text })
    const long = 'ы'.repeat(10_000) + '😀'.repeat(5_000)
    expect(decodeRecordBytes(utf8(long))).toEqual({ ok: true, value: long })
  })

  test.each([
    ['an overlong "/"', [0xc0, 0xaf]],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf]],
    ['a surrogate written out', [0xed, 0xa0, 0x80]],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a lead byte past F4', [0xf5, 0x80, 0x80, 0x80]],
    ['a sequence cut short at the end', [0x41, 0xe2, 0x82]],
    ['a lead byte without its continuation', [0xc3, 0x41]],
  ])('%s is not UTF-8', (_, bytes) => {
    const r = decodeRecordBytes(new Uint8Array(bytes))
    expect(r.ok || r.error.code).toBe('NOT_UTF8')
  })

  test('a leading byte-order mark is dropped, so a file saved by Notepad reads as JSON', () => {
    const withMark = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('{"a":1}')])
    expect(decodeRecordBytes(withMark)).toEqual({ ok: true, value: '{"a":1}' })
  })

  test.each([
    ['UTF-16, little-endian', utf16le('{"a":1}'), /^This file is in UTF-16: a game record is UTF-8 text\.$/],
    ['UTF-16, big-endian', new Uint8Array([0xfe, 0xff, 0, 0x7b, 0, 0x7d]), /in UTF-16/],
    ['Latin-1 ("Zoë" with ë as one byte)', new Uint8Array([...utf8('{"name":"Zo'), 0xeb, ...utf8('"}')]), /^This file is not UTF-8 \(perhaps Latin-1/],
    ['a lone continuation byte', new Uint8Array([0x7b, 0x80, 0x7d]), /not UTF-8/],
  ])('%s is refused NOT_UTF8, naming what it is, never read as "Zo�"', (_, bytes, message) => {
    const r = decodeRecordBytes(bytes)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.code).toBe('NOT_UTF8')
      expect(r.error.message).toMatch(message)
    }
  })

  test('more bytes than the cap is TOO_LARGE before anything is decoded', () => {
    // Bytes no decoder would accept: were they decoded first, the answer would be NOT_UTF8.
    const r = decodeRecordBytes(new Uint8Array(MAX_RECORD_BYTES + 1).fill(0xff))
    expect(r.ok || r.error.code).toBe('TOO_LARGE')
    const atCap = decodeRecordBytes(new Uint8Array(MAX_RECORD_BYTES).fill(0xff))
    expect(atCap.ok || atCap.error.code).toBe('NOT_UTF8')
  })

  test('within the byte cap, more characters than a record may hold is TOO_LARGE; exactly the limit passes', () => {
    const at = decodeRecordBytes(utf8('x'.repeat(MAX_RECORD_CHARS)))
    expect(at.ok && at.value.length).toBe(MAX_RECORD_CHARS)
    const over = decodeRecordBytes(utf8('x'.repeat(MAX_RECORD_CHARS + 1)))
    expect(over.ok || over.error.code).toBe('TOO_LARGE')
  })
})
