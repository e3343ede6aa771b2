import type { Page } from '@playwright/test'
import { GAME_IDS } from '../../shared/games/lookup'
import { wcagViolations, type Violation } from './axe'
import { openAtYourMove, TABLES } from './tables'
import { startWithPhones, test as phoneTest } from './phones'
import { client, connect } from './ws-client'
import { addPlayers, expect, test, type RunningWebEdition } from './web-edition'

// Issue 21: 0 axe-core violations (WCAG 2.1 AA) on every screen, table, dialog and seat screen,
// in the light theme and the dark one. Each screen is checked where a person would meet it.
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]

async function useTheme(app: RunningWebEdition, theme: Theme): Promise<void> {
  const r = await client(await connect(app))('settings:update', { theme })
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

for (const theme of THEMES) {
  test(`${theme}: every screen outside a table has 0 WCAG 2.1 AA violations`, async ({ page, app }) => {
    test.setTimeout(120_000)
    const found: Record<string, Violation[]> = {}
    await useTheme(app, theme)
    await addPlayers(page, app, 'Lena')
    await check(page, 'players', found)
    await page.getByTestId('profile-record-link').first().click()
    await expect(page).toHaveURL(/#\/profiles\/./)
    await check(page, 'record', found)
    const routes = [
      '/',
      '/settings',
      '/checkmates',
      '/checkmates/checker',
      '/checkmates/solo?side=fifteen&deck=all',
      '/nowhere',
      ...GAME_IDS.flatMap((id) => [`/play/${id}`, `/rules/${id}`]),
    ]
    for (const route of routes) {
      await page.goto(app.at(route))
      await expect(page.locator('main h1, main h2').first()).toBeVisible()
      await check(page, route, found)
    }
    console.log(`[axe ${theme} screens]\n${summary(found) || 'none'}`)
  })

  for (const id of TABLES) {
    test(`${theme}: the ${id} table at the person's move, and its leave dialog, have 0 WCAG 2.1 AA violations`, async ({ page, app }) => {
      test.setTimeout(120_000)
      const found: Record<string, Violation[]> = {}
      await useTheme(app, theme)
      await openAtYourMove(page, app, id, 'axe-1')
      await check(page, `table ${id}`, found)
      await page.getByTestId('table-leave').click()
      await expect(page.getByTestId('confirm')).toBeVisible()
      await check(page, `leave dialog ${id}`, found)
      console.log(`[axe ${theme} ${id}]\n${summary(found) || 'none'}`)
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

// A phone's seat screen follows the phone's own light or dark setting.
for (const theme of THEMES) {
  phoneTest(`${theme}: a phone seat screen has 0 WCAG 2.1 AA violations`, async ({ page, app, phone }) => {
    const found: Record<string, Violation[]> = {}
    const links = await startWithPhones(page, app, '/play/four-down?seed=axe-phone', ['Ben@phone', 'bot'])
    const seat = await phone(links[0]!)
    await seat.emulateMedia({ colorScheme: theme })
    await expect(seat.getByTestId('status')).toBeVisible({ timeout: 30_000 })
    await check(seat, `phone seat ${theme}`, found)
    console.log(`[axe phone ${theme}]\n${summary(found) || 'none'}`)
  })
}
