// Adds the test suite's sixth game, Higher or Lower (tests/sixth-game), to a scratch copy of this
// working tree as a real game — its two folders and one import and one entry in each registry,
// nothing else — and runs what a new game must pass there: typecheck, lint, the unit suite, the
// build and the e2e tests that take it in (its own, and every shared one over the registry's
// games). It proves docs/adding-a-game.md's claim; the game itself is never registered here.
//
//   node scripts/port-sixth-game.mjs [--into DIR] [--keep] [--no-e2e]
//
// --into DIR  the scratch copy (made empty first); default a new folder under the system's temp
// --keep      leave the scratch copy behind when every check passes (it is always kept on a failure)
// --no-e2e    stop after the build
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const root = join(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const into = option('--into') ? resolve(option('--into')) : mkdtempSync(join(tmpdir(), 'cmt-sixth-game-'))

const ID = 'higher-or-lower'
const FIXTURE = 'tests/sixth-game'
/** The game's two folders, as the fixture holds them at the paths they take in the repo. */
const FOLDERS = [`shared/games/${ID}`, `src-renderer/games/${ID}`]
/** Each registry and the one line of each that names the game: its import, and its entry. */
const REGISTRIES = [
  { file: 'shared/games/registry.ts', object: 'export const GAMES = {', name: 'higherOrLowerGame' },
  { file: 'src-renderer/games/registry.ts', object: 'export const GAME_UIS', name: 'higherOrLowerUi' },
]
// What the e2e run takes: every test with the game's id in its title (its own spec, and the
// shared specs' per-game tests), and the shared tests that walk every registered game in one.
const E2E_GREP = [ID, 'every screen outside a table', 'home lists every game', 'every rules page opens', 'rules pages in Russian', 'fuzz:'].join('|')

const say = (line) => process.stdout.write(`${line}\n`)

/** This working tree as it is now, tracked files and new ones git does not ignore, without node_modules. */
function copyTree() {
  rmSync(into, { recursive: true, force: true })
  mkdirSync(into, { recursive: true })
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (existsSync(join(root, file))) cpSync(join(root, file), join(into, file), { recursive: true })
  }
  symlinkSync(join(root, 'node_modules'), join(into, 'node_modules'), 'dir')
}

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))

/**
 * Where an import written in the fixture points once its file sits in the repo's folder: the same
 * file of the game, or the same file of the app. The screens name shared files by `@shared/`, as
 * every game's screens do.
 */
function repoint(specifier, from, to) {
  let target = resolve(dirname(from), specifier)
  const fixture = join(into, FIXTURE) + sep
  if (target.startsWith(fixture)) target = join(into, relative(fixture, target))
  const shared = join(into, 'shared') + sep
  if (to.startsWith(join(into, 'src-renderer') + sep) && target.startsWith(shared)) return `@shared/${relative(shared, target).split(sep).join('/')}`
  const path = relative(dirname(to), target).split(sep).join('/')
  return path.startsWith('.') ? path : `./${path}`
}

/** The game's folders moved out of the fixture into the repo, each relative import pointed anew. */
function moveFolders() {
  for (const folder of FOLDERS) {
    const from = join(into, FIXTURE, folder)
    for (const file of filesUnder(from)) {
      const to = join(into, folder, relative(from, file))
      mkdirSync(dirname(to), { recursive: true })
      let text = readFileSync(file, 'utf8')
      if (/\.(ts|vue)$/.test(file)) text = text.replace(/(from\s+|import\s*\(\s*|import\s+)(['"])(\.\.?\/[^'"]+)\2/g, (_m, lead, q, spec) => `${lead}${q}${repoint(spec, file, to)}${q}`)
      writeFileSync(to, text)
    }
  }
  // What is left of the fixture is its harness, which registers the game in tests by mocks.
  rmSync(join(into, FIXTURE), { recursive: true })
}

/** One import after the registry's last, and one entry at the end of its list. */
function register() {
  for (const { file, object, name } of REGISTRIES) {
    const lines = readFileSync(join(into, file), 'utf8').split('\n')
    const start = lines.findIndex((l) => l.startsWith(object))
    const end = lines.findIndex((l, i) => i > start && l.startsWith('}'))
    if (start < 0 || end < 0) throw new Error(`${file}: no \`${object}\` list to add the game to`)
    lines.splice(end, 0, `  '${ID}': ${name},`)
    const lastImport = lines.findLastIndex((l) => l.startsWith('import '))
    lines.splice(lastImport + 1, 0, `import { ${name} } from './${ID}'`)
    writeFileSync(join(into, file), lines.join('\n'))
  }
}

/** Runs one check in the scratch copy, its output into a log there; its time and whether it passed. */
function check(name, command, commandArgs) {
  const started = Date.now()
  const log = join(into, `port-${name}.log`)
  const r = spawnSync(command, commandArgs, { cwd: into, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } })
  writeFileSync(log, `${r.stdout ?? ''}${r.stderr ?? ''}`)
  const seconds = Math.round((Date.now() - started) / 1000)
  const tally = summary(name, stripVTControlCharacters(`${r.stdout ?? ''}${r.stderr ?? ''}`))
  say(`${r.status === 0 ? 'pass' : 'FAIL'}  ${name.padEnd(9)} ${String(seconds).padStart(5)} s${tally ? `  ${tally}` : ''}${r.status === 0 ? '' : `  (${relative(process.cwd(), log)})`}`)
  return r.status === 0
}

/** The count a test runner prints last, so the figures can be read off the run. */
function summary(name, output) {
  if (name === 'unit') return /Tests\s+(.+?)\s*\n/.exec(output)?.[1]?.replace(/\s+/g, ' ') ?? ''
  if (name === 'e2e') return [...output.matchAll(/^\s+(\d+ (?:passed|failed|flaky|skipped))/gm)].map((m) => m[1]).join(', ')
  return ''
}

copyTree()
moveFolders()
register()
say(`Higher or Lower ported into ${into}: ${FOLDERS.join(' and ')}, and one import and one entry in ${REGISTRIES.map((r) => r.file).join(' and ')}.`)
const npx = (...rest) => ['npx', rest]
const checks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', ...npx('vitest', 'run')],
  ['build', 'npm', ['run', 'build']],
  ...(args.includes('--no-e2e') ? [] : [['e2e', ...npx('playwright', 'test', '--workers=1', '-g', E2E_GREP)]]),
]
let passed = true
for (const [name, command, commandArgs] of checks) passed = check(name, command, commandArgs) && passed
if (passed && !args.includes('--keep')) rmSync(into, { recursive: true, force: true })
else say(`The scratch copy stays at ${into}.`)
process.exit(passed ? 0 : 1)
