import type { Component } from 'vue'
import type { GameDescriptor } from '@shared/games/descriptor'
import type { Narrator } from '@shared/games/narrator'

/**
 * A game's screens, as the app's shell reads them (games/<id>/index.ts): the shared descriptor
 * it describes, the library card, the table and the seat a phone shows, the history's wording
 * and the rules page. Components, wording and pages load when first needed, so the library and
 * a phone's seat page carry nothing of a game but its descriptor until they show it.
 */
export interface GameUi {
  /** The game's descriptor: plain data, so no engine reaches the renderer through it. */
  game: GameDescriptor
  /** The library card's sentence and its decorative mark. */
  pitch: string
  mark: string
  /**
   * Where the library's Play leads: the lobby, unless the game has a place of its own (Check
   * Mates' hub). Such screens are the game's routes (games/<id>/routes.ts, read by router.ts).
   */
  home?: string
  /** The table screen (games/<id>/Table.vue). */
  table: () => Promise<Component>
  seat: SeatScreen
  /** The history's wording: one line per public event of the table's game, or null for one it skips. */
  describe: () => Promise<Describe>
  rules: () => Promise<RulesPage>
}

export type Describe = (event: unknown, n: Narrator) => string | null

/**
 * The game's Seat (games/<id>/Seat.vue), standing alone on a phone: one player's own cards and
 * buttons. `bySeat`: the Seat is told which seat it draws (at the table it draws any of them);
 * `listItem`: it is one item of the table's list of seats. A Seat whose moves reach other
 * players' cards (a look, a swap, a match) draws them itself, under its own, so both share its state.
 */
export interface SeatScreen {
  load: () => Promise<Component>
  bySeat: boolean
  listItem?: true
}

/** A block of a rules page: a paragraph, a bulleted list, or a tip set apart from the text. */
export type RulesBlock = string | { list: string[] } | { tip: string }

export interface RulesSection {
  heading: string
  blocks: RulesBlock[]
}

/** A rules page in our own words, from the game's rules and its rulings; its title is the game's. */
export interface RulesPage {
  /** One or two sentences: what the game is and how you win. */
  summary: string
  sections: RulesSection[]
}
