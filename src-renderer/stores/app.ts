import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Notice, OnlineAccess, PhoneAccess } from '@shared/ipc'
import type { Profile, Settings } from '@shared/profile'
import { DEFAULT_SETTINGS } from '@shared/profile'
import { api, must } from '../api'
import { followHostClock } from '../clock'

/** The latest profiles, settings and notices from main; screens read them and send intents. */
export const useAppStore = defineStore('app', () => {
  const ready = ref(false)
  const edition = ref<'electron' | 'web'>('web')
  const version = ref('')
  /** The system's preferred languages as the host knows them (empty in the web edition: the browser knows). */
  const systemLanguages = ref<string[]>([])
  const notices = ref<Notice[]>([])
  const profiles = ref<Profile[]>([])
  const settings = ref<Settings>({ ...DEFAULT_SETTINGS })
  const error = ref<string | null>(null)
  /** Whether phones can join now, and where. */
  const phones = ref<PhoneAccess>({ state: 'off', url: null, problem: null, addresses: [], fixedAtLaunch: false })
  /** Whether online seats and spectators reach the tables through a relay now. */
  const online = ref<OnlineAccess>({ state: 'off', relay: null, problem: null })

  async function load() {
    // A host on a test's clock says so the moment the screen connects: its timers follow it.
    api.on['clock:manual']((t) => followHostClock(t.now))
    api.on['profiles:changed']((p) => (profiles.value = p))
    api.on['settings:changed']((s) => (settings.value = s))
    api.on['notices:changed']((n) => (notices.value = n))
    api.on['phones:changed']((p) => (phones.value = p))
    api.on['online:changed']((o) => (online.value = o))
    const info = await must(api.request['app:info'](null))
    edition.value = info.edition
    version.value = info.version
    systemLanguages.value = info.systemLanguages
    notices.value = info.notices
    profiles.value = await must(api.request['profiles:list'](null))
    settings.value = await must(api.request['settings:get'](null))
    phones.value = await must(api.request['phones:status'](null))
    online.value = await must(api.request['online:status'](null))
    ready.value = true
  }

  /** Runs an intent and shows its error in the app's one error banner instead of throwing. */
  async function attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      error.value = null
      return await work()
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e)
      return undefined
    }
  }

  const updateSettings = (patch: Partial<Settings>) => attempt(() => must(api.request['settings:update'](patch)))
  // A name is the person's to fix: a refusal goes back to the screen, to be said beside the field.
  const createProfile = (name: string, colour: Profile['colour']) => api.request['profiles:create']({ name, colour })
  const updateProfile = (id: string, patch: { name?: string; colour?: Profile['colour'] }) => api.request['profiles:update']({ id, ...patch })
  const deleteProfile = (id: string) => attempt(() => must(api.request['profiles:delete']({ id })))
  const dismissNotice = (id: string) => attempt(() => must(api.request['notices:dismiss']({ id })))

  return {
    ready, edition, version, systemLanguages, notices, profiles, settings, phones, online, error,
    load, updateSettings, createProfile, updateProfile, deleteProfile, dismissNotice,
  }
})
