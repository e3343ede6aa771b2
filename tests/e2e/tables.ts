import type { Page } from '@playwright/test'
import { addPlayers, expect, type RunningWebEdition } from './web-edition'

/** The five games that sit at the shared table. */
export const TABLES = ['check', 'four-down', 'cheat', 'checks', 'checkmates'] as const
export type TableId = (typeof TABLES)[number]

/** The desktop window's minimum, a small laptop, and a large monitor. */
export const SIZES = [
  { width: 800, height: 600 },
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
] as const

// Each table filled as far as it goes with computer players, so the most seats are drawn.
const EXTRA_SEATS: Record<TableId, number> = { check: 2, 'four-down': 1, cheat: 2, checks: 0, checkmates: 1 }

/**
 * Seats Lena against computer players and waits for her own move, where the most controls are
 * on screen: a drawn card and its choices, a claim being picked, a fan open, a bid pad.
 */
export async function openAtYourMove(page: Page, app: RunningWebEdition, id: TableId, seed = 'layout-1'): Promise<void> {
  await page.goto(app.at('/settings'))
  await page.getByTestId('bot-speed-quick').check()
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at(`/play/${id}?seed=${seed}`))
  for (let i = 0; i < EXTRA_SEATS[id]; i++) await page.getByTestId('lobby-add-seat').click()
  await page.getByTestId('lobby-start').click()
  const status = page.getByTestId('status')
  const timeout = 60_000
  switch (id) {
    case 'check':
      await expect(status).toHaveText(/^Your (final )?turn: draw/, { timeout })
      await page.getByTestId('draw-pile').click()
      await expect(page.getByTestId('drawn-card')).toBeVisible()
      break
    case 'four-down':
      await expect(status).toHaveText(/^Your (last )?turn: take/, { timeout })
      await page.getByTestId('stock').click()
      await expect(page.getByTestId('act-discard')).toBeVisible()
      break
    case 'cheat':
      await expect(status).toHaveText(/^Your turn/, { timeout })
      await page.getByTestId('hand').locator('button').first().click()
      await expect(page.getByTestId('claim')).toBeEnabled()
      break
    case 'checks':
      await expect(status).toHaveText(/^Your fan is worth/, { timeout })
      await page.locator('[data-testid^=fan-card-]:enabled').first().click()
      await expect(status).toContainText('Now click the pile')
      break
    case 'checkmates':
      await expect(page.getByTestId('bidding-table')).toHaveAttribute('data-phase', 'bidding', { timeout })
      await expect(page.getByTestId('bid-place-0')).toBeVisible()
      break
  }
}

/**
 * Runs in the page: what would stop a person using every control with the mouse. Each visible
 * control must lie inside the page's own scrollable area (a box that scrolls or clips would hide
 * it, STACK.md), be at least 24 px each way, and overlap no other control — except cards fanned or
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
  // A fanned card must show enough of itself to take a click: sample it where it is on screen.
  for (const el of controls.filter((c) => c.closest('[data-stack]'))) {
    el.scrollIntoView({ block: 'center', inline: 'center' })
    const r = el.getBoundingClientRect()
    let hits = 0
    for (let x = r.left + 1; x < r.right; x += 2) {
      for (let y = r.top + 1; y < r.bottom; y += 2) {
        const hit = document.elementFromPoint(x, y)
        if (hit && el.contains(hit)) hits++
      }
    }
    if (hits * 4 < 24 * 24) problems.push(`${nameOf(el)} shows only ${hits * 4} px² to click`)
  }
  window.scrollTo(0, 0)
  return problems
}
