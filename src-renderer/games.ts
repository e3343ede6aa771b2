import type { GameId } from '@shared/engine'

/** The library shown on the home screen. */
export interface GameEntry {
  id: GameId
  title: string
  players: string
  pitch: string
  /** A short, decorative mark drawn on the library card. */
  mark: string
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'checkmates',
    title: 'Check Mates',
    players: '1–6 players',
    pitch: 'Slide seven tokens to match the card — and bid fewer moves than anyone else.',
    mark: '♞',
  },
  {
    id: 'check',
    title: 'Check!',
    players: '2–6 players',
    pitch: 'Four cards face down, five seconds to match: lowest hand when Check is called wins.',
    mark: '♚',
  },
  {
    id: 'four-down',
    title: 'Four Down',
    players: '2–4 players',
    pitch: 'A row of four you barely see; remember, swap and match your way to the lowest total.',
    mark: '♦',
  },
  {
    id: 'cheat',
    title: 'Cheat',
    players: '3–6 players',
    pitch: 'Play your cards face down, claim the rank — and call the bluff when you smell one.',
    mark: '♠',
  },
  {
    id: 'checks',
    title: 'Checks',
    players: '2 players',
    pitch: 'Build fans, grow the target piles, and capture them when your numbers line up.',
    mark: '♣',
  },
]

export const gameById = (id: string): GameEntry | undefined => GAMES.find((g) => g.id === id)
