import { FULL_DECK, rankOf, type Card } from '../../cards'
import { checkValue } from '../../cards/values'
import type { Seat } from '../../engine'
import type { Bot, BotDecision, BotLevel } from '../module'
import { nextFloat, seedRng, type RngState } from '../../random'
import { isSpecial } from './engine'
import type { CheckAction, CheckEvent, CheckView, Position } from './types'

/** How a level plays: reaction times are a person's, never faster than 600 ms in a window. */
interface Style {
  /** Milliseconds from a window opening until this player can throw or decide to pass. */
  react: [number, number]
  /** Milliseconds to make an ordinary turn decision. */
  think: [number, number]
  /** Chance each private look is remembered at all. */
  recall: number
  /** Whether swaps by others move what it remembers (an inattentive player misses them). */
  trackSwaps: boolean
  /** Whether it keeps track of other players' cards it has seen. */
  watchOthers: boolean
  /** Draw a card only to discard it and match its twin from the grid. */
  discardToMatch: boolean
  /** Swap its worst card with an unseen one of the leader's when that is expected to pay. */
  blindSwaps: boolean
  /** Calls Check when its estimate is at most this… */
  checkAt: number
  /** …and lower than every opponent's estimate by this much. */
  checkLead: number
  /** Least expected gain (points) that makes a tuck worth it. */
  tuckGain: number
}

const STYLES: Record<Exclude<BotLevel, 'random'>, Style> = {
  easy: {
    react: [1500, 2600], think: [1200, 2400], recall: 0.6, trackSwaps: false, watchOthers: false,
    discardToMatch: false, blindSwaps: false, checkAt: 12, checkLead: 0, tuckGain: 3,
  },
  normal: {
    react: [900, 1600], think: [900, 1800], recall: 0.9, trackSwaps: true, watchOthers: true,
    discardToMatch: true, blindSwaps: false, checkAt: 8, checkLead: 2, tuckGain: 2,
  },
  hard: {
    react: [600, 1100], think: [700, 1400], recall: 1, trackSwaps: true, watchOthers: true,
    discardToMatch: true, blindSwaps: true, checkAt: 6, checkLead: 3, tuckGain: 1,
  },
}

const RANDOM_DELAY: [number, number] = [600, 3000]

const key = (p: Position): string => `${p.seat}:${p.slot}`

/**
 * What one seat has seen: cards at places (its peeks, public reveals, cards it tucked or saw
 * tucked from the discard pile), moved along with swaps, and the discard pile it watched grow.
 */
class Memory {
  known = new Map<string, Card>()
  discard: Card[] = []
  drawn: Card | null = null
  /** The card just taken off the discard pile, public until it is tucked. */
  taken: Card | null = null

  constructor(readonly me: Seat, readonly style: Style | null, readonly roll: () => number) {}

  private learn(p: Position, card: Card): void {
    if (p.seat !== this.me && this.style && !this.style.watchOthers) return
    if (this.style && this.roll() >= this.style.recall) this.known.delete(key(p))
    else this.known.set(key(p), card)
  }

  observe(e: CheckEvent): void {
    switch (e.type) {
      case 'initialPeek':
        e.slots.forEach((slot, i) => this.learn({ seat: e.seat, slot }, e.cards[i] as Card))
        break
      case 'reshuffled':
        this.discard = this.discard.slice(-1)
        break
      case 'drew':
        if (e.from === 'discard') this.taken = this.discard.pop() ?? null
        break
      case 'drawnCard':
        this.drawn = e.card
        break
      case 'tucked': {
        const p = { seat: e.seat, slot: e.slot }
        const placed = e.from === 'discard' ? this.taken : e.seat === this.me ? this.drawn : null
        if (placed) this.learn(p, placed)
        else this.known.delete(key(p))
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
        const a = this.known.get(key(e.a))
        const b = this.known.get(key(e.b))
        this.known.delete(key(e.a))
        this.known.delete(key(e.b))
        if (b) this.known.set(key(e.a), b)
        if (a) this.known.set(key(e.b), a)
        break
      }
    }
  }

