import { rankOf, shuffledDeck, type Card } from '../../cards'
import { checkValue } from './values'
import { fail, isSeatOf, type Engine, type GameEvent, type Outcome, type Refusal, type Seat, type Step } from '../../engine'
import { nextInt, seedRng, shuffle } from '../../random'
import { ok } from '../../result'
import {
  CHECK_ACTION_TYPES, DEFAULT_WINDOW_MS, DISQUALIFY_AT, GRID_SIZE, INITIAL_PEEK_SLOTS, MAX_WINDOW_MS, MIN_WINDOW_MS,
  SPECIAL_RANKS,
  type CheckAction, type CheckConfig, type CheckErrorCode, type CheckEvent, type CheckState, type CheckView,
  type EndReason, type Position, type SpecialRank,
} from './types'
import { checkDescriptor } from './descriptor'

type Out = Step<CheckState, CheckEvent, CheckErrorCode>
type Refused = Refusal<CheckErrorCode>

export function defaultCheckConfig(seats: number): CheckConfig {
  return { seats, windowMs: DEFAULT_WINDOW_MS }
}

export function isSpecial(card: Card): boolean {
  return (SPECIAL_RANKS as readonly string[]).includes(rankOf(card))
}

export function handTotal(grid: readonly (Card | null)[]): number {
  let total = 0
  for (const c of grid) if (c) total += checkValue(c)
  return total
}

export const cardCount = (grid: readonly (Card | null)[]): number => grid.reduce((n, c) => (c ? n + 1 : n), 0)

/** Every card wherever it lies: the conservation check. */
export function cardsOfCheck(s: CheckState): Card[] {
  const out: Card[] = [...s.drawPile, ...s.discardPile]
  for (const g of s.grids) for (const c of g) if (c) out.push(c)
  if (s.turn.drawn) out.push(s.turn.drawn)
  return out
}

function setup(config: CheckConfig, seed: string): Out {
  const { min, max } = checkDescriptor.seats
  if (!Number.isInteger(config?.seats) || config.seats < min || config.seats > max) {
    return fail('BAD_CONFIG', `Check! is for ${min} to ${max} players.`)
  }
  if (!Number.isFinite(config.windowMs) || config.windowMs < MIN_WINDOW_MS || config.windowMs > MAX_WINDOW_MS) {
    return fail('BAD_CONFIG', `The matching window lasts ${MIN_WINDOW_MS / 1000} to ${MAX_WINDOW_MS / 1000} seconds.`)
  }
  const [deck, afterShuffle] = shuffledDeck(seedRng(seed))
  const [starter, rng] = nextInt(afterShuffle, config.seats)
  const grids: Card[][] = []
  for (let s = 0; s < config.seats; s++) grids.push(deck.splice(deck.length - GRID_SIZE, GRID_SIZE))
  const state: CheckState = {
    config: { seats: config.seats, windowMs: config.windowMs },
    rng,
    now: 0,
    drawPile: deck,
    discardPile: [],
    grids,
    locked: grids.map(() => false),
    disqualified: grids.map(() => false),
    checkCaller: null,
    finalTurns: null,
    phase: 'turn',
    turn: { seat: starter, number: 1, final: false, drawn: null, from: null },
    window: null,
    sealed: false,
    stack: [],
    ability: null,
    end: null,
  }
  const events: GameEvent<CheckEvent>[] = [
    { to: 'all', event: { type: 'dealt', seats: config.seats, cardsEach: GRID_SIZE, starter } },
  ]
  grids.forEach((g, seat) => {
    const slots = [...INITIAL_PEEK_SLOTS]
    events.push({ to: seat, event: { type: 'initialPeek', seat, slots, cards: slots.map((i) => g[i] as Card) } })
  })
  events.push({ to: 'all', event: { type: 'turnStarted', seat: starter, final: false } })
  return ok({ state, events })
}

