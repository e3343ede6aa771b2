import type { Result } from './result'
import type { Language, Profile, SeatColour, Settings } from './profile'
import type { Outcome, Seat } from './engine'
import type { SeatLevel } from './games/descriptor'
import type { GameId, RegisteredOptions } from './games/registry'
import type { BotLevel } from './games/module'
import type { BlitzFilter, Side } from './checkmates'
import type { SoloEnding, SoloTier } from './checkmates/solo'
import type { Puzzle } from './checkmates/puzzle'
import type { StreakCard, StreakEnding } from './checkmates/streak'
import type { Card } from './cards'
import type { JudgedStep, VerdictProgress } from './records/verdicts'
import type { Advice } from './games/expert/advice'
import type { CheckMatesReview } from './checkmates/record-review'

/** Why a request failed: a code for programs, a sentence for people. */
/**
 * A refusal. The screen words it by `code` in the person's language, with `params` for the values
 * the words need (a name, a number); `message` is English for developers, logs and the command
 * line, never shown.
 */
export interface ApiError {
  code: 'INVALID_PAYLOAD' | 'NOT_FOUND' | 'UNKNOWN_CHANNEL' | 'INTERNAL' | (string & {})
  message: string
  /**
   * The values the words need. `problem`, when given, is a code of its own that says more than
   * `code` (the name problem behind an INVALID_PAYLOAD, the phones' problem behind PHONES_OFF).
   */
  params?: MessageParams
  /** For developers, never shown: where a payload failed its schema (the channel and each field's path). */
  detail?: string
}
export type ApiResult<T> = Result<T, ApiError>

/** Values a message needs, by placeholder name. */
export type MessageParams = Record<string, string | number>

/**
 * What a notice says: the saved data could not be read and was set aside; saving failed; saving
 * works again; the past games' database could not be read and was set aside; the data file or
 * the past games cannot be kept where they belong, so this session keeps them in memory.
 */
export const NOTICE_CODES = ['STORE_RESET', 'SAVE_FAILED', 'SAVE_WORKS', 'GAMES_RESET', 'GAMES_TEMPORARY', 'STORE_TEMPORARY'] as const
export type NoticeCode = (typeof NOTICE_CODES)[number]

/**
 * Something the user must be told once, e.g. that a corrupt save was set aside. The screen words it
 * by `code` and `params` (a reason among them is a code too: a system error such as ENOSPC, or why
 * the saved file could not be read); `message` is the same in English, for logs.
 */
export interface Notice {
  id: string
  level: 'info' | 'warning'
  code: NoticeCode
  params: MessageParams
  message: string
}

export interface AppInfo {
  version: string
  edition: 'electron' | 'web'
  notices: Notice[]
  /** The system's preferred languages, most wanted first (empty where the host cannot know them). */
  systemLanguages: string[]
}

/**
 * Where a person plays: at this computer, on their own phone on this network (the seat server),
 * or on any browser anywhere through the relay (`online`, docs/online.md).
 */
export type SeatPlace = 'here' | 'phone' | 'online'

/** Who sits in a seat, as the lobby asks for it; a person sits here unless `where` says phone. */
export type SeatRequest =
  | { kind: 'human'; profileId: string; where?: SeatPlace }
  | { kind: 'bot'; level: SeatLevel }

/**
 * A phone seat's phone: `joining` until it first opens its link, `connected` while it is at the
 * table, `away` when it left since (asleep, reloading, out of reach).
 */
export type PhoneState = 'joining' | 'connected' | 'away'

/** Who sits in a seat, as the table shows it. */
export interface SeatInfo {
  name: string
  colour: SeatColour
  kind: 'human' | 'bot'
  level?: BotLevel
  profileId?: string
  /**
   * Present for a person playing on their phone: whether that phone is at the table. An online
   * seat is such a seat too (its browser is the phone), reached through the relay.
   */
  phone?: PhoneState
  /** Present for a person playing online, through the relay. */
  online?: true
}

export type { GameId }

/**
 * The lobby's choices beyond the seats: the game's options under their keys, as its descriptor
 * names them (Four Down's `target`, Check Mates' `side`, `deck`, `cards`). The table keeps them so
 * "Play again" repeats them.
 */
export type TableLobby = RegisteredOptions & {
  /**
   * A practice table: it counts for nobody's record (no result is kept), and a person there may
   * ask what the expert would do (`table:ask-expert`).
   */
  practice?: boolean
}

/** Every game sits at the shared table: the card games and Check Mates' bidding game. */
export interface TableCreate extends TableLobby {
  gameId: GameId
  seats: SeatRequest[]
  seed?: string
  /** "Play again": the table this game follows, for what carries over (who deals). */
  rematchOf?: string
}

/**
 * One screen's picture of a table. Built for whoever may look at the screen right now: a seat's
 * private view only after that seat's hand-over screen was dismissed, else the public view.
 */
