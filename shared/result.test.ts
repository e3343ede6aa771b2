import { describe, expect, test } from 'vitest'
import { excerpt } from './result'

describe('excerpt: what an error message may quote of its input', () => {
  test('text of at most 80 characters is kept whole', () => {
    expect(excerpt('B../.../...')).toBe('B../.../...')
    expect(excerpt('x'.repeat(80))).toBe('x'.repeat(80))
  })

  test('longer text keeps its first 80 characters and says it was cut', () => {
    expect(excerpt('x'.repeat(81))).toBe(`${'x'.repeat(80)}…`)
    expect(excerpt('y'.repeat(5_000_000))).toHaveLength(81)
  })

  test('a cut never splits a character written as two UTF-16 units', () => {
    const text = `${'x'.repeat(79)}😀${'x'.repeat(10)}`
    expect(excerpt(text)).toBe(`${'x'.repeat(79)}…`)
    expect(excerpt(text, 81)).toBe(`${'x'.repeat(79)}😀…`)
  })
})
