import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { importSeatKey, newSeatKey, openPayload, sealPayload, seatKeyFragment, seatKeyFromFragment, type SeatKey } from './seat-crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** The text with its i-th character changed in a bit that always lands in the bytes (the 6-bit group's top bit). */
const tamper = (text: string, i: number): string => text.slice(0, i) + ALPHABET[ALPHABET.indexOf(text[i]!) ^ 32] + text.slice(i + 1)

const key = async (text = newSeatKey()): Promise<SeatKey> => (await importSeatKey(text))!

describe('seat keys', () => {
  test('a new key is 256 random bits as 43 characters of base64url, fit for a link fragment, and a fresh one each time', async () => {
    const keys = Array.from({ length: 20 }, newSeatKey)
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Set(keys).size).toBe(keys.length)
    expect(await importSeatKey(keys[0]!)).not.toBeNull()
  })

  test('text that is no key imports as null, not a throw', async () => {
    const k = newSeatKey()
    for (const bad of ['', k.slice(1), `${k}A`, `${k.slice(0, 42)}+`, `${k.slice(0, 42)}=`, ' '.repeat(43)]) expect(await importSeatKey(bad)).toBeNull()
  })

  test('the key travels in the fragment (#k=…), alone or beside other fragment values', () => {
    const k = newSeatKey()
    expect(seatKeyFragment(k)).toBe(`#k=${k}`)
    expect(seatKeyFromFragment(seatKeyFragment(k))).toBe(k)
    expect(seatKeyFromFragment(`#lang=ru&k=${k}&x=1`)).toBe(k)
    for (const none of ['', '#', `#kk=${k}`, `#k=${k.slice(1)}`, `#k=${k}A`, `k=${k}`]) expect(seatKeyFromFragment(none)).toBeNull()
  })
})

describe('sealed payloads', () => {
  test('what the host seals, the seat with the same key opens: the same JSON value', async () => {
    const k = newSeatKey()
    const value = { hand: ['A♠', 'K♦'], note: 'ünïcødé', n: 3, nested: { ok: true, none: null } }
    const sealed = await sealPayload(await key(k), value, 'to-seat')
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(await openPayload(await key(k), sealed, 'to-seat')).toEqual({ ok: true, value })
  })

  test('no two sealings are alike: a random 96-bit IV leads each one', async () => {
    const k = await key()
    const a = await sealPayload(k, { same: 1 }, 'to-seat')
    const b = await sealPayload(k, { same: 1 }, 'to-seat')
    expect(a).not.toBe(b)
    // 12 bytes of IV are the first 16 characters.
    expect(a.slice(0, 16)).not.toBe(b.slice(0, 16))
    expect(await openPayload(k, b, 'to-seat')).toEqual({ ok: true, value: { same: 1 } })
  })

  test('another seat\'s key is refused, as a value', async () => {
    const sealed = await sealPayload(await key(), ['my', 'cards'], 'to-seat')
    expect(await openPayload(await key(), sealed, 'to-seat')).toEqual({ ok: false, error: 'refused' })
  })

  test('one changed character anywhere (IV, ciphertext or tag) is refused, as a value', async () => {
    const k = await key()
    const sealed = await sealPayload(k, { hand: ['Q♥'] }, 'to-seat')
    for (let i = 0; i < sealed.length; i++) expect(await openPayload(k, tamper(sealed, i), 'to-seat')).toEqual({ ok: false, error: 'refused' })
    // Cut short, or grown by a block.
    expect(await openPayload(k, sealed.slice(0, -4), 'to-seat')).toEqual({ ok: false, error: 'refused' })
    expect(await openPayload(k, `${sealed}AAAA`, 'to-seat')).toEqual({ ok: false, error: 'refused' })
  })

  test('a payload sealed for one use opens for no other (the relay cannot reflect a seat\'s message back as the host\'s)', async () => {
    const k = await key()
    const sealed = await sealPayload(k, { play: 'Q♥' }, 'to-host')
    expect(await openPayload(k, sealed, 'to-seat')).toEqual({ ok: false, error: 'refused' })
  })

  test('text that is no sealed payload is malformed, as a value', async () => {
    const k = await key()
    for (const bad of ['', 'not base64!', '{"hand":["A♠"]}', 'AAAA', 'A'.repeat(37)]) expect(await openPayload(k, bad, 'to-seat')).toEqual({ ok: false, error: 'malformed' })
  })

  test('any JSON value comes back as it went', async () => {
    const k = await key()
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const opened = await openPayload(k, await sealPayload(k, value, 'to-seat'), 'to-seat')
        // JSON itself has no -0: it comes back as 0.
        expect(opened).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)) })
      }),
      { numRuns: 50 },
    )
  })

  test('only a JSON value can be sealed', async () => {
    await expect(sealPayload(await key(), undefined, 'to-seat')).rejects.toThrow(TypeError)
  })
})
