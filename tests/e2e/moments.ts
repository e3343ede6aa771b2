import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Page } from '@playwright/test'
import type { SeatLevel } from '../../shared/games/descriptor'
import type { GameId } from '../../shared/games/registry'
import type { TestClock } from './clock'

const root = join(import.meta.dirname, '../..')

/**
 * A moment of a game's table a layout test looks at: what must be in view then, as selectors with
 * `{me}` for the person's seat (on a phone, Ben's is seat 0), and how to play on towards it —
 * called while any part is missing, it plays one step of the person's own and says whether it did
 * (false: the person has nothing to do, so the test moves the clock on while the table waits on
 * it; play.ts's `playOn`). A step may move the clock itself, where its next timer would be the
 * wrong one (past a game's reveal, before a finished table's closing).
 */
export interface Moment {
  name: string
  needed: string[]
  onward?: (page: Page, clock: TestClock) => Promise<boolean>
}

/**
 * What the shared e2e tests need of one game, declared in its own folder
 * (`src-renderer/games/<id>/e2e/moments.ts`, exporting `moments`) so that a new game changes no
 * shared test: tables.ts, layout.spec.ts and phones-layout.spec.ts read it for every id of the
 * shared registry.
 */
export interface GameMoments {
  /**
   * How to reach the person's own move at the table, where the most controls are on screen (a
   * drawn card and its choices, a claim being picked, a bid pad), moving the test's clock through
   * whatever the table waits on before it (an opening look, the computer players' windows).
   * Without it the table is looked at as soon as its status line shows. It waits on what the
   * table offers, never on its words, so it reaches the same moment in every language.
   */
  yourMove?: (page: Page, clock: TestClock) => Promise<void>
  /** What the person at the computer must see without scrolling (layout.spec.ts); the first moment's page is also checked control by control. */
  table: [Moment, ...Moment[]]
  /** What Ben's seat screen on a phone must show without scrolling (phones-layout.spec.ts). */
  phone: [Moment, ...Moment[]]
  /**
   * A whole game between computer players, quickly (botsOnlyTable): the level they play at (easy
   * unless given) and options beyond the lobby's short game, when the default would not end soon.
   */
  quickGame?: { level?: SeatLevel; options?: Record<string, unknown> }
  /**
   * How a person does the game's first lesson at the table (lessons.spec.ts): each of its moves
   * as the controls clicked, in order, with `wrong` tried first where the lesson explains a wrong
   * move. Its lines to read are read on the way ("Next").
   */
  firstLesson?: { moves: { wrong?: Clicks; right: Clicks }[] }
}

/**
 * Controls clicked in order: each a `data-testid` (`{me}` as above) or, starting with `[`, a CSS
 * selector; or, for a move no list of clicks makes (a number set on a pad), how it is made.
 */
export type Clicks = string[] | ((page: Page) => Promise<void>)

/** Where a game declares its moments: beside its own e2e specs, in its screens' folder. */
export const momentsFile = (id: string): string => join(root, 'src-renderer/games', id, 'e2e/moments.ts')

/** A game's moments, loaded from its folder; a game without them fails its tests with the file to write. */
export async function momentsOf(id: GameId): Promise<GameMoments> {
  const file = momentsFile(id)
  const where = relative(root, file)
  if (!existsSync(file)) throw new Error(`${id} declares no e2e moments: create ${where}, exporting \`moments: GameMoments\` (tests/e2e/moments.ts; docs/adding-a-game.md)`)
  const { moments } = (await import(pathToFileURL(file).href)) as { moments?: GameMoments }
  if (!moments) throw new Error(`${where} exports no \`moments\``)
  return moments
}

/**
 * The person's turn played onward one step, by the first of these buttons on screen: take a card,
 * put it back, pass on a power, read a round's result. False when none is there: the table is not
 * waiting on them.
 */
export const onward = (...testids: string[]) => async (page: Page): Promise<boolean> => {
  for (const id of testids) {
    const button = page.getByTestId(id)
    if (!(await button.isVisible())) continue
    await button.click()
    return true
  }
  return false
}
