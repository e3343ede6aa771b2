import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { readRequest, readSeatEnd, readSeatLanguage, readServerFrame } from './frames'
import { EVENT_NAMES, SEAT_EVENT_NAMES } from './ipc'

describe('reading a request frame', () => {
  test('a request is read with its id, channel and payload, whatever the channel and payload are', () => {
    expect(readRequest('{"id":3,"channel":"app:info","payload":null}')).toEqual({ ok: true, value: { id: 3, channel: 'app:info', payload: null } })
    expect(readRequest('{"id":0,"channel":[1],"payload":{"a":[2]}}')).toEqual({ ok: true, value: { id: 0, channel: [1], payload: { a: [2] } } })
  })

  test('anything that is no request says why: not JSON, or no whole-number id to answer it by', () => {
    expect(readRequest('not json')).toMatchObject({ ok: false, error: { code: 'NOT_JSON' } })
    expect(readRequest('')).toMatchObject({ ok: false, error: { code: 'NOT_JSON' } })
    for (const frame of ['null', '7', '"x"', '[]', '[{"id":1}]', '{}', '{"id":"1"}', '{"id":1.5}', '{"id":null}', '{"id":9007199254740993}', '['.repeat(50_000) + ']'.repeat(50_000)]) {
      expect(readRequest(frame), frame.slice(0, 20)).toMatchObject({ ok: false, error: { code: 'BAD_FRAME', message: expect.stringContaining('id') } })
    }
  })

  test('property: any text reads as a request or an error, never a throw, and a well-formed request reads back as sent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = readRequest(text)
        if (r.ok) expect(Number.isSafeInteger(r.value.id)).toBe(true)
        else expect(['NOT_JSON', 'BAD_FRAME']).toContain(r.error.code)
      }),
    )
    fc.assert(
      fc.property(fc.nat(), fc.string(), fc.jsonValue(), (id, channel, payload) => {
        const r = readRequest(JSON.stringify({ id, channel, payload }))
        expect(r).toEqual({ ok: true, value: JSON.parse(JSON.stringify({ id, channel, payload })) as unknown })
      }),
    )
  })
})

describe('reading a server frame', () => {
  test('an answer, a known event and a problem report are read; anything else is null', () => {
    expect(readServerFrame('{"id":1,"result":{"ok":true,"value":[]}}', EVENT_NAMES)).toEqual({ id: 1, result: { ok: true, value: [] } })
    expect(readServerFrame('{"id":1,"result":{"ok":false,"error":{"code":"X","message":"m"}}}', EVENT_NAMES)).toMatchObject({ result: { ok: false } })
    expect(readServerFrame('{"event":"table:update","payload":{}}', SEAT_EVENT_NAMES)).toEqual({ event: 'table:update', payload: {} })
    expect(readServerFrame('{"error":{"code":"BAD_FRAME","message":"m"}}', EVENT_NAMES)).toEqual({ error: { code: 'BAD_FRAME', message: 'm' } })
    for (const frame of [
      'nope',
      'null',
      '[]',
      '{}',
      '{"id":"1","result":{"ok":true,"value":1}}',
      '{"id":1,"result":{"ok":true}}',
      '{"id":1,"result":{"ok":false,"error":"x"}}',
      '{"id":1}',
      '{"event":"profiles:changed","payload":[]}',
      '{"event":"table:update"}',
      '{"error":{"code":1,"message":"m"}}',
    ]) {
      expect(readServerFrame(frame, SEAT_EVENT_NAMES), frame).toBeNull()
    }
    // An event the desktop page hears is no event of a phone's.
    expect(readServerFrame('{"event":"profiles:changed","payload":[]}', EVENT_NAMES)).toEqual({ event: 'profiles:changed', payload: [] })
  })

  test('a seat\'s end is read only as one of its reasons', () => {
    expect(readSeatEnd({ reason: 'opened-elsewhere' })).toEqual({ reason: 'opened-elsewhere' })
    expect(readSeatEnd({ reason: 'new-link' })).toEqual({ reason: 'new-link' })
    expect(readSeatEnd({ reason: 'table-closed', extra: 1 })).toEqual({ reason: 'table-closed' })
    expect(readSeatEnd({ reason: 'next-game', key: 'k' })).toEqual({ reason: 'next-game', key: 'k' })
    for (const bad of [null, 'opened-elsewhere', {}, { reason: 'gone' }, { reason: 'next-game' }, { reason: 'next-game', key: '' }, { reason: 'next-game', key: 3 }]) {
      expect(readSeatEnd(bad)).toBeNull()
    }
  })

  test("the table's language is read only as a language the app speaks", () => {
    expect(readSeatLanguage({ language: 'ru' })).toEqual({ language: 'ru' })
    expect(readSeatLanguage({ language: 'en', extra: 1 })).toEqual({ language: 'en' })
    for (const bad of [null, 'ru', {}, { language: 'de' }, { language: 'RU' }, { language: ['ru'] }]) {
      expect(readSeatLanguage(bad)).toBeNull()
    }
  })
})
