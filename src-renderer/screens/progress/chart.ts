import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/**
 * The Progress screen's charts through uPlot (why uPlot: docs/decisions.md). Words and numbers come
 * in already in the screen's language; colours are the app's CSS variables, read when drawn, so a
 * chart drawn again after a change of theme takes the theme's.
 */
export type ChartSpec =
  | {
      kind: 'times'
      /** Each run's end, milliseconds since the epoch, oldest first. */
      at: number[]
      /** Seconds; null where the run is of the other kind. */
      counted: (number | null)[]
      practice: (number | null)[]
      names: { counted: string; practice: string }
      /** A moment on the time axis, as the language writes it: its time of day when the axis spans under two days (`short`), else its date. */
      date: (ms: number, short: boolean) => string
      secs: (s: number) => string
    }
  | {
      kind: 'histogram'
      /** Each bar's start in seconds, and how many cards took that long. */
      from: number[]
      counts: number[]
      name: string
      secs: (s: number) => string
      count: (n: number) => string
    }
  | {
      kind: 'lines'
      /** Each point's moment, milliseconds since the epoch, oldest first: one point per index, in one series. */
      at: number[]
      /** Each line, its values aligned with `at` (null where the point is another line's); its colour a CSS variable, its dash in pixels ([] solid). */
      lines: { name: string; values: (number | null)[]; colour: string; dash: number[] }[]
      date: (ms: number, short: boolean) => string
      value: (v: number) => string
      /** A fixed value axis (win shares: 0 to 1); null: from the data. */
      range: [number, number] | null
    }
  | {
      kind: 'recent'
      /** The latest runs' times in seconds, oldest first, drawn by their order. */
      times: number[]
      /** Tier bounds in seconds, drawn as dashed lines. */
      limits: number[]
      secs: (s: number) => string
      height: number
    }

export interface DrawnChart {
  destroy(): void
}

const HEIGHT = 220
const DAY_MS = 86_400_000

