import { FULL_DECK, rankOf, type Card } from '../../cards'
import { checkValue } from './values'
import type { Seat } from '../../engine'
import type { Bot, BotDecision, RuleLevel } from '../module'
import { FastRng } from '../../random'
import { isSpecial } from './engine'
import type { CheckAction, CheckEvent, CheckView, Position } from './types'

// How a level plays: reaction times are a person's, never faster than 600 ms in a window.
interface Style {
  // Milliseconds from a window opening until this player can throw or decide to pass.
  react: [number, number]
  // Milliseconds to make an ordinary turn decision.
  think: [number, number]
  // Chance each private look is remembered at all.
  recall: number
  // Whether swaps by others move what it remembers (an inattentive player misses them).
  trackSwaps: boolean
  // Whether it keeps track of other players' cards it has seen.
  watchOthers: boolean
  // Draw a card only to discard it and match its twin from the grid.
  discardToMatch: boolean
  // Swap its worst card with an unseen one of the leader's when that is expected to pay.
  blindSwaps: boolean
  // Calls Check when its estimate is at most this…
  checkAt: number
  // …and lower than every opponent's estimate by this much.
  checkLead: number
  // Least expected gain (points) that makes a tuck worth it.
  tuckGain: number
}

const STYLES: Record<Exclude<RuleLevel, 'random'>, Style> = {
  easy: {
    react: [1500, 2600], think: [1200, 2400], recall: 0.6, trackSwaps: false, watchOthers: false,
    discardToMatch: false, blindSwaps: false, checkAt: 12, checkLead: 0, tuckGain: 3,
  },
  normal: {
    react: [900, 1600], think: [900, 1800], recall: 0.9, trackSwaps: true, watchOthers: true,
    discardToMatch: true, blindSwaps: false, checkAt: 6, checkLead: 2, tuckGain: 1,
  },
  hard: {
    react: [600, 1100], think: [700, 1400], recall: 1, trackSwaps: true, watchOthers: true,
    discardToMatch: true, blindSwaps: true, checkAt: 3, checkLead: 1, tuckGain: 0,
  },
}

const RANDOM_DELAY: [number, number] = [600, 3000]

const key = (p: Position): string => `${p.seat}:${p.slot}`

// What one seat has seen: cards at places (its peeks, public reveals, cards it tucked or saw
// tucked from the discard pile), moved along with swaps, and the discard pile it watched grow.
class Memory {
  known = new Map<string, Card>()
  discard: Card[] = []
  drawn: Card | null = null
  // The card just taken off the discard pile, public until it is tucked.
  taken: Card | null = null
  // Places another player filled from the draw pile, with the value of the card it replaced:
  // people tuck cards lower than what they throw out, so the unseen card is probably below it.
  below = new Map<string, number>()
  private odds: Odds | null = null

  constructor(readonly me: Seat, readonly style: Style | null, readonly roll: () => number) {}

  private learn(p: Position, card: Card): void {
    if (p.seat !== this.me && this.style && !this.style.watchOthers) return
    if (this.style && this.roll() >= this.style.recall) this.known.delete(key(p))
    else this.known.set(key(p), card)
  }

  observe(e: CheckEvent): void {
    // Passes are most of what happens and change nothing remembered; anything else may.
    if (e.type !== 'passed') this.odds = null
    switch (e.type) {
      case 'initialPeek':
        e.slots.forEach((slot, i) => this.learn({ seat: e.seat, slot }, e.cards[i] as Card))
        break
      case 'reshuffled':
        this.discard = this.discard.slice(-1)
        break
      case 'drew':
        if (e.from === 'discard') {
          this.discard.pop()
          this.taken = e.card
        }
        break
      case 'drawnCard':
        this.drawn = e.card
        break
      case 'tucked': {
        const p = { seat: e.seat, slot: e.slot }
        const placed = e.from === 'discard' ? this.taken : e.seat === this.me ? this.drawn : null
        this.below.delete(key(p))
        if (placed) this.learn(p, placed)
        else {
          this.known.delete(key(p))
          this.below.set(key(p), checkValue(e.replaced))
        }
        this.discard.push(e.replaced)
        this.drawn = null
        this.taken = null
        break
      }
      case 'discarded':
        this.discard.push(e.card)
        this.drawn = null
        break
      case 'matched':
        this.known.delete(key(e))
        this.below.delete(key(e))
        this.discard.push(e.card)
        break
      case 'missed':
        this.learn(e, e.card)
        break
      case 'sawCard':
        this.learn(e.target, e.card)
        break
      case 'swapped': {
        if (this.style && !this.style.trackSwaps) break
        for (const map of [this.known, this.below] as Map<string, Card | number>[]) {
          const a = map.get(key(e.a))
          const b = map.get(key(e.b))
          map.delete(key(e.a))
          map.delete(key(e.b))
          if (b !== undefined) map.set(key(e.a), b)
          if (a !== undefined) map.set(key(e.b), a)
        }
        break
      }
    }
  }

