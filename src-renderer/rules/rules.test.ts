import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '@shared/engine'
import { RULES } from './index'
import type { RulesPage } from './types'

/** All the words of a page, blocks flattened, for fact checks. */
function pageText(page: RulesPage): string {
  const parts: string[] = [page.title, page.summary]
  for (const section of page.sections) {
    parts.push(section.heading)
    for (const block of section.blocks) {
      if (typeof block === 'string') parts.push(block)
      else if ('list' in block) parts.push(...block.list)
      else parts.push(block.tip)
    }
  }
  return parts.join('\n')
}

function sectionText(page: RulesPage, heading: RegExp): string {
  const section = page.sections.find((s) => heading.test(s.heading))
  expect(section, `${page.id}: a section matching ${heading}`).toBeDefined()
  return pageText({ ...page, title: '', summary: '', sections: [section!] })
}

describe('rules pages: structure', () => {
  it.each(GAME_IDS)('%s has a page under its own id', (id) => {
    expect(RULES[id]).toBeDefined()
    expect(RULES[id].id).toBe(id)
  })

  it.each(GAME_IDS)('%s has a title, a summary and at least 4 sections with content', (id) => {
    const page = RULES[id]
    expect(page.title.trim()).not.toBe('')
    expect(page.summary.trim().length).toBeGreaterThan(20)
    expect(page.sections.length).toBeGreaterThanOrEqual(4)
    for (const s of page.sections) {
      expect(s.heading.trim()).not.toBe('')
      expect(s.blocks.length).toBeGreaterThan(0)
    }
  })

  it.each(GAME_IDS)('%s has no repeated headings and covers scoring/winning', (id) => {
    const headings = RULES[id].sections.map((s) => s.heading)
    expect(new Set(headings).size).toBe(headings.length)
    expect(headings.some((h) => /winning/i.test(h))).toBe(true)
    expect(headings.some((h) => /in this app/i.test(h))).toBe(true)
  })

  it.each(GAME_IDS)('%s is a readable length (400–900 words of rules text)', (id) => {
    const words = pageText(RULES[id]).split(/\s+/).filter(Boolean).length
    expect(words).toBeGreaterThanOrEqual(400)
    expect(words).toBeLessThanOrEqual(950)
  })
})

describe('rules pages: load-bearing facts', () => {
  it('CK-1: Check! values aces at −1 and kings at 13', () => {
    const text = pageText(RULES.check)
    expect(text).toMatch(/Ace: −1/)
    expect(text).toMatch(/King: 13/)
  })

  it('CK-5: Check! states the 5-second matching window and its 3–10 s setting', () => {
    const text = sectionText(RULES.check, /matching window/i)
    expect(text).toMatch(/5 seconds/)
    expect(text).toMatch(/3 to 10 seconds/)
    expect(text).toMatch(/[Pp]assing is final/)
  })

  it('CK-7: Check! gives every other player exactly one final turn', () => {
    expect(sectionText(RULES.check, /calling check/i)).toMatch(/exactly one final turn/)
  })

  it('FD-1: Four Down makes the king of diamonds worth 0', () => {
    expect(pageText(RULES['four-down'])).toMatch(/King of diamonds: 0/)
  })

  it('FD-7: Four Down ends at 100 and the lowest score wins', () => {
    const text = sectionText(RULES['four-down'], /winning/i)
    expect(text).toMatch(/100/)
    expect(text).toMatch(/lowest running score wins/)
  })

  it('X-2: Four Down explains hand-over screens instead of separate devices', () => {
    const text = sectionText(RULES['four-down'], /in this app/i)
    expect(text).toMatch(/hand-over screen/)
    expect(text).not.toMatch(/needs their own device/)
  })

  it('CH-3: Cheat settles simultaneous calls clockwise from the claimant, window at least 3 s', () => {
    const text = sectionText(RULES.cheat, /calling cheat/i)
    expect(text).toMatch(/first going clockwise from the claimant/)
    expect(text).toMatch(/at least 3 seconds/)
  })

  it('CS-2: Checks counts only the last digit: 10 → 10, 15 → 5, 20 → 0', () => {
    const text = pageText(RULES.checks)
    expect(text).toMatch(/= 10 → 10/)
    expect(text).toMatch(/15 → 5/)
    expect(text).toMatch(/20 → 0/)
    expect(text).toMatch(/Jack, queen and king: 0/)
  })

  it('CM-5: Check Mates allows 90/180/270° rotations but never mirroring', () => {
    const text = sectionText(RULES.checkmates, /task card/i)
    expect(text).toMatch(/90°, 180° or 270°/)
    expect(text).toMatch(/Mirroring the card is not allowed/)
  })

  it('CM-8: Check Mates bids must go lower and each starts a five-second count', () => {
    const text = sectionText(RULES.checkmates, /bidding/i)
    expect(text).toMatch(/lower than the one standing/)
    expect(text).toMatch(/five-second count/)
  })

  it('CM-11/CM-12: Check Mates covers the solo stopwatch tiers, blitz decks and the bid checker', () => {
    const text = sectionText(RULES.checkmates, /in this app/i)
    expect(text).toMatch(/ten random cards/)
    expect(text).toMatch(/under 1½ minutes/)
    expect(text).toMatch(/over 5 minutes/)
    expect(text).toMatch(/Blitz/)
    expect(text).toMatch(/Practice runs .* never go on the record/)
    expect(text).toMatch(/bid keys/)
    expect(text).toMatch(/Bid checker/)
  })

  it.each(GAME_IDS)('X-2: %s mentions the hand-over screen for shared screens', (id) => {
    expect(sectionText(RULES[id], /in this app/i)).toMatch(/hand-over/)
  })
})
