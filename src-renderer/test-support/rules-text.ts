import { expect } from 'vitest'
import type { RulesPage } from '../games/game-ui'

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
