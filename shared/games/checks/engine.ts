import { FULL_DECK, isCard, rankOf, RANKS, type Card } from '../../cards'
import { checksValue } from './values'
import { fail, isSeatOf, type Engine, type GameEvent, type Outcome, type Seat, type Step } from '../../engine'
import { shuffle, seedRng, type RngState } from '../../random'
import { ok } from '../../result'
import { checksDescriptor } from './descriptor'

/** Two players, exactly (its descriptor's seat limits, CS-1). */
const CHECKS_SEATS = checksDescriptor.seats.max
export const FANS = 6
export const FAN_SIZE = 3
export const TARGETS = 6

/** `dealer` is omitted for a first game (high card decides); later games pass the last winner. */
export interface ChecksConfig {
  dealer?: Seat
}

/** Targets are numbered 0–5 left to right. */
export type ChecksAction = { type: 'claim'; target: number } | { type: 'place'; card: Card; target: number }

export const CHECKS_ACTION_TYPES = ['claim', 'place'] as const

export const CHECKS_ERROR_CODES = ['BAD_DEALER', 'GAME_OVER', 'BAD_SEAT', 'BAD_ACTION', 'NOT_YOUR_TURN', 'BAD_TARGET', 'NO_MATCH', 'NOT_IN_FAN'] as const
export type ChecksErrorCode = (typeof CHECKS_ERROR_CODES)[number]

export interface ChecksState {
  dealer: Seat
  turn: Seat
  /** [seat][fan]: the cards left in each fan; a used fan is empty. */
  fans: Card[][][]
  /** Per seat, the index of its active fan, or FANS once all are used. */
  active: number[]
  /** Six piles, bottom first; the last card is the face-up top. An empty pile is a gap. */
  targets: Card[][]
  draw: Card[]
  captured: Card[][]
  claims: number
  places: number
}

export interface ChecksTargetView {
  top: Card | null
  size: number
  /** The top's value, what a fan must equal to claim the pile. */
  value: number | null
}

export interface ChecksView {
  viewer: Seat | 'public'
  dealer: Seat
  turn: Seat
  /** The viewer's active fan, open to its owner alone; null for others and the public. */
  fan: Card[] | null
  fanValue: number | null
  /** [seat][fan]: how many cards are left in each fan. */
  fanSizes: number[][]
  active: number[]
  targets: ChecksTargetView[]
  drawSize: number
  captured: number[]
  over: boolean
}

export type ChecksEvent =
  | { type: 'highCard'; draws: [Card, Card][]; dealer: Seat }
  | { type: 'dealt'; dealer: Seat; targets: Card[]; drawSize: number }
  | { type: 'fanOpened'; seat: Seat; fan: number }
  | { type: 'fanCards'; seat: Seat; fan: number; cards: Card[]; value: number }
  | { type: 'claimed'; seat: Seat; target: number; pile: Card[]; fan: Card[]; value: number }
  | { type: 'refilled'; target: number; card: Card }
  | { type: 'placed'; seat: Seat; card: Card; target: number }
  | { type: 'ended'; scores: number[] }

type Out = Step<ChecksState, ChecksEvent, ChecksErrorCode>

/** A first game: the dealer is drawn by high card (CS-1). */
export function defaultChecksConfig(): ChecksConfig {
  return {}
}

/** Every card wherever it lies: the conservation check. */
export function cardsOfChecks(state: ChecksState): Card[] {
  return [...state.fans.flat(2), ...state.targets.flat(), ...state.draw, ...state.captured.flat()]
}

/** CS-2: the sum of the fan's cards, only its last digit from 11 up; 10 itself stays 10. */
export function fanValue(cards: readonly Card[]): number {
  const sum = cards.reduce((a, c) => a + checksValue(c), 0)
  return sum <= 10 ? sum : sum % 10
}

export function topValue(pile: readonly Card[]): number | null {
  const top = pile[pile.length - 1]
  return top === undefined ? null : checksValue(top)
}

