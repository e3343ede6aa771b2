import { describe, expect, test } from 'vitest'
import { phoneLanguage, pickLanguage } from './profile'

describe('languages', () => {
  test('a list of preferred languages picks the first the app speaks, by its base tag, else English', () => {
    expect(pickLanguage(['de-DE', 'ru-RU', 'en-US'])).toBe('ru')
    expect(pickLanguage(['EN_gb', 'ru'])).toBe('en')
    expect(pickLanguage(['de', 'fr'])).toBe('en')
    expect(pickLanguage([])).toBe('en')
  })

  test("a phone shows the table's language unless its browser's first language is the other one the app speaks", () => {
    // The phone asks first for the table's own language, or for neither: the table's.
    expect(phoneLanguage('ru', ['ru-RU'])).toBe('ru')
    expect(phoneLanguage('ru', ['de-DE'])).toBe('ru')
    expect(phoneLanguage('en', ['fr-FR', 'ru-RU'])).toBe('en')
    expect(phoneLanguage('ru', [])).toBe('ru')
    // Its first language is the other one: its own.
    expect(phoneLanguage('ru', ['en-US', 'ru-RU'])).toBe('en')
    expect(phoneLanguage('en', ['ru', 'en'])).toBe('ru')
    // Only the first counts: English lower on a German phone's list is not asked for first.
    expect(phoneLanguage('ru', ['de-DE', 'en-US'])).toBe('ru')
  })

  test("before the table has said its language, the phone's browser list decides as on any screen", () => {
    expect(phoneLanguage(null, ['de-DE', 'ru-RU'])).toBe('ru')
    expect(phoneLanguage(null, ['de-DE'])).toBe('en')
    expect(phoneLanguage(null, ['ru'])).toBe('ru')
  })
})
