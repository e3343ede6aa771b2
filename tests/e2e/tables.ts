import type { Page } from '@playwright/test'
import { gameModule, GAME_IDS } from '../../shared/games/lookup'
import type { GameId } from '../../shared/games/registry'
import { momentsOf } from './moments'
import type { TestClock } from './clock'
import { addPlayers, expect, type RunningWebEdition } from './web-edition'
import { speak } from './words'
import { client, connect } from './ws-client'

/** Every game that sits at the shared table: all of the registry's. */
export const TABLES: readonly GameId[] = GAME_IDS
export type TableId = GameId

/** A game's descriptor, for the seats and options a test asks its lobby for. */
export const gameOf = (id: TableId) => gameModule(id)!.game

/** Ben on a phone against computer players, as few as the game seats. */
export const benOnAPhone = (id: TableId): string[] => ['Ben@phone', ...Array.from({ length: gameOf(id).seats.min - 1 }, () => 'bot')]

/** The desktop window's minimum, a small laptop, and a large monitor. */
export const SIZES = [
  { width: 800, height: 600 },
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
] as const

/** The person's own seat plate while it is their move: the same in every language. */
export const yourTurn = (page: Page) => page.locator('.seat.own .plate.active')

export const LANGUAGES = ['en', 'ru'] as const

/**
 * Seats Lena against computer players, the table filled as far as it goes so the most seats are
 * drawn, and waits for her own move (the game's `yourMove`, moments.ts), with every screen in `language`.
 */
export async function openAtYourMove(page: Page, app: RunningWebEdition, clock: TestClock, id: TableId, seed = 'layout-1', language: (typeof LANGUAGES)[number] = 'en'): Promise<void> {
  await speak(app, language)
  await addPlayers(page, app, 'Lena')
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await page.goto(app.at(`/play/${id}?seed=${seed}`))
  const { seats } = gameOf(id)
  for (let i = seats.start; i < seats.max; i++) await page.getByTestId('lobby-add-seat').click()
  await page.getByTestId('lobby-start').click()
  const { yourMove } = await momentsOf(id)
  await (yourMove ?? ((p) => expect(p.getByTestId('status')).toBeVisible()))(page, clock)
}

/**
 * Runs in the page, in one go (a call window may close between two steps): each needed part
 * missing from the page, and each present one not wholly inside the window as it opens.
 */
export function inView(needed: string[]): { missing: string[]; out: string[] } {
  window.scrollTo(0, 0)
  const missing: string[] = []
  const out: string[] = []
  for (const selector of needed) {
    const els = [...document.querySelectorAll(selector)]
    if (!els.length) missing.push(selector)
    for (const el of els) {
      const r = el.getBoundingClientRect()
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
        out.push(`${selector} at ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`)
      }
    }
  }
  return { missing, out }
}

/**
 * Runs in the page: what would stop a person using every control with the mouse. Each visible
 * control must lie inside the page's own scrollable area (a box that scrolls or clips would hide
 * it, and at 800×600 shows no scrollbar for it), be at least 24 px each way, and overlap no other control — except cards fanned or
 * stacked on purpose (`data-stack`), each of which must still show a part to click.
 */
export function layoutProblems(): string[] {
  const doc = document.documentElement
  const width = doc.scrollWidth
  const height = doc.scrollHeight
  const problems: string[] = []
  if (width > window.innerWidth + 1) problems.push(`the page scrolls sideways: ${width} px wide in a ${window.innerWidth} px window`)
  const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role="button"], [tabindex="0"]'
  const controls = [...document.querySelectorAll<Element>(selector)].filter((el) => {
    if (el.closest('[aria-hidden="true"]') || el.matches('[href="#main"]')) return false
    const r = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0
  })
  const nameOf = (el: Element) =>
    el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.getAttribute('data-cell') ?? (el.textContent ?? '').trim().slice(0, 30)
  const box = (el: Element) => {
    const r = el.getBoundingClientRect()
    return { l: r.left + scrollX, t: r.top + scrollY, r: r.right + scrollX, b: r.bottom + scrollY }
  }
  const inside = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) => a.l >= b.l - 0.5 && a.t >= b.t - 0.5 && a.r <= b.r + 0.5 && a.b <= b.b + 0.5
  const page = { l: 0, t: 0, r: width, b: height }
  for (const el of controls) {
    const b = box(el)
    if (!inside(b, page)) problems.push(`${nameOf(el)} lies outside the page`)
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p)
      if (/auto|scroll|hidden|clip/.test(`${o.overflowX} ${o.overflowY}`) && !inside(b, box(p))) {
        problems.push(`${nameOf(el)} is cut off by a box that scrolls or clips`)
        break
      }
    }
    if (!el.closest('[data-stack]') && (b.r - b.l < 24 || b.b - b.t < 24)) problems.push(`${nameOf(el)} is smaller than 24×24 px`)
  }
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const [a, c] = [controls[i]!, controls[j]!]
      if (a.contains(c) || c.contains(a)) continue
      const stack = a.closest('[data-stack]')
      if (stack && stack === c.closest('[data-stack]')) continue
      const [p, q] = [box(a), box(c)]
      const overlap = Math.max(0, Math.min(p.r, q.r) - Math.max(p.l, q.l)) * Math.max(0, Math.min(p.b, q.b) - Math.max(p.t, q.t))
      if (overlap > 4) problems.push(`${nameOf(a)} and ${nameOf(c)} overlap`)
    }
  }
  // A fanned card must show enough of itself to take a click: sample it where it is on screen,
  // every 2 px (each hit stands for 4 px²), until it has shown enough.
  const enough = 24 * 24
  for (const el of controls.filter((c) => c.closest('[data-stack]'))) {
    el.scrollIntoView({ block: 'center', inline: 'center' })
    const r = el.getBoundingClientRect()
    let hits = 0
    for (let x = r.left + 1; x < r.right && hits * 4 < enough; x += 2) {
      for (let y = r.top + 1; y < r.bottom && hits * 4 < enough; y += 2) {
        const hit = document.elementFromPoint(x, y)
        if (hit && el.contains(hit)) hits++
      }
    }
    if (hits * 4 < enough) problems.push(`${nameOf(el)} shows only ${hits * 4} px² to click`)
  }
  window.scrollTo(0, 0)
  return problems
}

/** The table's own boxes of words (clippedWords, words.ts): buttons, status line, tags, counts and hints. */
export const TABLE_WORDS = [
  '.table-screen button', '.table-screen [data-testid=status]', '.table-screen .tag', '.table-screen .count',
  '.table-screen .hint', '.table-screen .claim-line', '.table-screen th', '.table-screen .strip *',
].join(', ')

/**
 * Computer players only, at the game's fewest seats and its lobby's short match, seen from the
 * public screen: on the test clock they play at once, and the game goes on as far as the next
 * window or look, which wait for the test to move the clock (play.ts's `playOn`).
 */
export async function botsOnlyTable(app: RunningWebEdition, id: TableId) {
  const call = client(await connect(app))
  const game = gameOf(id)
  const short = Object.entries(game.options).flatMap(([key, o]) => (o.kind === 'number' ? [[key, o.lobby.value]] : []))
  const { quickGame } = await momentsOf(id)
  const seats = Array.from({ length: game.seats.min }, () => ({ kind: 'bot', level: quickGame?.level ?? 'easy' }))
  const made = await call('table:create', { gameId: id, seed: `ending-${id}`, seats, ...Object.fromEntries(short), ...quickGame?.options })
  if (!made.ok) throw new Error(made.error!.message)
  return { tableId: (made.value as { tableId: string }).tableId, call }
}