export interface TableSnapshot<View = unknown, Action = unknown, E = unknown> {
  tableId: string
  gameId: GameId
  seats: SeatInfo[]
  lobby: TableLobby
  viewer: Seat | 'public'
  /** A hand-over screen is up: pass the computer to this seat's player before anything private shows. */
  handover: { seat: Seat; name: string } | null
  /**
   * The viewer is looking at private news outside their own turn (an opening look, a new hand);
   * play waits until the screen releases it (a timed look turning back, or the player's "Done").
   */
  looking: boolean
  /** Seats whose expert computer player is thinking now, off the host's thread. */
  thinking: Seat[]
  /**
   * The seat whose private decision the game waits on (its turn, its ability), as its module says
   * (`actingSeat`); null while a window is open to everyone, in a game with nothing private
   * (Check Mates bidding: who proves is in its view) and once the game is over. Whose turn it is
   * is public, so every viewer gets the same value.
   */
  actingSeat: Seat | null
  view: View
  /** What this screen may offer: the viewer's legal actions, and every human seat's open actions. */
  actions: { seat: Seat; actions: Action[] }[]
  /** Events since the previous snapshot that this viewer may see, oldest first, for animation. */
  events: E[]
  /** The latest public events, oldest first, for the history panel. */
  history: E[]
  /**
   * How many steps the game has taken (actions, and windows that ran out): the step a review of
   * this moment would open at. A screen shows it as `data-step`, so a test knows the table moved.
   */
  step: number
  /** Host clock when the snapshot was made; countdowns run against `deadline - now`. */
  now: number
  deadline: number | null
  outcome: Outcome | null
  /** The computer's cards for phone seats. Only in the computer's own snapshots, never a phone's. */
  joinLinks: JoinCard[]
  /**
   * The spectators' link, while the table is on the relay: only in the computer's own snapshots,
   * never a phone's or a spectator's. Absent at a table offline.
   */
  watchLink?: string
  /** At a lesson's table (`lesson:start`), where the lesson stands; absent everywhere else. */
  lesson?: LessonShown
}

/**
 * What the lesson panel shows of a lesson being played (issue 32). Words are message keys under
 * the game's id (`<game>.lessons.<lesson>.…`).
 */
export interface LessonShown {
  id: string
  /** Its place among the game's lessons, from 1, of `total`. */
  number: number
  total: number
  title: string
  goal: string
  /** The current step's line (what to do, or what to read), or null between steps and at the end. */
  say: string | null
  /** The current step is a line to read: the panel offers "Next". */
  read: boolean
  /** The hint rungs shown at this step, in order, and how many are left. */
  hints: string[]
  hintsLeft: number
  /** A wrong move is on the table: why it is wrong; "Try again" puts the step back. */
  wrong: string | null
  /** The learner's moves done so far, of `par`. */
  done: number
  par: number
  moves: number
  hintsUsed: number
  /** Once every step is done: the stars earned. */
  stars: 1 | 2 | 3 | null
  /** The lesson is done and the table plays on as a short free game. */
  free: boolean
  /** The game's next lesson, for "Next lesson" once this one is done; null after the last. */
  next: string | null
}

/** One lesson on a game's lesson map, for one person. */
export interface LessonEntry {
  id: string
  number: number
  /** The best stars earned, 0 before the lesson was ever finished. */
  stars: 0 | 1 | 2 | 3
  /** How many of its moves a started lesson's learner has made (it resumes after them), or null when none is under way. */
  at: number | null
  /** How many moves the lesson asks for (its par). */
  moves: number
}

/** A game's lesson map for one person. */
export interface LessonMap {
  gameId: GameId
  profileId: string
  lessons: LessonEntry[]
}

/** Which lesson, for whom. */
export interface LessonRef {
  gameId: GameId
  lessonId: string
  profileId: string
}

/**
 * A card on the computer for a phone seat: one for each phone seat not at the table now, and one
 * for a seat another device has just taken.
 */
export interface JoinCard {
  seat: Seat
  /**
   * The link that opens the seat, to show as text and a code: while it joins, and after the
   * computer made the seat a new link, until a phone opens it. Null while phones are off, and for
   * a phone that has been in and is away: a key once opened is never shown again (anyone who
   * scanned it would have the seat).
   */
  url: string | null
  /**
   * When (host clock) the seat last went from the device holding it to another device, while it
   * is there: the computer says so, with a new link at hand. Absent otherwise.
   */
  takenAt?: number
}

/**
 * Whether phones can join now, and where: the seat server's address (`url`), or why it is not
 * listening. `addresses` are this computer's network addresses a person may choose in Settings.
 */