function clone(s: CheckState): CheckState {
  return {
    config: s.config,
    rng: s.rng,
    now: s.now,
    drawPile: s.drawPile.slice(),
    discardPile: s.discardPile.slice(),
    grids: s.grids.map((g) => g.slice()),
    locked: s.locked.slice(),
    disqualified: s.disqualified.slice(),
    checkCaller: s.checkCaller,
    finalTurns: s.finalTurns ? s.finalTurns.slice() : null,
    phase: s.phase,
    turn: { ...s.turn },
    window: s.window
      ? { ...s.window, passed: s.window.passed.slice(), tried: s.window.tried.map((t) => t.slice()) }
      : null,
    sealed: s.sealed,
    stack: s.stack.slice(),
    ability: s.ability ? { ...s.ability, peeked: s.ability.peeked.slice() } : null,
    end: s.end,
  }
}

// A working copy plus the events it produced. Rules mutate the copy freely: an error anywhere
// simply drops it, so the caller's state is never touched.
class Draft {
  events: GameEvent<CheckEvent>[] = []
  constructor(readonly s: CheckState) {}

  emit(event: CheckEvent, to: Seat | 'all' = 'all'): void {
    this.events.push({ to, event })
  }

  activeSeats(): Seat[] {
    return this.s.locked.flatMap((l, seat) => (l ? [] : [seat]))
  }

  // A dry draw pile is refilled at once from everything under the top discard (CK-9), so the
  // table never shows an empty pile beside a full discard pile.
  refill(): void {
    const s = this.s
    if (s.drawPile.length > 0 || s.discardPile.length < 2 || s.phase === 'over') return
    const top = s.discardPile.pop() as Card
    const [pile, rng] = shuffle(s.discardPile, s.rng)
    s.drawPile = pile
    s.rng = rng
    s.discardPile = [top]
    this.emit({ type: 'reshuffled', count: pile.length })
  }

  takeFromPile(): Card | null {
    this.refill()
    return this.s.drawPile.pop() ?? null
  }

  openWindow(card: Card, at: number): void {
    const s = this.s
    s.phase = 'window'
    s.window = { card, deadline: at + s.config.windowMs, passed: [], tried: s.grids.map(() => []) }
    this.emit({ type: 'windowOpened', card, deadline: s.window.deadline })
    this.closeWindowIfAllPassed()
  }

  eligible(seat: Seat): boolean {
    return !this.s.locked[seat] && cardCount(this.s.grids[seat] ?? []) > 0
  }

  closeWindowIfAllPassed(): void {
    const w = this.s.window
    if (!w || this.s.phase !== 'window') return
    const waiting = this.s.grids.some((_, seat) => this.eligible(seat) && !w.passed.includes(seat))
    if (!waiting) this.closeWindow('all-passed')
  }

  closeWindow(reason: 'hit' | 'all-passed' | 'timeout'): void {
    this.s.window = null
    this.emit({ type: 'windowClosed', reason })
    this.resolveNext()
  }

  // Pops abilities last-in first-out; a locked owner's fizzles (CK-6).
  resolveNext(): void {
    const s = this.s
    for (let next = s.stack.pop(); next; next = s.stack.pop()) {
      if (s.locked[next.owner]) {
        this.emit({ type: 'fizzled', owner: next.owner, rank: next.rank })
        continue
      }
      const peeks = next.rank === 'K' ? 2 : next.rank === 'Q' ? 1 : 0
      s.phase = 'ability'
      s.ability = { ...next, stage: peeks > 0 ? 'peek' : 'swap', peeksLeft: peeks, peeked: [] }
      this.emit({ type: 'abilityStarted', owner: next.owner, rank: next.rank })
      return
    }
    s.ability = null
    this.endTurn()
  }

  finishAbility(): void {
    const owner = (this.s.ability as { owner: Seat }).owner
    this.s.ability = null
    this.emit({ type: 'abilityEnded', owner })
    this.resolveNext()
  }

  endTurn(): void {
    const s = this.s
    if (s.finalTurns) {
      for (let seat = s.finalTurns.shift(); seat !== undefined; seat = s.finalTurns.shift()) {
        if (!s.locked[seat]) return this.startTurn(seat, true)
      }
      return this.finish('final-turns')
    }
    for (let i = 1; i <= s.config.seats; i++) {
      const seat = (s.turn.seat + i) % s.config.seats
      if (!s.locked[seat]) return this.startTurn(seat, false)
    }
    this.finish('too-few-players')
  }

