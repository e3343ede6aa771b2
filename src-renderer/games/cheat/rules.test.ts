import { describe, expect, it } from 'vitest'
import { sectionText } from '../../test-support/rules-text'
import { rules } from './rules'

describe('the Cheat rules page: load-bearing facts', () => {
  it('CH-3: Cheat settles simultaneous calls clockwise from the claimant, window at least 3 s', () => {
    const text = sectionText(rules, /calling cheat/i)
    expect(text).toMatch(/first going clockwise from the claimant/)
    expect(text).toMatch(/at least 3 seconds/)
  })
})
