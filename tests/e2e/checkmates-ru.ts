import type { Page } from '@playwright/test'
import type { Language } from '../../shared/profile'
import { SIZES } from './tables'
import { client, connect } from './ws-client'
import { expect, type RunningWebEdition } from './web-edition'

/** Switches every screen of the edition to a language, as Settings would, over the test client. */
export async function speak(app: RunningWebEdition, language: Language): Promise<void> {
  const ws = await connect(app)
  const r = await client(ws)('settings:update', { language })
  ws.close()
  expect(r.ok).toBe(true)
}

/**
 * Runs in the page: each box of words in the screen's main area (a button, a chip, a label, a
 * heading, a status line …) whose text is wider than the box, as "name: needed > shown" — a
 * Russian word longer than its English one shows up here before a person sees it cut.
 */
export function clippedText(): string[] {
  // Panels too: a word or a field wider than its panel pushes the panel's content past its edge.
  const selector = 'button, a.button, .chip, label, legend, h1, h2, h3, th, td, dt, dd, kbd, output, p, .tag, strong, .panel, .panel-dark, section, aside, form, fieldset'
  const out: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(`main :is(${selector})`)) {
    // Not shown (an inline box, a part hidden from view) or read only by screen readers (1 px wide on purpose).
    if (el.clientWidth <= 1 || el.closest('[aria-hidden="true"], .visually-hidden')) continue
    if (el.scrollWidth > el.clientWidth + 1) {
      const name = el.getAttribute('data-testid') ?? (el.textContent ?? '').trim().slice(0, 40)
      out.push(`${name}: ${el.scrollWidth} > ${el.clientWidth}`)
    }
  }
  return out
}

/** At each desktop size: no words clipped, and a screenshot to look at, named by screen and language. */
export async function lookAtEverySize(page: Page, screen: string, language: Language): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate(clippedText), `${screen} (${language}) at ${size.width}×${size.height}`).toEqual([])
    await page.screenshot({ path: `test-results/shots/checkmates-${screen}-${language}-${size.width}x${size.height}.png`, fullPage: true })
  }
}
