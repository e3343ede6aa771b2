import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'

// Electron's security scan over the built app. electronegativity 1.10.3 breaks when installed
// into the project (it leaves `commander` undeclared, and npm hoists a version it cannot use), so
// it runs isolated through npx; it exits 0 even with findings, so we read its CSV and fail on
// anything MEDIUM or above.
const root = join(import.meta.dirname, '..')
const report = join(root, 'out', 'electronegativity.csv')
const electronVersion = createRequire(import.meta.url)('electron/package.json').version
rmSync(report, { force: true })
const run = spawnSync(
  'npx',
  ['--yes', '@doyensec/electronegativity@1.10.3', '-i', join(root, 'out'), '-r', '-e', electronVersion, '-o', report],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], shell: process.platform === 'win32' },
)
if (run.status !== 0 || !existsSync(report)) {
  process.stderr.write('The security scan did not run to the end.\n')
  process.exit(1)
}
const rows = readFileSync(report, 'utf8').trim().split('\n').slice(1).filter(Boolean)
const serious = rows.filter((r) => /,\s*"?(MEDIUM|HIGH|CRITICAL)"?\s*,/i.test(r))
process.stdout.write(`Security scan: ${rows.length} finding(s), ${serious.length} of MEDIUM or above.\n`)
for (const r of serious) process.stdout.write(`  ${r}\n`)
process.exit(serious.length ? 1 : 0)