  startTurn(seat: Seat, final: boolean): void {
    const s = this.s
    s.phase = 'turn'
    s.sealed = false
    s.turn = { seat, number: s.turn.number + 1, final, drawn: null, from: null }
    this.emit({ type: 'turnStarted', seat, final })
    if (s.drawPile.length === 0 && s.discardPile.length === 0) this.finish('no-cards')
  }

  // Locks `seat` as the Check caller. Every other active player then takes one full turn that
  // starts after the call, in seat order from the player after the one whose turn it is.
  callCheck(seat: Seat, automatic: boolean): void {
    const s = this.s
    s.checkCaller = seat
    s.locked[seat] = true
    const order: Seat[] = []
    for (let i = 1; i <= s.config.seats; i++) {
      const other = (s.turn.seat + i) % s.config.seats
      if (other !== seat && !s.locked[other]) order.push(other)
    }
    s.finalTurns = order
    this.emit({ type: 'checked', seat, automatic })
  }

  disqualifyIfTooMany(seat: Seat): void {
    const s = this.s
    if (cardCount(s.grids[seat] ?? []) < DISQUALIFY_AT) return
    s.disqualified[seat] = true
    s.locked[seat] = true
    this.emit({ type: 'disqualified', seat })
    if (s.checkCaller === null && this.activeSeats().length < 2) this.finish('too-few-players')
  }

  finish(reason: EndReason): void {
    const s = this.s
    const scores = s.grids.map(handTotal)
    const contenders = scores.flatMap((score, seat) => (s.disqualified[seat] ? [] : [{ seat, score }]))
    const best = Math.min(...contenders.map((c) => c.score))
    const winners = contenders.filter((c) => c.score === best).map((c) => c.seat)
    s.phase = 'over'
    s.window = null
    s.ability = null
    s.stack = []
    s.end = { reason, scores, winners }
    this.emit({ type: 'ended', reason, hands: s.grids.map((g) => g.slice()), scores, winners })
  }
}

function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x)
}

function isPosition(x: unknown): x is Position {
  return typeof x === 'object' && x !== null && isInt((x as Position).seat) && isInt((x as Position).slot)
}

// Shape check only: input may come from anywhere and must never make the engine throw.
function isAction(a: unknown): a is CheckAction {
  if (typeof a !== 'object' || a === null) return false
  const x = a as Record<string, unknown>
  if (!(CHECK_ACTION_TYPES as readonly unknown[]).includes(x.type)) return false
  if (x.at !== undefined && !(typeof x.at === 'number' && Number.isFinite(x.at))) return false
  switch (x.type) {
    case 'draw': return x.from === 'pile' || x.from === 'discard'
    case 'tuck': case 'match': return isInt(x.slot)
    case 'peek': return isPosition(x.target)
    case 'swap': return isPosition(x.a) && isPosition(x.b)
    default: return true
  }
}

const cardAt = (s: CheckState, p: Position): Card | null => s.grids[p.seat]?.[p.slot] ?? null
const samePos = (a: Position, b: Position): boolean => a.seat === b.seat && a.slot === b.slot

function targetError(s: CheckState, p: Position): Refused | null {
  if (!cardAt(s, p)) return fail('NO_CARD', 'There is no card in that place.')
  if (s.locked[p.seat]) return fail('TARGET_LOCKED', "A locked player's cards can be neither peeked at nor swapped.")
  return null
}

function apply(state: CheckState, seat: Seat, action: CheckAction): Out {
  if (state.phase === 'over') return fail('GAME_OVER', 'The round is over.')
  if (!isSeatOf(state.config.seats, seat)) return fail('BAD_SEAT', 'There is no such seat.')
  if (!isAction(action)) return fail('BAD_ACTION', 'That is not an action this game knows.')
  const at = Math.max(state.now, action.at ?? state.now)
  if (state.window && at >= state.window.deadline) {
    return fail('TOO_LATE', 'Too late: the matching window has already run out.')
  }
  const d = new Draft(clone(state))
  d.s.now = at
  const problem = step(d, seat, action, at)
  if (problem) return problem
  d.refill()
  return ok({ state: d.s, events: d.events })
}

