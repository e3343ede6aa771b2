import { describe, expect, it } from 'vitest'
import { sectionText } from '../../test-support/rules-text'
import { rules } from './rules'

describe('the Check Mates rules page: load-bearing facts', () => {
  it('CM-5: Check Mates allows 90/180/270° rotations but never mirroring', () => {
    const text = sectionText(rules, /task card/i)
    expect(text).toMatch(/90°, 180° or 270°/)
    expect(text).toMatch(/Mirroring the card is not allowed/)
  })

  it('CM-8: Check Mates bids must go lower and each starts a five-second count', () => {
    const text = sectionText(rules, /bidding/i)
    expect(text).toMatch(/lower than the one standing/)
    expect(text).toMatch(/five-second count/)
  })

  it('CM-11/CM-12: Check Mates covers the solo stopwatch tiers, blitz decks and the bid checker', () => {
    const text = sectionText(rules, /in this app/i)
    expect(text).toMatch(/ten random cards/)
    expect(text).toMatch(/under 1½ minutes/)
    expect(text).toMatch(/over 5 minutes/)
    expect(text).toMatch(/Blitz/)
    expect(text).toMatch(/Practice runs .* never go on the record/)
    expect(text).toMatch(/bid keys/)
    expect(text).toMatch(/Bid checker/)
  })
})
