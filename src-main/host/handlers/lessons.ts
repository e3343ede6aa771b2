import { gameModule } from '@shared/games/lookup'
import type { GameId } from '@shared/games/registry'
import { lessonPar, type Lesson } from '@shared/games/lesson'
import type { LessonMap } from '@shared/ipc'
import type { Profile } from '@shared/profile'
import { err, ok, type Result } from '@shared/result'
import type { ApiError } from '@shared/ipc'
import type { LessonStore } from '../../store/lessons'
import { LessonRun } from '../lesson-run'
import type { Table } from '../table'
import type { TableService } from '../tables'
import type { Client, Handlers } from './types'

export interface LessonContext {
  tables: TableService<Client>
  lessons: LessonStore
  profiles: () => Profile[]
  now: () => number
}

/** A game's lessons, or why there are none to open. */
function lessonsOf(gameId: GameId): readonly Lesson[] {
  return gameModule(gameId)?.lessons ?? []
}

/**
 * `lessons:list`, `lesson:*` (issue 32): a game's lesson map for a person, a lesson opened at the
 * real table where they left it, its hints, "Try again" and "Next", and a lesson forgotten. Each
 * step done is kept at once (`lessonMoved`), so a reload or a restart goes on from it.
 */
export function lessonHandlers({ tables, lessons, profiles, now }: LessonContext) {
  const map = (gameId: GameId, profileId: string): LessonMap => {
    const kept = new Map(lessons.lessons(profileId, gameId).map((k) => [k.lessonId, k]))
    return {
      gameId,
      profileId,
      lessons: lessonsOf(gameId).map((l, i) => {
        const k = kept.get(l.id)
        const place = k?.place ?? null
        return { id: l.id, number: i + 1, stars: k?.best ?? 0, at: place && l.steps.slice(0, place.step).filter((s) => s.kind === 'do').length, moves: lessonPar(l) }
      }),
    }
  }
  const person = (profileId: string): Result<Profile, ApiError> => {
    const p = profiles().find((x) => x.id === profileId)
    return p ? ok(p) : err({ code: 'NOT_FOUND', message: `no player with id ${profileId}` })
  }
  const find = (gameId: GameId, lessonId: string): Result<{ lesson: Lesson; number: number; total: number; next: string | null }, ApiError> => {
    const all = lessonsOf(gameId)
    const i = all.findIndex((l) => l.id === lessonId)
    if (i < 0) return err({ code: 'NOT_FOUND', message: `${gameId} has no lesson ${lessonId}` })
    return ok({ lesson: all[i]!, number: i + 1, total: all.length, next: all[i + 1]?.id ?? null })
  }
  /** A step done, a hint taken or the lesson finished: kept now, whatever happens to the table next. */
  const keep = (profileId: string) => (table: Table) => {
    const at = table.lessonNow()
    if (!at) return
    const { lesson, steps } = at
    const progress = lesson.progress()
    if (progress.stars !== null) lessons.keepLesson(profileId, table.gameId, lesson.lesson.id, now(), { stars: progress.stars })
    else lessons.keepLesson(profileId, table.gameId, lesson.lesson.id, now(), { place: { step: progress.step, moves: progress.moves, hints: progress.hints, steps: [...steps], at: at.at } })
  }
  const step = (kind: 'hint' | 'retry' | 'next') => ({ tableId }: { tableId: string }, from: Client | null) => {
    const table = tables.get(tableId)
    if (!table.ok) return table
    if (from) tables.attach(tableId, from)
    return table.value.lessonStep(kind)
  }
  return {
    'lessons:list': ({ gameId, profileId }) => {
      const p = person(profileId)
      return p.ok ? ok(map(gameId, profileId)) : p
    },
    'lesson:start': ({ gameId, lessonId, profileId, fresh }, from) => {
      const p = person(profileId)
      if (!p.ok) return p
      const found = find(gameId, lessonId)
      if (!found.ok) return found
      const { lesson, number, total, next } = found.value
      const place = fresh ? null : (lessons.lessons(profileId, gameId).find((k) => k.lessonId === lessonId)?.place ?? null)
      const open = (from: typeof place) => {
        const run = new LessonRun(gameId, lesson, number, total, next, from ?? undefined)
        const seats = Array.from({ length: lesson.seats }, (_, i) => (i === 0 ? { kind: 'human' as const, profileId } : { kind: 'bot' as const, level: 'easy' as const }))
        return tables.create(
          { gameId, seats, seed: lesson.seed, practice: true },
          from ? { config: lesson.config, steps: from.steps, at: from.at } : { config: lesson.config },
          { run, moved: keep(profileId) },
        )
      }
      // A kept place this version's lesson no longer reaches (the lesson was changed) starts it afresh.
      let created = open(place)
      if (!created.ok && place) created = open(null)
      if (created.ok && from) tables.attach(created.value.tableId, from)
      return created
    },
    'lesson:hint': step('hint'),
    'lesson:retry': step('retry'),
    'lesson:next': step('next'),
    'lesson:reset': ({ gameId, lessonId, profileId }) => {
      const p = person(profileId)
      if (!p.ok) return p
      const found = find(gameId, lessonId)
      if (!found.ok) return found
      lessons.resetLesson(profileId, gameId, lessonId)
      return ok(map(gameId, profileId))
    },
  } satisfies Partial<Handlers>
}