// Aces count high when drawing for the deal.
const highCardRank = (c: Card): number => (rankOf(c) === 'A' ? RANKS.length + 1 : RANKS.indexOf(rankOf(c)) + 1)

function cloneState(s: ChecksState): ChecksState {
  return {
    ...s,
    fans: s.fans.map((seat) => seat.map((f) => f.slice())),
    active: s.active.slice(),
    targets: s.targets.map((t) => t.slice()),
    draw: s.draw.slice(),
    captured: s.captured.map((c) => c.slice()),
  }
}

function openFan(s: ChecksState, seat: Seat, events: GameEvent<ChecksEvent>[]): void {
  const fans = s.fans[seat] ?? []
  let i = s.active[seat] ?? FANS
  while (i < FANS && (fans[i]?.length ?? 0) === 0) i++
  s.active[seat] = i
  const cards = fans[i]
  if (!cards) return
  events.push(
    { to: 'all', event: { type: 'fanOpened', seat, fan: i } },
    { to: seat, event: { type: 'fanCards', seat, fan: i, cards: cards.slice(), value: fanValue(cards) } },
  )
}

const hasFan = (s: ChecksState, seat: Seat): boolean => (s.active[seat] ?? FANS) < FANS
const isOver = (s: ChecksState): boolean => !hasFan(s, 0) && !hasFan(s, 1)

function setup(config: ChecksConfig, seed: string): Out {
  let rng: RngState = seedRng(seed)
  const events: GameEvent<ChecksEvent>[] = []
  let dealer: Seat
  if (config.dealer === undefined) {
    // CS-1: each draws a card; equal ranks draw again from what is left.
    const [cut, next] = shuffle(FULL_DECK, rng)
    rng = next
    const draws: [Card, Card][] = []
    let i = 0
    let a: Card
    let b: Card
    do {
      a = cut[i++] as Card
      b = cut[i++] as Card
      draws.push([a, b])
    } while (highCardRank(a) === highCardRank(b))
    dealer = highCardRank(a) > highCardRank(b) ? 0 : 1
    events.push({ to: 'all', event: { type: 'highCard', draws, dealer } })
  } else if (isSeatOf(CHECKS_SEATS, config.dealer)) dealer = config.dealer
  else return fail('BAD_DEALER', 'The dealer must be seat 0 or 1.')
  const [deck] = shuffle(FULL_DECK, rng)
  const starter = 1 - dealer
  const fans: Card[][][] = [[], []]
  // The dealer serves the other player first, a fan of three at a time.
  for (let f = 0; f < FANS; f++)
    for (const seat of [starter, dealer]) fans[seat]?.push(deck.splice(0, FAN_SIZE))
  const targets = deck.splice(0, TARGETS).map((c) => [c])
  const state: ChecksState = {
    dealer,
    turn: starter,
    fans,
    active: [0, 0],
    targets,
    draw: deck,
    captured: [[], []],
    claims: 0,
    places: 0,
  }
  events.push({ to: 'all', event: { type: 'dealt', dealer, targets: targets.flat(), drawSize: deck.length } })
  openFan(state, starter, events)
  openFan(state, dealer, events)
  return ok({ state, events })
}

function isTarget(t: unknown): t is number {
  return typeof t === 'number' && Number.isInteger(t) && t >= 0 && t < TARGETS
}

