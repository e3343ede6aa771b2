import type { Page } from '@playwright/test'
import type { TestClock } from './clock'
import { GAME_IDS } from '../../shared/games/lookup'
import { fourDownGame } from '../../shared/games/four-down'
import { recordedMatch } from '../../shared/records/test-support'
import { wcagViolations, type Violation } from './axe'
import { momentsOf } from './moments'
import { caughtUp, playOn, tableOn } from './play'
import { benOnAPhone, botsOnlyTable, openAtYourMove, TABLES, type TableId } from './tables'
import { startWithPhones, test as phoneTest } from './phones'
import { ask } from './ws-client'
import { setTheme } from './words'
import { addPlayers, expect, test, type RunningWebEdition } from './web-edition'

// Issue 21: 0 axe-core violations (WCAG 2.1 AA) on every screen, table, dialog and seat screen,
// in the light theme and the dark one. Each screen is checked where a person would meet it.
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]

async function useTheme(app: RunningWebEdition, theme: Theme): Promise<void> {
  const r = await ask(app, 'settings:update', { theme })
  expect(r.ok).toBe(true)
}

/** Checks the page now, records what it found under `screen`, and fails softly so every screen is seen. */
async function check(page: Page, screen: string, found: Record<string, Violation[]>): Promise<void> {
  const v = await wcagViolations(page)
  found[screen] = v
  expect.soft(v, screen).toEqual([])
}

/** One line per screen with violations: how many rules and nodes, for the report. */
function summary(found: Record<string, Violation[]>): string {
  return Object.entries(found)
    .filter(([, v]) => v.length > 0)
    .map(([s, v]) => `${s}: ${v.length} violations, ${v.reduce((a, x) => a + x.nodes, 0)} nodes (${v.map((x) => `${x.rule}×${x.nodes}`).join(', ')})`)
    .join('\n')
}

/** Every screen outside a table, in two halves a test each: the app's own, and each game's lobby and rules page. */
const SCREENS = {
  "the app's own screens": ['/', '/settings', '/checkmates', '/checkmates/checker', '/checkmates/solo?side=fifteen&deck=all', '/progress', '/nowhere'],
  "every game's lobby and rules page": GAME_IDS.flatMap((id) => [`/play/${id}`, `/rules/${id}`]),
}