  /** Mean value of the cards this seat has not seen where they are: its estimate of any unknown card. */
  unknownMean(): number {
    const seen = new Set<Card>([...this.known.values(), ...this.discard])
    if (this.drawn) seen.add(this.drawn)
    let sum = 0
    let n = 0
    for (const c of FULL_DECK) {
      if (!seen.has(c)) {
        sum += checkValue(c)
        n++
      }
    }
    return n === 0 ? 0 : sum / n
  }
}

interface Slot {
  pos: Position
  card: Card | null
  /** Known value, or the mean of unseen cards. */
  value: number
}

/** A bot for one Check! seat, deciding from its views and the events it was shown. */
export function createCheckBot(seat: Seat, level: BotLevel, seed: string): Bot<CheckView, CheckAction, CheckEvent> {
  let rng: RngState = seedRng(`${seed}:check-bot:${seat}`)
  const roll = (): number => {
    const [f, next] = nextFloat(rng)
    rng = next
    return f
  }
  const between = ([lo, hi]: [number, number]): number => Math.round(lo + roll() * (hi - lo))
  const style = level === 'random' ? null : STYLES[level]
  const memory = new Memory(seat, style, roll)
  // A person reacts once per situation: remember when this one began and how long they take,
  // so being asked again (others acted meanwhile) does not restart the clock.
  let moment = ''
  let readyAt = 0

  const delayFor = (view: CheckView, now: number): number => {
    const id = `${view.turn.number}:${view.phase}:${view.window?.deadline ?? ''}:${view.ability?.stage ?? ''}:${view.ability?.peeksLeft ?? ''}:${view.players[seat]?.slots.length}`
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
        ? choose(view, legal, memory, style)
        : (legal[Math.floor(roll() * legal.length)] as CheckAction)
      const delay = delayFor(view, now)
      // Passing comes a beat after the look that found nothing to throw.
      return { action, delayMs: action.type === 'pass' ? delay + 250 : delay }
    },
  }
}

function slotsOf(view: CheckView, memory: Memory, seat: Seat, mean: number): Slot[] {
  const out: Slot[] = []
  view.players[seat]?.slots.forEach((s, slot) => {
    if (s === 'empty') return
    const card = s ?? memory.known.get(`${seat}:${slot}`) ?? null
    out.push({ pos: { seat, slot }, card, value: card ? checkValue(card) : mean })
  })
  return out
}

const estimate = (slots: readonly Slot[]): number => slots.reduce((t, s) => t + s.value, 0)

