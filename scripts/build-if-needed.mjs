import { readdirSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

// Rebuilds out/ only when a source or config file is newer than the last build, or a bundle is
// missing, so `npm start`, `npm run cli` and the e2e tests are quick on the second run and never
// run a stale app or command line.
const root = join(import.meta.dirname, '..')
const stamp = join(root, 'out', '.built')
const sources = ['shared', 'src-main', 'src-renderer', 'electron.vite.config.ts', 'cli.vite.config.ts', 'seat.vite.config.ts', 'package.json']
// What the command line's bundle is built from. `npm run cli` looks only at these: a command pays
// for this check on every run (issue 28), and a changed screen does not make the command line stale.
const cliSources = ['shared', 'src-main', 'cli.vite.config.ts', 'package.json']
// The builds `npm run build` runs, each with a file it always writes: the app (main, preload,
// renderer), the command line, and the seat screen phones open.
const steps = [
  { writes: 'out/main/index.js', run: ['node_modules/electron-vite/bin/electron-vite.js', 'build'] },
  { writes: 'out/cli/index.js', run: ['node_modules/vite/bin/vite.js', 'build', '--config', 'cli.vite.config.ts'] },
  { writes: 'out/seat/seat.html', run: ['node_modules/vite/bin/vite.js', 'build', '--config', 'seat.vite.config.ts'] },
]

// The latest change under a path: its files' times and, for a folder, its own (a file deleted or
// renamed changes only the folder's). Undefined when the path does not exist.
function newest(path) {
  const s = statSync(path, { throwIfNoEntry: false })
  if (!s?.isDirectory()) return s?.mtimeMs
  let max = s.mtimeMs
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)) ?? 0)
  return max
}

export function build() {
  // Loaded here, not on import: a run that needs no build should not pay for it.
  const { spawnSync } = createRequire(import.meta.url)('node:child_process')
  for (const { run: [script, ...args] } of steps) {
    const r = spawnSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] })
    if (r.status !== 0) {
      process.stderr.write('The build failed; see the messages above.\n')
      process.exit(r.status ?? 1)
    }
  }
  writeFileSync(stamp, new Date().toISOString())
}

function fresh(paths, bundles) {
  const builtAt = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0
  const changedAt = Math.max(...paths.map((p) => newest(join(root, p)) ?? 0))
  return builtAt > changedAt && bundles.every((s) => statSync(join(root, s.writes), { throwIfNoEntry: false }) !== undefined)
}

/** Builds everything when anything is stale; with `'cli'`, only when the command line is. */
export function buildIfNeeded(only) {
  if (only === 'cli' ? fresh(cliSources, steps.filter((s) => s.writes === 'out/cli/index.js')) : fresh(sources, steps)) return
  process.stderr.write('Building the app…\n')
  build()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--always')) build()
  else buildIfNeeded()
}
