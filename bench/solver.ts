import { nextInt, seedRng, type RngState } from '../shared/random'
import {
  DECK, SIDES, applyMove, buildTable, cardTask, createSolver, createTableCache, legalMoves, makeBoard,
  matchTask, solveCold, spaceBytes, spaceOf, unrankBoard,
  type Board, type DistanceTable, type Move, type Side, type Task,
} from '../shared/checkmates'

const TARGETS = {
  deckTablesMs: 3000,
  warmP99Ms: 0.05,
  coldP99Ms: 30,
  coldSpeedupVsNaive: 20,
  tablesMB: 20,
} as const

interface Query {
  board: Board
  task: Task
}

const round = (x: number, digits = 3): number => Number(x.toFixed(digits))

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

function latency(times: number[]): { p50: number; p99: number; max: number; totalMs: number } {
  const sorted = times.slice().sort((a, b) => a - b)
  return {
    p50: round(percentile(sorted, 50), 4),
    p99: round(percentile(sorted, 99), 4),
    max: round(sorted[sorted.length - 1] ?? 0, 3),
    totalMs: round(times.reduce((a, b) => a + b, 0), 1),
  }
}

function timed<T>(f: () => T): [T, number] {
  const t0 = performance.now()
  const value = f()
  return [value, performance.now() - t0]
}

// The solver one would write first: BFS over boards keyed by their notation string.
function naiveSolve(board: Board, task: Task): number | null {
  const parent = new Map<string, { prev: string; move: Move } | null>([[makeBoard(board), null]])
  const queue: Board[] = [board]
  for (let head = 0; head < queue.length; head++) {
    const b = queue[head] as Board
    if (matchTask(b, task) !== null) {
      let n = 0
      for (let step = parent.get(makeBoard(b)); step; step = parent.get(step.prev)) n++
      return n
    }
    const key = makeBoard(b)
    for (const move of legalMoves(b)) {
      const next = applyMove(b, move)
      if (!next.ok) continue
      const k = makeBoard(next.value)
      if (parent.has(k)) continue
      parent.set(k, { prev: key, move })
      queue.push(next.value)
    }
  }
  return null
}

function randomLegalBoard(side: Side, rng: RngState): [Board, RngState] {
  const space = spaceOf(side)
  let r = rng
  for (;;) {
    let b: number
    ;[b, r] = nextInt(r, space.size)
    if (space.legal[b] === 1) return [unrankBoard(space, b), r]
  }
}

