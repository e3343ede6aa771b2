import { nextTick, onMounted, onScopeDispose, watch, type Ref } from 'vue'
import { useTableStore } from '../stores/table'

/**
 * Keeps a keyboard player's place inside `root` (their seat) as the table changes: when the
 * focused control goes with the move it made (a Draw button replaced by Discard) or turns
 * disabled, focus moves to the first button the seat offers now, else its first live card,
 * else the seat itself — never to the page, where the next Tab would start from the top.
 * Focus the person moved elsewhere themselves is left where they put it.
 */
export function useKeptFocus(root: Ref<HTMLElement | null>): void {
  const tables = useTableStore()
  let inside = false
  const onFocusIn = (e: FocusEvent) => (inside = !!root.value && e.target instanceof Node && root.value.contains(e.target))
  onMounted(() => document.addEventListener('focusin', onFocusIn))
  onScopeDispose(() => document.removeEventListener('focusin', onFocusIn))

  watch(
    () => tables.shown,
    async () => {
      await nextTick()
      const el = root.value
      const now = document.activeElement
      const lost = !now || now === document.body || !now.isConnected || (now instanceof HTMLButtonElement && now.disabled)
      if (!el || !inside || !lost) return
      const next = el.querySelector<HTMLElement>('[data-testid=actions] button:not([disabled])') ?? el.querySelector<HTMLElement>('.slot:not([disabled])') ?? el
      next.focus()
    },
    { flush: 'post' },
  )
}
