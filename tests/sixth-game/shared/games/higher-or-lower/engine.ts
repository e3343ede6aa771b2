import { FULL_DECK, RANKS, rankOf, type Card } from '../../../../../shared/cards'
import { fail, isSeatOf, type Engine, type GameEvent, type Outcome, type Seat, type Step } from '../../../../../shared/engine'
import { seedRng, shuffle } from '../../../../../shared/random'
import { ok } from '../../../../../shared/result'
import { higherOrLowerDescriptor } from './descriptor'

// Higher or Lower (rulings.md): each player holds one card only they see (HL-1). In turn, from
// the first seat, a player says whether the next card of the stock is higher or lower than their
// own (aces low); the card is turned for all, and a right guess scores a point, an equal rank
// none (HL-2). After every player has guessed `rounds` times, every card is shown and the most
// points win; equal most points share the win (HL-3).

export interface HolConfig {
  seats: number
  rounds: number
}
export type HolAction = { type: 'guess'; higher: boolean }
export const HOL_ERROR_CODES = ['BAD_CONFIG', 'GAME_OVER', 'BAD_SEAT', 'BAD_ACTION', 'NOT_YOUR_TURN'] as const
export type HolErrorCode = (typeof HOL_ERROR_CODES)[number]
export type HolEvent =
  | { type: 'dealt'; seat: Seat; card: Card }
  | { type: 'turned'; seat: Seat; higher: boolean; card: Card; right: boolean }
  | { type: 'revealed'; hands: Card[] }
export interface HolState {
  config: HolConfig
  hands: Card[]
  stock: Card[]
  turned: Card[]
  turn: Seat
  guesses: number
  scores: number[]
}
export interface HolView {
  viewer: Seat | 'public'
  turn: Seat
  /** The viewer's own card; every hand once the game is over. */
  mine: Card | null
  hands: (Card | null)[]
  lastTurned: Card | null
  guessesLeft: number
  scores: number[]
}

type Out = Step<HolState, HolEvent, HolErrorCode>
const value = (card: Card): number => RANKS.indexOf(rankOf(card))
const over = (s: HolState): boolean => s.guesses >= s.config.rounds * s.config.seats

export const defaultHigherOrLowerConfig = (seats: number): HolConfig => ({ seats, rounds: higherOrLowerDescriptor.options.rounds.default })

export const cardsOfHigherOrLower = (s: HolState): Card[] => [...s.hands, ...s.stock, ...s.turned]

export const holEngine: Engine<HolConfig, HolState, HolAction, HolView, HolEvent, HolErrorCode> = {
  id: higherOrLowerDescriptor.id,
  setup(config, seed): Out {
    const { min, max } = higherOrLowerDescriptor.seats
    const { rounds } = higherOrLowerDescriptor.options
    if (!Number.isInteger(config?.seats) || config.seats < min || config.seats > max) return fail('BAD_CONFIG', `Higher or Lower is for ${min} to ${max} players.`)
    if (!Number.isInteger(config.rounds) || config.rounds < rounds.min || config.rounds > rounds.max) return fail('BAD_CONFIG', `A game is ${rounds.min} to ${rounds.max} rounds.`)
    const [deck] = shuffle(FULL_DECK, seedRng(seed))
    const hands = deck.slice(0, config.seats)
    const state: HolState = { config, hands, stock: deck.slice(config.seats), turned: [], turn: 0, guesses: 0, scores: hands.map(() => 0) }
    return ok({ state, events: hands.map((card, seat) => ({ to: seat, event: { type: 'dealt', seat, card } })) })
  },
  legalActions: (s, seat) => (over(s) || seat !== s.turn ? [] : [{ type: 'guess', higher: true }, { type: 'guess', higher: false }]),
  // The house's order of refusals: a finished game, a seat not at the table, an unknown action, then the rules.
  apply(s, seat, action): Out {
    if (over(s)) return fail('GAME_OVER', 'The game is over.')
    if (!isSeatOf(s.config.seats, seat)) return fail('BAD_SEAT', 'There is no such seat at this table.')
    if (action?.type !== 'guess' || typeof action.higher !== 'boolean') return fail('BAD_ACTION', 'Say higher or lower.')
    if (seat !== s.turn) return fail('NOT_YOUR_TURN', 'It is not your turn.')
    const [card, ...stock] = s.stock as [Card, ...Card[]]
    const mine = value(s.hands[seat]!)
    const right = action.higher ? value(card) > mine : value(card) < mine
    const scores = s.scores.map((n, i) => (i === seat && right ? n + 1 : n))
    const next: HolState = { ...s, stock, turned: [...s.turned, card], turn: (seat + 1) % s.config.seats, guesses: s.guesses + 1, scores }
    const events: GameEvent<HolEvent>[] = [{ to: 'all', event: { type: 'turned', seat, higher: action.higher, card, right } }]
    if (over(next)) events.push({ to: 'all', event: { type: 'revealed', hands: next.hands } })
    return ok({ state: next, events })
  },
  view: (s, viewer) => ({
    viewer,
    turn: s.turn,
    mine: viewer === 'public' ? null : s.hands[viewer]!,
    hands: s.hands.map((c, i) => (over(s) || i === viewer ? c : null)),
    lastTurned: s.turned.at(-1) ?? null,
    guessesLeft: s.config.rounds * s.config.seats - s.guesses,
    scores: s.scores,
  }),
  outcome(s): Outcome | null {
    if (!over(s)) return null
    const best = Math.max(...s.scores)
    return { winners: s.scores.flatMap((n, i) => (n === best ? [i] : [])), scores: s.scores, disqualified: [] }
  },
}
