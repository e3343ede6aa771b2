import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { Language } from '../../shared/profile'
import { stillness } from './play'
import { expect, type RunningWebEdition } from './web-edition'
import { ask } from './ws-client'

/** Everyone's language (or the system's, with null), changed as Settings would: every screen rewords itself. */
export async function speak(app: RunningWebEdition, language: Language | null): Promise<void> {
  expect((await ask(app, 'settings:update', { language })).ok).toBe(true)
}

/**
 * A game's title as a language's screens say it: its message `<id>.title`, read from the game's
 * own words (src-renderer/games/<id>/locales/<language>.json), so a test names a new game as the
 * app does without listing it.
 */
export function titleIn(id: string, language: Language): string {
  const file = join(import.meta.dirname, '../../src-renderer/games', id, 'locales', `${language}.json`)
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, { title: string }>)[id]!.title
}

/** The theme as Settings sets it, once the page has taken it on and its colours have settled. */
export async function setTheme(page: Page, app: RunningWebEdition, theme: 'light' | 'dark'): Promise<void> {
  expect((await ask(app, 'settings:update', { theme })).ok).toBe(true)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await page.evaluate(stillness)
}

/**
 * Runs in the page: each box among `selector` (a button, a label, a heading, a status line …)
 * whose words are wider than it, as "name: needed px of words in shown px" — a Russian word longer
 * than its English one shows up here before a person sees it cut (issue 23). Not counted: what is
 * not drawn or drawn inline, what only screen readers read (1 px wide on purpose), a file input
 * (drawn as its label), and a name of 20 letters or more that the screen cuts with an ellipsis.
 */
export function clippedWords(selector: string): string[] {
  const out: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.getClientRects().length === 0 || el.clientWidth <= 1 || el instanceof HTMLInputElement) continue
    const style = getComputedStyle(el)
    if (style.display === 'inline' || el.closest('[aria-hidden="true"], .visually-hidden')) continue
    if (style.textOverflow === 'ellipsis' && (el.textContent?.length ?? 0) >= 20) continue
    if (el.scrollWidth > el.clientWidth + 1) {
      out.push(`${el.dataset.testid ?? (el.textContent ?? '').trim().slice(0, 40)}: ${el.scrollWidth} px of words in ${el.clientWidth} px`)
    }
  }
  return out
}

/** Runs in the page: whether the page scrolls sideways (a screen wider than the window), said as a problem. */
export function scrollsSideways(): string[] {
  const wide = document.documentElement.scrollWidth
  return wide > innerWidth + 1 ? [`the page scrolls sideways: ${wide} px in ${innerWidth}`] : []
}
