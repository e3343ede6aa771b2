import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { cheatGame } from '../../shared/games/cheat'
import { checksGame } from '../../shared/games/checks'
import { fourDownGame } from '../../shared/games/four-down'
import { playMatch } from '../../shared/games/selfplay'
import { defaultBiddingConfig } from '../../shared/checkmates/bidding'
import type { Profile } from '../../shared/profile'
import { computerSeats, isExpire, makeRecord, type ActStep, type GameRecord } from '../../shared/records/format'
import { biddingAsCardGame, recordedMatch, solverRun } from '../../shared/records/test-support'
import { pastGame } from '../../src-main/host/past-games'
import { confBacking } from '../../src-main/store/conf-backing'
import { openData } from '../../src-main/store/open'
import type { TestClock } from './clock'
import { checksToTheEnd, noAnimation, stillness } from './play'
import { layoutProblems, SIZES } from './tables'
import { addPlayers, expect, leaveAndStop, startWebEdition, test, type RunningWebEdition } from './web-edition'
import { clippedWords, setTheme, speak } from './words'
import { client, connect } from './ws-client'
import { shot } from './shots'
import { files, importRecord, REVIEWED, REVIEW_WORDS, verdictsIn } from './reviews'
import { installUntil } from './timing'

test.use(noAnimation)

const step = (page: Page) => page.getByTestId('review-step')
const SHOTS = 'test-results/shots'

