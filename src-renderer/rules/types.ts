import type { GameId } from '@shared/engine'

/** A block of a rules page: a paragraph, a bulleted list, or a tip set apart from the text. */
export type RulesBlock = string | { list: string[] } | { tip: string }

export interface RulesSection {
  heading: string
  blocks: RulesBlock[]
}

/** A rules page, written in our own words from the rule texts and our rulings. */
export interface RulesPage {
  id: GameId
  title: string
  /** One or two sentences: what the game is and how you win. */
  summary: string
  sections: RulesSection[]
}
