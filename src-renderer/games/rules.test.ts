import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '@shared/profile'
import type { RulesBlock, RulesPage } from './game-ui'
import { pageText, rulesPages, sectionText } from '../test-support/rules-text'
import { GAME_UI_LIST } from './lookup'

const games = await Promise.all(GAME_UI_LIST.map(async (ui) => [ui.game.id, await rulesPages(ui)] as const))
const pages = games.flatMap(([id, byLanguage]) => LANGUAGES.map((l) => [id, l, byLanguage[l]] as const))
/** Every registered game's title, the longest first, so one that begins another (Check!, Check Mates) is taken whole. */
const TITLES = GAME_UI_LIST.map((ui) => ui.game.title).sort((a, b) => b.length - a.length)

/** The headings every page has, and the name of the hand-over screen, as each language says them. */
const WORDS: Record<Language, { winning: RegExp; app: RegExp; handOver: RegExp; words: [number, number] }> = {
  en: { winning: /winning/i, app: /in this app/i, handOver: /hand-over/, words: [400, 950] },
  // Russian says as much in fewer words (no articles, more inflection).
  ru: { winning: /побед/i, app: /в приложении/i, handOver: /экран[а-я]* передачи/, words: [330, 900] },
}

describe('rules pages: structure', () => {
  it.each(pages)('%s (%s) has a summary and at least 4 sections with content', (_id, _l, page) => {
    expect(page.summary.trim().length).toBeGreaterThan(20)
    expect(page.sections.length).toBeGreaterThanOrEqual(4)
    for (const s of page.sections) {
      expect(s.heading.trim()).not.toBe('')
      expect(s.blocks.length).toBeGreaterThan(0)
    }
  })

  it.each(pages)('%s (%s) has no repeated headings and covers scoring/winning', (_id, l, page) => {
    const headings = page.sections.map((s) => s.heading)
    expect(new Set(headings).size).toBe(headings.length)
    expect(headings.some((h) => WORDS[l].winning.test(h))).toBe(true)
    expect(headings.some((h) => WORDS[l].app.test(h))).toBe(true)
  })

  it.each(pages)('%s (%s) is a readable length', (_id, l, page) => {
    const words = pageText(page).split(/\s+/).filter(Boolean).length
    expect(words).toBeGreaterThanOrEqual(WORDS[l].words[0])
    expect(words).toBeLessThanOrEqual(WORDS[l].words[1])
  })

  it.each(pages)('X-2: %s (%s) mentions the hand-over screen for shared screens', (_id, l, page) => {
    expect(sectionText(page, WORDS[l].app)).toMatch(WORDS[l].handOver)
  })
})

/** A page's shape: per section, each block's kind (a list by its number of items). */
const shape = (page: RulesPage) => page.sections.map((s) => s.blocks.map((b: RulesBlock) => (typeof b === 'string' ? 'text' : 'list' in b ? `list of ${b.list.length}` : 'tip')))

describe('rules pages: every language tells the same rules', () => {
  it.each(games)('%s has the same sections, paragraphs, lists and tips in every language', (_id, byLanguage) => {
    for (const l of LANGUAGES) expect(shape(byLanguage[l]), l).toEqual(shape(byLanguage.en))
  })

  it.each(pages.filter(([, l]) => l !== 'en'))('%s (%s) leaves no English on the page', (_id, _l, page) => {
    // Game titles stay in Latin letters; any other Latin word is an untranslated leftover.
    const latin = TITLES.reduce((text, title) => text.replaceAll(title, ''), pageText(page)).match(/[A-Za-z]{2,}/g)
    expect(latin).toBeNull()
  })

  it.each(pages.filter(([, l]) => l === 'ru'))('%s (%s) never starts a line with a dash: the space before one is a no-break space', (_id, _l, page) => {
    expect(pageText(page)).not.toMatch(/ —/)
  })
})
