import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import type { PastGameSummary } from '@shared/ipc'
import { parseRecord } from '@shared/records/parse'
import { replay } from '@shared/records/replay'
import { confBacking } from './conf-backing'
import { BEFORE_DATABASE, openData } from './open'
import { CURRENT_VERSION } from './schema'

const FIXTURE = JSON.parse(gunzipSync(readFileSync(new URL('./fixtures/data-schema-9.json.gz', import.meta.url))).toString('utf8')) as Record<string, unknown>

/** A real data file of the release before the database (fixtures/README.md), unchanged or as `edit` leaves it. */
function oldFolder(edit: (data: Record<string, unknown>) => void = () => {}): { dir: string; old: Record<string, unknown> } {
  const dir = mkdtempSync(join(tmpdir(), 'cmt-open-'))
  const old = structuredClone(FIXTURE)
  edit(old)
  writeFileSync(join(dir, 'data.json'), JSON.stringify(old))
  return { dir, old }
}

type OldGame = PastGameSummary & { record: string }
type OldStanding = { levelPoints: number; games: Record<string, { played: number }> }

describe('moving to the games database (issue 29)', () => {
  test('a data folder written by the release before opens with everything in it; the old file stays beside the database until the next open', () => {
    const { dir, old } = oldFolder()
    const oldGames = old.games as OldGame[]
    expect(old.schemaVersion).toBe(9)
    expect(oldGames).toHaveLength(250)

    const first = openData(confBacking(dir))
    expect(first.notices).toEqual([])
    const { store, archive } = first
    // The small things stay in the data file, as they were.
    expect(store.read().profiles).toEqual(old.profiles)
    // (Settings gained the relay's since, as nothing: issue 33.)
    expect(store.read().settings).toEqual({ ...(old.settings as object), relayUrl: '', watchDelay: 0 })
    expect(store.read().schemaVersion).toBe(CURRENT_VERSION)
    // Every game, newest first, with its record, which still replays to its result.
    const all = archive.listGames({ profileId: null, limit: 100 })
    expect(all.total).toBe(250)
    expect(all.games.slice(0, 3).map((g) => g.id)).toEqual(oldGames.slice(-3).reverse().map((g) => g.id))
    for (const kept of [oldGames[0]!, oldGames[123]!, oldGames[249]!]) {
      const game = archive.game(kept.id)!
      expect(game).toEqual(kept)
      const record = parseRecord(game.record)
      if (!record.ok) throw new Error(record.error.message)
      const again = replay(record.value)
      expect(again.ok && again.value.outcome).toMatchObject({ winners: kept.winners })
    }
    expect(archive.listGames({ profileId: null, kind: 'practice' }).total).toBe(oldGames.filter((g) => g.practice).length)
    // Each person's games, standing and latest matches.
    for (const { id } of old.profiles as { id: string }[]) {
      expect(archive.listGames({ profileId: id }).total).toBe(oldGames.filter((g) => g.seats.some((s) => s.profileId === id)).length)
      expect(archive.standing(id)).toEqual((old.standings as Record<string, OldStanding>)[id])
      const theirs = (old.matches as { at: number; seats: { profileId?: string }[] }[]).filter((m) => m.seats.some((s) => s.profileId === id))
      expect(archive.recentMatches(id).map((m) => m.at)).toEqual(theirs.slice(-20).reverse().map((m) => m.at))
    }
    // Solo history, per person.
    const runs = old.soloRuns as { id: string; profileId: string }[]
    expect(archive.soloRuns('p-lena', 'fifteen', 'all').map((r) => r.id)).toEqual(runs.filter((r) => r.profileId === 'p-lena').map((r) => r.id))
    // The data file now holds the small things only; the old one waits beside it.
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'data.json'), 'utf8'))).sort()).toEqual(['profiles', 'schemaVersion', 'settings'])
    expect(JSON.parse(readFileSync(join(dir, BEFORE_DATABASE), 'utf8'))).toEqual(old)
    archive.close()

    // The next open finds everything in the database, and lets the old file go.
    const second = openData(confBacking(dir))
    expect(second.notices).toEqual([])
    expect(second.archive.listGames({ profileId: null }).total).toBe(250)
    expect(readdirSync(dir).sort()).toEqual(['data.json', 'games.db', 'games.db-shm', 'games.db-wal'])
    second.archive.close()
  })

  test('a move cut short before the data file was rewritten is made again from the old file, and nothing is doubled', () => {
    const { dir, old } = oldFolder()
    const first = openData(confBacking(dir))
    first.archive.close()
    // As if killed after the database took the games but before the data file was written anew.
    writeFileSync(join(dir, 'data.json'), JSON.stringify(old))
    const again = openData(confBacking(dir))
    expect(again.archive.listGames({ profileId: null }).total).toBe(250)
    expect(again.archive.standing('p-lena')).toEqual((old.standings as Record<string, OldStanding>)['p-lena'])
    expect(again.archive.recentMatches('p-lena').length).toBeLessThanOrEqual(20)
    again.archive.close()
  })

  test('issue 29 finding 10: one past game of a game this app does not know moves over without it; profiles, standings and the other 250 games stay', () => {
    const { dir, old } = oldFolder((data) => {
      const games = data.games as OldGame[]
      games.splice(100, 0, { ...games[100]!, id: 'from-a-newer-app', gameId: 'go-fish' as never })
    })
    const { store, archive, notices } = openData(confBacking(dir))
    expect(notices).toEqual([])
    expect(store.read().profiles).toEqual(old.profiles)
    expect(archive.listGames({ profileId: null }).total).toBe(250)
    expect(archive.game('from-a-newer-app')).toBeNull()
    expect(archive.standing('p-ben')).toEqual((old.standings as Record<string, OldStanding>)['p-ben'])
    archive.close()
    // The old file, with that game in it, is kept beside the database.
    expect(readFileSync(join(dir, BEFORE_DATABASE), 'utf8')).toContain('from-a-newer-app')
  })

  test('issue 29 finding 10: a data path where a file stands in for the folder starts on data in memory, says so twice (data file, games), and works', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cmt-open-'))
    writeFileSync(join(dir, 'taken'), 'a file, not a folder')
    const { store, archive, notices } = openData(confBacking(join(dir, 'taken')))
    expect(notices.map((n) => [n.code, n.params.reason])).toEqual([
      ['GAMES_TEMPORARY', 'ENOTDIR'],
      ['STORE_TEMPORARY', 'ENOTDIR'],
    ])
    store.write((d) => ({ ...d, profiles: [{ id: 'p', name: 'Lena', colour: 'sky', createdAt: 0 }] }))
    expect(store.read().profiles).toHaveLength(1)
    expect(store.saving).toEqual({ saved: true })
    expect(archive.listGames({ profileId: null }).total).toBe(0)
    expect(existsSync(join(dir, 'taken', 'games.db'))).toBe(false)
  })
})
