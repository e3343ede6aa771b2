import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// Rebuilds out/ only when a source or config file is newer than the last build, or a bundle is
// missing, so `npm start`, `npm run cli` and the e2e tests are quick on the second run and never
// run a stale app or command line.
const root = join(import.meta.dirname, '..')
const stamp = join(root, 'out', '.built')
const sources = ['shared', 'src-main', 'src-renderer', 'electron.vite.config.ts', 'cli.vite.config.ts', 'seat.vite.config.ts', 'package.json']
// The builds `npm run build` runs, each with a file it always writes: the app (main, preload,
// renderer), the command line, and the seat screen phones open.
const steps = [
  { writes: 'out/main/index.js', run: ['node_modules/electron-vite/bin/electron-vite.js', 'build'] },
  { writes: 'out/cli/index.js', run: ['node_modules/vite/bin/vite.js', 'build', '--config', 'cli.vite.config.ts'] },
  { writes: 'out/seat/seat.html', run: ['node_modules/vite/bin/vite.js', 'build', '--config', 'seat.vite.config.ts'] },
]

function newest(path) {
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  let max = 0
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)))
  return max
}

export function build() {
  for (const { run: [script, ...args] } of steps) {
    const r = spawnSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] })
    if (r.status !== 0) {
      process.stderr.write('The build failed; see the messages above.\n')
      process.exit(r.status ?? 1)
    }
  }
  writeFileSync(stamp, new Date().toISOString())
}

export function buildIfNeeded() {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
  const changedAt = Math.max(...sources.map((s) => join(root, s)).filter(existsSync).map(newest))
  if (builtAt > changedAt && steps.every((s) => existsSync(join(root, s.writes)))) return
  process.stderr.write('Building the app…\n')
  build()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--always')) build()
  else buildIfNeeded()
}
