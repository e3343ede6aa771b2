// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { answers, calls, tableSnapshot } from './test-support/contract-spy'
import { useAppStore } from './stores/app'
import { useTableStore } from './stores/table'
import { errorText } from './errors'

const CRASH = { code: 'INTERNAL', message: "TypeError: Cannot read properties of undefined (reading 'seats')" }

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
  answers.clear()
})

describe('errorText: what a person reads for a refused request', () => {
  test('a refusal the host words for people is said as it is', () => {
    expect(errorText({ code: 'NAME_TAKEN', message: 'There is already a player called Ada. Choose another name.' })).toBe(
      'There is already a player called Ada. Choose another name.',
    )
    expect(errorText({ code: 'INVALID_PAYLOAD', message: 'A name needs at least one character that is not a space.', detail: 'profiles:create: name: …' })).toBe(
      'A name needs at least one character that is not a space.',
    )
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
  test('a crash behind a table action shows a plain sentence in the banner and at the place it was asked', async () => {
    answers.set('table:act', () => ({ ok: false, error: CRASH }))
    const tables = useTableStore()
    tables.snapshot = tableSnapshot({ gameId: 'check', seats: [], view: {} })
    const r = await tables.act(0, { type: 'draw' })
    expect(r).toEqual({ ok: false, message: errorText(CRASH) })
    expect(useAppStore().error).toBe(errorText(CRASH))
  })

  test("a settings change the host refuses shows the host's words for people, never the channel or field", async () => {
    answers.set('settings:update', () => ({
      ok: false,
      error: { code: 'INVALID_PAYLOAD', message: 'One of 500, 1000, 2000 ms.', detail: 'settings:update: expertThinkMs: one of 500, 1000, 2000 ms' },
    }))
    const app = useAppStore()
    await app.updateSettings({ expertThinkMs: 700 as 500 })
    expect(app.error).toBe('One of 500, 1000, 2000 ms.')
    answers.set('settings:update', () => ({ ok: false, error: CRASH }))
    await app.updateSettings({ theme: 'dark' })
    expect(app.error).toBe(errorText(CRASH))
  })
})
