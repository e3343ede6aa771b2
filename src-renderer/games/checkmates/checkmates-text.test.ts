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

  test('a chart’s or a table’s time: under a minute as seconds, from a minute as m:ss; whole for an axis', () => {
    expect(formatTime(45_380, { seconds: true })).toBe('45.3 s')
    expect(formatTime(59_999, { seconds: true })).toBe('59.9 s')
    expect(formatTime(60_000, { seconds: true })).toBe('1:00.0')
    expect(formatTime(65_340, { seconds: true })).toBe('1:05.3')
    expect(formatTime(0, { seconds: true, whole: true })).toBe('0 s')
    expect(formatTime(30_000, { seconds: true, whole: true })).toBe('30 s')
    expect(formatTime(90_000, { seconds: true, whole: true })).toBe('1:30')
    expect(formatTime(600_000, { whole: true })).toBe('10:00')
    i18n.global.locale.value = 'ru'
    expect(formatTime(5_250, { seconds: true })).toBe('5,2 с')
    expect(formatTime(125_000, { seconds: true, whole: true })).toBe('2:05')
  })

  test('a blitz deck is named in either language', () => {
    expect(deckName('one-point')).toBe('1-point blitz')
    i18n.global.locale.value = 'ru'
    expect(deckName('one-point')).toBe('Блиц-колода на 1 очко')
    expect(deckName('all')).toBe('Вся колода')
  })
})