  // How many unseen cards there are of each value, −1 to 13: the odds of any unknown card.
  unseen(): Odds {
    this.odds ??= this.count()
    return this.odds
  }

  private count(): Odds {
    const seen = new Set<Card>([...this.known.values(), ...this.discard])
    if (this.drawn) seen.add(this.drawn)
    const counts = new Array<number>(15).fill(0)
    for (const c of FULL_DECK) if (!seen.has(c)) counts[checkValue(c) + 1]! += 1
    return new Odds(counts)
  }
}

class Odds {
  readonly total: number
  readonly mean: number

  constructor(readonly counts: readonly number[]) {
    let n = 0
    let sum = 0
    counts.forEach((c, i) => {
      n += c
      sum += c * (i - 1)
    })
    this.total = n
    this.mean = n ? sum / n : 0
  }

  // Expected value of an unseen card known to be below `bound`.
  meanBelow(bound: number): number {
    let n = 0
    let sum = 0
    for (let v = -1; v < bound && v <= 13; v++) {
      const c = this.counts[v + 1] ?? 0
      n += c
      sum += c * v
    }
    return n ? sum / n : this.mean
  }

  // Expected points saved by drawing blind against a card worth `worst`, keeping the draw only if lower.
  gainAgainst(worst: number): number {
    let sum = 0
    this.counts.forEach((c, i) => {
      sum += c * Math.max(0, worst - (i - 1))
    })
    return this.total ? sum / this.total : 0
  }
}

/** A bot for one Check! seat, deciding from its views and the events it was shown. */
export function createCheckBot(seat: Seat, level: RuleLevel, seed: string): Bot<CheckView, CheckAction, CheckEvent> {
  const rng = new FastRng(`${seed}:check-bot:${seat}`)
  const roll = (): number => rng.next()
  const between = ([lo, hi]: [number, number]): number => Math.round(lo + roll() * (hi - lo))
  const style = level === 'random' ? null : STYLES[level]
  const memory = new Memory(seat, style, roll)
  // A person reacts once per situation: remember when this one began and how long they take,
  // so being asked again (others acted meanwhile) does not restart the clock.
  let moment = ''
  let readyAt = 0

  const delayFor = (view: CheckView, now: number): number => {
    const id = `${view.turn.number}:${view.phase}:${view.window?.deadline ?? ''}:${view.ability?.stage ?? ''}:${view.ability?.peeksLeft ?? ''}:${view.turn.hasDrawn}:${view.players[seat]?.slots.length}`
    if (id !== moment) {
      moment = id
      const span = style ? (view.phase === 'window' ? style.react : style.think) : RANDOM_DELAY
      readyAt = now + between(span)
    }
    return Math.max(0, readyAt - now)
  }

  return {
    observe(_view, events) {
      for (const e of events) memory.observe(e)
    },
    decide(view, legal, now): BotDecision<CheckAction> | null {
      if (legal.length === 0) return null
      const action = style
        ? choose({ view, memory, style, odds: memory.unseen() }, legal)
        : rng.pick(legal)
      const delay = delayFor(view, now)
      // Passing comes a beat after the look that found nothing to throw.
      return { action, delayMs: action.type === 'pass' ? delay + 250 : delay }
    },
  }
}

interface Slot {
  pos: Position
  card: Card | null
  // Known value, or the expected value of an unseen card there.
  value: number
}

interface Ctx {
  view: CheckView
  memory: Memory
  style: Style
  odds: Odds
}

function slotsOf(ctx: Ctx, seat: Seat): Slot[] {
  const { view, memory, odds } = ctx
  const out: Slot[] = []
  const watch = seat === memory.me || ctx.style.watchOthers
  view.players[seat]?.slots.forEach((s, slot) => {
    if (s === 'empty') return
    const k = `${seat}:${slot}`
    const card = s ?? (watch ? memory.known.get(k) : undefined) ?? null
    const bound = watch ? memory.below.get(k) : undefined
    out.push({ pos: { seat, slot }, card, value: card ? checkValue(card) : bound === undefined ? odds.mean : odds.meanBelow(bound) })
  })
  return out
}

const estimate = (slots: readonly Slot[]): number => slots.reduce((t, s) => t + s.value, 0)

function worst(slots: readonly Slot[]): Slot | null {
  let w: Slot | null = null
  // Ties go to the unknown card: replacing it also reveals it.
  for (const s of slots) if (!w || s.value > w.value || (s.value === w.value && !s.card && w.card)) w = s
  return w
}

function find(legal: readonly CheckAction[], want: CheckAction): CheckAction | null {
  for (const a of legal) {
    if (a.type !== want.type) continue
    switch (a.type) {
      case 'draw': if (want.type === 'draw' && a.from === want.from) return a; break
      case 'tuck': case 'match': if ((want.type === 'tuck' || want.type === 'match') && a.slot === want.slot) return a; break
      case 'peek': if (want.type === 'peek' && key(a.target) === key(want.target)) return a; break
      case 'swap': {
        if (want.type !== 'swap') break
        const [ka, kb, wa, wb] = [key(a.a), key(a.b), key(want.a), key(want.b)]
        if ((ka === wa && kb === wb) || (ka === wb && kb === wa)) return a
        break
      }
      default: return a
    }
  }
  return null
}