export interface PhoneAccess {
  state: 'off' | 'on' | 'failed'
  url: string | null
  /** Why phones cannot join while the setting is on (no network, the port taken), worded by code as a refusal is. */
  problem: PhoneProblem | null
  addresses: string[]
  /** The address and port were fixed at launch (the web edition's --phones-host, --phones-port). */
  fixedAtLaunch: boolean
}

/**
 * Whether online seats and spectators can reach the computer's tables: `off` while Settings hold
 * no relay, `connecting` until it answers, `on` while it does, `failed` when it cannot be reached
 * (and is tried again by itself). `relay`: the address set in Settings.
 */
export interface OnlineAccess {
  state: 'off' | 'connecting' | 'on' | 'failed'
  relay: string | null
  /** Why the relay cannot be reached, worded for a log (the screen words `state`). */
  problem: string | null
}

/** Why phones cannot join: NO_NETWORK; PORT_TAKEN {port}; NOT_THIS_COMPUTER {address}; SERVER_FAILED (the system's own words in `message`). */
export const PHONE_PROBLEM_CODES = ['NO_NETWORK', 'PORT_TAKEN', 'NOT_THIS_COMPUTER', 'SERVER_FAILED'] as const
export interface PhoneProblem extends ApiError {
  code: (typeof PHONE_PROBLEM_CODES)[number]
}

/** A profile's record across every title. */
export interface Standing {
  levelPoints: number
  rating: number | null
  ratedMatches: number
  badges: GameId[]
  games: Partial<Record<GameId, { played: number; wins: number; draws: number; losses: number }>>
}

export interface MatchSummary {
  gameId: GameId
  at: number
  seats: { name: string; kind: 'human' | 'bot'; level?: string; profileId?: string }[]
  winners: Seat[]
  scores: number[]
  rated: boolean
}

/** A finished game kept for review, as the list of past games shows it. */
export interface PastGameSummary {
  id: string
  /** When it ended. */
  at: number
  gameId: GameId
  /** At the table, or Check Mates played alone (its one score is the time taken). */
  mode: 'table' | 'solo'
  seats: MatchSummary['seats']
  winners: Seat[]
  scores: number[]
  steps: number
  /** Played at a practice table: it counted for nobody's record. */
  practice?: true
  /** Brought in from a file, not played here. */
  imported?: true
}

/**
 * A kept game whose row cannot be shown (a game this app does not know, a damaged summary, a
 * time out of range): listed as such so it can be deleted, and never in the way of the others.
 */
export interface UnreadableGame {
  id: string
  at: number | null
  unreadable: true
}
export type PastGameRow = PastGameSummary | UnreadableGame

/** Which past games to list: every filter left out matches all; `result` only with a person. */
export interface GamesQuery {
  profileId: string | null
  gameId?: GameId
  result?: 'win' | 'draw' | 'loss'
  /** Counted games (played here, at a table that counts), practice tables', or imported ones. */
  kind?: 'counted' | 'practice' | 'imported'
  /** Ended at or after this time (ms). */
  from?: number
  /** Ended before this time (ms). */
  to?: number
  /** The page after this row (the last row of the page before). */
  after?: { at: number; id: string }
  limit?: number
}

/** One page of past games, newest first, with how many the filters match in all. */
export interface GamesPage {
  games: PastGameRow[]
  total: number
  /** Where the next page starts; null on the last. */
  next: { at: number; id: string } | null
}

/** Whose eyes a review looks through: one seat's (what that player could see then), or every card face up. */
export type ReviewViewer = Seat | 'all'

/** One moment of a past game, replayed in main on today's engine. */
export interface ReviewFrame {
  id: string
  /** At the table (`table` holds the game's snapshot), or a Check Mates run alone (its view is the run's). */
  mode: 'table' | 'solo'
  /** 0 is the deal; n is after the record's n-th step. */
  step: number
  steps: number
  viewer: ReviewViewer
  /** The seat whose step this was; null for the deal and for the clock closing a window. */
  by: Seat | null
  /** Milliseconds from the deal to this step. */
  elapsed: number
  startedAt: number
  /** When the kept game ended: the review's header shows it, as the past games' list does. */
  endedAt: number
  /** The record's seed: a run alone is dealt again from it, as practice in the solo screen. */
  seed: string
  /**
   * The table as the viewer saw it then, for the game's own table screen: nothing to act on, and
   * in a seat's view nothing that seat could not see. Face up, the public view.
   */
  table: TableSnapshot
  /** This step's events the viewer saw (every seat's, face up), oldest first, for its narration. */
  events: unknown[]
  /** Face up only: every seat's hidden cards; null in a seat's view. */
  faceUp: (Card | 'empty')[][] | null
}

export interface ProfileResults {
  profile: Profile
  standing: Standing
  level: { level: number; into: number; needed: number }
  /** This profile's latest matches, newest first. */
  recent: MatchSummary[]
}

