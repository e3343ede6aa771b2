import { computed, reactive, ref, watch } from 'vue'
import type { ApiResult } from '@shared/ipc'
import { profileNameProblem, profileNamed } from '@shared/profile'
import { errorText, type Wordable } from '../../errors'
import { useAppStore } from '../../stores/app'

/**
 * A player's name as someone types it (adding a player, renaming one): what is wrong with it is
 * known while typing (a clash, too long) or once they try to keep it (nothing but spaces), and the
 * host's own refusal stays beside the field until the name changes. What was typed is never cut.
 * `self` is the profile being renamed, whose own name is no clash.
 */
export function useProfileName(self: () => string | null = () => null) {
  const app = useAppStore()
  const name = ref('')
  /** They pressed Add or Save: from then on an empty name is said too, not only a wrong one. */
  const tried = ref(false)
  const refused = ref<Wordable | null>(null)
  watch(name, () => (refused.value = null))

  /** Worded when read, so a change of language rewords what is already showing. */
  const problem = computed(() => {
    const clash = profileNamed(app.profiles, name.value, self() ?? undefined)
    if (clash) return errorText({ code: 'NAME_TAKEN', params: { name: clash.name } })
    const wrong = profileNameProblem(name.value)
    if (wrong && (tried.value || name.value.trim() !== '')) return errorText(wrong)
    return refused.value && errorText(refused.value)
  })
  /** A problem that shows before anyone presses the button, so the button waits for a fix. */
  const blocked = computed(() => problem.value !== null && !refused.value)

  /** Sends the name if it can be kept; on a refusal says why beside the field and answers null. */
  async function keep<T>(send: (name: string) => Promise<ApiResult<T>>): Promise<T | null> {
    tried.value = true
    if (problem.value || profileNameProblem(name.value)) return null
    const r = await send(name.value)
    if (!r.ok) {
      refused.value = r.error
      return null
    }
    tried.value = false
    return r.value
  }

  return reactive({ name, problem, blocked, keep })
}
