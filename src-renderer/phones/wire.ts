/**
 * One connection to a seat, however it travels: a socket to the seat server on the computer's
 * network, or a room on the relay (`relay-dial.ts`). It carries the seat channels' JSON frames
 * as text, both ways, and tells the link when it opens, drops and ends.
 */
export interface SeatWire {
  send(text: string): void
  close(): void
}
export interface WireEvents {
  /** Open (or open again after a drop the wire mended by itself): requests may go. */
  opened(): void
  heard(text: string): void
  /** Dropped for a moment: the wire is mending itself (the relay's hold), nothing to do. */
  dropped(): void
  /** Gone for good: the link tries again as it sees fit. */
  closed(): void
  /** Through the relay: whether the computer holding the table is there. */
  hostHere(here: boolean): void
}
/** Opens a wire for a link's key: or says the key opens nothing (`refused`), or nothing could be reached (`lost`). */
export type Dial = (key: string, events: WireEvents, device: string, before: boolean) => Promise<SeatWire | 'refused' | 'lost'>