function fallback(legal: readonly CheckAction[]): CheckAction {
  return find(legal, { type: 'pass' }) ?? find(legal, { type: 'skip' }) ?? find(legal, { type: 'discard' })
    ?? find(legal, { type: 'draw', from: 'pile' }) ?? (legal[0] as CheckAction)
}

// Other players who can still be touched, with what we expect their hands to total.
function rivals(ctx: Ctx): { seat: Seat; slots: Slot[]; total: number }[] {
  return ctx.view.players.flatMap((p, seat) => {
    if (seat === ctx.memory.me || p.locked) return []
    const slots = slotsOf(ctx, seat)
    return [{ seat, slots, total: estimate(slots) }]
  })
}

function choose(ctx: Ctx, legal: readonly CheckAction[]): CheckAction {
  const { view, memory, style, odds } = ctx
  const mine = slotsOf(ctx, memory.me)
  const pick = (want: CheckAction | null): CheckAction => (want && find(legal, want)) ?? fallback(legal)

  if (view.phase === 'window' && view.window) {
    const rank = rankOf(view.window.card)
    const tried = view.window.tried[memory.me] ?? []
    // Throw only a card we are sure of; an ace stays, since losing it costs a point.
    const twin = mine.find((s) => s.card && rankOf(s.card) === rank && rank !== 'A' && !tried.includes(s.pos.slot))
    return pick(twin ? { type: 'match', slot: twin.pos.slot } : { type: 'pass' })
  }

  if (view.phase === 'ability') return pick(useAbility(ctx, mine))

  const w = worst(mine)
  if (view.turn.drawn) {
    const card = view.turn.drawn
    const v = checkValue(card)
    // Throwing out a king, queen or jack from the grid also earns its ability.
    const tuckGain = w ? w.value - v + (w.card && isSpecial(w.card) ? 2 : 0) : -Infinity
    const twin = style.discardToMatch && view.turn.from === 'pile' && rankOf(card) !== 'A'
      ? mine.find((s) => s.card && rankOf(s.card) === rankOf(card))
      : undefined
    // Discarding and then matching the twin removes a whole card: worth its value.
    if (twin && v >= tuckGain) return pick({ type: 'discard' })
    if (w && tuckGain >= style.tuckGain) return pick({ type: 'tuck', slot: w.pos.slot })
    return pick({ type: 'discard' })
  }

  const lowestRival = Math.min(...rivals(ctx).map((r) => r.total))
  const mineTotal = estimate(mine)
  // A long round wears patience down, as it would at a real table: first the lead asked for
  // goes, then the ceiling, so a table of equals still ends.
  const rounds = view.turn.number / view.seats
  const lead = rounds > 10 ? 0 : style.checkLead
  const ceiling = rounds > 20 ? Infinity : style.checkAt
  if (mineTotal <= ceiling && mineTotal + lead <= lowestRival) {
    const check = find(legal, { type: 'check' })
    if (check) return check
  }
  const top = view.discardTop
  // A known card off the discard pile beats a blind draw when it saves more than the draw would.
  if (top && w && w.value - checkValue(top) >= Math.max(style.tuckGain, odds.gainAgainst(w.value) + 1)) {
    const take = find(legal, { type: 'draw', from: 'discard' })
    if (take) return take
  }
  return pick({ type: 'draw', from: 'pile' })
}

function useAbility(ctx: Ctx, mine: Slot[]): CheckAction | null {
  const { view, style, odds } = ctx
  const ab = view.ability
  if (!ab) return null
  const others = style.watchOthers ? rivals(ctx).sort((a, b) => a.total - b.total) : []
  if (ab.stage === 'peek' && ab.peeksLeft > 0) {
    const peeked = new Set(ab.peeked.map(key))
    const fresh = (s: Slot): boolean => !s.card && !peeked.has(key(s.pos))
    // Our own unknowns first; then the leader's, where a low card to take is likeliest.
    const target = mine.find(fresh) ?? others.flatMap((r) => r.slots).find(fresh)
    if (target) return { type: 'peek', target: target.pos }
  }
  const w = worst(mine)
  if (!w) return { type: 'skip' }
  let best: Slot | null = null
  for (const r of others) for (const s of r.slots) if (s.card && (!best || s.value < best.value)) best = s
  if (best && w.value - best.value >= style.tuckGain + 1) return { type: 'swap', a: w.pos, b: best.pos }
  if (style.blindSwaps && w.card && w.value - odds.mean >= 3) {
    // Hand our heavy card to the player who looks closest to winning, for one of theirs unseen.
    for (const r of others) {
      const unknown = r.slots.find((s) => !s.card)
      if (unknown && w.value - unknown.value >= 3) return { type: 'swap', a: w.pos, b: unknown.pos }
    }
  }
  return { type: 'skip' }
}
