import type { Seat } from '../engine'

/**
 * A line of table history as data, not words: a message key and its values. The screen words it
 * in its own language (each game's `history` messages, src-renderer/games/<id>/locales), so the
 * engines' room stays free of any language and a new language is a file of messages.
 *
 * - `values` fill the message's `{placeholders}`: a player's name or a card's label as typed, a
 *   number, another line (a phrase worded in the same language, e.g. a count of cards), or a list
 *   joined the language's way ("Ada and Ben", «Ада и Бен»), or by commas alone (`commas`: "Ada 3, Ben 5").
 * - `count` picks the message's plural form and fills `{n}` ("1 card", "5 cards"; «1 карта», «2 карты», «5 карт»).
 */
export interface Line {
  key: string
  values?: Record<string, Value>
  count?: number
}
export type Value = string | number | Line | { list: Value[]; commas?: true }

/**
 * Messages come in forms by point of view, as their last key part: a sentence about the reader
 * ("you draw") or about someone named ("Ada draws"); a thing a seat holds, seen from a sentence's
 * subject: the subject's own ("your card" / "their card", «свою карту»), the reader's ("your
 * card", «вашу карту») or a third player's ("Ben's card", «карту игрока Бен»). Names are never
 * declined: messages phrase around them.
 */
export type Form = 'you' | 'other'

/** How history lines name the people at the table: by name, and as "you" for the person reading. */
export interface Narrator {
  /** A seat as a value inside a line: its name, or "you" for the reader (`narrator.you`). */
  name(seat: Seat): Value
  /** Several seats as one value: "Ada and you". */
  list(seats: readonly Seat[]): Value
  /** A sentence about `subject`: the message `key.you` or `key.other`, with `{name}` the subject's name. */
  about(subject: Seat, key: string, values?: Record<string, Value>): Line
  /** A sentence about several seats at once: `key.you` when the reader is among them, else `key.other`, with `{names}`. */
  aboutAll(subjects: readonly Seat[], key: string, values?: Record<string, Value>): Line
  /**
   * A phrase for a thing `owner` holds in a sentence about `subject`: `key.own.you` / `key.own.other`
   * (the subject's own, as the reader or someone else), `key.yours` (the reader's) or `key.theirs`
   * (a third player's, with `{owner}`).
   */
  of(subject: Seat, owner: Seat, key: string, values?: Record<string, Value>): Line
}

/** The reader as a value: "you", «вы». */
export const YOU: Line = { key: 'narrator.you' }

/** A narrator for the person at `you` (null: the public screen, where everyone is named). */
export function narrator(names: (seat: Seat) => string, you: Seat | null = null): Narrator {
  const isYou = (seat: Seat) => you !== null && seat === you
  const form = (seat: Seat): Form => (isYou(seat) ? 'you' : 'other')
  const name = (seat: Seat): Value => (isYou(seat) ? YOU : names(seat))
  const list = (seats: readonly Seat[]): Value => ({ list: seats.map(name) })
  return {
    name,
    list,
    about: (subject, key, values = {}) => ({ key: `${key}.${form(subject)}`, values: { ...values, name: names(subject) } }),
    aboutAll(subjects, key, values = {}) {
      return { key: `${key}.${subjects.some(isYou) ? 'you' : 'other'}`, values: { ...values, names: list(subjects) } }
    },
    of(subject, owner, key, values = {}) {
      if (owner === subject) return { key: `${key}.own.${form(subject)}`, values }
      if (isYou(owner)) return { key: `${key}.yours`, values }
      return { key: `${key}.theirs`, values: { ...values, owner: names(owner) } }
    },
  }
}
