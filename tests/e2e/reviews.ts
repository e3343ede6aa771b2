import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { checkGame } from '../../shared/games/check'
import { cheatGame } from '../../shared/games/cheat'
import { checksGame } from '../../shared/games/checks'
import { fourDownGame } from '../../shared/games/four-down'
import { defaultBiddingConfig } from '../../shared/checkmates/bidding'
import type { GameRecord } from '../../shared/records/format'
import { biddingAsCardGame, recordedMatch } from '../../shared/records/test-support'
import { expect, type RunningWebEdition } from './web-edition'

/** Where the review specs write the records they open as files. */
export const files = mkdtempSync(join(tmpdir(), 'cmt-review-'))

/** Opens a record as a file someone exported: the past games' import, which goes on to its review. */
export async function importRecord(page: Page, app: RunningWebEdition, record: GameRecord, name: string) {
  const path = join(files, `${name}.json`)
  writeFileSync(path, JSON.stringify(record))
  await page.goto(app.at('/games'))
  await page.getByTestId('review-import').setInputFiles(path)
  await expect(page.getByTestId('review')).toHaveAttribute('data-game', record.game)
}

/**
 * Waits for the expert's verdicts on the review on show. The host works them out on its worker
 * thread as fast as the machine lets it, so this waits on what the panel shows — each time for its
 * progress to move on — and never on a time.
 */
export async function verdictsIn(page: Page) {
  const shown = () =>
    page.evaluate(() => `${document.querySelectorAll('[data-testid=review-verdict]').length} marks, ${document.querySelector('[data-testid=verdict-panel] .working')?.textContent ?? 'done'}`)
  for (let now = await shown(); now.startsWith('0 marks'); now = await shown()) {
    await expect.poll(shown, { message: `the verdicts' progress moved on from "${now}"` }).not.toBe(now)
  }
}

/** The review's own parts, every box of words in them: the strip, the step controls, the narration, the verdict and the solver's panel, the list of games. */
const REVIEW_PARTS = '.strip, .viewpoints, .controls, .side, [data-testid=verdict-panel], [data-testid=cm-review], .face-up, .page'
export const REVIEW_WORDS = `:is(${REVIEW_PARTS}), :is(${REVIEW_PARTS}) *`

// Each game's record comes from a seeded match played here, one test each: a record's own match
// is the test's heaviest work.
export const REVIEWED: [string, () => GameRecord][] = [
  ['check', () => recordedMatch('check', checkGame, ['hard', 'normal', 'easy'], 'rv-check').record],
  ['four-down', () => recordedMatch('four-down', fourDownGame, ['normal', 'easy'], 'rv-fd').record],
  ['cheat', () => recordedMatch('cheat', cheatGame, ['hard', 'normal', 'easy'], 'rv-cheat').record],
  ['checks', () => recordedMatch('checks', checksGame, ['hard', 'easy'], 'rv-checks').record],
  ['checkmates', () => recordedMatch('checkmates', biddingAsCardGame, ['hard', 'normal'], 'rv-bid', { ...defaultBiddingConfig(2), cards: 2 }).record],
]
