import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, sep } from 'node:path'
import { describe, expect, test } from 'vitest'
import { LANGUAGES } from '@shared/profile'

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
