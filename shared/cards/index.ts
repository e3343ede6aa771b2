import { shuffle, type RngState } from '../random'

export const SUITS = ['S', 'H', 'D', 'C'] as const
export type Suit = (typeof SUITS)[number]

/** T is ten, so every card is exactly two characters. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const
export type Rank = (typeof RANKS)[number]

/** A card as two characters, rank then suit: 'QH', 'TS', 'AD'. Plain strings keep state JSON. */
export type Card = `${Rank}${Suit}`

export const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' }
export const RANK_NAMES: Record<Rank, string> = {
  A: 'ace', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven',
  '8': 'eight', '9': 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king',
}

/** "an ace", "a nine", "an eight": a rank as a sentence names one. */
export const aRank = (rank: Rank): string => `${/^[ae]/.test(RANK_NAMES[rank]) ? 'an' : 'a'} ${RANK_NAMES[rank]}`

const CARD_RE = /^[A2-9TJQK][SHDC]$/

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && CARD_RE.test(x)
}

export const rankOf = (card: Card): Rank => card[0] as Rank
export const suitOf = (card: Card): Suit => card[1] as Suit

/** The 52 cards in a fixed order: spades A–K, hearts, diamonds, clubs. */
export const FULL_DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card))

export function shuffledDeck(rng: RngState): [Card[], RngState] {
  return shuffle(FULL_DECK, rng)
}

/** "queen of hearts", for history lines and screen readers. */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`
}

/** Short label for compact history lines: "Q♥", "10♠". */
export function cardLabel(card: Card): string {
  const r = rankOf(card)
  return `${r === 'T' ? '10' : r}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[suitOf(card)]}`
}

/** Every card code found anywhere inside a JSON value: what a view or an event shows. */
export function cardsIn(value: unknown, into: Set<Card> = new Set()): Set<Card> {
  if (isCard(value)) into.add(value)
  else if (Array.isArray(value)) for (const v of value) cardsIn(v, into)
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) cardsIn(v, into)
  return into
}
