import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { stillness } from './play'

/** WCAG 2.1 at levels A and AA: the bar every screen is held to. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One rule broken on a screen, with the elements that break it (their CSS paths, a few). */
export interface Violation {
  rule: string
  nodes: number
  where: string[]
}

/**
 * Runs axe-core over the page as it is now and lists what breaks WCAG 2.1 AA. An empty list is
 * the pass; a failing test prints each rule with the elements at fault, so the fix is findable.
 */
export async function wcagViolations(page: Page): Promise<Violation[]> {
  // Transitions finish first: a colour caught halfway through a fade is no colour anyone reads.
  await page.evaluate(stillness)
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_21_AA).setLegacyMode().analyze()
  return violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.length,
    // A contrast failure names its colours and ratio, so the fix needs no second run to find them.
    where: v.nodes.slice(0, 5).map((n) => {
      const c = n.any.find((x) => x.id === 'color-contrast')?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined
      return `${n.target.join(' ')}${c?.fgColor ? ` (${c.fgColor} on ${c.bgColor}: ${c.contrastRatio})` : ''}`
    }),
  }))
}
