// Mutation testing: `npm run mutation -- [--concurrency=N] [--survivors] [--tests=glob,…] [files…]`.
// Stryker's command line refuses Node 20, its programming interface does not, so this calls that;
// the package's own entry point loads the command line (and its version check), so go round it.
// One Stryker run per file: with `related` only the tests that import the file run, and each file gets its own score.
import { existsSync, readdirSync } from 'node:fs'
import { relative } from 'node:path'

const { Stryker } = await import(new URL('dist/src/stryker.js', import.meta.resolve('@stryker-mutator/core/package.json')))

const flags = process.argv.slice(2).filter((a) => a.startsWith('--'))
const named = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const concurrency = Number(flags.find((f) => f.startsWith('--concurrency='))?.split('=')[1] ?? 2)
const listSurvivors = flags.includes('--survivors')

const defaults = [
  ...readdirSync('shared/games', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`shared/games/${d.name}/engine.ts`))
    .map((d) => `shared/games/${d.name}/engine.ts`),
  'shared/engine.ts',
  'shared/checkmates/solver.ts',
  'shared/checkmates/bound.ts',
  'shared/checkmates/bidding.ts',
  'shared/checkmates/solo.ts',
  'src-main/host/table.ts',
  'src-main/host/computer-players.ts',
]
const files = named.length > 0 ? named.map((f) => relative(process.cwd(), f)) : defaults
const testsFlag = flags.find((f) => f.startsWith('--tests='))?.slice('--tests='.length).split(',')
// Every host, CLI and bidding test builds solver tables, which instrumented code makes seconds
// each: with all related tests the solver's run takes well over an hour on a busy machine. Its own
// tests must catch its mutants by themselves (the table search included).
// The engine kit is imported by every game, so its related tests would be nearly all of them: its
// own tests and the guard order every engine keeps (Check Mates' engines, and one card game's
// laws, which check it on every game they walk) stand for it.
const ownTests = {
  'shared/checkmates/solver.ts': ['shared/checkmates/solver.test.ts'],
  // The cold search's bound: its own tests, and the solver's, which search with it.
  'shared/checkmates/bound.ts': ['shared/checkmates/bound.test.ts', 'shared/checkmates/solver.test.ts'],
  'shared/engine.ts': ['shared/engine.test.ts', 'shared/checkmates/guards.test.ts', 'shared/games/checks/laws.test.ts'],
}

const detected = new Set(['Killed', 'Timeout'])
const undetected = new Set(['Survived', 'NoCoverage'])

const scores = []
for (const file of files) {
  const slug = file.replace(/[/.]/g, '-')
  const testFiles = testsFlag ?? ownTests[file]
  const results = await new Stryker({
    mutate: [file],
    ...(testFiles ? { testFiles } : {}),
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'vitest.config.ts', related: true },
    coverageAnalysis: 'perTest',
    concurrency,
    tempDirName: '.stryker-tmp',
    reporters: ['progress', 'html'],
    htmlReporter: { fileName: `.stryker-tmp/reports/${slug}.html` },
    cleanTempDir: true,
  }).runMutationTest()
  const caught = results.filter((r) => detected.has(r.status)).length
  const missed = results.filter((r) => undetected.has(r.status))
  const score = (100 * caught) / (caught + missed.length)
  scores.push({ file, mutants: caught + missed.length, killed: caught, survived: missed.length, score })
  console.log(`\n${file}: ${score.toFixed(1)}% (${caught} of ${caught + missed.length} mutants caught)`)
  if (listSurvivors) {
    for (const m of missed.sort((a, b) => a.location.start.line - b.location.start.line)) {
      const where = `${m.location.start.line}:${m.location.start.column}`
      console.log(`  ${where} ${m.status} ${m.mutatorName}: ${JSON.stringify(m.replacement)}`)
    }
  }
}

console.log('\n| file | mutants | caught | score |\n|---|---|---|---|')
for (const s of scores) console.log(`| ${s.file} | ${s.mutants} | ${s.killed} | ${s.score.toFixed(1)}% |`)
