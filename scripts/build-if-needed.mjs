import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// Rebuilds out/ only when a source or config file is newer than the last build, so `npm start`
// and the e2e tests are quick on the second run and never serve a stale renderer.
const root = join(import.meta.dirname, '..')
const stamp = join(root, 'out', '.built')
const sources = ['shared', 'src-main', 'src-renderer', 'electron.vite.config.ts', 'package.json']

function newest(path) {
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  let max = 0
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)))
  return max
}

export function buildIfNeeded() {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
  const changedAt = Math.max(...sources.map((s) => join(root, s)).filter(existsSync).map(newest))
  if (builtAt > changedAt) return
  process.stderr.write('Building the app…\n')
  const r = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
  })
  if (r.status !== 0) {
    process.stderr.write('The build failed; see the messages above.\n')
    process.exit(r.status ?? 1)
  }
  writeFileSync(stamp, new Date().toISOString())
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded()
