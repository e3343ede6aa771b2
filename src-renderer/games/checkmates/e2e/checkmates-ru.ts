import type { Page } from '@playwright/test'
import type { Language } from '@shared/profile'
import { SIZES } from '../../../../tests/e2e/tables'
import { expect } from '../../../../tests/e2e/web-edition'
import { clippedWords } from '../../../../tests/e2e/words'
import { shot } from '../../../../tests/e2e/shots'

// Panels too: a word or a field wider than its panel pushes the panel's content past its edge.
const MAIN_WORDS = `main :is(button, a.button, .chip, label, legend, h1, h2, h3, th, td, dt, dd, kbd, output, p, .tag, strong, .panel, .panel-dark, section, aside, form, fieldset)`

/** At each desktop size: no words clipped, and a screenshot to look at, named by screen and language. */
export async function lookAtEverySize(page: Page, screen: string, language: Language): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate(clippedWords, MAIN_WORDS), `${screen} (${language}) at ${size.width}×${size.height}`).toEqual([])
    await shot(page, { path: `test-results/shots/checkmates-${screen}-${language}-${size.width}x${size.height}.png`, fullPage: true })
  }
}
