import { randomUUID } from 'node:crypto'
import { CARD_GAMES } from '@shared/games/lookup'
import type { GameId } from '@shared/games/registry'
import type { ApiResult } from '@shared/ipc'
import { err, ok } from '@shared/result'
import { profileNamed, type Language } from '@shared/profile'
import { levelOf } from '@shared/results'
import type { Archive } from '../../store/archive'
import type { AppStore } from '../../store/store'
import { periodStart } from '../progress-period'
import { freshStanding } from '../results'
import type { EventListener, Handlers } from './types'

export interface ProfilesContext {
  store: AppStore
  archive: Pick<Archive, 'standing' | 'recentMatches' | 'forgetProfile' | 'cardProgress' | 'bidProgress'>
  emit: EventListener
  now: () => number
  /** The language the tables speak to their phones now. */
  tableLanguage: () => Language
  /** Tells every seated phone the table's language, if it is no longer `before`. */
  speakToPhones: (before: Language) => void
}

/**
 * `profiles:*`, `settings:*`, `results:profile`, `progress:games` and `progress:bidding`: the
 * people at this computer, their standings and how they moved, and the settings.
 */
export function profileHandlers({ store, archive, emit, now, tableLanguage, speakToPhones }: ProfilesContext) {
  // Two players called Ada at one computer could not tell their seats, records or history apart.
  const nameTaken = (name: string, self?: string): ApiResult<never> | null => {
    const other = profileNamed(store.read().profiles, name, self)
    return other ? err({ code: 'NAME_TAKEN', message: `There is already a player called ${other.name}. Choose another name.`, params: { name: other.name } }) : null
  }

  return {
    'profiles:list': () => ok(store.read().profiles),
    'profiles:create': ({ name, colour }) => {
      const taken = nameTaken(name)
      if (taken) return taken
      const profile = { id: randomUUID(), name: name.trim(), colour, createdAt: now() }
      const data = store.write((d) => ({ ...d, profiles: [...d.profiles, profile] }))
      emit('profiles:changed', data.profiles)
      return ok(profile)
    },
    'profiles:update': ({ id, name, colour }) => {
      const found = store.read().profiles.find((p) => p.id === id)
      if (!found) return err({ code: 'NOT_FOUND', message: `no profile with id ${id}` })
      const taken = name === undefined ? null : nameTaken(name, id)
      if (taken) return taken
      const updated = { ...found, ...(name !== undefined && { name: name.trim() }), ...(colour && { colour }) }
      const data = store.write((d) => ({ ...d, profiles: d.profiles.map((p) => (p.id === id ? updated : p)) }))
      emit('profiles:changed', data.profiles)
      return ok(updated)
    },
    'profiles:delete': ({ id }) => {
      if (!store.read().profiles.some((p) => p.id === id)) {
        return err({ code: 'NOT_FOUND', message: `no profile with id ${id}` })
      }
      const data = store.write((d) => ({ ...d, profiles: d.profiles.filter((p) => p.id !== id) }))
      archive.forgetProfile(id)
      emit('profiles:changed', data.profiles)
      return ok(data.profiles)
    },
    'settings:get': () => ok(store.read().settings),
    'settings:update': (patch) => {
      const before = tableLanguage()
      const data = store.write((d) => ({ ...d, settings: { ...d.settings, ...patch } }))
      emit('settings:changed', data.settings)
      speakToPhones(before)
      return ok(data.settings)
    },
    'results:profile': ({ profileId }) => {
      const profile = store.read().profiles.find((p) => p.id === profileId)
      if (!profile) return err({ code: 'NOT_FOUND', message: `no profile with id ${profileId}` })
      const standing = archive.standing(profileId) ?? freshStanding()
      return ok({ profile, standing, level: levelOf(standing.levelPoints), recent: archive.recentMatches(profileId) })
    },
    // A period counts back from the host's clock, as progress:solo's does. A person who has left
    // still has their games and bids, so an id no profile has is answered too (with what is kept).
    'progress:games': ({ profileId, period }) =>
      ok(archive.cardProgress(profileId, CARD_GAMES.map((m) => m.game.id as GameId), { from: periodStart(period, now()) })),
    'progress:bidding': ({ profileId, period }) => ok(archive.bidProgress(profileId, { from: periodStart(period, now()) })),
  } satisfies Partial<Handlers>
}
