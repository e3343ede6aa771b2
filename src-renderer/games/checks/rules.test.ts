import { describe, expect, it } from 'vitest'
import { pageText } from '../../test-support/rules-text'
import { rules } from './rules'

describe('the Checks rules page: load-bearing facts', () => {
  it('CS-2: Checks counts only the last digit: 10 → 10, 15 → 5, 20 → 0', () => {
    const text = pageText(rules)
    expect(text).toMatch(/= 10 → 10/)
    expect(text).toMatch(/15 → 5/)
    expect(text).toMatch(/20 → 0/)
    expect(text).toMatch(/Jack, queen and king: 0/)
  })
})
