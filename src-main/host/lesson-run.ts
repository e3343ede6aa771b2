import { judgeLessonMove, lessonPar, lessonStars, type DoStep, type Lesson, type LessonStep } from '@shared/games/lesson'
import type { LessonShown } from '@shared/ipc'

/** Where a lesson stands, as its progress keeps it: enough to go on from the same step after a restart. */
export interface LessonPlace {
  /** The step the learner is at (an index into the lesson's steps). */
  step: number
  moves: number
  hints: number
}

/**
 * One lesson being played at a table: which step it is at, the learner's moves and hints, and a
 * wrong move waiting for "Try again". The table asks it what to offer and what an action of the
 * learner's is; it never touches the game's state itself (src-main/host/table.ts does).
 */
export class LessonRun {
  private place: LessonPlace
  /** Hint rungs shown at the current step. */
  private rungs = 0
  private wrong: string | null = null
  private stars: 1 | 2 | 3 | null = null

  constructor(
    readonly gameId: string,
    readonly lesson: Lesson,
    /** Its place among the game's lessons, from 1. */
    readonly number: number,
    readonly total: number,
    /** The game's lesson after this one, if any. */
    private readonly next: string | null,
    from: LessonPlace = { step: 0, moves: 0, hints: 0 },
  ) {
    this.place = { ...from }
  }

  /** The step the table waits on, or null once every step is done. */
  current(): LessonStep | null {
    return this.lesson.steps[this.place.step] ?? null
  }

  /** Whether the lesson still directs the table: its computer players wait for the script and no window runs out. */
  directs(): boolean {
    return this.current() !== null || (this.stars !== null && !this.lesson.free)
  }

  /** Whether a wrong move is on the table, waiting for "Try again". */
  showingWrong(): boolean {
    return this.wrong !== null
  }

  /** Of the learner's legal actions, those the step offers: its move and the wrong moves it explains. */
  offered<A extends { type: string }>(legal: readonly A[], state: unknown): A[] {
    const step = this.current()
    if (step?.kind !== 'do' || this.wrong !== null) return []
    return legal.filter((a) => judgeLessonMove(step, a, state).kind !== 'closed')
  }

  judge(action: { type: string }, state: unknown): ReturnType<typeof judgeLessonMove> {
    const step = this.current()
    if (step?.kind !== 'do' || this.wrong !== null) return { kind: 'closed' }
    return judgeLessonMove(step as DoStep, action, state)
  }

  /** The learner made the step's move. */
  right(): void {
    this.place.moves++
    this.advance()
  }

  /** The current step's window runs in real time (the race), and what it says when the window beats the learner. */
  timed(): string | null {
    const step = this.current()
    return step?.kind === 'do' && this.wrong === null ? (step.timed?.why ?? null) : null
  }

  /** The learner made a wrong move: it counts, and the table shows it until "Try again". */
  wrongMove(why: string): void {
    this.place.moves++
    this.wrong = why
  }

  retry(): boolean {
    if (this.wrong === null) return false
    this.wrong = null
    return true
  }

  /** A read step's "Next". */
  read(): boolean {
    if (this.current()?.kind !== 'read') return false
    this.advance()
    return true
  }

  /** The next rung of the current step's hints, if any is left: each costs the lesson's score. */
  hint(): boolean {
    const step = this.current()
    if (step?.kind !== 'do' || this.rungs >= step.hints.length || this.wrong !== null) return false
    this.rungs++
    this.place.hints++
    return true
  }

  /** A computer player's scripted step was played. */
  scripted(): void {
    this.advance()
  }

  /** Where the lesson stands, to keep. */
  progress(): LessonPlace & { stars: 1 | 2 | 3 | null } {
    return { ...this.place, stars: this.stars }
  }

  /** What the lesson panel shows. */
  shown(): LessonShown {
    const step = this.current()
    const par = lessonPar(this.lesson)
    const key = (k: string) => `${this.gameId}.lessons.${this.lesson.id}.${k}`
    const doneBefore = this.lesson.steps.slice(0, this.place.step).filter((s) => s.kind === 'do').length
    return {
      id: this.lesson.id,
      number: this.number,
      total: this.total,
      goal: key('goal'),
      title: key('title'),
      say: step && (step.kind === 'do' || step.kind === 'read') ? key(step.say) : null,
      read: step?.kind === 'read',
      hints: step?.kind === 'do' ? step.hints.slice(0, this.rungs).map(key) : [],
      hintsLeft: step?.kind === 'do' ? step.hints.length - this.rungs : 0,
      wrong: this.wrong === null ? null : key(this.wrong),
      done: doneBefore,
      par,
      moves: this.place.moves,
      hintsUsed: this.place.hints,
      stars: this.stars,
      free: this.stars !== null && !!this.lesson.free,
      next: this.next,
    }
  }

  private advance(): void {
    this.place.step++
    this.rungs = 0
    if (this.current() === null) this.stars = lessonStars(this.place.moves, lessonPar(this.lesson), this.place.hints)
  }
}
