// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { answers, calls, tableSnapshot } from './test-support/contract-spy'
import { useAppStore } from './stores/app'
import { useTableStore } from './stores/table'
import { errorText } from './errors'
import { i18n } from './i18n'

const CRASH = { code: 'INTERNAL', message: "TypeError: Cannot read properties of undefined (reading 'seats')" }

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
  answers.clear()
})

describe('errorText: what a person reads for a refused request, by its code, in the current language', () => {
  const ru = <T>(say: () => T): T => {
    i18n.global.locale.value = 'ru'
    try {
      return say()
    } finally {
      i18n.global.locale.value = 'en'
    }
  }
  const taken = { code: 'NAME_TAKEN', message: 'There is already a player called Ada. Choose another name.', params: { name: 'Ada' } }

  test("a host's refusal is worded from its code and values, never from the English sentence it carries", () => {
    expect(errorText(taken)).toBe('There is already a player called Ada. Choose another name.')
    expect(ru(() => errorText(taken))).toBe('Игрок с именем Ada уже есть. Выберите другое имя.')
    expect(ru(() => errorText({ ...taken, message: 'anything at all' }))).not.toContain('anything')
  })

  test("a game's own words for a code come before the words every engine shares", () => {
    const late = { code: 'TOO_LATE', message: 'Too late: the matching window has already run out.' }
    expect(errorText(late, 'check')).toBe('Too late: the matching window has already closed.')
    expect(errorText(late, 'cheat')).toBe('Someone called Cheat first.')
    expect(errorText({ code: 'NOT_YOUR_TURN', message: '' }, 'four-down')).toBe('It is not your turn.')
    expect(ru(() => errorText({ code: 'NOT_YOUR_TURN', message: '' }, 'four-down'))).toBe('Сейчас не ваш ход.')
    expect(ru(() => errorText({ code: 'BAD_COUNT', message: '', params: { max: 4 } }, 'cheat'))).toBe('Выложите от 1 до 4 разных карт.')
  })

  test('the problem behind a refusal is what is said: a name too long, the phones off for want of a network', () => {
    const long = { code: 'INVALID_PAYLOAD', message: 'A name has at most 24 characters; this one has 30.', params: { problem: 'NAME_TOO_LONG', max: 24, length: 30 } }
    expect(errorText(long)).toBe('A name has at most 24 characters; this one has 30.')
    expect(ru(() => errorText(long))).toBe('Имя может быть не длиннее 24 символов, а в этом 30.')
    expect(ru(() => errorText({ code: 'PHONES_OFF', message: '', params: { problem: 'PORT_TAKEN', port: 4100 } }))).toBe(
      'Телефоны не могут подключиться: порт 4100 занят другой программой.',
    )
    // A payload refusal no person could cause says only that the app sent what it should not.
    expect(errorText({ code: 'INVALID_PAYLOAD', message: 'Expected number, received string.' })).toMatch(/^This screen sent the app something it cannot use/)
  })

  test('a code with no words yet is said plainly, naming the code, in either language', () => {
    expect(errorText({ code: 'SOMETHING_NEW', message: 'an engine sentence' })).toBe('That cannot be done (reason: SOMETHING_NEW).')
    expect(ru(() => errorText({ code: 'SOMETHING_NEW', message: 'an engine sentence' }))).toBe('Так сделать нельзя (причина: SOMETHING_NEW).')
  })

  test("a program's own text (a crash, an unknown request) never reaches the screen: a plain sentence stands in", () => {
    for (const error of [CRASH, { code: 'UNKNOWN_CHANNEL', message: 'there is no request called "table:shuffle"' }]) {
      const text = errorText(error)
      expect(text).not.toContain(error.message)
      expect(text).not.toMatch(/table:|TypeError/)
      expect(text).toMatch(/^[A-Z].*\.$/)
    }
  })
})

describe("the app's banner and a table's refusals say only what errorText says", () => {
  test("a table's refusal is worded as its game words it", async () => {
    answers.set('table:act', () => ({ ok: false, error: { code: 'TOO_LATE', message: 'Too late: the matching window has already run out.' } }))
    const tables = useTableStore()
    tables.snapshot = tableSnapshot({ gameId: 'check', seats: [], view: {} })
    expect(await tables.act(0, { type: 'match', slot: 0 })).toEqual({ ok: false, message: 'Too late: the matching window has already closed.' })
  })

  test('a crash behind a table action shows a plain sentence in the banner and at the place it was asked', async () => {
    answers.set('table:act', () => ({ ok: false, error: CRASH }))
    const tables = useTableStore()
    tables.snapshot = tableSnapshot({ gameId: 'check', seats: [], view: {} })
    const r = await tables.act(0, { type: 'draw' })
    expect(r).toEqual({ ok: false, message: errorText(CRASH) })
    expect(useAppStore().error).toBe(errorText(CRASH))
  })

  test("a settings change the host refuses shows words for people, never the channel, the field or the host's English", async () => {
    answers.set('settings:update', () => ({
      ok: false,
      error: { code: 'INVALID_PAYLOAD', message: 'One of 500, 1000, 2000 ms.', detail: 'settings:update: expertThinkMs: one of 500, 1000, 2000 ms' },
    }))
    const app = useAppStore()
    await app.updateSettings({ expertThinkMs: 700 as 500 })
    expect(app.error).toBe(errorText({ code: 'INVALID_PAYLOAD' }))
    expect(app.error).not.toMatch(/settings:|expertThinkMs|One of/)
    answers.set('settings:update', () => ({ ok: false, error: CRASH }))
    await app.updateSettings({ theme: 'dark' })
    expect(app.error).toBe(errorText(CRASH))
  })
})
