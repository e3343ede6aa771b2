import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
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

/** axe-core itself, read once per Playwright worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core over the page as it is now and lists what breaks WCAG 2.1 AA. An empty list is
 * the pass; a failing test prints each rule with the elements at fault, so the fix is findable.
 *
 * axe-core goes into a document once and stays for its later checks (the app is one page, its
 * screens hash routes): @axe-core/playwright evaluated its 650 kB twice on every check, half of
 * each check's time. The app has no frames, so one `axe.run` on the document sees everything.
 */
export async function wcagViolations(page: Page): Promise<Violation[]> {
  // Transitions finish first: a colour caught halfway through a fade is no colour anyone reads.
  await page.evaluate(stillness)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (tags) => {
    type Node = { target: string[]; any: { id: string; data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } }[] }
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: { id: string; nodes: Node[] }[] }> } }).axe
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return violations.map((v) => ({
      rule: v.id,
      nodes: v.nodes.length,
      // A contrast failure names its colours and ratio, so the fix needs no second run to find them.
      where: v.nodes.slice(0, 5).map((n) => {
        const c = n.any.find((x) => x.id === 'color-contrast')?.data
        return `${n.target.join(' ')}${c?.fgColor ? ` (${c.fgColor} on ${c.bgColor}: ${c.contrastRatio})` : ''}`
      }),
    }))
  }, WCAG_21_AA)
}
