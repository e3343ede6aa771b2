import { describe, expect, it } from 'vitest'
import { pageText, sectionText } from '../../test-support/rules-text'
import { rules } from './rules'

describe('the Check! rules page: load-bearing facts', () => {
  it('CK-1: Check! values aces at −1 and kings at 13', () => {
    const text = pageText(rules)
    expect(text).toMatch(/Ace: −1/)
    expect(text).toMatch(/King: 13/)
  })

  it('CK-5: Check! states the 5-second matching window and its 3–10 s setting', () => {
    const text = sectionText(rules, /matching window/i)
    expect(text).toMatch(/5 seconds/)
    expect(text).toMatch(/3 to 10 seconds/)
    expect(text).toMatch(/[Pp]assing is final/)
  })

  it('CK-7: Check! gives every other player exactly one final turn', () => {
    expect(sectionText(rules, /calling check/i)).toMatch(/exactly one final turn/)
  })
})