/** At each size: a screenshot, nothing clipped or overlapping. */
async function everySize(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    // The review scales its table to the new window on the window's next frame: looked at before
    // it, the table would still be at the last size's scale.
    await page.evaluate(stillness)
    await shot(page, { path: `${SHOTS}/${name}-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `${name} at ${size.width}×${size.height}`).toEqual([])
    expect(await page.evaluate(clippedWords, REVIEW_WORDS), `${name} at ${size.width}×${size.height}`).toEqual([])
  }
  await page.setViewportSize(SIZES[1])
}

/** `everySize` in the light theme and the dark. */
async function bothThemes(page: Page, app: RunningWebEdition, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, app, theme)
    await everySize(page, `${name}-${theme}`)
  }
  await setTheme(page, app, 'light')
}

/** A Check! race in its review: the first throw on a match, said as who threw, when since the deal, and what. */
async function seeTheRace(page: Page, record: GameRecord) {
  const i = record.steps.findIndex((x) => !isExpire(x) && x.action.type === 'match')
  expect(i, 'a throw on a match in the Check! record').toBeGreaterThanOrEqual(0)
  const throw_ = record.steps[i] as ActStep
  const name = record.seats[throw_.seat]!.name
  const slot = Number(throw_.action.slot)
  const s = (throw_.at - record.startedAt) / 1000
  await page.getByTestId('review-timeline').fill(String(i + 1))
  await expect(step(page)).toHaveAttribute('data-step', String(i + 1))
  const moment = page.getByTestId('review-moment')
  await expect(moment.locator('h2')).toHaveText(`${name}, ${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')} into the game`)
  await expect(page.getByTestId('review-narration')).toContainText(`${name} matched with card ${slot + 1}`)
}

/** A seeded Four Down match: a random player in seat 0 (who errs), a hard one in seat 1. */
function fourDownRecord(target: number): GameRecord {
  const levels = ['random', 'hard'] as const
  const m = playMatch(fourDownGame, { levels: [...levels], seed: 'verdict-e2e', config: { seats: 2, target }, playouts: 8 })
  return makeRecord({
    game: 'four-down', mode: 'table', app: 'e2e', seed: 'verdict-e2e', config: m.config, seats: computerSeats([...levels]), startedAt: 0, steps: m.steps, result: m.outcome,
  })
}

/** Exports the review on show, which says first that the file shows every card: the file, and the record in it. */
async function exported(page: Page) {
  await page.getByTestId('review-export').click()
  await expect(page.getByTestId('confirm')).toContainText('shows every card')
  const download = page.waitForEvent('download')
  await page.getByTestId('confirm-yes').click()
  const file = join(files, (await download).suggestedFilename())
  await (await download).saveAs(file)
  const record = JSON.parse(readFileSync(file, 'utf8')) as GameRecord
  expect(record).toMatchObject({ game: 'checks', seed: 'review-1' })
  return { file, record }
}

/** The final scores as the review's result shows them, seat by seat. */
const reviewScores = (page: Page) => page.getByTestId('review-score').locator('.score').allTextContents()

/** Lena's seeded game of Checks against a normal computer player (`checksToTheEnd`), opened in its review from the table's result. */
async function reviewedGame(page: Page, app: RunningWebEdition, clock: TestClock) {
  await addPlayers(page, app, 'Lena')
  await checksToTheEnd(page, app, clock, 'review-1', 'normal')
  const result = page.getByTestId('table-result')
  const scores = await result.getByTestId('result-row').locator('.score').allTextContents()
  await result.getByTestId('result-review').click()
  await expect(step(page)).toHaveAttribute('data-step', '0')
  const steps = Number(await step(page).getAttribute('data-steps'))
  expect(steps).toBeGreaterThan(5)
  return { scores, steps }
}

// Four tests of one game, each playing it afresh: together they were more than a minute's work.
test.describe('a seeded game against a computer player, reviewed step by step, from the other seat and face up, exported and imported elsewhere', () => {
  test('step by step, by buttons and by keys', async ({ page, app, clock }) => {
    const { scores, steps } = await reviewedGame(page, app, clock)
    // Lena's seat by default, the one person at the table.
    await expect(page.getByTestId('review-view-0')).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByTestId('review-first')).toBeDisabled()
    for (let i = 1; i <= steps; i++) {
      await page.getByTestId('review-next').click()
      await expect(step(page)).toHaveAttribute('data-step', String(i))
      await expect(page.getByTestId('review-narration').locator('li').first()).toBeVisible()
    }
    await expect(page.getByTestId('review-next')).toBeDisabled()
    expect(await reviewScores(page)).toEqual(scores)

    // Keys and buttons move the same way.
    await page.keyboard.press('Home')
    await expect(step(page)).toHaveAttribute('data-step', '0')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(step(page)).toHaveAttribute('data-step', '2')
    await page.keyboard.press('ArrowLeft')
    await expect(step(page)).toHaveAttribute('data-step', '1')
    await page.getByTestId('review-timeline').fill(String(Math.floor(steps / 2)))
    await expect(step(page)).toHaveAttribute('data-step', String(Math.floor(steps / 2)))
  })

  test('from its seat, from the other seat and face up', async ({ page, app, clock }) => {
    const { scores, steps } = await reviewedGame(page, app, clock)
    await page.getByTestId('review-timeline').fill(String(Math.floor(steps / 2)))
    await expect(step(page)).toHaveAttribute('data-step', String(Math.floor(steps / 2)))
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.evaluate(stillness)
      await shot(page, { path: `test-results/review-seat-${size.width}x${size.height}.png`, fullPage: true })
      expect(await page.evaluate(layoutProblems), `review at ${size.width}×${size.height}`).toEqual([])
    }
    // The other seat's eyes, then every card face up.
    await page.getByTestId('review-view-1').click()
    await expect(page.getByTestId('review-view-1')).toHaveAttribute('aria-checked', 'true')
    await expect(step(page)).toHaveAttribute('data-step', String(Math.floor(steps / 2)))
    await expect(page.getByTestId('review-faceup')).toBeHidden()
    await page.getByTestId('review-view-all').click()
    await expect(page.getByTestId('review-faceup')).toBeVisible()
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.evaluate(stillness)
      await shot(page, { path: `test-results/review-${size.width}x${size.height}.png`, fullPage: true })
      expect(await page.evaluate(layoutProblems), `face up at ${size.width}×${size.height}`).toEqual([])
    }
    await page.keyboard.press('End')
    await expect(step(page)).toHaveAttribute('data-step', String(steps))
    expect(await reviewScores(page)).toEqual(scores)
  })

  test('judged by the expert', async ({ page, app, clock }) => {
    await reviewedGame(page, app, clock)
    await page.getByTestId('review-view-all').click()
    await expect(page.getByTestId('review-faceup')).toBeVisible()
    const { record } = await exported(page)

    // The expert's verdict on the person's decisions (face up, Lena's seat is judged): a labelled mark on each, at her own steps.
    const marks = page.getByTestId('review-verdict')
    await verdictsIn(page)
    const judged = await marks.evaluateAll((els) => els.map((e) => ({ step: Number(e.getAttribute('data-step')), label: e.getAttribute('data-label') })))
    for (const j of judged) {
      expect(['good', 'inaccuracy', 'mistake', 'blunder']).toContain(j.label)
      expect(record.steps[j.step - 1], `step ${j.step}`).toMatchObject({ seat: 0 })
    }
    // Lena decided at most of her turns (a lone claim or card weighs nothing and is left out).
    expect(judged.length).toBeGreaterThan(record.steps.filter((x) => !isExpire(x) && x.seat === 0).length / 2)
    await page.getByTestId('review-timeline').fill(String(judged[0]!.step))
    await expect(page.getByTestId('verdict-here')).toHaveAttribute('data-label', judged[0]!.label!)
    await expect(page.getByTestId('verdict-values')).toHaveText(/^Expected result of your move: -?\d+% of a win; of the expert's: -?\d+% of a win\.$/)
  })

  test('dealt again, exported and imported elsewhere', async ({ page, app, clock }) => {
    const { scores, steps } = await reviewedGame(page, app, clock)
    await page.getByTestId('review-view-all').click()
    await expect(page.getByTestId('review-faceup')).toBeVisible()
    const { file } = await exported(page)

    // Same deal again: a new table at the same seats, dealt from the same seed — as practice, the
    // deal having just been seen face up (issue 29, finding 5).
    await page.getByTestId('review-again').click()
    await expect(page).toHaveURL(/#\/table\//)
    await expect(page.getByTestId('checks-table')).toBeVisible()
    await expect(page.getByTestId('table-practice')).toBeVisible()
    // The new deal is a running game: leaving it asks first, and an unfinished game is not kept.
    await page.getByTestId('table-leave').click()
    await page.getByTestId('confirm-yes').click()

    await page.goto(app.at('/games'))
    await expect(page.getByTestId('past-game')).toHaveCount(1)
    await expect(page.getByTestId('past-game-result')).toContainText(scores.join(' : '))
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await shot(page, { path: `test-results/games-${size.width}x${size.height}.png`, fullPage: true })
      expect(await page.evaluate(layoutProblems), `past games at ${size.width}×${size.height}`).toEqual([])
    }

    // Another computer: a fresh data folder, the file imported, the same review.
    const other = await startWebEdition()
    try {
      await page.goto(other.at('/games'))
      await expect(page.getByTestId('games-empty')).toBeVisible()
      await page.getByTestId('review-import').setInputFiles(file)
      await expect(step(page)).toHaveAttribute('data-steps', String(steps))
      await page.getByTestId('review-last').click()
      await expect(step(page)).toHaveAttribute('data-step', String(steps))
      expect(await reviewScores(page)).toEqual(scores)
      await page.getByTestId('review-view-1').click()
      await page.getByTestId('review-first').click()
      await expect(step(page)).toHaveAttribute('data-step', '0')
    } finally {
      await leaveAndStop(page, other)
    }
  })
})

test("the library's link lists every kept game, and a player's record links to that player's games only", async ({ page, app }) => {
  await addPlayers(page, app, 'Lena', 'Max')
  const ws = await connect(app)
  const profiles = (await client(ws)('profiles:list', null)).value as Profile[]
  ws.close()
  const person = (name: string) => {
    const p = profiles.find((x) => x.name === name)!
    return { name, kind: 'human' as const, where: 'here' as const, colour: p.colour, profileId: p.id }
  }
  // The same seeded match three times: Lena in the first seat, Max in it, and computer players only.
  const { record } = recordedMatch('checks', checksGame, ['easy', 'easy'], 'links')
  const games = [[person('Lena'), record.seats[1]!], [person('Max'), record.seats[1]!], record.seats]
  for (const [i, seats] of games.entries()) await importRecord(page, app, { ...record, seats }, `links-${i}`)

  await page.goto(app.at('/'))
  await page.getByTestId('library-games').click()
  await expect(page).toHaveURL(/#\/games$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past games')
  await expect(page.getByTestId('past-game')).toHaveCount(3)

  await page.goto(app.at('/profiles'))
  await page.getByTestId('profile').filter({ hasText: 'Lena' }).getByTestId('profile-record-link').click()
  await page.getByTestId('profile-games').click()
  const lena = profiles.find((x) => x.name === 'Lena')!.id
  await expect(page).toHaveURL(new RegExp(`#/games\\?profile=${lena}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past games: Lena')
  await expect(page.getByTestId('past-game')).toHaveCount(1)
  await expect(page.getByTestId('past-game')).toContainText('Lena')
  await expect(page.getByTestId('past-game')).not.toContainText('Max')
})

test('issue 29: the past games filtered and paged by main, one deleted after a question, and every game backed up and brought back elsewhere with nothing doubled', async ({ page, app }) => {
  const records = [
    ...[0, 1, 2].map((i) => recordedMatch('checks', checksGame, ['easy', 'easy'], `kept-checks-${i}`).record),
    recordedMatch('cheat', cheatGame, ['easy', 'easy', 'easy'], 'kept-cheat').record,
  ]
  for (const [i, record] of records.entries()) await importRecord(page, app, record, `kept-${i}`)
  await page.goto(app.at('/games'))
  await expect(page.getByTestId('games-count')).toHaveText('4 of 4 games')
  await page.getByTestId('filter-game').selectOption('cheat')
  await expect(page.getByTestId('past-game')).toHaveCount(1)
  await expect(page.getByTestId('games-count')).toHaveText('1 of 1 game')
  await page.getByTestId('filter-kind').selectOption('counted')
  await expect(page.getByTestId('games-none-match')).toBeVisible()
  await page.getByTestId('filter-clear').click()
  await expect(page.getByTestId('past-game')).toHaveCount(4)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await shot(page, { path: `${SHOTS}/games-filters-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `past games at ${size.width}×${size.height}`).toEqual([])
    expect(await page.evaluate(clippedWords, '.page, .page *'), `past games at ${size.width}×${size.height}`).toEqual([])
  }
  await page.setViewportSize(SIZES[1])

  // Deleting asks first; "Cancel" keeps the game.
  await page.getByTestId('past-game-delete').first().click()
  await page.getByTestId('confirm-no').click()
  await expect(page.getByTestId('past-game')).toHaveCount(4)
  await page.getByTestId('past-game-delete').first().click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('past-game')).toHaveCount(3)
  await page.reload()
  await expect(page.getByTestId('games-count')).toHaveText('3 of 3 games')

  const download = page.waitForEvent('download')
  await page.getByTestId('games-backup').click()
  const file = join(files, 'backup.json')
  await (await download).saveAs(file)
  const backup = JSON.parse(readFileSync(file, 'utf8')) as { format: string; games: GameRecord[] }
  expect(backup.format).toBe('check-mates-tabletop/games-backup')
  expect(backup.games).toHaveLength(3)

  // Another computer: the backup brings the three back; the same file again doubles nothing.
  const other = await startWebEdition()
  try {
    await page.goto(other.at('/games'))
    await page.getByTestId('review-import').setInputFiles(file)
    await expect(page.getByTestId('review-restored')).toHaveText('3 games brought back.')
    await expect(page.getByTestId('past-game')).toHaveCount(3)
    await page.getByTestId('review-import').setInputFiles(file)
    await expect(page.getByTestId('review-restored')).toHaveText('No games brought back. 3 were already here.')
    await expect(page.getByTestId('games-count')).toHaveText('3 of 3 games')
  } finally {
    await leaveAndStop(page, other)
  }
})

test('a file that is not a record, not UTF-8, corrupt, from a newer format or from other rules is refused with a message, and nothing is kept; a byte-order mark is no harm', async ({ page, app }) => {
  const { record } = recordedMatch('checks', checksGame, ['easy', 'easy'], 'refused')
  const cases = [
    ['not-a-record.json', '{"hello":"world"}', /not a game record|not one of/i],
    ['no-record.json', JSON.stringify({ hello: 'world', seats: [], steps: [] }), 'This file is not a game record of this app.'],
    ['cut.json', JSON.stringify(record).slice(0, 200), /damaged/],
    ['newer.json', JSON.stringify({ ...record, version: 99 }), /newer/],
    ['other-rules.json', JSON.stringify({ ...record, result: { ...record.result!, scores: [99, 99] } }), /rules/],
    // Read as the command line reads a file (decodeRecordBytes): UTF-8 only, never a "Zo�".
    ['utf16.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(record), 'utf16le')]), /^This file is not UTF-8 text/],
    ['latin1.json', Buffer.from(JSON.stringify({ ...record, app: 'Zoë' }), 'latin1'), /^This file is not UTF-8 text/],
  ] as const
  await page.goto(app.at('/games'))
  for (const [name, text, message] of cases) {
    const path = join(files, name)
    writeFileSync(path, text)
    await page.getByTestId('review-import').setInputFiles(path)
    await expect(page.getByTestId('review-import-problem')).toHaveText(message)
  }
  await page.reload()
  await expect(page.getByTestId('games-empty')).toBeVisible()
  // The same record saved with a byte-order mark is the record.
  const marked = join(files, 'marked.json')
  writeFileSync(marked, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(record))]))
  await page.getByTestId('review-import').setInputFiles(marked)
  await expect(page.getByTestId('review')).toHaveAttribute('data-game', 'checks')
})

