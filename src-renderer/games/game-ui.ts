import type { Component } from 'vue'
import type { RouteLocationRaw } from 'vue-router'
import type { GameDescriptor } from '@shared/games/descriptor'
import type { Line, Narrator } from '@shared/games/narrator'
import type { Language } from '@shared/profile'

/**
 * A game's screens, as the app's shell reads them (games/<id>/index.ts): the shared descriptor
 * it describes, the library card's mark, the table and the seat a phone shows, the history's
 * wording and the rules page. Its words (title, the library card's sentence) are messages in
 * games/<id>/locales, under the game's id. Components, wording and pages load when first needed, so the library and
 * a phone's seat page carry nothing of a game but its descriptor until they show it.
 */
export interface GameUi {
  /** The game's descriptor: plain data, so no engine reaches the renderer through it. */
  game: GameDescriptor
  /** The library card's decorative mark (its sentence is the message `<id>.pitch`). */
  mark: string
  /**
   * Where the library's Play leads: the lobby, unless the game has a place of its own (Check
   * Mates' hub). Such screens are the game's routes (games/<id>/routes.ts, read by router.ts).
   */
  home?: string
  /** The table screen (games/<id>/Table.vue). */
  table: () => Promise<Component>
  seat: SeatScreen
  /** The history's sentences, as data the screen words (src-renderer/i18n/lines.ts): none for an event it skips. */
  describe: () => Promise<Describe>
  /**
   * The rules page in a language: plain data in games/<id>/rules/<language>.json, loaded on its
   * own (not with the messages every screen carries), so a language adds a file and no code.
   */
  rules: (language: Language) => Promise<RulesPage>
  /**
   * What a seat's row of the final scores says when the outcome's score is no count a person
   * keeps (Cheat's is 1 for the winner, else 0): from the final view, as data the screen words.
   */
  endScore?: (view: unknown, seat: number) => Line
  /** A game its descriptor says is played alone too (`solo`): how a review shows a past run. */
  solo?: () => Promise<SoloReview>
}

/** A run played alone, in its review: there is no table, so the game draws the moment itself. */
export interface SoloReview {
  /** The run at one step (props: `view`, the run's view then). */
  moment: Component
  /** One of the run's events in words. */
  line(event: unknown): string
  /** Where the same deal is played again, from the run's view and seed. */
  again(view: unknown, seed: string): RouteLocationRaw
}

export type Describe = (event: unknown, n: Narrator) => Line[]

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

/** A rules page in our own words, from the game's rules and its rulings; its title is the game's (`<id>.title`). */
export interface RulesPage {
  /** One or two sentences: what the game is and how you win. */
  summary: string
  sections: RulesSection[]
}