/** One revealed card of a Check Mates solo run. */
export interface SoloCardView {
  id: string
  task: string
  points: number
  /**
   * The solver's fewest moves from the board the card was revealed on. Told once the card is done;
   * null for the card in play, where it would be a hint.
   */
  optimal: number | null
  moves: number
  /** Host clock when the card was satisfied; null for the card in play. */
  doneAt: number | null
}

/** The best counted time before this run, and how this run ended (CM-11). */
export interface SoloResult {
  timeMs: number
  tier: SoloTier
  /** False for a practice run: shown, never kept. */
  counted: boolean
  previousBest: number | null
}

/**
 * A solo run as the player may see it: the real board, the cards revealed so far, the host's
 * stopwatch. Never the cards still face down, nor a counted run's seed while it can still count.
 */
export interface SoloSession {
  sessionId: string
  side: Side
  deck: BlitzFilter
  /** The deal's seed: a practice run's from the start, a counted run's only once it is over. */
  seed: string | null
  /** Hints on request and never a record; every run on a chosen seed is one. */
  practice: boolean
  profileId: string | null
  board: string
  total: number
  /** Revealed cards in order; the last is in play until the run ends. */
  cards: SoloCardView[]
  startedAt: number
  now: number
  /** When the tenth card was met; null for a run still on or one that was quit or left idle. */
  finishedAt: number | null
  /** How the run ended, or null while it is on. */
  ended: SoloEnding | null
  lastMove: string | null
  /** How far help for the card in play has gone: 0 none yet, 1 the count, 2 a best move too. */
  hintLevel: 0 | 1 | 2
  /** Practice help on show, for the board as it is now: the count, and at level 2 a best next move. */
  hint: { optimal: number | null; move: string | null } | null
  result: SoloResult | null
}

/** A finished, counted solo run as stored. */
export interface SoloRun {
  id: string
  profileId: string | null
  side: Side
  deck: BlitzFilter
  seed: string
  timeMs: number
  tier: SoloTier
  at: number
  cards: { id: string; moves: number; optimal: number | null }[]
}

/**
 * One person's card games over a period (the rules: docs/records.md, "Progress: card games"), from
 * counted games only. Each `game` is a kept game's id, for its review; null where none is kept.
 */
export interface CardGamesProgress {
  /** Per card game played in the period, in the registry's order: blocks of ten games per level, oldest first. */
  games: {
    gameId: GameId
    blocks: {
      /** The strongest computer player at the table, or 'people' when every opponent was a person. */
      level: BotLevel | 'people'
      /** From 1, per level. */
      block: number
      /** 10, or fewer in a level's last block. */
      games: number
      wins: number
      share: number
      /** Its first and last game's end. */
      from: number
      at: number
      /** Its last game. */
      game: string
    }[]
  }[]
  /** The person's standing after each counted match of the period, oldest first; rating only after a rated one. */
  ladder: { gameId: GameId; at: number; levelPoints: number | null; rating: number | null; game: string | null }[]
  /** The expert's verdicts on the person's decisions in the same games. */
  decisions: DecisionProgress
}

/**
 * The expert's verdicts on one person's decisions in their counted card games of a period, added
 * up in SQL (docs/records.md, "Progress: decisions"). Losses are in each game's own measure.
 */
export interface DecisionProgress {
  /** Per card game with a judged decision, in the registry's order. */
  games: {
    gameId: GameId
    /** The judged games with a decision in them in blocks of ten, oldest first: each block's share of good decisions. */
    blocks: {
      /** From 1. */
      block: number
      /** 10, or fewer in the last block. */
      games: number
      decisions: number
      good: number
      share: number
      /** Its first and last game's end. */
      from: number
      at: number
      /** Its last game. */
      game: string
    }[]
    /** Decisions by kind (a key under `<game>.decisions.*`), the costliest in all first. */
    kinds: { kind: string; decisions: number; good: number; loss: number; meanLoss: number; worst: number }[]
  }[]
  /** Counted games of the period whose verdicts are still being worked out. */
  waiting: number
}

/**
 * One person's bids in Check Mates bidding games over a period, against the solver's optimum for
 * each card (the rules: docs/records.md, "Progress: bidding"), from counted games only. Every
 * figure but `unsolvable` leaves out bids on cards no line meets.
 */
export interface BiddingProgress {
  /** Bids on cards with an optimum: at it, above it, or below it. */
  bids: number
  atOptimum: number
  /** atOptimum / bids; null with no bids. */
  share: number | null
  /** Mean moves above the optimum of the bids at or above it; null with none. */
  meanExcess: number | null
  /** Bids under the optimum: no line could prove them. */
  below: number
  /** Bids on cards no line meets, left out of every other figure. */
  unsolvable: number
  /** A game each, oldest first, with the same figures over its own bids; `id` is its past game's. */
  points: { id: string; at: number; bids: number; atOptimum: number; share: number; meanExcess: number | null; below: number }[]
}

