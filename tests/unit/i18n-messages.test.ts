import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, sep } from 'node:path'
import { describe, expect, test } from 'vitest'
import { LANGUAGES } from '@shared/profile'
import { GAMES } from '@shared/games/registry'
import { NOTATION_CODES } from '@shared/checkmates/problem'
import { RECORD_ERROR_CODES } from '@shared/records/format'

/**
 * Every area's message files, found as the build finds them: `src-renderer/locales/<area>/` for the
 * app's own areas, `src-renderer/games/<id>/locales/` for a game's. An area keeps its messages under
 * its own name (the game's id for a game), so no two files can write the same key.
 */
const renderer = join(__dirname, '..', '..', 'src-renderer')
const folders = new Map<string, string>()
for (const entry of readdirSync(renderer, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || entry.name !== 'en.json' || !entry.parentPath.split(sep).includes('locales')) continue
  const dir = entry.parentPath
  folders.set(basename(dir) === 'locales' ? basename(dirname(dir)) : basename(dir), dir)
}
const areas = [...folders.keys()].sort()
const read = (area: string, language: string) => JSON.parse(readFileSync(join(folders.get(area)!, `${language}.json`), 'utf8')) as Record<string, unknown>

/** key path → message, for every leaf of a message tree. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof tree === 'string') out.set(prefix, tree)
  else if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree)) for (const [p, m] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, m)
  }
  return out
}
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()
const branches = (message: string) => message.split(' | ').length

describe('message files', () => {
  test('every area has a file for every language, and keeps its messages under its own name', () => {
    expect(areas.length).toBeGreaterThan(0)
    for (const area of areas) {
      for (const language of LANGUAGES) expect(Object.keys(read(area, language)), `${area}/${language}.json`).toEqual([area])
    }
  })

  test.each(areas)('%s: both languages have the same keys, and each message the same placeholders', (area) => {
    const [en, ...others] = LANGUAGES.map((l) => leaves(read(area, l)))
    for (const other of others) {
      expect([...other.keys()].sort()).toEqual([...en!.keys()].sort())
      for (const [key, message] of en!) expect(placeholders(other.get(key)!), key).toEqual(placeholders(message))
    }
  })

  test.each(areas)('%s: a count is plural in both languages, with every form Russian needs', (area) => {
    const en = leaves(read(area, 'en'))
    const ru = leaves(read(area, 'ru'))
    for (const [key, message] of en) {
      const plural = branches(message) > 1
      expect(branches(ru.get(key)!) > 1, `${key} is a count in one language only`).toBe(plural)
      // English: "{n} card | {n} cards", or with "no cards" first; Russian adds "few": none | one | few | many.
      if (plural) {
        expect([2, 3], key).toContain(branches(message))
        expect(branches(ru.get(key)!), key).toBe(4)
      }
    }
  })
})

/** Every language's messages as the app holds them: each area's file merged into one tree. */
const merged = (language: string) => Object.assign({}, ...areas.map((area) => read(area, language))) as Record<string, unknown>
const has = (tree: Record<string, unknown>, path: string) => leaves(tree).has(path)

describe('refusals and notices have words in every language (issue 23: said by code, never by the English they carry)', () => {
  const GAME_CODES = Object.entries(GAMES).map(([id, module]) => [id, module.errorCodes] as const)

  test.each(GAME_CODES)("%s: every code the engine refuses with has words, the game's own or the shared ones", (gameId, codes) => {
    for (const language of LANGUAGES) {
      const tree = merged(language)
      const missing = codes.filter((code) => !has(tree, `${gameId}.errors.${code}`) && !has(tree, `errors.${code}`))
      expect(missing, `${gameId} in ${language}`).toEqual([])
    }
  })

  test.each(Object.entries(GAMES).flatMap(([id, module]) => ('expert' in module ? [id] : [])))("%s: its expert's verdict says what its results count, in every language", (gameId) => {
    for (const language of LANGUAGES) expect(has(merged(language), `${gameId}.expert.measure`), `${gameId} in ${language}`).toBe(true)
  })

  test.each(Object.entries(GAMES).flatMap(([id, module]) => (module.lessons?.length ? [[id, module.lessons] as const] : [])))(
    '%s: every lesson has its title, goal, lines, hints and reasons in every language (issue 32)',
    (gameId, lessons) => {
      for (const language of LANGUAGES) {
        const tree = merged(language)
        const missing = lessons.flatMap((lesson) => {
          const keys = ['title', 'goal', ...lesson.steps.flatMap((s) => (s.kind === 'bot' || s.kind === 'wait' ? [] : s.kind === 'read' ? [s.say] : [s.say, ...s.hints, ...(s.wrong ?? []).map((w) => w.why), ...(s.timed ? [s.timed.why] : [])]))]
          return keys.map((k) => `${gameId}.lessons.${lesson.id}.${k}`).filter((key) => !has(tree, key))
        })
        expect(missing, `${gameId} in ${language}`).toEqual([])
      }
    },
  )

  test('every code a Check Mates board, card or move is refused with has words', () => {
    for (const language of LANGUAGES) expect(NOTATION_CODES.filter((code) => !has(merged(language), `checkmates.problems.${code}`)), language).toEqual([])
  })

  test('every code a game record is refused with has words', () => {
    for (const language of LANGUAGES) expect(RECORD_ERROR_CODES.filter((code) => !has(merged(language), `errors.${code}`)), language).toEqual([])
  })

  // Test doubles live beside the code they stand in for; what they refuse with no person reads.
  const TEST_DOUBLES = ['host/toy-game.ts', 'store/fake-backing.ts']
  const main = join(__dirname, '..', '..', 'src-main')
  const mainCodes = new Set<string>()
  for (const entry of readdirSync(main, { recursive: true, withFileTypes: true })) {
    const file = relative(main, join(entry.parentPath, entry.name)).split(sep).join('/')
    if (!entry.isFile() || !file.endsWith('.ts') || file.endsWith('.test.ts') || TEST_DOUBLES.includes(file)) continue
    for (const m of readFileSync(join(main, file), 'utf8').matchAll(/code: '([A-Z][A-Z_]*)'/g)) mainCodes.add(m[1]!)
  }

  test('every code main says to a person has words: a refusal, a notice, or a reason a notice gives', () => {
    // Found by reading the sources, so a new code written without words fails here.
    expect(mainCodes.size).toBeGreaterThan(20)
    for (const language of LANGUAGES) {
      const tree = merged(language)
      const places = (code: string) => [`errors.${code}`, `notices.${code}`, `notices.readReasons.${code}`, `notices.saveReasons.${code}`]
      expect([...mainCodes].filter((code) => !places(code).some((p) => has(tree, p))), language).toEqual([])
    }
  })
})
