import { expect } from 'vitest'
import { LANGUAGES, type Language } from '@shared/profile'
import type { GameUi, RulesPage } from '../games/game-ui'

/** All the words of a rules page, blocks flattened, for fact checks. */
export function pageText(page: RulesPage): string {
  const parts: string[] = [page.summary]
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

/** The words of the one section whose heading matches. */
export function sectionText(page: RulesPage, heading: RegExp): string {
  const section = page.sections.find((s) => heading.test(s.heading))
  expect(section, `a section matching ${heading}`).toBeDefined()
  return pageText({ summary: '', sections: [section!] })
}

/** A game's rules page in every language, loaded as the rules screen loads it. */
export async function rulesPages(ui: GameUi): Promise<Record<Language, RulesPage>> {
  const loaded = await Promise.all(LANGUAGES.map(async (l) => [l, await ui.rules(l)] as const))
  return Object.fromEntries(loaded) as Record<Language, RulesPage>
}

/**
 * A load-bearing fact as one language's page words it: the section that must say it (the whole
 * page when none is named), the words it must contain, and any it must not.
 */
export interface Fact {
  section?: RegExp
  says: RegExp[]
  never?: RegExp[]
}

export function expectFact(page: RulesPage, fact: Fact): void {
  const text = fact.section ? sectionText(page, fact.section) : pageText(page)
  for (const words of fact.says) expect(text).toMatch(words)
  for (const words of fact.never ?? []) expect(text).not.toMatch(words)
}