/** A Progress screen's period: the last 7 or 30 days by the host's clock, or the whole history. */
export type ProgressPeriod = '7d' | '30d' | 'all'

/**
 * One person's Check Mates solo runs on one side and deck over a period, added up in SQL (the
 * rules: docs/records.md, "Progress: Check Mates solo"). Times are milliseconds; every figure but
 * `points` counts counted runs only, and is null while there are too few of them.
 */
export interface SoloProgress {
  /** Every finished run of the period, counted and practice, oldest first; `id` is also its past game's. */
  points: { id: string; at: number; timeMs: number; counted: boolean }[]
  best: number | null
  /** The plain mean of the latest 3. */
  meanOf3: number | null
  /** The latest 5 (12) with their best and worst dropped, as speed-puzzle timers count. */
  averageOf5: number | null
  averageOf12: number | null
  /** The best such average of any 5 (12) runs in a row in the period. */
  bestAverageOf5: number | null
  bestAverageOf12: number | null
  /** Card times in 5-second buckets, from 0 up to the slowest one used; the last, from 95 s, has no end. */
  histogram: { fromMs: number; toMs: number | null; count: number }[]
  /** Each card played, by id: how often, its mean moves above the solver's optimum, and the trend of that. */
  cards: { id: string; played: number; meanExcess: number | null; trend: number | null }[]
}

/** How a try at a daily puzzle ended: the board met the card, or the person gave up. */
export type DailyOutcome = 'solved' | 'gave-up'

/** One person's one try at a date's daily Check Mates puzzle (docs/daily.md). */
export interface DailyTryView {
  date: string
  /** The date's board and card. */
  puzzle: Omit<Puzzle, 'optimal'>
  /** The solver's fewest moves for it: told once the try is over, null until then. */
  optimal: number | null
  /** The board now. */
  board: string
  moves: string[]
  startedAt: number
  endedAt: number | null
  outcome: DailyOutcome | null
}

/** The day's puzzle for one person (null: the guest), by the host's clock. */
export interface DailyView {
  /** Today on the host's clock, YYYY-MM-DD. */
  date: string
  side: Side
  profileId: string | null
  /** Today's try; null until the person starts it (the board and card show with its clock). */
  today: DailyTryView | null
  now: number
}

/** A streak as its player sees it: everything but the seed that deals the cards to come. */
export interface StreakRunView {
  id: string
  side: Side
  startLevel: number
  /** Cards met: the streak's length. */
  met: number
  skipUsed: boolean
  /** The card in play (its optimum is the number of moves to meet it in), or the one that ended the run. */
  card: StreakCard
  board: string
  moves: string[]
  startedAt: number
  at: number
  ending: StreakEnding | null
}

/** A card that ended someone's streak, kept to practise. */
export interface MissedCard {
  /** The streak it ended. */
  streak: string
  at: number
  card: StreakCard
}

/** One person's streaks (null: the guest). */
export interface StreakView {
  profileId: string | null
  /** The run on, or else the latest that ended; null before the first. */
  run: StreakRunView | null
  /** The most cards met in one run, by side; 0 before any. */
  best: Record<Side, number>
  /** The cards that ended their runs, newest first (the latest MISSED_KEPT). */
  missed: MissedCard[]
  now: number
}

/** One person's daily puzzles and streaks over a period (docs/daily.md, "In the person's history"). */
export interface PuzzleProgress {
  /** Each daily puzzle tried in the period, oldest first; `optimal` null and `timeMs` null while a try is on. */
  days: { date: string; side: Side; outcome: DailyOutcome | null; moves: number; optimal: number | null; timeMs: number | null }[]
  /** Each streak started in the period, oldest first. */
  streaks: { id: string; side: Side; startLevel: number; met: number; startedAt: number; ending: StreakEnding | null }[]
  /** The most cards met in one run, by side, over the whole history; 0 before any. */
  best: Record<Side, number>
}

/** The solver's answer for one board and task: a best line, or nulls when no reachable board fits. */
export interface SolveAnswer {
  optimal: number | null
  moves: string[] | null
}

/**
 * Which game a review request is about: a saved game by its id. A file from outside is imported
 * first (`games:import`, checked by `parseRecord`'s rules) and reviewed as a saved game.
 */
export type RecordRef = { recordId: string }

/**
 * The expert's verdicts on one seat's decisions. `job` is the screen's own name for the work, so
 * it can follow its progress (`verdict:progress`) and call it off (`verdict:cancel`).
 */
export type VerdictAsk = RecordRef & { job: string; seat: Seat; playouts?: number }

export type { Advice, CheckMatesReview, JudgedStep, VerdictProgress }

/**
 * "Try it again": a practice table at the moment just before `step` of a record, `seat` played
 * by the person with `profileId` (the record's own player when absent and still here), the
 * other seats by computer players: a recorded computer player at its level, a person by the expert.
 */