function step(d: Draft, seat: Seat, a: CheckAction, at: number): Refused | null {
  const s = d.s
  switch (a.type) {
    case 'draw': case 'tuck': case 'discard': case 'check': {
      if (s.phase !== 'turn') return fail('WRONG_PHASE', 'Wait until the current turn is finished.')
      if (s.turn.seat !== seat) return fail('NOT_YOUR_TURN', 'It is not your turn.')
      return turnStep(d, seat, a, at)
    }
    case 'match': case 'pass': {
      if (s.phase !== 'window') {
        return s.sealed
          ? fail('PILE_SEALED', 'The pile is sealed: someone already matched it.')
          : fail('WRONG_PHASE', 'No matching window is open.')
      }
      const w = s.window as NonNullable<CheckState['window']>
      if (s.locked[seat]) return fail('LOCKED', 'Locked players cannot match.')
      if (w.passed.includes(seat)) return fail('ALREADY_PASSED', 'You passed: that is final for this window.')
      if (a.type === 'pass') {
        w.passed.push(seat)
        d.emit({ type: 'passed', seat })
        d.closeWindowIfAllPassed()
        return null
      }
      return matchStep(d, seat, a.slot, w)
    }
    case 'peek': case 'swap': case 'skip': {
      if (s.phase !== 'ability') return fail('WRONG_PHASE', 'No ability is being resolved.')
      const ab = s.ability as NonNullable<CheckState['ability']>
      if (ab.owner !== seat) return fail('NOT_YOUR_ABILITY', 'This ability belongs to another player.')
      if (a.type === 'skip') {
        d.emit({ type: 'skipped', seat, stage: ab.stage })
        if (ab.stage === 'peek') {
          ab.stage = 'swap'
          ab.peeksLeft = 0
        } else d.finishAbility()
        return null
      }
      if (a.type === 'peek') {
        if (ab.stage !== 'peek' || ab.peeksLeft === 0) return fail('NO_PEEKS_LEFT', 'This ability has no peek left.')
        const bad = targetError(s, a.target)
        if (bad) return bad
        if (ab.peeked.some((p) => samePos(p, a.target))) return fail('ALREADY_PEEKED', 'You already peeked at that card.')
        const target = { seat: a.target.seat, slot: a.target.slot }
        ab.peeked.push(target)
        ab.peeksLeft -= 1
        if (ab.peeksLeft === 0) ab.stage = 'swap'
        d.emit({ type: 'peeked', seat, target })
        d.emit({ type: 'sawCard', seat, target, card: cardAt(s, target) as Card }, seat)
        return null
      }
      const bad = targetError(s, a.a) ?? targetError(s, a.b)
      if (bad) return bad
      if (samePos(a.a, a.b)) return fail('SAME_CARD', 'A swap needs two different cards.')
      const ga = s.grids[a.a.seat] as (Card | null)[]
      const gb = s.grids[a.b.seat] as (Card | null)[]
      const held = ga[a.a.slot] as Card
      ga[a.a.slot] = gb[a.b.slot] as Card
      gb[a.b.slot] = held
      d.emit({ type: 'swapped', seat, a: { seat: a.a.seat, slot: a.a.slot }, b: { seat: a.b.seat, slot: a.b.slot } })
      d.finishAbility()
      return null
    }
  }
}