function apply(state: ChecksState, seat: Seat, action: ChecksAction): Out {
  if (isOver(state)) return fail('GAME_OVER', 'The game is over.')
  if (!isSeatOf(CHECKS_SEATS, seat)) return fail('BAD_SEAT', 'Checks is for two players, seats 0 and 1.')
  if (typeof action !== 'object' || action === null || !CHECKS_ACTION_TYPES.includes(action.type))
    return fail('BAD_ACTION', 'That is not something you can do in Checks.')
  if (seat !== state.turn) return fail('NOT_YOUR_TURN', 'It is not your turn.')
  if (!isTarget(action.target)) return fail('BAD_TARGET', `Choose one of the ${TARGETS} target piles.`, { count: TARGETS })
  const s = cloneState(state)
  const events: GameEvent<ChecksEvent>[] = []
  const fi = s.active[seat] as number
  const fan = s.fans[seat]?.[fi] ?? []
  const pile = s.targets[action.target] as Card[]
  if (action.type === 'claim') {
    const value = fanValue(fan)
    if (topValue(pile) !== value)
      return fail('NO_MATCH', pile.length === 0 ? 'That gap has no card to claim.' : `Your fan is worth ${value}; that pile's top is not.`)
    s.captured[seat]?.push(...pile, ...fan)
    events.push({ to: 'all', event: { type: 'claimed', seat, target: action.target, pile: pile.slice(), fan: fan.slice(), value } })
    ;(s.fans[seat] as Card[][])[fi] = []
    const refill = s.draw.shift()
    s.targets[action.target] = refill ? [refill] : []
    if (refill) events.push({ to: 'all', event: { type: 'refilled', target: action.target, card: refill } })
    s.claims++
  } else {
    if (!isCard(action.card) || !fan.includes(action.card)) return fail('NOT_IN_FAN', 'Place a card from your active fan.')
    ;(s.fans[seat] as Card[][])[fi] = fan.filter((c) => c !== action.card)
    // A gap left once the draw pile ran out takes a placed card as a new pile, so no turn is ever stuck.
    pile.push(action.card)
    events.push({ to: 'all', event: { type: 'placed', seat, card: action.card, target: action.target } })
    s.places++
  }
  if ((s.fans[seat]?.[fi]?.length ?? 0) === 0) openFan(s, seat, events)
  const other = 1 - seat
  s.turn = hasFan(s, other) ? other : seat
  if (isOver(s)) events.push({ to: 'all', event: { type: 'ended', scores: s.captured.map((c) => c.length) } })
  return ok({ state: s, events })
}

function legalActions(state: ChecksState, seat: Seat): ChecksAction[] {
  if (isOver(state) || seat !== state.turn) return []
  const fan = state.fans[seat]?.[state.active[seat] ?? FANS] ?? []
  const value = fanValue(fan)
  const out: ChecksAction[] = []
  state.targets.forEach((pile, target) => {
    if (topValue(pile) === value) out.push({ type: 'claim', target })
  })
  for (const card of fan) for (let target = 0; target < TARGETS; target++) out.push({ type: 'place', card, target })
  return out
}

function view(state: ChecksState, viewer: Seat | 'public'): ChecksView {
  const own = viewer === 'public' ? undefined : state.fans[viewer]?.[state.active[viewer] ?? FANS]
  return {
    viewer,
    dealer: state.dealer,
    turn: state.turn,
    fan: own ? own.slice() : null,
    fanValue: own ? fanValue(own) : null,
    fanSizes: state.fans.map((seat) => seat.map((f) => f.length)),
    active: state.active.slice(),
    targets: state.targets.map((p) => ({ top: p[p.length - 1] ?? null, size: p.length, value: topValue(p) })),
    drawSize: state.draw.length,
    captured: state.captured.map((c) => c.length),
    over: isOver(state),
  }
}

function outcome(state: ChecksState): Outcome | null {
  if (!isOver(state)) return null
  const scores = state.captured.map((c) => c.length)
  const best = Math.max(...scores)
  return { winners: scores.flatMap((s, seat) => (s === best ? [seat] : [])), scores, disqualified: [] }
}

export const checksEngine: Engine<ChecksConfig, ChecksState, ChecksAction, ChecksView, ChecksEvent, ChecksErrorCode> = {
  id: 'checks',
  setup,
  legalActions,
  apply,
  view,
  outcome,
}