export type TryAgain = RecordRef & { step: number; seat: Seat; profileId?: string }

/**
 * The one contract between the processes. Requests: the renderer asks, main answers.
 * Every payload is validated in main before use (src-main/host/schemas.ts).
 */
export interface Requests {
  'app:info': { payload: null; result: AppInfo }
  'notices:dismiss': { payload: { id: string }; result: Notice[] }
  'profiles:list': { payload: null; result: Profile[] }
  'profiles:create': { payload: { name: string; colour: SeatColour }; result: Profile }
  'profiles:update': { payload: { id: string; name?: string; colour?: SeatColour }; result: Profile }
  'profiles:delete': { payload: { id: string }; result: Profile[] }
  'settings:get': { payload: null; result: Settings }
  'settings:update': { payload: Partial<Settings>; result: Settings }
  'table:create': { payload: TableCreate; result: TableSnapshot }
  'table:get': { payload: { tableId: string }; result: TableSnapshot }
  'table:act': { payload: { tableId: string; seat: Seat; action: unknown }; result: TableSnapshot }
  /** The named player has the computer: show their private view. */
  'table:handover': { payload: { tableId: string }; result: TableSnapshot }
  /** The private step is over (a timed look turned back): back to the public view. */
  'table:release': { payload: { tableId: string }; result: TableSnapshot }
  'table:leave': { payload: { tableId: string }; result: null }
  /** The table's spectators' link is wanted: it goes on the relay, and its snapshots carry `watchLink` once made. */
  'table:watch': { payload: { tableId: string }; result: TableSnapshot }
  /**
   * A phone seat whose phone is not at the table: a computer player takes it over (`bot`), or its
   * person plays on at this computer (`here`). Its link stops working either way. `phone` makes
   * the seat a new link (shown on the computer until a phone opens it): the old one stops working
   * at once, and whatever device held the seat with it loses the seat.
   */
  'table:seat-move': { payload: { tableId: string; seat: Seat; to: 'bot' | 'here' | 'phone' }; result: TableSnapshot }
  /**
   * Practice tables only: the expert's move for a person's seat from what that seat knows, and
   * why in one line; while that person's cards are on the screen.
   */
  'table:ask-expert': { payload: { tableId: string; seat: Seat }; result: Advice }
  'phones:status': { payload: null; result: PhoneAccess }
  'online:status': { payload: null; result: OnlineAccess }
  'results:profile': { payload: { profileId: string }; result: ProfileResults }
  /** Past games kept for review, newest first, a page at a time; with a profile id, only that person's. */
  'games:list': { payload: GamesQuery; result: GamesPage }
  /** Forgets a kept game for good. */
  'games:delete': { payload: { id: string }; result: null }
  /**
   * Every game the query selects (paging fields aside), as records for a backup file, a part at
   * a time: each part stays under the page's frame, and `next` says where the next one starts.
   */
  'games:backup': { payload: { query: GamesQuery; after?: { at: number; id: string } }; result: { records: string[]; next: { at: number; id: string } | null } }
  /**
   * A past game at one step, seen by one seat or face up. Without a viewer: the first person's
   * seat (seat 0 when only computers played).
   */
  'review:step': { payload: { id: string; step: number; viewer?: ReviewViewer }; result: ReviewFrame }
  /** A past game's record as a file's name and text, for the person to save (it shows every card). */
  'games:export': { payload: { id: string }; result: { fileName: string; text: string } }
  /**
   * A record file from outside: kept as a past game once it reads and replays on today's rules;
   * otherwise refused with the reason (docs/records.md), and nothing is kept.
   */
  'games:import': { payload: { text: string }; result: PastGameSummary }
  /**
   * "Same deal again": a new table dealt exactly as a past game was (its seed and options), with
   * the same seats, every person by their profile at this computer and playing here.
   */
  'games:again': { payload: { id: string }; result: TableSnapshot }
  /**
   * Starts a solo run, the first card revealed and the stopwatch running. Without a seed the host
   * draws the deal and keeps it; a chosen seed replays that deal as practice, whatever `practice` says.
   */
  'checkmates:solo-start': {
    payload: { side: Side; deck: BlitzFilter; seed?: string; practice: boolean; profileId?: string }
    result: SoloSession
  }
  'checkmates:solo-move': { payload: { sessionId: string; move: string }; result: SoloSession }
  /** Practice only: refused with COUNTED_RUN in a counted run. */
  'checkmates:solo-hint': { payload: { sessionId: string }; result: SoloSession }
  /** Ends the run where it stands; a quit run is never a record. */
  'checkmates:solo-quit': { payload: { sessionId: string }; result: SoloSession }
  /** Counted runs of one player (null: guest) on one side and deck, oldest first. */
  'checkmates:solo-records': { payload: { profileId: string | null; side: Side; deck: BlitzFilter }; result: SoloRun[] }
  /** One person's (null: guest) solo progress on a side and deck over the last 7 or 30 days, or all. */
  'progress:solo': { payload: { profileId: string | null; side: Side; deck: BlitzFilter; period: ProgressPeriod }; result: SoloProgress }
  /** One person's card games over the last 7 or 30 days, or all: win shares by computer level, level points, rating. */
  'progress:games': { payload: { profileId: string; period: ProgressPeriod }; result: CardGamesProgress }
  /** One person's bids in Check Mates bidding games over the last 7 or 30 days, or all, against the optimum. */
  'progress:bidding': { payload: { profileId: string; period: ProgressPeriod }; result: BiddingProgress }
  /** Today's daily puzzle (by the host's clock) for one person, and their try at it if they have started. */
  'checkmates:daily': { payload: { profileId: string | null }; result: DailyView }
  /** Starts the person's one try at today's puzzle, its clock running; a try already started is answered as it stands. */
  'checkmates:daily-start': { payload: { profileId: string | null }; result: DailyView }
  /** A move of the person's try at the date's puzzle (a try started before midnight can be finished after it). */
  'checkmates:daily-move': { payload: { profileId: string | null; date: string; move: string }; result: DailyTryView }
  'checkmates:daily-give-up': { payload: { profileId: string | null; date: string }; result: DailyTryView }
  /** One person's streak on, or their latest, their best and the cards to practise. */
  'checkmates:streak': { payload: { profileId: string | null }; result: StreakView }
  /** A new run from a level; refused with STREAK_ON while the person has one on. */
  'checkmates:streak-start': { payload: { profileId: string | null; side: Side; level: number }; result: StreakView }
  'checkmates:streak-move': { payload: { runId: string; move: string }; result: StreakView }
  /** The run's one skip; refused with SKIP_USED after it. */
  'checkmates:streak-skip': { payload: { runId: string }; result: StreakView }
  /** Gives up the card in play: a miss, so the run ends. */
  'checkmates:streak-give-up': { payload: { runId: string }; result: StreakView }
  /** One person's daily puzzles and streaks over the last 7 or 30 days, or all. */
  'progress:puzzles': { payload: { profileId: string | null; period: ProgressPeriod }; result: PuzzleProgress }
  /** Refused with COUNTED_RUN while a counted solo run is on (not yet finished, quit or idle). */
  'checkmates:solve': { payload: { side: Side; board: string; task: string }; result: SolveAnswer }
  /** The expert's verdict on each decision of one seat of a record, worked out on a thread of its own. */
  'verdict:judge': { payload: VerdictAsk; result: JudgedStep[] }
  /** The screen no longer needs the verdicts (its review closed): the work stops, and its judge answers CANCELLED. */
  'verdict:cancel': { payload: { job: string }; result: null }
  'verdict:try-again': { payload: TryAgain; result: TableSnapshot }
  /** A Check Mates record against the solver: each solo card's moves and its shortest line, or each bid against the optimum. */
  'verdict:checkmates': { payload: RecordRef; result: CheckMatesReview }
  /** A game's lessons with one person's stars and where each started one stands. */
  'lessons:list': { payload: { gameId: GameId; profileId: string }; result: LessonMap }
  /**
   * Opens a lesson at the real table: where the person left it when it is under way (unless
   * `fresh`), else from its first step.
   */
  'lesson:start': { payload: LessonRef & { fresh?: boolean }; result: TableSnapshot }
  /** The lesson's next hint rung at a lesson's table (it costs the lesson's score). */
  'lesson:hint': { payload: { tableId: string }; result: TableSnapshot }
  /** After a wrong move was shown: the table goes back to the step's start. */
  'lesson:retry': { payload: { tableId: string }; result: TableSnapshot }
  /** A line read: on to the next step. */
  'lesson:next': { payload: { tableId: string }; result: TableSnapshot }
  /** Forgets a lesson's stars and its place: it is as if never played. */
  'lesson:reset': { payload: LessonRef; result: LessonMap }
}

