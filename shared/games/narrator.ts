import type { Seat } from '../engine'

/**
 * How a history line names the people at the table: by name, and as "you" for the person
 * reading it, with the words that agree ("you draw", "your card 2"). Lines are worded in lower
 * case where a name may start them; `sentence` capitalises the first letter.
 */
export interface Narrator {
  /** "Ada", or "you". */
  name(seat: Seat): string
  /** "Ada's", or "your". */
  whose(seat: Seat): string
  /** "their", or "your": the seat's own things in a sentence it is the subject of. */
  their(seat: Seat): string
  /**
   * Whose thing, said in a sentence whose subject is `subject`: "their" (or "your") for the
   * subject's own, "Ada's" for anyone else's, so "Bram peeked at their card 1", never "at Bram's".
   */
  of(owner: Seat, subject: Seat): string
  /** The present-tense verb agreeing with the seat: `verb(seat, 'calls', 'call')`. */
  verb(seat: Seat, third: string, second: string): string
  /** Several seats joined by "and": "Ada and you". */
  list(seats: readonly Seat[]): string
}

/** A narrator for the person at `you` (null: the public screen, where everyone is named). */
export function narrator(names: (seat: Seat) => string, you: Seat | null = null): Narrator {
  const isYou = (seat: Seat) => you !== null && seat === you
  const name = (seat: Seat) => (isYou(seat) ? 'you' : names(seat))
  return {
    name,
    whose: (seat) => (isYou(seat) ? 'your' : `${names(seat)}'s`),
    their: (seat) => (isYou(seat) ? 'your' : 'their'),
    of: (owner, subject) => (isYou(owner) ? 'your' : owner === subject ? 'their' : `${names(owner)}'s`),
    verb: (seat, third, second) => (isYou(seat) ? second : third),
    list: (seats) => seats.map(name).join(' and '),
  }
}

/** The line with its first letter capitalised ("you drew …" → "You drew …"). */
export const sentence = (line: string): string => line.charAt(0).toUpperCase() + line.slice(1)