for (const theme of THEMES) {
  for (const [screens, routes] of Object.entries(SCREENS)) {
    test(`${theme}: ${screens} (outside a table) have 0 WCAG 2.1 AA violations`, async ({ page, app }) => {
      const found: Record<string, Violation[]> = {}
      await useTheme(app, theme)
      await addPlayers(page, app, 'Lena')
      if (screens === "the app's own screens") {
        await check(page, 'players', found)
        await page.getByTestId('profile-record-link').first().click()
        await expect(page).toHaveURL(/#\/profiles\/./)
        await check(page, 'record', found)
      }
      for (const route of routes) {
        await page.goto(app.at(route))
        await expect(page.locator('main h1, main h2').first()).toBeVisible()
        await check(page, route, found)
      }
      console.log(`[axe ${theme} ${screens}]\n${summary(found) || 'none'}`)
    })
  }

  test(`${theme}: a hand-over screen has 0 WCAG 2.1 AA violations`, async ({ page, app }) => {
    const found: Record<string, Violation[]> = {}
    await useTheme(app, theme)
    await addPlayers(page, app, 'Lena', 'Andrey')
    await page.goto(app.at('/play/check?seed=axe-handover'))
    await page.getByTestId('seat-1').selectOption({ label: 'Andrey' })
    await page.getByTestId('lobby-start').click()
    await expect(page.getByTestId('handover')).toBeVisible()
    await check(page, 'hand-over', found)
    console.log(`[axe ${theme} hand-over]\n${summary(found) || 'none'}`)
  })
}

/** Checks the page in the light theme and then the dark one, as Settings sets them, each under `screen`. */
async function bothThemes(page: Page, app: RunningWebEdition, screen: string, found: Record<string, Violation[]>): Promise<void> {
  for (const theme of THEMES) {
    // Once the page's colours have settled into the theme: a look mid-way would measure a blend.
    await setTheme(page, app, theme)
    await check(page, `${screen} (${theme})`, found)
  }
}

// Each table once, looked at in both themes: reaching the person's move is most of the time.
for (const id of TABLES) {
  test(`light and dark: the ${id} table at the person's move, and its leave dialog, have 0 WCAG 2.1 AA violations`, async ({ page, app, clock }) => {
    const found: Record<string, Violation[]> = {}
    await openAtYourMove(page, app, clock, id, 'axe-1')
    await bothThemes(page, app, `table ${id}`, found)
    await page.getByTestId('table-leave').click()
    await expect(page.getByTestId('confirm')).toBeVisible()
    await bothThemes(page, app, `leave dialog ${id}`, found)
    console.log(`[axe ${id}]\n${summary(found) || 'none'}`)
  })
}

/** The same on a phone, which follows its own light or dark setting. */
async function bothSchemes(seat: Page, screen: string, found: Record<string, Violation[]>): Promise<void> {
  for (const theme of THEMES) {
    await seat.emulateMedia({ colorScheme: theme })
    await expect(seat.locator('html')).toHaveAttribute('data-theme', theme)
    await check(seat, `${screen} (${theme})`, found)
  }
}

test("light and dark: the lobby's leave question, past games, and a card game's review with the expert's verdict have 0 WCAG 2.1 AA violations", async ({ page, app }) => {
  const found: Record<string, Violation[]> = {}
  await addPlayers(page, app, 'Lena')
  // A short Four Down match between a random player and a hard one: the expert has mistakes to find.
  const { record } = recordedMatch('four-down', fourDownGame, ['random', 'hard'], 'axe-review', { seats: 2, target: 10 })
  expect((await ask(app, 'games:import', { text: JSON.stringify(record) })).ok).toBe(true)

  await page.goto(app.at('/play/check?seed=axe-lobby'))
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('check-table')).toBeVisible()
  await page.getByRole('link', { name: 'Rules' }).click()
  await expect(page).toHaveURL(/#\/rules\/check$/)
  await page.goto(app.at('/play/cheat'))
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('confirm')).toContainText('Leave your Check! game?')
  await bothThemes(page, app, 'lobby leave question', found)
  await page.getByTestId('confirm-no').click()

  await page.goto(app.at('/games'))
  await expect(page.getByTestId('past-game')).toHaveCount(1)
  await bothThemes(page, app, 'past games', found)
  await page.getByTestId('past-game-review').click()
  await expect(page.getByTestId('review-verdict').first()).toBeVisible()
  await expect(page.getByTestId('verdict-progress')).toHaveCount(0)
  await bothThemes(page, app, 'review with verdicts', found)
  console.log(`[axe lobby, past games, review]\n${summary(found) || 'none'}`)
})

/**
 * Lena against computer players, a window checked while it waits on her: its clock and her
 * buttons. `open` shows while it does; `onward` plays her own turns until then. The window stays
 * open on the test's clock while it is checked in both themes (Lena never answers).
 */
async function inWindow(page: Page, app: RunningWebEdition, clock: TestClock, id: TableId, seed: string, open: string) {
  const found: Record<string, Violation[]> = {}
  await openAtYourMove(page, app, clock, id, seed)
  // The game's second table moment is its window, reached by playing on; one the host has (not
  // one the computer players have already answered) stays open while it is checked.
  const { onward } = (await momentsOf(id)).table[1]!
  const tableId = tableOn(page)
  const done = async () => {
    await caughtUp(clock, app, tableId, [page])
    return page.locator(open).isVisible()
  }
  await playOn(clock, [page], { done, step: () => onward!(page, clock) })
  await bothThemes(page, app, `${id} window`, found)
  console.log(`[axe ${id} window]\n${summary(found) || 'none'}`)
}

test.describe(() => {
  // The computer players at their own pace, on the test clock: acting at once, one would answer
  // the window (call the claim, match the card) before Lena's screen showed it.
  test.use({ webArgs: ['--bot-pace', '1'] })

  test("light and dark: Cheat's call window, with its clock and Cheat!/No call, has 0 WCAG 2.1 AA violations", async ({ page, app, clock }) => {
    await inWindow(page, app, clock, 'cheat', 'axe-window', '[data-testid=call-0]')
  })

  test("light and dark: Check!'s matching window, with its clock and Pass, has 0 WCAG 2.1 AA violations", async ({ page, app, clock }) => {
    await inWindow(page, app, clock, 'check', 'axe-window-2', '[data-testid=pass-0]')
  })
})