test('issue 29 finding 6: a record of 1.2 million characters (padded with spaces, as JSON allows) imports; the page\'s frame holds any record the cap allows', async ({ page, app }) => {
  const { record } = recordedMatch('checks', checksGame, ['easy', 'easy'], 'padded')
  const text = JSON.stringify(record).replace('{', `{${' '.repeat(1_200_000)}`)
  expect(text.length).toBeGreaterThan(1 << 20)
  const path = join(files, 'padded.json')
  writeFileSync(path, text)
  await page.goto(app.at('/games'))
  await page.getByTestId('review-import').setInputFiles(path)
  await expect(page.getByTestId('review')).toHaveAttribute('data-game', 'checks')
  await expect(step(page)).toHaveAttribute('data-steps', String(record.steps.length))
})

test.describe('every game reviews to its result, from a seat and face up, the real-time ones included', () => {
  for (const [game, recorded] of REVIEWED) {
    test(game, async ({ page, app }) => {
      const record = recorded()
      await page.goto(app.at('/games'))
      const path = join(files, `${record.game}.json`)
      writeFileSync(path, JSON.stringify(record))
      await page.getByTestId('review-import').setInputFiles(path)
      await expect(page.getByTestId('review')).toHaveAttribute('data-game', record.game)
      await expect(step(page)).toHaveAttribute('data-steps', String(record.steps.length))
      await page.getByTestId('review-last').click()
      await expect(step(page)).toHaveAttribute('data-step', String(record.steps.length))
      // Cheat's outcome scores are 1 for the winner and 0s: its rows say each player's cards left (issue 31, item 14).
      if (record.game === 'cheat') {
        const rows = await reviewScores(page)
        record.result!.winners.forEach((w) => expect(rows[w]).toBe('no cards left'))
        for (const row of rows) expect(row).toMatch(/^(no cards left|1 card left|\d+ cards left)$/)
      } else expect((await reviewScores(page)).map(Number)).toEqual(record.result!.scores)
      await page.getByTestId('review-view-all').click()
      await page.keyboard.press('Home')
      await expect(step(page)).toHaveAttribute('data-step', '0')
      await page.keyboard.press('ArrowRight')
      await expect(step(page)).toHaveAttribute('data-step', '1')
      await page.getByTestId('review-timeline').fill(String(Math.floor(record.steps.length / 2)))
      await expect(step(page)).toHaveAttribute('data-step', String(Math.floor(record.steps.length / 2)))
      // Keys pressed right after choosing face up keep face up.
      await expect(page.getByTestId('review-view-all')).toHaveAttribute('aria-checked', 'true')
      if (record.game !== 'checkmates') await expect(page.getByTestId('review-faceup')).toBeVisible()
      if (record.game === 'check') await seeTheRace(page, record)
      await shot(page, { path: `test-results/review-${record.game}-face-up.png`, fullPage: true })
      await page.goto(app.at('/games'))
      await expect(page.getByTestId('past-game')).toHaveCount(1)
    })
  }
})