/** Events: main tells the renderer. */
export interface Events {
  'profiles:changed': Profile[]
  'settings:changed': Settings
  'notices:changed': Notice[]
  'table:update': TableSnapshot
  'phones:changed': PhoneAccess
  'online:changed': OnlineAccess
  /** How far a `verdict:judge` is: only to the screen that asked. */
  'verdict:progress': VerdictProgress & { job: string }
  /** The expert has judged a person's seat of a kept game in the background: the Progress screen's decision lines have grown. */
  'verdicts:filed': { game: string }
  'clock:manual': ManualClock
}

/**
 * The host runs on a test's clock (the web edition's `--clock manual`), its time now `now`: a
 * screen's game timers (looks, the ending's reveal, a window's seconds) follow it. Told when a
 * screen or phone connects and whenever the test moves the clock; never in a normal launch.
 */
export interface ManualClock {
  now: number
}

export type RequestName = keyof Requests
export type EventName = keyof Events
export type RequestPayload<K extends RequestName> = Requests[K]['payload']
export type RequestResult<K extends RequestName> = Requests[K]['result']

/** Listed at run time so the preload and the web client can build one function per channel. */
export const REQUEST_NAMES = [
  'app:info',
  'notices:dismiss',
  'profiles:list',
  'profiles:create',
  'profiles:update',
  'profiles:delete',
  'settings:get',
  'settings:update',
  'table:create',
  'table:get',
  'table:act',
  'table:handover',
  'table:release',
  'table:leave',
  'table:watch',
  'table:seat-move',
  'table:ask-expert',
  'phones:status',
  'online:status',
  'results:profile',
  'games:list',
  'review:step',
  'games:export',
  'games:delete',
  'games:backup',
  'games:import',
  'games:again',
  'checkmates:solo-start',
  'checkmates:solo-move',
  'checkmates:solo-hint',
  'checkmates:solo-quit',
  'checkmates:solo-records',
  'progress:solo',
  'progress:games',
  'progress:bidding',
  'checkmates:daily',
  'checkmates:daily-start',
  'checkmates:daily-move',
  'checkmates:daily-give-up',
  'checkmates:streak',
  'checkmates:streak-start',
  'checkmates:streak-move',
  'checkmates:streak-skip',
  'checkmates:streak-give-up',
  'progress:puzzles',
  'checkmates:solve',
  'verdict:judge',
  'verdict:cancel',
  'verdict:try-again',
  'verdict:checkmates',
  'lessons:list',
  'lesson:start',
  'lesson:hint',
  'lesson:retry',
  'lesson:next',
  'lesson:reset',
] as const satisfies readonly RequestName[]

