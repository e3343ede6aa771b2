import type { Engine, Seat } from '@shared/engine'
import { defineGame } from '@shared/games/descriptor'
import type { AnyCardGameModule } from '@shared/games/module'
import { ok, err } from '@shared/result'

// For the table's tests, a toy game small enough to reason about: on your turn you "take", which
// shows you a private number and opens a 1-second window in which anyone may "slap"; four windows
// end the game.
export type ToyState = { turn: Seat; secret: number[]; window: number | null; rounds: number; seats: number }
export type ToyAction = { type: 'take' | 'slap'; at?: number }
export type ToyEvent = { type: string; seat?: Seat; value?: number }

export const toyEngine: Engine<{ seats: number }, ToyState, ToyAction, unknown, ToyEvent> = {
  id: 'toy',
  setup: ({ seats }) => {
    const secret = Array.from({ length: seats }, (_, i) => i * 10)
    return ok({
      state: { turn: 0, secret, window: null, rounds: 0, seats },
      events: secret.map((value, seat) => ({ to: seat, event: { type: 'secret', seat, value } })),
    })
  },
  legalActions: (s, seat) =>
    s.rounds >= 4 ? [] : s.window !== null ? [{ type: 'slap' }] : seat === s.turn ? [{ type: 'take' }] : [],
  apply: (s, seat, a) => {
    if (a.type === 'take' && s.window === null && seat === s.turn) {
      const secret = s.secret.map((v, i) => (i === seat ? v + 1 : v))
      return ok({
        state: { ...s, secret, window: (a.at ?? 0) + 1000 },
        events: [
          { to: 'all', event: { type: 'took', seat } },
          { to: seat, event: { type: 'secret', seat, value: secret[seat] } },
        ],
      })
    }
    if (a.type === 'slap' && s.window !== null) {
      return ok({ state: close(s), events: [{ to: 'all', event: { type: 'slapped', seat } }] })
    }
    return err({ code: 'ILLEGAL', message: 'not now' })
  },
  view: (s, viewer) => ({ turn: s.turn, window: s.window, mine: viewer === 'public' ? null : s.secret[viewer] }),
  outcome: (s) => (s.rounds >= 4 ? { winners: [0], scores: [], disqualified: [] } : null),
  deadline: (s) => s.window,
  expire: (s, now) =>
    s.window !== null && now >= s.window
      ? ok({ state: close(s), events: [{ to: 'all', event: { type: 'timeout' } }] })
      : err({ code: 'NOT_YET', message: 'the window is still open' }),
}
const close = (s: ToyState): ToyState => ({ ...s, window: null, turn: (s.turn + 1) % s.seats, rounds: s.rounds + 1 })

export const seenByBots: { seat: Seat; view: unknown }[] = []
export const toy: AnyCardGameModule = {
  game: defineGame({
    id: 'toy',
    title: 'Toy',
    seats: { min: 2, max: 4, start: 2 },
    levels: ['easy', 'normal', 'hard'],
    options: {},
    levelPoints: { win: 3, draw: 2, loss: 1 },
  }),
  engine: toyEngine,
  errorCodes: ['ILLEGAL', 'NOT_YET'],
  defaultConfig: (seats: number) => ({ seats }),
  record: { config: { seats: { kind: 'seats' } }, actions: { take: {}, slap: {} } },
  cardsOf: () => [],
  selfplayStats: () => ({}),
  createBot: (seat: Seat) => ({
    observe: (view: unknown) => seenByBots.push({ seat, view }),
    decide: (_view: unknown, legal: readonly ToyAction[]) => ({ action: legal[0]!, delayMs: 500 }),
  }),
  actingSeat: (s: ToyState) => (s.window !== null || s.rounds >= 4 ? null : s.turn),
  isOpenAction: (a: ToyAction) => a.type === 'slap',
}
