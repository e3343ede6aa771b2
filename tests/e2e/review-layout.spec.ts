import type { Page } from '@playwright/test'
import type { GameRecord } from '../../shared/records/format'
import { wcagViolations } from './axe'
import { noAnimation, stillness } from './play'
import { solverRun } from '../../shared/records/test-support'
import { importRecord, REVIEWED, REVIEW_WORDS, verdictsIn } from './reviews'
import { shot } from './shots'
import { inView, LANGUAGES, layoutProblems, SIZES } from './tables'
import { expect, test } from './web-edition'
import { clippedWords, setTheme, speak } from './words'

test.use(noAnimation)

/** The step controls: what a person presses at every step. */
const CONTROLS = ['review-first', 'review-prev', 'review-step', 'review-next', 'review-last', 'review-timeline'].map((id) => `[data-testid=${id}]`)

/** Every game's review, and Check Mates' run played alone, which has its own board in place of a table. */
const REVIEWS: [string, () => GameRecord][] = [...REVIEWED, ['solo', () => solverRun('rv-solo', { detour: 2 }).record]]

/** The game's own table, as its Table.vue names it (Check Mates': its bidding table, or a run alone's board). */
const tableOf = (game: string) => `[data-testid=${{ checkmates: 'bidding-table', solo: 'review-solo' }[game] ?? `${game}-table`}]`

/** What the review says of the step on show: the expert's verdict, or Check Mates' card or bid against the solver. */
const verdictOf = (game: string) => (['checkmates', 'solo'].includes(game) ? '[data-testid=cm-here]' : '[data-testid=verdict-here]')

/** What must be in view together at a size: everything from 1024×640 up; below, the controls and the expert's verdict folded to its one line. */
const neededAt = (game: string, width: number) =>
  width >= 1024 ? [...CONTROLS, tableOf(game), verdictOf(game)] : [...CONTROLS, ...(['checkmates', 'solo'].includes(game) ? [] : ['[data-testid=verdict-fold-line]'])]

/**
 * Goes to a judged step once the judging is done: the costliest decision in a card game (the
 * longest words the panel says of a step), the first bid in Check Mates, a run's last card. Read
 * from the page's marks and rows, not by pressing them, so the way there is the timeline's at any size.
 */
async function toAJudgedStep(page: Page, game: string) {
  let step: string
  if (game === 'solo') {
    await expect(page.getByTestId('cm-card')).toHaveCount(10)
    step = (await page.getByTestId('review-step').getAttribute('data-steps'))!
  } else if (game === 'checkmates') {
    await expect(page.getByTestId('cm-bid').first()).toBeAttached()
    step = (await page.getByTestId('cm-bid').first().getByRole('button').textContent())!.trim()
  } else {
    await verdictsIn(page)
    await expect(page.getByTestId('verdict-progress')).toHaveCount(0)
    const costly = page.getByTestId('verdict-costly')
    step = (await ((await costly.count()) > 0 ? costly : page.getByTestId('review-verdict')).first().getAttribute('data-step'))!
  }
  await page.getByTestId('review-timeline').fill(step)
  await expect(page.getByTestId('review-step')).toHaveAttribute('data-step', step)
  await expect(page.locator(verdictOf(game))).toBeAttached()
}

// Issue 31, item 3: the verdict pushed the table below the fold even at 1920×1080, so every step
// meant scrolling up to the controls and down to the cards. From 1024×640 up, the step controls,
// the table and the step's verdict are on screen together; at 800×600 the controls at least.
test.describe("a review's step controls, its table and the step's verdict in view together without scrolling (issue 31, item 3)", () => {
  for (const [game, recorded] of REVIEWS) {
    test(game, async ({ page, app }) => {
      await importRecord(page, app, recorded(), `layout-${game}`)
      await toAJudgedStep(page, game)
      for (const language of LANGUAGES) {
        await speak(app, language)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, app, theme)
          for (const size of SIZES) {
            await page.setViewportSize(size)
            await page.evaluate(stillness)
            const where = `${game} at ${size.width}×${size.height} in ${language}, ${theme}`
            // As a person sees it on opening the step: the window, not the whole page.
            await shot(page, { path: `test-results/shots/review-layout-${game}-${language}-${theme}-${size.width}x${size.height}.png` })
            expect(await page.evaluate(inView, neededAt(game, size.width)), where).toEqual({ missing: [], out: [] })
            expect(await page.evaluate(layoutProblems), where).toEqual([])
            expect(await page.evaluate(clippedWords, REVIEW_WORDS), where).toEqual([])
          }
        }
      }
      // The smallest window has its own arrangement: held to WCAG 2.1 AA as the others are (accessibility.spec.ts).
      await page.setViewportSize(SIZES[0])
      expect(await wcagViolations(page), `${game} at 800×600`).toEqual([])
    })
  }
})

// Issue 31, item 2: every verdict naming a better move says why, in the game's own terms and the
// reader's language; the panel folds the reason under "Why?". Opened at the costliest decision of
// each card game's weakest player (its last seat), it is worded whole and can be read at the laptop sizes.
test.describe("the step's reason, opened under \"Why?\", in the game's words (issue 31, item 2)", () => {
  for (const [game, recorded] of REVIEWED.filter(([g]) => g !== 'checkmates')) {
    test(game, async ({ page, app }) => {
      const record = recorded()
      await importRecord(page, app, record, `reason-${game}`)
      await page.getByTestId(`review-view-${record.seats.length - 1}`).click()
      await verdictsIn(page)
      await expect(page.getByTestId('verdict-progress')).toHaveCount(0)
      await expect(page.getByTestId('verdict-costly').first()).toBeAttached()
      await toAJudgedStep(page, game)
      await page.getByTestId('verdict-why').click()
      const reason = page.getByTestId('verdict-reason')
      for (const language of LANGUAGES) {
        await speak(app, language)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(reason).toHaveText(language === 'en' ? /^Why: [^{}]+\.$/ : /^Почему: [^{}]+\.$/)
        for (const size of [SIZES[1], SIZES[0]]) {
          await page.setViewportSize(size)
          await page.evaluate(stillness)
          // Below 1024 px the verdict folds to its one line: opened as a person would.
          const fold = page.getByTestId('verdict-fold')
          if ((await fold.count()) > 0 && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click()
          // As the page opens (the step controls stay at the window's top over what scrolls under them).
          const where = `${game} at ${size.width}×${size.height} in ${language}`
          await page.evaluate(() => window.scrollTo(0, 0))
          expect(await page.evaluate(layoutProblems), where).toEqual([])
          expect(await page.evaluate(clippedWords, REVIEW_WORDS), where).toEqual([])
          await reason.scrollIntoViewIfNeeded()
          await expect(reason).toBeInViewport()
          await shot(page, { path: `test-results/shots/review-reason-${game}-${language}-${size.width}x${size.height}.png` })
        }
      }
    })
  }
})
