import { afterEach, describe, expect, test } from 'vitest'
import { i18n, nestRussianQuotes } from '.'
import { say } from './lines'

afterEach(() => void (i18n.global.locale.value = 'en'))

describe('issue 31 item 23: Russian quotes inside quotes', () => {
  test('the inner pair becomes „…“, at any depth; text without nesting is left alone', () => {
    expect(nestRussianQuotes('Ход «объявить «Стоп»» хорош.')).toBe('Ход «объявить „Стоп“» хорош.')
    expect(nestRussianQuotes('«а «б «в» б» а»')).toBe('«а „б „в“ б“ а»')
    expect(nestRussianQuotes('«Стоп» и «Чек»')).toBe('«Стоп» и «Чек»')
    expect(nestRussianQuotes('no quotes » here')).toBe('no quotes » here')
  })

  test('advice that quotes a move which has its own quotes reads „Стоп“ inside «…»', () => {
    i18n.global.locale.value = 'ru'
    const line = say({ key: 'expert.advice.even', values: { move: { key: 'four-down.expert.drawStock' }, next: { key: 'four-down.expert.call' } } })
    expect(line).toContain('«объявить „Стоп“»')
    expect(line).not.toMatch(/«[^»]*«/)
  })
})
