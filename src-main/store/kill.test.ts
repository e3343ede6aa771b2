import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { expect, test } from 'vitest'
import { confBacking } from './conf-backing'
import { openData } from './open'
import { dataSchema } from './schema'

// Kills after 1–60 more games each: some 30 kills across the 1,000, and never fewer than this.
const KILLS = 10

/** The child bundled into one file, so each of the many starts costs a fraction of a second. */
async function bundleChild(): Promise<string> {
  // Inside the project, so the bundle finds libsql (a native module, left out of it) in node_modules.
  const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url))
  mkdirSync(cache, { recursive: true })
  const outDir = mkdtempSync(join(cache, 'kill-child-'))
  await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    resolve: { alias: { '@shared': fileURLToPath(new URL('../../shared', import.meta.url)) } },
    ssr: { noExternal: true },
    build: { ssr: fileURLToPath(new URL('./kill-child.ts', import.meta.url)), outDir, minify: false, target: 'node20', rolldownOptions: { external: ['libsql'] } },
  })
  return join(outDir, 'kill-child.js')
}

/**
 * Starts the child and kills it with SIGKILL once it has told of `after` more games filed (it is
 * filing the next ones meanwhile, so the kill lands mid-write), and returns what it said. Events
 * decide the moment, not a timer: a loaded machine only moves it to another write.
 */
function runUntilKilled(child: string, dir: string, after: number): Promise<string[]> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [child, dir], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    let from: number | null = null
    proc.stdout.on('data', (d: Buffer) => {
      out += d
      const lines = out.split('\n')
      from ??= lines[0]!.startsWith('open') && lines.length > 1 ? Number(lines[0]!.split(' ')[1]) : null
      const last = [...lines].reverse().find((l) => l.startsWith("filed "))
      if (from !== null && last && Number(last.slice(6)) >= from + after) proc.kill('SIGKILL')
    })
    proc.on('exit', () => resolve(out.split('\n')))
  })
}

// Nothing here waits on a timer: each kill follows the child's own output. The time is the work —
// some 30 processes started, filing and killed: 7 s on a quiet machine, 13 s on a loaded one, past
// 30 s on a two-core machine running two suites at once (the suite's own minute then covers it).
test('killed with SIGKILL at random moments while filing 1,000 games, the database and the data file always open whole, no acknowledged game is lost, no temporaries pile up', async () => {
  const started = Date.now()
  const child = await bundleChild()
  const dir = mkdtempSync(join(tmpdir(), 'cmt-kill-'))
  const first = openData(confBacking(dir))
  first.store.write((d) => ({ ...d, profiles: [{ id: 'p1', name: 'Lena', colour: 'sky', createdAt: 0 }] }))
  first.archive.close()
  let acknowledged = 0
  let temporariesLeft = 0
  let kills = 0
  for (let done = false; !done; ) {
    const lines = await runUntilKilled(child, dir, 1 + Math.floor(Math.random() * 60))
    done = lines.includes('done')
    if (!done) kills++
    // What the last kill left, the next start had to read, without a notice, and tidied up.
    const [, found, temporaries, notice] = lines[0]!.split(' ')
    expect(notice).toBe('clean')
    expect(Number(temporaries)).toBe(0)
    expect(Number(found)).toBeGreaterThanOrEqual(acknowledged)
    for (const line of lines) if (line.startsWith('filed ')) acknowledged = Number(line.slice(6))
    // The data file as the kill left it: whole JSON in the app's own schema, the latest name acknowledged or later.
    const data = dataSchema.parse(JSON.parse(readFileSync(join(dir, 'data.json'), 'utf8')))
    expect(Number(data.profiles[0]!.name.slice(5) || 0)).toBeGreaterThanOrEqual(acknowledged)
    temporariesLeft += readdirSync(dir).filter((f) => f.includes('.tmp-')).length
  }
  const { store, archive, notices } = openData(confBacking(dir))
  expect(notices).toEqual([])
  expect(store.read().profiles[0]!.name).toBe('Lena 1000')
  // Every game once, and Lena's standing moved by each of them once.
  expect(archive.listGames({ profileId: 'p1' }).total).toBe(1000)
  expect(archive.standing('p1')?.games.checks?.played).toBe(1000)
  expect(kills).toBeGreaterThanOrEqual(KILLS)
  archive.close()
  console.log(
    `kill test: ${kills} kills while filing 1,000 games, every acknowledged game kept once, ` +
      `${temporariesLeft} temporaries left by kills and removed at the next start, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
})