function turnStep(d: Draft, seat: Seat, a: CheckAction, at: number): Refused | null {
  const s = d.s
  const grid = s.grids[seat] as (Card | null)[]
  switch (a.type) {
    case 'check': {
      if (s.turn.drawn) return fail('ALREADY_DREW', 'Check is called before drawing.')
      if (s.checkCaller !== null) return fail('CHECK_UNDER_WAY', 'Check has already been called.')
      d.callCheck(seat, false)
      d.endTurn()
      return null
    }
    case 'draw': {
      if (s.turn.drawn) return fail('ALREADY_DREW', 'You already drew this turn.')
      if (a.from === 'discard') {
        const card = s.discardPile.pop()
        if (!card) return fail('DISCARD_EMPTY', 'The discard pile is empty: draw from the draw pile.')
        s.turn.drawn = card
        s.turn.from = 'discard'
        d.emit({ type: 'drew', seat, from: 'discard', card })
        return null
      }
      const card = d.takeFromPile()
      if (!card) return fail('PILE_EMPTY', 'The draw pile is empty: take the discard.')
      s.turn.drawn = card
      s.turn.from = 'pile'
      d.emit({ type: 'drew', seat, from: 'pile', card: null })
      d.emit({ type: 'drawnCard', seat, card }, seat)
      return null
    }
    case 'tuck': {
      const drawn = s.turn.drawn
      if (!drawn) return fail('NOTHING_DRAWN', 'Draw a card first.')
      const replaced = grid[a.slot]
      if (!replaced) return fail('NO_CARD', 'Tuck the card in place of one of your cards.')
      grid[a.slot] = drawn
      s.discardPile.push(replaced)
      d.emit({ type: 'tucked', seat, slot: a.slot, from: s.turn.from as 'pile' | 'discard', replaced })
      s.turn.drawn = null
      if (isSpecial(replaced)) s.stack.push({ owner: seat, rank: rankOf(replaced) as SpecialRank })
      d.openWindow(replaced, at)
      return null
    }
    case 'discard': {
      const drawn = s.turn.drawn
      if (!drawn) return fail('NOTHING_DRAWN', 'Draw a card first.')
      if (s.turn.from === 'discard') return fail('MUST_TUCK', 'A card taken from the discard pile must be tucked in.')
      s.discardPile.push(drawn)
      s.turn.drawn = null
      d.emit({ type: 'discarded', seat, card: drawn })
      d.openWindow(drawn, at)
      return null
    }
    default:
      return fail('WRONG_PHASE', 'That is not a turn action.')
  }
}

function matchStep(d: Draft, seat: Seat, slot: number, w: NonNullable<CheckState['window']>): Refused | null {
  const s = d.s
  const grid = s.grids[seat] as (Card | null)[]
  const card = grid[slot]
  if (!card) return fail('NO_CARD', 'There is no card in that slot.')
  const tried = w.tried[seat] as number[]
  if (tried.includes(slot)) return fail('ALREADY_TRIED', 'That card was already thrown wrongly: try a different one.')
  if (rankOf(card) !== rankOf(w.card)) {
    tried.push(slot)
    d.emit({ type: 'missed', seat, slot, card })
    const penalty = d.takeFromPile()
    if (!penalty) {
      d.finish('no-cards')
      return null
    }
    grid.push(penalty)
    d.emit({ type: 'penalty', seat, slot: grid.length - 1 })
    d.disqualifyIfTooMany(seat)
    d.closeWindowIfAllPassed()
    return null
  }
  grid[slot] = null
  s.discardPile.push(card)
  s.sealed = true
  d.emit({ type: 'matched', seat, slot, card })
  if (isSpecial(card)) s.stack.push({ owner: seat, rank: rankOf(card) as SpecialRank })
  if (cardCount(grid) === 0) {
    if (s.checkCaller === null) d.callCheck(seat, true)
    else {
      s.locked[seat] = true
      d.emit({ type: 'lockedOut', seat })
    }
  }
  d.closeWindow('hit')
  return null
}

function expire(state: CheckState, now: number): Out {
  if (state.phase !== 'window' || !state.window) return fail('WRONG_PHASE', 'Nothing is waiting on the clock.')
  if (now < state.window.deadline) return fail('NOT_YET', 'The matching window is still open.')
  const d = new Draft(clone(state))
  d.s.now = Math.max(state.now, now)
  d.closeWindow('timeout')
  d.refill()
  return ok({ state: d.s, events: d.events })
}

function positions(s: CheckState): Position[] {
  const out: Position[] = []
  s.grids.forEach((g, seat) => {
    if (s.locked[seat]) return
    g.forEach((c, slot) => {
      if (c) out.push({ seat, slot })
    })
  })
  return out
}

