import type { Page } from '@playwright/test'
import { LOOK_MS, REVEAL_MS } from '../../shared/profile'
import type { TestClock } from './clock'
import { facesOn } from './phones'
import { expect, type RunningWebEdition } from './web-edition'
import type { ChecksAction } from '../../shared/games/checks/engine'
import type { TableSnapshot } from '../../shared/ipc'
import type { Profile } from '../../shared/profile'
import { ask, client, connect } from './ws-client'

/** The longest a screen's look at private cards lasts: a screen waiting on one needs this much of its clock. */
export const LONGEST_LOOK_MS = Math.max(...Object.values(LOOK_MS))

/**
 * Runs in a page: what a table screen (the computer's, a phone's or a review's) shows of the game's
 * progress — its step, its status line, a hand-over, a result — so a test can tell it moved on.
 */
export function momentOn(): string {
  const text = (testid: string) => document.querySelector(`[data-testid="${testid}"]`)?.textContent ?? ''
  const step = document.querySelector('[data-step]')?.getAttribute('data-step') ?? ''
  const dialogs = ['handover', 'table-result', 'round-result', 'seat-result'].filter((t) => document.querySelector(`[data-testid="${t}"]`))
  return [step, text('status'), ...dialogs].join(' | ')
}

/** What each screen shows now; `movedOn` waits for it to change. */
export const moments = (pages: readonly Page[]): Promise<string[]> => Promise.all(pages.map((p) => p.evaluate(momentOn)))

/** Waits until some screen shows a moment other than `before` (taken with `moments`). */
export async function movedOn(pages: readonly Page[], before: string[], message = 'the table moved on'): Promise<void> {
  await expect.poll(async () => (await moments(pages)).join('\n'), { message }).not.toBe(before.join('\n'))
}

/**
 * Plays a table on until `done()`. Each pass, `step` looks at the screens and does one thing
 * (returning true) or nothing; then the test waits for a screen to move on. When the test did
 * nothing, everyone left to act is waiting on time: the host's clock moves to its next timer (a
 * window or a count running out, a computer player's move at its pace), or, with none pending, on
 * by a look's length (a screen showing private cards for a moment, which holds the table until it
 * turns back). Without a `step` the person sits it out: the computer players play and the clock
 * moves until `done()`.
 */
export async function playOn(clock: TestClock, pages: readonly Page[], opts: { step?: () => Promise<boolean>; done: () => Promise<boolean>; passes?: number }): Promise<void> {
  const passes = opts.passes ?? 500
  for (let pass = 0; pass < passes; pass++) {
    await screensCaughtUp(clock, pages)
    // The moment first, then `done`: a screen that catches up in between counts as moved on,
    // rather than leaving the loop waiting on a change that came before it looked.
    const before = await moments(pages)
    const faces = await facesShown(pages)
    if (await opts.done()) return
    if ((await opts.step?.()) || (await clock.next())) {
      await movedOn(pages, before)
      continue
    }
    await clock.advance(LONGEST_LOOK_MS)
    // A look turning back shows as its faces going, even when the table, released, only asks a
    // computer player who takes its time.
    const glance = async () => [...(await moments(pages)), ...(await facesShown(pages))]
    await expect.poll(glance, { message: 'a look turned back, or the table moved on' }).not.toEqual([...before, ...faces])
  }
  throw new Error(`the table was not done after ${passes} passes`)
}

/**
 * Waits until each computer screen among `pages` (one at `/table/<id>`) shows its table's step as
 * the host has it. The computer players act at once, so a game can be over before its screen has
 * drawn the end; a test that then read the screen and moved the clock to the next timer would
 * jump to the finished table's closing (it failed a CI run so). A phone shows no table id: the
 * phone tests bring theirs up with `caughtUp`.
 */
async function screensCaughtUp(clock: TestClock, pages: readonly Page[]): Promise<void> {
  await clock.advance(0)
  for (const page of pages) {
    const tableId = /#\/table\/([^/?]+)/.exec(page.url())?.[1]
    const step = tableId === undefined ? null : await clock.stepOf(tableId)
    if (step === null) continue
    // At least that step: the host may have moved on meanwhile (an expert thinks in real time).
    const shown = async () => Number(await page.evaluate(() => document.querySelector('[data-step]')?.getAttribute('data-step') ?? -1))
    await expect.poll(shown, { message: `the screen shows the host's step ${step} or a later one` }).toBeGreaterThanOrEqual(step)
  }
}