test('a Check Mates run played alone reviews on its board, card by card, to its time', async ({ page, app }) => {
  const { record } = solverRun('rv-solo', { detour: 2 })
  const path = join(files, 'solo.json')
  writeFileSync(path, JSON.stringify(record))
  await page.goto(app.at('/games'))
  await page.getByTestId('review-import').setInputFiles(path)
  await expect(page.getByTestId('review-solo')).toBeVisible()
  await expect(page.getByTestId('review-view-all')).toBeHidden()
  await page.keyboard.press('End')
  await expect(step(page)).toHaveAttribute('data-step', String(record.steps.length))
  await expect(page.getByTestId('review-solo').locator('li')).toHaveCount(10)
  await expect(page.getByTestId('review-narration')).toContainText('All ten cards are met.')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByTestId('review-narration')).toContainText(/^Move /)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(stillness)
    await shot(page, { path: `test-results/review-solo-${size.width}x${size.height}.png`, fullPage: true })
    expect(await page.evaluate(layoutProblems), `solo review at ${size.width}×${size.height}`).toEqual([])
  }
  await page.goto(app.at('/games'))
  await expect(page.getByTestId('past-game-result')).toContainText('All ten cards in')
})

test('a review of some 300 steps opens quickly', async ({ page, app }) => {
  // The first seeded Four Down match of computer players that takes 300 steps or more.
  let record = recordedMatch('four-down', fourDownGame, ['normal', 'normal'], 'long-0').record
  for (let n = 1; record.steps.length < 300; n++) record = recordedMatch('four-down', fourDownGame, ['normal', 'normal'], `long-${n}`).record
  const path = join(files, 'long.json')
  writeFileSync(path, JSON.stringify(record))
  await page.goto(app.at('/games'))
  await page.getByTestId('review-import').setInputFiles(path)
  await expect(step(page)).toHaveAttribute('data-steps', String(record.steps.length))
  await page.goto(app.at('/games'))
  const started = Date.now()
  await page.getByTestId('past-game-review').click()
  await expect(step(page)).toHaveAttribute('data-step', '0')
  await expect(page.getByTestId('four-down-table')).toBeVisible()
  const opened = Date.now() - started
  const jump = Date.now()
  await page.getByTestId('review-last').click()
  await expect(step(page)).toHaveAttribute('data-step', String(record.steps.length))
  console.log(`review of ${record.steps.length} steps: opened in ${opened} ms, last step in ${Date.now() - jump} ms`)
})

