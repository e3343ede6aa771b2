import { afterEach, describe, expect, test } from 'vitest'
import { i18n } from '../i18n'
import { clockTime, seconds } from './words'

afterEach(() => void (i18n.global.locale.value = 'en'))

describe('issue 31 item 16: one way to write a time taken', () => {
  test('under a minute in seconds with their unit; from a minute as a clock reads, as the run\'s own end screen shows it', () => {
    expect(seconds(12_345)).toBe('12.3 s')
    expect(seconds(59_940)).toBe('59.9 s')
    expect(seconds(1_225_600)).toBe('20:25.6')
    expect(clockTime(65_300)).toBe('1:05.3')
    i18n.global.locale.value = 'ru'
    expect(seconds(12_345).replace(/\s/gu, ' ')).toBe('12,3 с')
    expect(seconds(1_225_600)).toBe('20:25,6')
  })
})
