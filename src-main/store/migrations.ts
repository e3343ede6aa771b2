/**
 * The games database's schema, as numbered steps: entry i takes a database at `user_version` i to
 * i + 1, inside one transaction with the version bump. Append only; never edit a published step,
 * since databases written by it exist on players' computers.
 *
 * Times are milliseconds since 1970 (Date.now()). Every list the app shows has its index: past
 * games newest first (all, one game, one person's), solo runs of one person, side and deck, a
 * person's matches for their standing's history, and a person's bids by time.
 */
export const ARCHIVE_MIGRATIONS: readonly string[] = [
  // 0 → 1: past games, their per-seat results, solo runs, standings and the matches that moved them.
  `
  CREATE TABLE games (
    id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    game_id TEXT NOT NULL,
    mode TEXT NOT NULL,
    steps INTEGER NOT NULL,
    practice INTEGER NOT NULL DEFAULT 0,
    imported INTEGER NOT NULL DEFAULT 0,
    seats TEXT NOT NULL,
    winners TEXT NOT NULL,
    scores TEXT NOT NULL
  );
  CREATE INDEX games_newest ON games (at DESC, id DESC);
  CREATE INDEX games_of_game ON games (game_id, at DESC, id DESC);

  -- Records apart from the rows the list reads, so a page of the list never pages records in.
  CREATE TABLE game_records (
    id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    record TEXT NOT NULL
  );

  -- One row per person's seat: what "this person's games" and "games they won" look up.
  CREATE TABLE game_people (
    game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    profile_id TEXT NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('win', 'draw', 'loss')),
    at INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
  );
  CREATE INDEX game_people_newest ON game_people (profile_id, at DESC, game DESC);

  CREATE TABLE solo_runs (
    id TEXT PRIMARY KEY,
    profile_id TEXT,
    side TEXT NOT NULL,
    deck TEXT NOT NULL,
    seed TEXT NOT NULL,
    time_ms INTEGER NOT NULL,
    tier TEXT NOT NULL,
    at INTEGER NOT NULL,
    cards TEXT NOT NULL
  );
  CREATE INDEX solo_runs_of ON solo_runs (profile_id, side, deck, at);

  -- A person's standing now (level points, badges, rating, tallies), as JSON.
  CREATE TABLE standings (
    profile_id TEXT PRIMARY KEY,
    standing TEXT NOT NULL
  );

  -- Finished counted matches; \`source\` names a match brought over from the old data file, so
  -- bringing it over twice (a migration cut short) keeps it once.
  CREATE TABLE matches (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    source TEXT UNIQUE,
    game_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    seats TEXT NOT NULL,
    winners TEXT NOT NULL,
    scores TEXT NOT NULL,
    rated INTEGER NOT NULL
  );
  -- Each person's standing right after a match: their progress over time.
  CREATE TABLE match_people (
    match INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    profile_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    -- Null for a match brought over from the old data file, which kept only the standing now.
    level_points INTEGER,
    rating REAL,
    PRIMARY KEY (match, profile_id)
  );
  CREATE INDEX match_people_newest ON match_people (profile_id, at DESC);

  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 1 → 2 (issue 30): every finished solo run, practice too, and each card of it in a row of its
  // own, so the Progress screen's aggregates are SQL over rows rather than JSON read in JavaScript.
  `
  -- Runs kept so far were all counted; a practice run (hints, practice mode or a chosen seed) is 0.
  ALTER TABLE solo_runs ADD COLUMN counted INTEGER NOT NULL DEFAULT 1;

  -- A run's cards in the order they were dealt (n from 0). time_ms runs from the card's reveal to
  -- the move that met it; null where it is not known (runs brought over from the old data file).
  -- Each row repeats its run's person, side, deck, kind and time (none of which ever changes), so
  -- the Progress screen groups one person's cards straight from solo_cards_of, in card order:
  -- joined to their runs and sorted instead, 5,000 runs' cards took three times as long.
  CREATE TABLE solo_cards (
    run TEXT NOT NULL REFERENCES solo_runs (id) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    card_id TEXT NOT NULL,
    moves INTEGER NOT NULL,
    optimal INTEGER,
    time_ms INTEGER,
    profile_id TEXT,
    side TEXT NOT NULL,
    deck TEXT NOT NULL,
    counted INTEGER NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (run, n)
  ) WITHOUT ROWID;
  CREATE INDEX solo_cards_of ON solo_cards (profile_id, side, deck, counted, card_id, at, moves, optimal, time_ms);

  -- The cards of the runs kept so far, from their JSON, with no times (they were never kept). A
  -- damaged row brings no cards rather than stopping the upgrade (and with it the whole database).
  INSERT INTO solo_cards (run, n, card_id, moves, optimal, time_ms, profile_id, side, deck, counted, at)
  SELECT r.id, c.key, json_extract(c.value, '$.id'), json_extract(c.value, '$.moves'),
    CASE json_type(c.value, '$.optimal') WHEN 'integer' THEN json_extract(c.value, '$.optimal') END, NULL,
    r.profile_id, r.side, r.deck, r.counted, r.at
  FROM solo_runs r, json_each(CASE WHEN json_valid(r.cards) AND json_type(r.cards) = 'array' THEN r.cards ELSE '[]' END) c
  WHERE c.type = 'object' AND json_type(c.value, '$.id') = 'text' AND json_type(c.value, '$.moves') = 'integer';
  `,
  // 2 → 3 (issue 30): a counted match names the kept game it was filed with, so a point of the
  // Progress screen's ladder opens that game's review. Matches filed before have none (their game
  // and match were timed by two readings of the clock, so nothing ties them reliably).
  `
  ALTER TABLE matches ADD COLUMN game TEXT;
  `,
  // 3 → 4 (issue 30): the expert's verdicts on people's decisions in kept games, worked out in the
  // background after each game, so the Progress screen adds up the share of good decisions and the
  // kinds that cost the most in SQL. Kept as sums per judged seat and per kind of decision, which is
  // all the screen reads: a review works its verdicts out afresh, in words. Each row repeats its
  // game's person, game, kind and end, none of which ever changes, so a person's rows are read from
  // one index (joined to their games instead, 10,000 judged games took four times as long).
  `
  -- A seat of a kept game that the expert has judged, by which version of the judge
  -- (shared/games/expert/verdict.ts, VERDICT_VERSION: one judged by an older one is judged again),
  -- with its number of judged decisions and how many were good. profile_id: the seat's person,
  -- null for a computer player or a guest (a review judges any seat; progress counts people's).
  -- counted: neither practice nor imported. A seat with no decision to weigh has its row, with
  -- none. review: the judged steps as the review shows them, kept when a review asked for them so
  -- it shows them again at once; null when judged in the background (sums only, a few bytes a seat
  -- rather than some 20 KB).
  CREATE TABLE judged (
    game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    version INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    good INTEGER NOT NULL,
    profile_id TEXT,
    game_id TEXT NOT NULL,
    counted INTEGER NOT NULL,
    at INTEGER NOT NULL,
    review TEXT,
    PRIMARY KEY (game, seat)
  ) WITHOUT ROWID;
  CREATE INDEX judged_of ON judged (profile_id, version, counted, game_id, at, game, decisions, good);

  -- The same seat's decisions by kind (a key under <game>.decisions.*): how many, how many good,
  -- and what they gave away in the game's own measure (points, or a share of a win), in all and at
  -- worst.
  CREATE TABLE judged_kinds (
    game TEXT NOT NULL,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    decisions INTEGER NOT NULL,
    good INTEGER NOT NULL,
    loss REAL NOT NULL,
    worst REAL NOT NULL,
    profile_id TEXT,
    game_id TEXT NOT NULL,
    counted INTEGER NOT NULL,
    at INTEGER NOT NULL,
    version INTEGER NOT NULL,
    PRIMARY KEY (game, seat, kind),
    FOREIGN KEY (game, seat) REFERENCES judged (game, seat) ON DELETE CASCADE
  ) WITHOUT ROWID;
  CREATE INDEX judged_kinds_of ON judged_kinds (profile_id, version, counted, game_id, kind, at, decisions, good, loss, worst);
  `,
  // 4 → 5 (issue 30): every bid of a Check Mates bidding game against the solver's optimum for its
  // card, a row each, so the Progress screen's bidding figures are SQL over rows. The rows of games
  // kept before this step are written once after it, by replaying their records (\`backfillBids\`
  // in bid-progress.ts: the solver is JavaScript, not SQL).
  `
  -- step: the record's step of the bid (1-based), its place in its game. profile_id: the seat's
  -- person, as game_people has it (null for a guest or a computer player). optimal: null when no
  -- line meets the card. Each row repeats its game's end (at) and kind (counted: neither practice
  -- nor imported), neither of which ever changes, as solo_cards does its run's: a period takes a
  -- game's bids whole, and one person's counted bids are read by time from bids_of alone. Joined
  -- to games for the kind instead, 100,000 bids took several times as long.
  CREATE TABLE bids (
    game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    profile_id TEXT,
    counted INTEGER NOT NULL,
    at INTEGER NOT NULL,
    card INTEGER NOT NULL,
    bid INTEGER NOT NULL,
    optimal INTEGER,
    PRIMARY KEY (game, step)
  ) WITHOUT ROWID;
  CREATE INDEX bids_of ON bids (profile_id, counted, at, game, bid, optimal);
  `,
  // 5 → 6 (issue 32): each person's lessons: the best stars earned, and where a started lesson
  // stands (its step, moves, hints and the game's steps so far, as JSON), kept as each step is done
  // so a reload or a restart goes on from there.
  `
  CREATE TABLE lessons (
    profile_id TEXT NOT NULL,
    game_id TEXT NOT NULL,
    lesson_id TEXT NOT NULL,
    best INTEGER NOT NULL,
    place TEXT,
    at INTEGER NOT NULL,
    PRIMARY KEY (profile_id, game_id, lesson_id)
  ) WITHOUT ROWID;
  `,
  // 6 → 7 (issue 32): the daily Check Mates puzzle and streaks (docs/daily.md), each kept at every
  // step, so a reload or a restart resumes them where they stood and never grants another try.
  `
  -- A person's one try at a date's daily puzzle (the date on this computer's clock, YYYY-MM-DD);
  -- profile_id null: the guest. The puzzle (side, board, card_id, optimal) is the date's, kept as
  -- it was dealt. board_now and moves (a JSON array of moves) are the try so far; ended_at and
  -- outcome stay null while it is on. One try per person and date: the unique index.
  CREATE TABLE daily_tries (
    id TEXT PRIMARY KEY,
    profile_id TEXT,
    date TEXT NOT NULL,
    side TEXT NOT NULL,
    board TEXT NOT NULL,
    card_id TEXT NOT NULL,
    optimal INTEGER NOT NULL,
    board_now TEXT NOT NULL,
    moves TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    ended_at INTEGER,
    outcome TEXT CHECK (outcome IN ('solved', 'gave-up'))
  );
  CREATE UNIQUE INDEX daily_tries_of ON daily_tries (ifnull(profile_id, ''), date);

  -- A streak: state is the whole run (StreakState in shared/checkmates/streak.ts) as JSON, written
  -- at every step; the columns beside it repeat what lists and sums read. ending null: the run is
  -- on (a person has at most one on at a time). A run that ended keeps its last card, the one it
  -- missed, in its state: the cards to practise are read from there.
  CREATE TABLE streaks (
    id TEXT PRIMARY KEY,
    profile_id TEXT,
    side TEXT NOT NULL,
    start_level INTEGER NOT NULL,
    met INTEGER NOT NULL,
    started_at INTEGER NOT NULL,
    at INTEGER NOT NULL,
    ending TEXT CHECK (ending IN ('missed', 'gave-up')),
    state TEXT NOT NULL
  );
  CREATE INDEX streaks_of ON streaks (ifnull(profile_id, ''), started_at);
  `,
]