test('issue 29: with 10,000 games kept, the past games open on their first page and a filter answers quickly, and the app starts', async ({ page }) => {
  // A data folder as a long-time player's: 10,000 games (a few real records filed again under new ids).
  const dir = mkdtempSync(join(tmpdir(), 'cmt-many-'))
  const { archive } = openData(confBacking(dir))
  const samples = [0, 1, 2].map((i) => recordedMatch('checks', checksGame, ['easy', 'easy'], `many-${i}`).record)
  for (let n = 0; n < 10_000; n++) {
    const record = samples[n % 3]!
    archive.fileGame({ ...pastGame(`many-${n}`, 1_765_000_000_000 + n * 60_000, record, record.result!), ...(n % 5 === 0 && { practice: true as const }) })
  }
  archive.close()
  const app = await startWebEdition(dir)
  try {
    const loading = Date.now()
    await page.goto(app.at('/'))
    await expect(page.getByTestId('library-games')).toBeVisible()
    const loaded = Date.now() - loading
    await installUntil(page)
    // From the library's link, as a person goes there: the list's own cost, timed in the page
    // from the click to the frame after the rows are in (a test's polling would add its own).
    const opened = await page.evaluate(() => until(() => document.querySelectorAll('[data-testid="past-game"]').length === 50, () => document.querySelector<HTMLElement>('[data-testid="library-games"]')!.click()))
    await expect(page.getByTestId('games-count')).toHaveText('50 of 10,000 games')
    const filtered = await page.evaluate(() =>
      until(
        () => document.querySelector('[data-testid="games-count"]')?.textContent?.trim() === '50 of 2,000 games',
        () => {
          const kind = document.querySelector<HTMLSelectElement>('[data-testid="filter-kind"]')!
          kind.value = 'practice'
          kind.dispatchEvent(new Event('change'))
        },
      ),
    )
    const more = await page.evaluate(() => until(() => document.querySelectorAll('[data-testid="past-game"]').length === 100, () => document.querySelector<HTMLElement>('[data-testid="games-more"]')!.click()))
    await expect(page.getByTestId('past-game')).toHaveCount(100)
    console.log(`past games with 10,000 kept: the app up in ${loaded} ms; in the page, the first page on screen ${Math.round(opened)} ms after the library's link, a filter in ${Math.round(filtered)} ms, the next page in ${Math.round(more)} ms`)
  } finally {
    await leaveAndStop(page, app)
  }
})