test.describe("a game's end", () => {
  test('light and dark: the result dialog and the final table ("See the table") have 0 WCAG 2.1 AA violations', async ({ page, app, clock }) => {
    const found: Record<string, Violation[]> = {}
    // Cheat's end: every other hand face up on the table, the winner's name cheered. The computer
    // players play at once; the clock runs out their windows and the ending's reveal.
    const { tableId } = await botsOnlyTable(app, 'cheat')
    await page.goto(app.at(`/table/${tableId}`))
    await playOn(clock, [page], { done: () => page.getByTestId('table-result').isVisible() })
    await bothThemes(page, app, 'result dialog', found)
    await page.getByTestId('result-table').click()
    await expect(page.getByTestId('table-ending')).toBeVisible()
    await bothThemes(page, app, 'final table', found)
    console.log(`[axe result]\n${summary(found) || 'none'}`)
  })

  test("light and dark: Four Down's round result has 0 WCAG 2.1 AA violations", async ({ page, app, clock }) => {
    const found: Record<string, Violation[]> = {}
    await addPlayers(page, app, 'Lena')
    await page.goto(app.at('/play/four-down?seed=axe-round'))
    await page.getByTestId('lobby-start').click()
    // Lena calls at her first turn: the others take their last turns, and the round's result is up.
    await playOn(clock, [page], { done: () => page.getByTestId('call').isEnabled() })
    await page.getByTestId('call').click()
    await playOn(clock, [page], { done: () => page.getByTestId('round-result').isVisible() })
    await bothThemes(page, app, 'round result', found)
    console.log(`[axe round result]\n${summary(found) || 'none'}`)
  })
})

// A phone's seat screen, at 390×844, follows the phone's own light or dark setting. Check!'s test
// also takes its seat on a second phone and closes the table; Four Down's looks at the join cards.
for (const id of GAME_IDS) {
  phoneTest(`light and dark: the ${id} seat screen on a phone has 0 WCAG 2.1 AA violations`, async ({ page, app, phone }) => {
    const found: Record<string, Violation[]> = {}
    const links = await startWithPhones(page, app, `/play/${id}?seed=axe-phone`, benOnAPhone(id))
    if (id === 'four-down') {
      await expect(page.getByTestId('join-qr-0')).toBeVisible()
      await bothThemes(page, app, 'join cards with a QR code', found)
    }
    const seat = await phone(links[0]!)
    await expect(seat.getByTestId('seat-screen').getByTestId('status')).toBeVisible()
    await bothSchemes(seat, `${id} phone seat`, found)
    if (id === 'check') {
      const other = await phone(links[0]!)
      await expect(seat.getByTestId('seat-elsewhere')).toBeVisible()
      await bothSchemes(seat, 'phone seat taken elsewhere', found)
      await page.getByTestId('table-leave').click()
      await page.getByTestId('confirm-yes').click()
      await expect(other.getByTestId('seat-closed')).toBeVisible()
      await bothSchemes(other, 'phone table closed', found)
    }
    console.log(`[axe phone ${id}]\n${summary(found) || 'none'}`)
  })
}

// In Russian the words are longer and many are new: the library, a table at the person's move and
// a phone's seat are checked again.
phoneTest('light and dark, in Russian: the library, a table and a phone seat screen have 0 WCAG 2.1 AA violations', async ({ page, app, phone }) => {
  const found: Record<string, Violation[]> = {}
  const links = await startWithPhones(page, app, '/play/cheat?seed=axe-ru', ['Ben@phone', 'bot', 'bot'])
  const seat = await phone(links[0]!, { locale: 'ru-RU' })
  await expect(seat.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(seat.getByTestId('seat-screen').getByTestId('status')).toBeVisible()
  await bothSchemes(seat, 'phone seat in Russian', found)
  await ask(app, 'settings:update', { language: 'ru' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByTestId('cheat-table')).toBeVisible()
  await bothThemes(page, app, 'table in Russian', found)
  await page.getByTestId('nav-home').click()
  await expect(page.locator('main h1')).toBeVisible()
  await bothThemes(page, app, 'library in Russian', found)
  console.log(`[axe Russian]\n${summary(found) || 'none'}`)
})