/** At a game's end: once `page` shows the reveal, moves the clock past it, so the result comes up. */
export async function pastTheReveal(page: Page, clock: TestClock): Promise<void> {
  await expect(page.locator('.table-screen')).toHaveAttribute('data-ending', 'reveal')
  await clock.advance(REVEAL_MS)
}

/**
 * For a test of a game's flow rather than its looks (`test.use(noAnimation)`): the screens' own
 * reduced motion, so cards and tokens move at once and a click need not wait for one to settle —
 * under load, the longest part of playing a game through.
 */
export const noAnimation = { reducedMotion: 'reduce' } as const

/** How many faces each screen shows (facesOn, phones.ts). */
const facesShown = (pages: readonly Page[]): Promise<string[]> => Promise.all(pages.map(async (p) => `${await facesOn(p).count()} faces`))

/**
 * Waits until `pages` show a table as the host has it now. The computer players act at once, but
 * one after another, each answer a message of its own, so a screen can show a moment the host
 * has already moved past (a call window another computer player has just called). The host first
 * plays out every answer due now (the clock moved by nothing), then says its step; each screen's
 * `data-step` must come to it. A moment seen after this stays until someone acts or the clock moves.
 */
export async function caughtUp(clock: TestClock, app: RunningWebEdition, tableId: string, pages: readonly Page[]): Promise<void> {
  await clock.advance(0)
  const told = await ask(app, 'table:get', { tableId })
  if (!told.ok) throw new Error(`table:get ${tableId} was refused: ${told.error!.message}`)
  const step = String((told.value as { step: number }).step)
  const steps = () => Promise.all(pages.map((p) => p.evaluate(() => document.querySelector('[data-step]')?.getAttribute('data-step'))))
  await expect.poll(steps, { message: `the screens show the host's step ${step}` }).toEqual(pages.map(() => step))
}

/** The table a computer's page shows (`/table/<id>`). */
export function tableOn(page: Page): string {
  const id = /#\/table\/([^/?]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`${page.url()} shows no table`)
  return id
}

/**
 * Runs in a page: resolves once nothing on it moves — every animation and transition has run its
 * course and the next frames lay out every control and card where the last one did. A card's size
 * follows the window through a transition, and a theme's colours fade in: a look taken mid-way
 * measures neither the old nor the new.
 */
export async function stillness(): Promise<void> {
  const boxes = () =>
    [...document.querySelectorAll('button, [data-card], [data-testid]')]
      .map((el) => {
        const r = el.getBoundingClientRect()
        return `${r.x},${r.y},${r.width},${r.height}`
      })
      .join(' ')
  const frame = () => new Promise((done) => requestAnimationFrame(done))
  for (let frames = 0; frames < 300; frames += 2) {
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))
    const before = boxes()
    await frame()
    await frame()
    if (boxes() === before && document.getAnimations().every((a) => a.playState !== 'running')) return
  }
  throw new Error('the page was still moving after 300 frames')
}

/**
 * The first player's (Lena's) seeded game of Checks against a computer player at `level`, played
 * to its end through the host's own requests as her screen would send them (a claim when one is
 * offered, else her first legal card; playing at the screen is checks.spec's), then shown on the
 * page past its reveal. Her way and the deal are fixed and the computer player answers at once,
 * seeded, so it is the same game every time. Her profile id, and the table's, which is its kept game's.
 */
export async function checksToTheEnd(page: Page, app: RunningWebEdition, clock: TestClock, seed: string, level: string): Promise<{ lena: string; tableId: string }> {
  const ws = await connect(app)
  const call = client(ws)
  const lena = ((await call('profiles:list', null)).value as Profile[])[0]!.id
  const made = await call('table:create', { gameId: 'checks', seed, seats: [{ kind: 'human', profileId: lena }, { kind: 'bot', level }] })
  const { tableId } = made.value as { tableId: string }
  for (let tries = 0; tries < 2000; tries++) {
    const table = (await call('table:get', { tableId })).value as TableSnapshot<unknown, ChecksAction>
    if (table.outcome) break
    const mine = table.actions.find((a) => a.seat === 0)?.actions ?? []
    const move = mine.find((a) => a.type === 'claim') ?? mine[0]
    if (move) expect(await call('table:act', { tableId, seat: 0, action: move })).toMatchObject({ ok: true })
  }
  ws.close()
  await page.goto(app.at(`/table/${tableId}`))
  await pastTheReveal(page, clock)
  await expect(page.getByTestId('table-result')).toBeVisible()
  return { lena, tableId }
}