function worst(slots: readonly Slot[]): Slot | null {
  let w: Slot | null = null
  // Ties go to the unknown card: replacing it also teaches nothing worse than we already assume.
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
        const ka = key(a.a)
        const kb = key(a.b)
        const wa = key(want.a)
        const wb = key(want.b)
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

function choose(view: CheckView, legal: readonly CheckAction[], memory: Memory, style: Style): CheckAction {
  const me = memory.me
  const mean = memory.unknownMean()
  const mine = slotsOf(view, memory, me, mean)
  const pick = (want: CheckAction | null): CheckAction => (want && find(legal, want)) ?? fallback(legal)

  if (view.phase === 'window' && view.window) {
    const rank = rankOf(view.window.card)
    const tried = view.window.tried[me] ?? []
    // Throw only a card we are sure of; an ace stays, since losing it costs a point.
    const twin = mine.find((s) => s.card && rankOf(s.card) === rank && rank !== 'A' && !tried.includes(s.pos.slot))
    return pick(twin ? { type: 'match', slot: twin.pos.slot } : { type: 'pass' })
  }

  if (view.phase === 'ability' && view.ability) return pick(useAbility(view, memory, style, mine, mean))

  if (view.turn.drawn) {
    const card = view.turn.drawn
    const v = checkValue(card)
    const w = worst(mine)
    const tuckGain = w ? w.value - v + (w.card && isSpecial(w.card) ? 2 : 0) : -Infinity
    const twin = style.discardToMatch && view.turn.from === 'pile' && rankOf(card) !== 'A'
      ? mine.find((s) => s.card && rankOf(s.card) === rankOf(card))
      : undefined
    // Discarding and then matching the twin removes a whole card: worth its value.
    if (twin && v >= tuckGain) return pick({ type: 'discard' })
    if (w && tuckGain >= style.tuckGain) return pick({ type: 'tuck', slot: w.pos.slot })
    return pick({ type: 'discard' })
  }

  const myEstimate = estimate(mine)
  const lowestOther = Math.min(
    ...view.players.map((p, seat) => (seat !== me && !p.locked ? estimateOf(view, memory, seat, mean, style) : Infinity)),
  )
  if (myEstimate <= style.checkAt && myEstimate + style.checkLead <= lowestOther) {
    const check = find(legal, { type: 'check' })
    if (check) return check
  }
  const top = view.discardTop
  const w = worst(mine)
  if (top && w && w.value - checkValue(top) >= style.tuckGain + 1 && checkValue(top) <= 4) {
    const take = find(legal, { type: 'draw', from: 'discard' })
    if (take) return take
  }
  return pick({ type: 'draw', from: 'pile' })
}

function estimateOf(view: CheckView, memory: Memory, seat: Seat, mean: number, style: Style): number {
  const p = view.players[seat]
  if (!p) return Infinity
  if (!style.watchOthers) return p.cards * mean
  return estimate(slotsOf(view, memory, seat, mean))
}

function useAbility(view: CheckView, memory: Memory, style: Style, mine: Slot[], mean: number): CheckAction | null {
  const ab = view.ability
  if (!ab) return null
  const me = memory.me
  const open = (seat: Seat): boolean => seat !== me && !(view.players[seat]?.locked ?? true)
  if (ab.stage === 'peek' && ab.peeksLeft > 0) {
    const peeked = new Set(ab.peeked.map(key))
    const mineUnknown = mine.find((s) => !s.card && !peeked.has(key(s.pos)))
    if (mineUnknown) return { type: 'peek', target: mineUnknown.pos }
    if (style.watchOthers) {
      const targets = view.players.flatMap((_, seat) => (open(seat) ? slotsOf(view, memory, seat, mean) : []))
        .filter((s) => !s.card && !peeked.has(key(s.pos)))
      const t = targets[0]
      if (t) return { type: 'peek', target: t.pos }
    }
  }
  const w = worst(mine)
  if (!w) return { type: 'skip' }
  if (style.watchOthers) {
    // Take the best card anyone else is known to hold, if it beats our worst.
    let best: Slot | null = null
    for (let seat = 0; seat < view.seats; seat++) {
      if (!open(seat)) continue
      for (const s of slotsOf(view, memory, seat, mean)) if (s.card && (!best || s.value < best.value)) best = s
    }
    if (best && w.value - best.value >= style.tuckGain + 1) return { type: 'swap', a: w.pos, b: best.pos }
  }
  if (style.blindSwaps && w.card && w.value - mean >= 3) {
    // Hand our heavy card to the player who looks closest to winning, for one of theirs unseen.
    let target: Slot | null = null
    let leaderEstimate = Infinity
    for (let seat = 0; seat < view.seats; seat++) {
      if (!open(seat)) continue
      const theirs = slotsOf(view, memory, seat, mean)
      const unknown = theirs.find((s) => !s.card)
      const e = estimate(theirs)
      if (unknown && e < leaderEstimate) {
        leaderEstimate = e
        target = unknown
      }
    }
    if (target) return { type: 'swap', a: w.pos, b: target.pos }
  }
  return { type: 'skip' }
}
