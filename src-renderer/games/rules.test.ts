import { describe, expect, it } from 'vitest'
import { pageText, sectionText } from '../test-support/rules-text'
import { GAME_UI_LIST } from './lookup'

const pages = await Promise.all(GAME_UI_LIST.map(async (ui) => [ui.game.id, await ui.rules()] as const))

describe('rules pages: structure', () => {
  it.each(pages)('%s has a summary and at least 4 sections with content', (_id, page) => {
    expect(page.summary.trim().length).toBeGreaterThan(20)
    expect(page.sections.length).toBeGreaterThanOrEqual(4)
    for (const s of page.sections) {
      expect(s.heading.trim()).not.toBe('')
      expect(s.blocks.length).toBeGreaterThan(0)
    }
  })

  it.each(pages)('%s has no repeated headings and covers scoring/winning', (_id, page) => {
    const headings = page.sections.map((s) => s.heading)
    expect(new Set(headings).size).toBe(headings.length)
    expect(headings.some((h) => /winning/i.test(h))).toBe(true)
    expect(headings.some((h) => /in this app/i.test(h))).toBe(true)
  })

  it.each(pages)('%s is a readable length (400–900 words of rules text)', (_id, page) => {
    const words = pageText(page).split(/\s+/).filter(Boolean).length
    expect(words).toBeGreaterThanOrEqual(400)
    expect(words).toBeLessThanOrEqual(950)
  })

  it.each(pages)('X-2: %s mentions the hand-over screen for shared screens', (_id, page) => {
    expect(sectionText(page, /in this app/i)).toMatch(/hand-over/)
  })
})