function legalActions(s: CheckState, seat: Seat): CheckAction[] {
  const grid = s.grids[seat]
  if (!grid || s.phase === 'over') return []
  const slots = grid.flatMap((c, slot) => (c ? [slot] : []))
  if (s.phase === 'turn') {
    if (s.turn.seat !== seat) return []
    if (s.turn.drawn) {
      const tucks: CheckAction[] = slots.map((slot) => ({ type: 'tuck', slot }))
      return s.turn.from === 'pile' ? [...tucks, { type: 'discard' }] : tucks
    }
    const out: CheckAction[] = []
    if (s.drawPile.length > 0 || s.discardPile.length > 1) out.push({ type: 'draw', from: 'pile' })
    if (s.discardPile.length > 0) out.push({ type: 'draw', from: 'discard' })
    if (s.checkCaller === null) out.push({ type: 'check' })
    return out
  }
  if (s.phase === 'window') {
    const w = s.window as NonNullable<CheckState['window']>
    if (s.locked[seat] || w.passed.includes(seat) || slots.length === 0) return []
    const tried = w.tried[seat] ?? []
    return [...slots.filter((slot) => !tried.includes(slot)).map((slot): CheckAction => ({ type: 'match', slot })), { type: 'pass' }]
  }
  const ab = s.ability as NonNullable<CheckState['ability']>
  if (ab.owner !== seat) return []
  const all = positions(s)
  const out: CheckAction[] = []
  if (ab.stage === 'peek') {
    for (const target of all) if (!ab.peeked.some((p) => samePos(p, target))) out.push({ type: 'peek', target })
  }
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) out.push({ type: 'swap', a: all[i] as Position, b: all[j] as Position })
  }
  out.push({ type: 'skip' })
  return out
}

function view(s: CheckState, viewer: Seat | 'public'): CheckView {
  const over = s.phase === 'over'
  const ab = s.ability
  const shown = (seat: Seat, slot: number): boolean =>
    over || (ab !== null && ab.owner === viewer && ab.peeked.some((p) => p.seat === seat && p.slot === slot))
  const drawnVisible = s.turn.drawn !== null && (s.turn.from === 'discard' || s.turn.seat === viewer)
  return {
    viewer,
    seats: s.config.seats,
    windowMs: s.config.windowMs,
    phase: s.phase,
    turn: {
      seat: s.turn.seat,
      number: s.turn.number,
      final: s.turn.final,
      drawn: drawnVisible ? s.turn.drawn : null,
      hasDrawn: s.turn.drawn !== null,
      from: s.turn.from,
    },
    drawCount: s.drawPile.length,
    discardCount: s.discardPile.length,
    discardTop: s.discardPile[s.discardPile.length - 1] ?? null,
    sealed: s.sealed,
    players: s.grids.map((g, seat) => ({
      slots: g.map((c, slot) => (c === null ? 'empty' : shown(seat, slot) ? c : null)),
      cards: cardCount(g),
      locked: s.locked[seat] ?? false,
      disqualified: s.disqualified[seat] ?? false,
    })),
    checkCaller: s.checkCaller,
    finalTurnsLeft: s.finalTurns ? s.finalTurns.slice() : [],
    window: s.window
      ? { card: s.window.card, deadline: s.window.deadline, passed: s.window.passed.slice(), tried: s.window.tried.map((t) => t.slice()) }
      : null,
    pending: s.stack.map((p) => ({ ...p })),
    ability: ab ? { ...ab, peeked: ab.peeked.map((p) => ({ ...p })) } : null,
    result: s.end ? { reason: s.end.reason, scores: s.end.scores.slice(), winners: s.end.winners.slice() } : null,
  }
}

function outcome(s: CheckState): Outcome | null {
  if (!s.end) return null
  return { winners: s.end.winners.slice(), scores: s.end.scores.slice(), disqualified: s.disqualified.flatMap((d, seat) => (d ? [seat] : [])) }
}

export const checkEngine: Engine<CheckConfig, CheckState, CheckAction, CheckView, CheckEvent, CheckErrorCode> = {
  id: 'check',
  setup,
  legalActions,
  apply,
  view,
  outcome,
  deadline: (s) => (s.phase === 'window' && s.window ? s.window.deadline : null),
  expire,
}
