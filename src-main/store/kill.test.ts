import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { expect, test } from 'vitest'
import { confBacking } from './conf-backing'
import { dataSchema } from './schema'
import { openStore } from './store'

const KILLS = 20

/** The child bundled into one file, so each of the many starts costs a fraction of a second. */
async function bundleChild(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'cmt-kill-child-'))
  await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    resolve: { alias: { '@shared': fileURLToPath(new URL('../../shared', import.meta.url)) } },
    ssr: { noExternal: true },
    build: { ssr: fileURLToPath(new URL('./kill-child.ts', import.meta.url)), outDir, minify: false, target: 'node20' },
  })
  return join(outDir, 'kill-child.js')
}

/** Starts the child, kills it with SIGKILL a random moment after it opened the store, and returns what it said. */
function runUntilKilled(child: string, dir: string): Promise<string[]> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [child, dir], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    proc.stdout.on('data', (d: Buffer) => {
      if (!out.startsWith('open') && (out + d).startsWith('open')) setTimeout(() => proc.kill('SIGKILL'), Math.random() * 150)
      out += d
    })
    proc.on('exit', () => resolve(out.split('\n')))
  })
}

test('killed with SIGKILL at random moments while filing results, the file is always whole, no acknowledged result is lost, no temporaries pile up', { timeout: 120_000 }, async () => {
  const started = Date.now()
  const child = await bundleChild()
  const dir = mkdtempSync(join(tmpdir(), 'cmt-kill-'))
  openStore(confBacking(dir)).store.write((d) => ({ ...d, profiles: [{ id: 'p1', name: 'Lena', colour: 'sky', createdAt: 0 }] }))
  let acknowledged = 0
  let temporariesLeft = 0
  for (let kill = 0; kill < KILLS; kill++) {
    const lines = await runUntilKilled(child, dir)
    // What the last kill left, the next start had to read, without a notice, and tidied up.
    const [, found, temporaries, notice] = lines[0]!.split(' ')
    expect(notice).toBe('clean')
    expect(Number(temporaries)).toBe(0)
    expect(Number(found)).toBeGreaterThanOrEqual(acknowledged)
    for (const line of lines) if (line.startsWith('filed ')) acknowledged = Number(line.slice(6))
    // The file as the kill left it: whole JSON in the app's own schema, holding every result acknowledged.
    const data = dataSchema.parse(JSON.parse(readFileSync(join(dir, 'data.json'), 'utf8')))
    expect(data.standings.p1?.games.checks?.played ?? 0).toBeGreaterThanOrEqual(acknowledged)
    expect(data.matches.at(-1)?.at ?? 0).toBeGreaterThanOrEqual(acknowledged)
    temporariesLeft += readdirSync(dir).filter((f) => f.includes('.tmp-')).length
  }
  const { store, notice } = openStore(confBacking(dir))
  expect(notice).toBeNull()
  expect(readdirSync(dir)).toEqual(['data.json'])
  expect(store.read().standings.p1?.games.checks?.played).toBeGreaterThanOrEqual(acknowledged)
  expect(acknowledged).toBeGreaterThan(KILLS)
  console.log(
    `kill test: ${KILLS} kills, ${acknowledged} acknowledged results all kept, ` +
      `${temporariesLeft} temporaries left by kills and removed at the next start, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
})