/** `npm run bench -- solver [queries per side]`: one JSON object, baseline measured in the same run. */
export async function run(args: string[]): Promise<unknown> {
  const perSide = Number(args[0] ?? 400)

  const spaces = Object.fromEntries(
    SIDES.map((side) => {
      const [space, ms] = timed(() => spaceOf(side))
      const bfs = fullBfs(space.offsets, space.targets, space.size)
      return [side, {
        boards: space.size, legalBoards: space.legalCount, moves: space.targets.length,
        buildMs: round(ms, 1), fullBfsMs: round(bfs, 2), bytes: spaceBytes(space),
      }]
    }),
  )

  const tables: DistanceTable[] = []
  const buildMs: Record<Side, number[]> = { fifteen: [], chess: [] }
  const [, deckMs] = timed(() => {
    for (const side of SIDES) {
      for (const card of DECK) {
        const [table, ms] = timed(() => buildTable(side, cardTask(card, side)))
        if (!table.ok) throw new Error(table.error)
        tables.push(table.value)
        buildMs[side].push(ms)
      }
    }
  })
  const tableBytes = tables.reduce((n, t) => n + t.dist.byteLength, 0)

  // Parsed once per card, as the app holds its deck: a cold query has no table, not a fresh parse.
  const deckTasks: Record<Side, Task[]> = {
    fifteen: DECK.map((c) => cardTask(c, 'fifteen')),
    chess: DECK.map((c) => cardTask(c, 'chess')),
  }
  let rng = seedRng('bench')
  const queries: Query[] = []
  for (const side of SIDES) {
    for (let i = 0; i < perSide; i++) {
      let board: Board
      let pick: number
      ;[board, rng] = randomLegalBoard(side, rng)
      ;[pick, rng] = nextInt(rng, DECK.length)
      queries.push({ board, task: deckTasks[side][pick] as Task })
    }
  }

  const cache = createTableCache()
  for (const t of tables) cache.add(t)
  const solver = createSolver(cache)
  // Warm the JIT for every path on a few queries first, so the figures describe the steady state.
  for (const q of queries.filter((_, i) => i % 20 === 0)) {
    solver.solve(q.board, q.task)
    solveCold(q.board, q.task)
    naiveSolve(q.board, q.task)
  }

  // One pass per solver, so one solver's garbage is not collected on another's clock; each pass
  // runs REPEATS times and a query keeps its fastest time, so a busy shared machine adds less noise.
  const warmRuns = passes(queries, (q) => solver.solve(q.board, q.task))
  const coldRuns = passes(queries, (q) => solveCold(q.board, q.task))
  const naiveRuns = passes(queries, (q) => naiveSolve(q.board, q.task))
  const warm = warmRuns.map(([, ms]) => ms)
  const cold = coldRuns.map(([, ms]) => ms)
  const naive = naiveRuns.map(([, ms]) => ms)
  let disagreements = 0
  queries.forEach((_, i) => {
    const w = (warmRuns[i] as (typeof warmRuns)[number])[0]
    const c = (coldRuns[i] as (typeof coldRuns)[number])[0]
    const optimal = w.ok ? w.value.optimal : 'error'
    if (!c.ok || c.value.optimal !== optimal || (naiveRuns[i] as (typeof naiveRuns)[number])[0] !== optimal) disagreements++
  })
  const coldL = latency(cold)
  const naiveL = latency(naive)
  const warmL = latency(warm)
  const speedup = naiveL.totalMs / coldL.totalMs
  const perCard = (side: Side) => ({
    meanMs: round(buildMs[side].reduce((a, b) => a + b, 0) / buildMs[side].length, 2),
    maxMs: round(Math.max(...buildMs[side]), 2),
  })
  const tablesMB = tableBytes / 2 ** 20

  return {
    bench: 'solver',
    node: process.version,
    fullSpace: spaces,
    tableBuild: { fifteen: perCard('fifteen'), chess: perCard('chess'), deckTables: tables.length, deckMs: round(deckMs, 1) },
    queries: {
      count: queries.length,
      timing: `fastest of ${REPEATS} passes per query`,
      warmMs: warmL,
      coldMs: coldL,
      naiveMs: naiveL,
      coldSpeedupVsNaive: round(speedup, 1),
      p50SpeedupVsNaive: round(naiveL.p50 / coldL.p50, 1),
      disagreements,
    },
    memory: { tablesBytes: tableBytes, tablesMB: round(tablesMB, 2), spacesMB: round(SIDES.reduce((n, s) => n + spaceBytes(spaceOf(s)), 0) / 2 ** 20, 2) },
    targets: {
      deckTablesMs: { limit: TARGETS.deckTablesMs, value: round(deckMs, 1), met: deckMs <= TARGETS.deckTablesMs },
      warmP99Ms: { limit: TARGETS.warmP99Ms, value: warmL.p99, met: warmL.p99 <= TARGETS.warmP99Ms },
      coldP99Ms: { limit: TARGETS.coldP99Ms, value: coldL.p99, met: coldL.p99 <= TARGETS.coldP99Ms },
      coldSpeedupVsNaive: { limit: TARGETS.coldSpeedupVsNaive, value: round(speedup, 1), met: speedup >= TARGETS.coldSpeedupVsNaive },
      tablesMB: { limit: TARGETS.tablesMB, value: round(tablesMB, 2), met: tablesMB <= TARGETS.tablesMB },
    },
  }
}

const REPEATS = 3

function passes<T>(queries: readonly Query[], f: (q: Query) => T): [T, number][] {
  const best = queries.map((q) => timed(() => f(q)))
  for (let r = 1; r < REPEATS; r++) {
    queries.forEach((q, i) => {
      const [, ms] = timed(() => f(q))
      const entry = best[i] as [T, number]
      if (ms < entry[1]) entry[1] = ms
    })
  }
  return best
}

// One BFS over a whole side's move graph from board 0: the cost of touching every board once.
function fullBfs(offsets: Uint32Array, targets: Uint32Array, size: number): number {
  const t0 = performance.now()
  const seen = new Uint8Array(size)
  const queue = new Uint32Array(size)
  let tail = 1
  seen[0] = 1
  for (let head = 0; head < tail; head++) {
    const b = queue[head] as number
    for (let i = offsets[b] as number, end = offsets[b + 1] as number; i < end; i++) {
      const t = targets[i] as number
      if (seen[t] === 0) {
        seen[t] = 1
        queue[tail++] = t
      }
    }
  }
  return performance.now() - t0
}