/**
 * The expert's verdicts on a seeded Four Down match of computer players, imported on this computer
 * (where Lena plays): the first seat is judged. Once they are in, the review shows the costliest
 * decision's step.
 */
async function judgedMatch(page: Page, app: RunningWebEdition) {
  const record = fourDownRecord(100)
  await importRecord(page, app, record, 'verdict')
  await verdictsIn(page)
  await expect(page.getByTestId('verdict-progress')).toHaveCount(0)
  const costly = page.getByTestId('verdict-costly')
  await expect(costly).toHaveCount(3)
  const worst = (await costly.first().getAttribute('data-step'))!
  await costly.first().getByRole('button', { name: `Step ${worst}` }).click()
  await expect(step(page)).toHaveAttribute('data-step', worst)
  return { record, costly, worst }
}

// Two tests of one review: the verdicts take a while to work out, and each test waits for them.
test.describe("the expert's verdict in a card game's review: a mark on each judged step, coloured by its label, the costliest three, in English and Russian, and Try it again", () => {
  test('in English', async ({ page, app }) => {
    await addPlayers(page, app, 'Lena')
    const record = fourDownRecord(100)
    await importRecord(page, app, record, 'verdict')
    // Computer players only: the first seat is judged, and the page answers while the host works on its own thread.
    await expect(page.getByTestId('review-view-0')).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByTestId('verdict-progress')).toBeVisible()
    await shot(page, { path: `${SHOTS}/review-verdict-progress-1024x640.png` })
    await page.getByTestId('review-next').click()
    await expect(step(page)).toHaveAttribute('data-step', '1')

    const marks = page.getByTestId('review-verdict')
    await verdictsIn(page)
    await expect(page.getByTestId('verdict-progress')).toHaveCount(0)
    const judged = await marks.evaluateAll((els) => els.map((e) => ({ step: Number(e.getAttribute('data-step')), label: e.getAttribute('data-label')!, classes: [...e.classList] })))
    expect(judged.length).toBeGreaterThan(5)
    for (const j of judged) {
      // Each mark on a step of the game, coloured by its label: good, inaccuracy, mistake or blunder.
      expect(['good', 'inaccuracy', 'mistake', 'blunder']).toContain(j.label)
      expect(j.classes).toContain(j.label)
      expect(j.step).toBeGreaterThanOrEqual(1)
      expect(j.step).toBeLessThanOrEqual(record.steps.length)
    }
    // A random player errs: not every decision is good, and the summary names its three costliest.
    expect(judged.some((j) => j.label !== 'good')).toBe(true)
    const costly = page.getByTestId('verdict-costly')
    await expect(costly).toHaveCount(3)

    // The costliest decision, shown: the review goes to its step, its verdict beside it, and its mark stands out.
    const worst = (await costly.first().getAttribute('data-step'))!
    await costly.first().getByRole('button', { name: `Step ${worst}` }).click()
    await expect(step(page)).toHaveAttribute('data-step', worst)
    const label = judged.find((j) => j.step === Number(worst))!.label
    await expect(page.getByTestId('verdict-here')).toHaveAttribute('data-label', label)
    await expect(page.getByTestId('verdict-here')).toContainText('the expert would')
    // It tells the move in the very line the history beside it shows for the step (issue 31).
    const mine = (await page.getByTestId('review-narration').locator('li').filter({ hasText: /^You\b/ }).first().textContent())!
    await expect(page.getByTestId('verdict-here')).toContainText(`${mine} That gave away about`)
    await expect(page.locator(`[data-testid=review-verdict][data-step="${worst}"]`)).toHaveClass(new RegExp(`current`))
    // What both moves were expected to score, and the labels' thresholds in round points.
    await expect(page.getByTestId('verdict-values')).toHaveText(/^Expected result of your move: .+ the others' average; of the expert's: .+ the others' average\.$/)
    await expect(page.getByTestId('verdict-legend').locator('li')).toHaveText([
      'good: less than 2 points', 'an inaccuracy: 2 points or more', 'a mistake: 4 points or more', 'a blunder: 8 points or more',
    ])
    await bothThemes(page, app, 'review-verdict-en')
  })

  test('in Russian, and Try it again', async ({ page, app }) => {
    await addPlayers(page, app, 'Lena')
    const { record, costly, worst } = await judgedMatch(page, app)
    const marks = await page.getByTestId('review-verdict').count()

    // In Russian the same verdicts, reworded where they stand: nothing is judged again.
    await speak(app, 'ru')
    await expect(page.getByTestId('verdict-panel').locator('h2')).toHaveText('Оценка эксперта')
    await expect(page.getByTestId('verdict-here')).toContainText('эксперт решил бы')
    await expect(page.getByTestId('verdict-counts')).toContainText(/^Оценено \d+ решени(е|я|й):/)
    await expect(step(page)).toHaveText(`Шаг ${worst} из ${record.steps.length}`)
    await expect(page.getByTestId('review-first')).toHaveText('В начало')
    await expect(page.getByTestId('review-view-all')).toHaveText('Все карты в открытую')
    await expect(costly.first().getByTestId('verdict-try-again')).toHaveText('Попробовать ещё раз')
    await expect(page.getByTestId('review-verdict')).toHaveCount(marks)
    await expect(page.getByTestId('verdict-values')).toContainText('Ожидаемый результат вашего хода:')
    await expect(page.getByTestId('verdict-legend').locator('li').last()).toHaveText('грубая ошибка: 8 очков и больше')
    await bothThemes(page, app, 'review-verdict-ru')

    // Try it again: the record's seats were computer players, so the person is chosen first.
    const first = costly.first()
    await first.getByTestId('verdict-try-again').click()
    await first.getByTestId('verdict-player').selectOption({ label: 'Lena' })
    await first.getByTestId('verdict-try-again').click()
    await expect(page.getByTestId('table-four-down')).toBeVisible()
    await expect(page.getByTestId('table-practice')).toBeVisible()
    await expect(page.getByTestId('ask-expert')).toHaveText('Что бы сделал эксперт?')
    await expect(page.getByTestId('stock')).toBeVisible()
    await page.getByTestId('ask-expert').click()
    // The expert works its answer out on the host's worker thread, in real time.
    await expect(page.getByTestId('ask-expert-line')).toHaveText(/^[А-ЯЁ][^:]+: судя по тому, что вы знаете, .+\.$/, { timeout: 30_000 })
    await shot(page, { path: `${SHOTS}/review-try-again-ru-1024x640.png` })
  })
})

