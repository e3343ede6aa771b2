import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, test } from 'vitest'
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [e.name]))

beforeAll(() => buildIfNeeded(), 300_000)

// The seat server serves out/seat and nothing else (docs/phones.md): whatever a phone's seat page
// imports, even lazily, lands there. The app's own screens must not, however the games' registry grows.
test('the seat screen\'s build holds none of the app\'s own screens', () => {
  // The app's screens, and the screens a game has of its own beyond its table (games/<id>/screens/).
  const games = readdirSync(join(root, 'src-renderer/games'), { withFileTypes: true }).filter((e) => e.isDirectory())
  const own = games.flatMap((g) => (existsSync(join(root, 'src-renderer/games', g.name, 'screens')) ? files(join(root, 'src-renderer/games', g.name, 'screens')) : []))
  const screens = [...files(join(root, 'src-renderer/screens')), ...own].filter((f) => f.endsWith('.vue')).map((f) => f.replace(/\.vue$/, ''))
  const built = files(join(root, 'out/seat/assets'))
  expect(screens.length).toBeGreaterThan(5)
  expect(built.filter((f) => screens.some((s) => f.startsWith(`${s}-`)))).toEqual([])
})