/** Draws `spec` into `box`, as wide as the box and following its width; `open(i)` on a click at point i. */
export function drawChart(box: HTMLElement, spec: ChartSpec, open: (index: number) => void): DrawnChart {
  const css = getComputedStyle(box)
  const colour = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback
  const ink = colour('--ink', '#1f2623')
  const muted = colour('--muted', '#5c6560')
  const line = colour('--line', '#d9d2c2')
  const accent = colour('--accent-strong', '#8f5d08')
  const paper = colour('--paper', '#fbf8f1')
  const font = `12px ${css.fontFamily || 'sans-serif'}`
  const axis = (values: uPlot.Axis['values'], size = 50, incrs?: number[]): uPlot.Axis => ({
    stroke: ink, font, values, size, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 }, ...(incrs && { incrs }),
  })
  /** Whole steps only: seconds in fives, then whole minutes (a tick reads "1:30", not "1:27"); counts in whole cards. */
  const SECOND_STEPS = [5, 10, 15, 20, 30, 60, 120, 300, 600, 1_200, 1_800, 3_600]
  const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000]
  const width = Math.max(200, box.clientWidth)
  // Ticks at least 80 px apart: "10:00 PM" and "12:00 AM" ran into each other 60 px apart at 800 wide.
  const timeAxis = (date: (ms: number, short: boolean) => string): uPlot.Axis => ({
    ...axis((u, splits) => {
      const short = (u.scales.x!.max ?? 0) - (u.scales.x!.min ?? 0) < 2 * DAY_MS
      // A label the tick before already says is left blank: minutes apart, every tick is the same day.
      const labels = splits.map((v) => date(v, short))
      return labels.map((l, i) => (i > 0 && l === labels[i - 1] ? '' : l))
    }, 40),
    space: 80,
  })
  const clickOpens = (u: uPlot) =>
    u.over.addEventListener('click', () => {
      const i = u.cursor.idx
      if (i !== null && i !== undefined) open(i)
    })
  let options: uPlot.Options
  let data: uPlot.AlignedData
  if (spec.kind === 'lines') {
    const fixed = spec.range
    // The time axis from the points themselves: one point alone sits mid-axis in a day's span.
    const first = spec.at[0] ?? 0
    const last = spec.at.at(-1) ?? first
    const span: [number, number] = first === last ? [first - DAY_MS / 2, last + DAY_MS / 2] : [first - (last - first) * 0.03, last + (last - first) * 0.03]
    options = {
      width, height: HEIGHT, ms: 1, legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 12 } },
      scales: {
        x: { time: true, range: () => span },
        y: {
          // Points and ratings are never below zero: the axis neither.
          range: fixed
            ? () => fixed
            : (_u, min, max) => {
                const pad = min === max ? 10 : (max - min) * 0.1
                return [Math.max(0, Math.floor(min - pad)), Math.ceil(max + pad)]
              },
        },
      },
      // Level points and ratings in whole steps (a tick at 2.5 would read "3"); shares as uPlot chooses.
      axes: [timeAxis(spec.date), axis((_u, splits) => splits.map((v) => spec.value(v)), 60, fixed ? undefined : COUNT_STEPS)],
      series: [
        {},
        ...spec.lines.map((l): uPlot.Series => {
          const c = colour(l.colour, ink)
          return { label: l.name, stroke: c, width: 2, dash: l.dash, spanGaps: true, points: { show: true, size: 8, fill: c, stroke: c } }
        }),
      ],
      hooks: { ready: [clickOpens] },
    }
    data = [spec.at, ...spec.lines.map((l) => l.values)]
  } else if (spec.kind === 'times') {
    options = {
      width, height: HEIGHT, ms: 1, legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 12 } },
      scales: {
        x: { time: true, range: (_u, min, max) => (min === max ? [min - DAY_MS / 2, max + DAY_MS / 2] : [min - (max - min) * 0.03, max + (max - min) * 0.03]) },
        y: { range: (_u, _min, max) => [0, Math.max(10, max * 1.1)] },
      },
      axes: [timeAxis(spec.date), axis((_u, splits) => splits.map((v) => spec.secs(v)), 60, SECOND_STEPS)],
      series: [
        {},
        { label: spec.names.counted, stroke: accent, width: 2, spanGaps: true, points: { show: true, size: 9, fill: accent, stroke: accent } },
        { label: spec.names.practice, stroke: muted, width: 0, paths: () => null, points: { show: true, size: 9, fill: paper, stroke: muted, width: 2 } },
      ],
      hooks: { ready: [clickOpens] },
    }
    data = [spec.at, spec.counted, spec.practice]
  } else if (spec.kind === 'recent') {
    const n = spec.times.length
    const top = Math.max(...spec.times, ...spec.limits.slice(0, 2)) * 1.1
    options = {
      width, height: spec.height, legend: { show: false }, cursor: { show: false }, padding: [8, 8, 4, 0],
      scales: { x: { time: false, range: () => [0.5, Math.max(1.5, n + 0.5)] }, y: { range: () => [0, top] } },
      axes: [{ show: false }, axis((_u, splits) => splits.map((v) => spec.secs(v)), 60, SECOND_STEPS)],
      series: [{}, { stroke: ink, width: 2, points: { show: true, size: 8, fill: accent, stroke: ink } }],
      hooks: {
        // Each tier bound, a dashed line across the whole plot (one run or thirty).
        drawAxes: [
          (u) => {
            const ctx = u.ctx
            ctx.save()
            ctx.strokeStyle = accent
            ctx.lineWidth = devicePixelRatio
            ctx.setLineDash([3 * devicePixelRatio, 4 * devicePixelRatio])
            for (const l of spec.limits) {
              if (l >= top) continue
              const y = Math.round(u.valToPos(l, 'y', true))
              ctx.beginPath()
              ctx.moveTo(u.bbox.left, y)
              ctx.lineTo(u.bbox.left + u.bbox.width, y)
              ctx.stroke()
            }
            ctx.restore()
          },
        ],
      },
    }
    data = [Array.from({ length: n }, (_, i) => i + 1), spec.times]
  } else {
    const bars = uPlot.paths.bars!({ size: [0.9, Infinity], align: 1 })
    options = {
      width, height: HEIGHT, legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: (_u, min, max) => [Math.min(0, min), max + 5] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
      },
      axes: [
        axis((_u, splits) => splits.map((v) => spec.secs(v)), 40, SECOND_STEPS),
        axis((_u, splits) => splits.map((v) => spec.count(v)), 50, COUNT_STEPS),
      ],
      series: [{}, { label: spec.name, stroke: accent, fill: accent, width: 0, paths: bars, points: { show: false } }],
    }
    // At least six bars (0–30 s) on the axis, so one bar used is one bar wide, not the chart's width.
    const from = [...spec.from]
    const counts = [...spec.counts]
    for (let next = (from.at(-1) ?? -5) + 5; from.length < 6; next += 5) {
      from.push(next)
      counts.push(0)
    }
    data = [from, counts]
  }
  const plot = new uPlot(options, data, box)
  const resized = new ResizeObserver(() => {
    const w = Math.max(200, box.clientWidth)
    if (w !== plot.width) plot.setSize({ width: w, height: options.height })
  })
  resized.observe(box)
  return {
    destroy() {
      resized.disconnect()
      plot.destroy()
    },
  }
}