test("a solo run's review: at each step the card in play against the solver's fewest, and the solver's line on the board, in both languages", async ({ page, app }) => {
  const { record } = solverRun('verdict-solo', { detour: 3 })
  await importRecord(page, app, record, 'solo-solver')
  const cards = page.getByTestId('cm-card')
  await expect(cards).toHaveCount(10)
  const optimal = await cards.evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-optimal')), Number(e.getAttribute('data-moves'))]))
  // The solver's own run: every card met in the fewest moves but card 3, with its detour of two.
  expect(optimal.map(([o, m]) => m! - o!)).toEqual([0, 0, 2, 0, 0, 0, 0, 0, 0, 0])
  // The step on show opens the card in play there: the last at the end, and back with the steps.
  const here = page.getByTestId('cm-here')
  await page.keyboard.press('End')
  await expect(here).toHaveAttribute('data-card', '10')
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowRight')
  await expect(here).toHaveAttribute('data-card', '1')
  await expect(here).toHaveText(/^Card 1: \d+ moves?, the solver's fewest \d+\.$/)
  // A card opened by hand takes the game to its reveal, and its shortest line steps through on the board.
  await page.keyboard.press('End')
  await cards.nth(2).click()
  await expect(here).toHaveAttribute('data-card', '3')
  const step = page.getByTestId('review-step')
  await expect(page.getByTestId('review-narration')).toContainText('Card 3 is revealed.')
  const revealed = Number(await step.getAttribute('data-step'))
  await page.keyboard.press('ArrowLeft')
  await expect(here).toHaveAttribute('data-card', '2')
  await page.keyboard.press('ArrowRight')
  await expect(step).toHaveAttribute('data-step', String(revealed))
  await expect(here).toContainText(`Card 3: ${optimal[2]![1]} moves, the solver's fewest ${optimal[2]![0]}.`)
  const at = page.getByTestId('cm-line-at')
  await expect(at).toHaveAttribute('data-at', '0')
  await page.getByTestId('cm-line-next').click()
  await expect(at).toHaveAttribute('data-at', '1')
  await everySize(page, 'review-solo-solver-en')

  await speak(app, 'ru')
  await expect(page.getByTestId('cm-review').locator('h2')).toHaveText('Против решателя')
  await expect(here).toContainText(`Карточка 3: ${optimal[2]![1]} ход`)
  await expect(at).toContainText('Ход 1 из')
  await expect(page.getByTestId('cm-line-next')).toHaveText('Дальше')
  await expect(page.getByTestId('review-narration')).not.toContainText('Card')
  await page.keyboard.press('End')
  await expect(page.getByTestId('review-narration')).toContainText('Все десять карточек выполнены.')
  await everySize(page, 'review-solo-solver-ru')
  await page.goto(app.at('/games'))
  await expect(page.getByTestId('past-game-result')).toContainText('Все десять карточек за')
})

test("a bidding game's review sets every bid against the optimum, the step on show's bid beside it, in both languages", async ({ page, app }) => {
  const { record } = recordedMatch('checkmates', biddingAsCardGame, ['hard', 'hard'], 'verdict-bids', { ...defaultBiddingConfig(2), cards: 3 })
  await importRecord(page, app, record, 'bids')
  const bids = page.getByTestId('cm-bid')
  await expect(bids.first()).toBeVisible()
  const against = await bids.evaluateAll((els) => els.map((e) => e.getAttribute('data-against')))
  expect(against.every((a) => ['optimal', 'above', 'below', 'unsolvable'].includes(a!))).toBe(true)
  // A bid's step, chosen in the table: the review goes there and says that bid against the optimum.
  const bidStep = (await bids.first().getByRole('button').textContent())!.trim()
  await bids.first().getByRole('button').click()
  await expect(step(page)).toHaveAttribute('data-step', bidStep)
  await expect(page.getByTestId('cm-here')).toHaveAttribute('data-against', against[0]!)
  await expect(bids.first()).toHaveClass(/current/)
  await expect(page.getByTestId('cm-here')).toContainText("the solver's fewest is")
  await everySize(page, 'review-bids-en')
  await speak(app, 'ru')
  await expect(page.getByTestId('cm-here')).toContainText('минимум решателя')
  await expect(page.getByTestId('cm-review').locator('th').last()).toHaveText('Против минимума')
  await everySize(page, 'review-bids-ru')
})

test('the past games and a card game\'s review read in Russian: dates, counts by plurals, every control, seen from a seat and face up', async ({ page, app }) => {
  await importRecord(page, app, recordedMatch('four-down', fourDownGame, ['hard', 'easy'], 'ru-fd').record, 'ru-fd')
  await speak(app, 'ru')
  await page.goto(app.at('/games'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Прошлые партии')
  const game = page.getByTestId('past-game').first()
  await expect(game.locator('strong')).toHaveText('Four Down')
  await expect(game.locator('small')).toHaveText(/ · \d+ шаг(а|ов)?$/)
  await expect(game).toContainText('(компьютер, сильный)')
  // The date as Russian writes it: the month in words of its own.
  const months = ['янв', 'февр', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сент', 'окт', 'нояб', 'дек']
  await expect(game.locator('small')).toHaveText(new RegExp(`(${months.join('|')})`))
  await expect(page.getByTestId('past-game-review')).toHaveText('Разбор')
  await everySize(page, 'games-ru')

  await page.getByTestId('past-game-review').click()
  await expect(page.getByTestId('review-export')).toHaveText('Выгрузить…')
  await expect(page.getByTestId('review-again')).toHaveText('Та же раздача ещё раз')
  await page.getByTestId('review-last').click()
  await expect(page.getByTestId('review-result').locator('h2')).toHaveText('Итог')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByTestId('review-narration').locator('li').first()).toBeVisible()
  await everySize(page, 'review-four-down-ru')
  await page.getByTestId('review-view-all').click()
  await expect(page.getByTestId('review-faceup')).toBeVisible()
  await everySize(page, 'review-four-down-faceup-ru')
  await page.getByTestId('review-export').click()
  await expect(page.getByTestId('confirm')).toContainText('В файле видны все карты партии')
  await shot(page, { path: `${SHOTS}/review-export-ru-800x600.png` })
})