export const EVENT_NAMES = [
  'profiles:changed',
  'settings:changed',
  'notices:changed',
  'table:update',
  'phones:changed',
  'online:changed',
  'verdict:progress',
  'verdicts:filed',
  'clock:manual',
] as const satisfies readonly EventName[]

/**
 * The seat server's contract, for a phone holding one seat's key: the seat's own picture of its
 * table and its own intents, nothing else. The key alone says which seat and table.
 */
export interface SeatRequests {
  'seat:get': { payload: null; result: TableSnapshot }
  'seat:act': { payload: { action: unknown }; result: TableSnapshot }
}

/**
 * Why a phone's seat was closed: its table ended (the link opens nothing after), the same link
 * was opened on another device (which holds the seat now), the computer made a new link for the
 * seat (the old one opens nothing after), or the table played again and the same person's seat
 * at the new one opens with `key`.
 */
export type SeatEnd = { reason: 'table-closed' | 'opened-elsewhere' | 'new-link' } | { reason: 'next-game'; key: string }

/**
 * The table's language (the setting, or the computer's system language while none is chosen): told
 * to a phone when it takes its seat and again whenever it changes. The phone shows it unless its
 * own browser asks first for the other language (`phoneLanguage`, shared/profile.ts).
 */
export interface SeatLanguage {
  language: Language
}

export interface SeatEvents {
  'table:update': TableSnapshot
  'seat:ended': SeatEnd
  'seat:language': SeatLanguage
  'clock:manual': ManualClock
}

export type SeatRequestName = keyof SeatRequests
export type SeatEventName = keyof SeatEvents
export const SEAT_REQUEST_NAMES = ['seat:get', 'seat:act'] as const satisfies readonly SeatRequestName[]
export const SEAT_EVENT_NAMES = ['table:update', 'seat:ended', 'seat:language', 'clock:manual'] as const satisfies readonly SeatEventName[]

// Compile-time proof that the run-time lists name every channel exactly.
type Missing<A extends string, B extends readonly string[]> = Exclude<A, B[number]>
const _allRequests: Missing<RequestName, typeof REQUEST_NAMES> extends never ? true : never = true
const _allEvents: Missing<EventName, typeof EVENT_NAMES> extends never ? true : never = true
const _allSeatRequests: Missing<SeatRequestName, typeof SEAT_REQUEST_NAMES> extends never ? true : never = true
const _allSeatEvents: Missing<SeatEventName, typeof SEAT_EVENT_NAMES> extends never ? true : never = true
void _allRequests
void _allEvents
void _allSeatRequests
void _allSeatEvents

/** What the renderer gets as `window.api` (Electron) or from the WebSocket client (web edition). */
export interface ContractApi {
  request: { [K in RequestName]: (payload: RequestPayload<K>) => Promise<ApiResult<RequestResult<K>>> }
  on: { [K in EventName]: (listener: (payload: Events[K]) => void) => () => void }
}
