import { afterEach, describe, expect, test } from 'vitest'
import { i18n } from '../../i18n'
import { deckName, formatTime } from './checkmates-text'

afterEach(() => void (i18n.global.locale.value = 'en'))

describe('the stopwatch and the decks in the language on screen', () => {
  test('a time cuts to tenths, never rounding up, with the language’s decimal sign', () => {
    expect(formatTime(83_456)).toBe('1:23.4')
    expect(formatTime(59_999)).toBe('0:59.9')
    expect(formatTime(600_000)).toBe('10:00.0')
    i18n.global.locale.value = 'ru'
    expect(formatTime(83_456)).toBe('1:23,4')
    expect(formatTime(5_000)).toBe('0:05,0')
  })

  test('a blitz deck is named in either language', () => {
    expect(deckName('one-point')).toBe('1-point blitz')
    i18n.global.locale.value = 'ru'
    expect(deckName('one-point')).toBe('Блиц-колода на 1 очко')
    expect(deckName('all')).toBe('Вся колода')
  })
})
