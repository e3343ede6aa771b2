import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const away = mkdtempSync(join(tmpdir(), 'cli-bundle-'))

// The command line as users get it: the bundle in out/cli run by plain node (no tsx, no loader).
beforeAll(() => {
  buildIfNeeded()
  // A copy far from the sources and node_modules: the bundle must need neither.
  cpSync(join(root, 'out', 'cli'), away, { recursive: true })
}, 300_000)

afterAll(() => rmSync(away, { recursive: true, force: true }))

function cli(args: string[], input = '', entry = join(away, 'index.js')) {
  return spawnSync(process.execPath, [entry, ...args], { cwd: away, input, encoding: 'utf8', maxBuffer: 1 << 26 })
}

const good = JSON.stringify({ mode: 'fifteen', board: 'B.B/R*G/RG.', task: 'BBB/.../...' })

describe('the built command line, run by plain node', () => {
  test('solve answers every line, quotes a 5 MB bad line by its first 80 characters, and exits 1', () => {
    const r = cli(['solve'], `${good}\n${'#'.repeat(5_000_000)}\n${good}\n`)
    expect(r.status).toBe(1)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(3)
    expect(JSON.parse(lines[0] as string)).toEqual({ optimal: 1, moves: ['b2-b3'] })
    expect(JSON.parse(lines[1] as string)).toEqual({ error: expect.stringContaining(`"${'#'.repeat(80)}…"`) })
    expect((lines[1] as string).length).toBeLessThan(300)
    expect(JSON.parse(lines[2] as string)).toEqual({ optimal: 1, moves: ['b2-b3'] })
    expect(r.stderr).toBe('')
  })

  test('solve exits 0 when every line was answered, and on empty input', () => {
    expect(cli(['solve'], `${good}\n`)).toMatchObject({ status: 0, stdout: '{"optimal":1,"moves":["b2-b3"]}\n' })
    expect(cli(['solve'])).toMatchObject({ status: 0, stdout: '' })
  })

  test('play refuses three players at Checks, a two-player game, and plays nothing', () => {
    const r = cli(['play', '--game', 'checks', '--seats', '3'], '{"seat":0,"action":{"type":"draw"}}\n')
    expect(r.status).toBe(2)
    expect(r.stderr).toContain('checks is for exactly 2 players, not 3')
    expect(r.stdout).toBe('')
  })

  test('selfplay --records, its matches split over two processes, writes every record; play --record replays each to its result', () => {
    const out = join(away, 'records')
    const r = cli(['selfplay', '--game', 'cheat', '--seats', 'hard,easy,random', '--matches', '4', '--seed', 'split', '--records', out])
    expect(r.status).toBe(0)
    const files = readdirSync(out).sort()
    expect(files).toEqual([0, 1, 2, 3].map((i) => `cheat-split-000${i}.json`))
    for (const file of files) {
      const played = cli(['play', '--record', join(out, file)])
      expect(played.status).toBe(0)
      expect(JSON.parse(played.stdout).outcome).toEqual(JSON.parse(readFileSync(join(out, file), 'utf8')).result)
    }
  })

  test('an unknown command prints the usage and exits 2', () => {
    const r = cli(['solver'])
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/^usage: npm run cli -- <solve\|selfplay\|play>/)
  })

  test('`npm run cli` runs the same bundle, after building it if its sources changed', () => {
    const r = cli(['solve'], `${good}\n`, join(root, 'scripts', 'cli.mjs'))
    expect(r).toMatchObject({ status: 0, stdout: '{"optimal":1,"moves":["b2-b3"]}\n' })
  })
})
