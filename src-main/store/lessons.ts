import type Database from 'libsql'
import type { RecordStep } from '@shared/records/format'

/**
 * Where a started lesson stands, kept the moment each step is done (issue 32): its step, the
 * learner's moves and hints so far, and the game's steps that bring a fresh table back to it, with
 * the host's time after the last of them (the table's clock runs on from there, as "Try it again" does).
 */
export interface LessonPlaceKept {
  step: number
  moves: number
  hints: number
  steps: RecordStep[]
  at: number
}

/** One person's lesson, as kept: the best stars ever earned (0: never finished) and where it stands now. */
export interface KeptLesson {
  lessonId: string
  best: 0 | 1 | 2 | 3
  place: LessonPlaceKept | null
}

export interface LessonStore {
  /** One person's lessons of one game that have been started or finished. */
  lessons(profileId: string, gameId: string): KeptLesson[]
  /** A step done (`place`) or the lesson finished (`stars`, and no place): kept at once. */
  keepLesson(profileId: string, gameId: string, lessonId: string, at: number, kept: { place: LessonPlaceKept } | { stars: 1 | 2 | 3 }): void
  /** The lesson as if never played. */
  resetLesson(profileId: string, gameId: string, lessonId: string): void
}

/**
 * A place read back, or null when it is not one: the person's database is theirs to damage, and a
 * damaged place only means the lesson starts again from its first step.
 */
function placeOf(text: unknown): LessonPlaceKept | null {
  if (typeof text !== 'string') return null
  try {
    const p = JSON.parse(text) as Partial<LessonPlaceKept>
    const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0
    if (!count(p.step) || !count(p.moves) || !count(p.hints) || !Array.isArray(p.steps) || typeof p.at !== 'number' || !Number.isFinite(p.at)) return null
    return p as LessonPlaceKept
  } catch {
    return null
  }
}

/** The `lessons` table's reads and writes; `write` is the archive's, which retries a failed write and says so. */
export function lessonStore(db: Database.Database, write: (work: () => void) => void): LessonStore {
  const s = {
    list: db.prepare('SELECT lesson_id, best, place FROM lessons WHERE profile_id = ? AND game_id = ?'),
    place: db.prepare(
      `INSERT INTO lessons (profile_id, game_id, lesson_id, best, place, at) VALUES (?, ?, ?, 0, ?, ?)
       ON CONFLICT (profile_id, game_id, lesson_id) DO UPDATE SET place = excluded.place, at = excluded.at`,
    ),
    finish: db.prepare(
      `INSERT INTO lessons (profile_id, game_id, lesson_id, best, place, at) VALUES (?, ?, ?, ?, NULL, ?)
       ON CONFLICT (profile_id, game_id, lesson_id) DO UPDATE SET best = max(best, excluded.best), place = NULL, at = excluded.at`,
    ),
    reset: db.prepare('DELETE FROM lessons WHERE profile_id = ? AND game_id = ? AND lesson_id = ?'),
  }
  return {
    lessons: (profileId, gameId) =>
      (s.list.all(profileId, gameId) as { lesson_id: string; best: number; place: unknown }[]).map((r) => ({
        lessonId: r.lesson_id,
        best: ([0, 1, 2, 3] as const).find((n) => n === r.best) ?? 0,
        place: placeOf(r.place),
      })),
    keepLesson(profileId, gameId, lessonId, at, kept) {
      write(() => {
        if ('place' in kept) s.place.run(profileId, gameId, lessonId, JSON.stringify(kept.place), at)
        else s.finish.run(profileId, gameId, lessonId, kept.stars, at)
      })
    },
    resetLesson(profileId, gameId, lessonId) {
      write(() => s.reset.run(profileId, gameId, lessonId))
    },
  }
}
