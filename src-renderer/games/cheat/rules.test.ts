import { describe, expect, it } from 'vitest'
import { sectionText } from '../../test-support/rules-text'
import { rules } from './rules'

describe('the Cheat rules page: load-bearing facts', () => {
  it('CH-3: Cheat settles simultaneous calls clockwise from the claimant, window 5 s or a quick 3 s', () => {
    const text = sectionText(rules, /calling cheat/i)
    expect(text).toMatch(/first going clockwise from the claimant/)
    expect(text).toMatch(/lasts 5 seconds, or 3 if you choose the quick call window/)
  })

  it('CH-5: the window closes once every other player has called or said no call', () => {
    expect(sectionText(rules, /calling cheat/i)).toMatch(/closes early once every other player has answered/)
  })
})
