import { onBeforeUnmount, onMounted, type Ref } from 'vue'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The dialogs open now, the latest last. Only the topmost holds the keyboard: a question asked
 * over the hand-over screen would otherwise have its Tab pulled back down to the screen below.
 */
const open: Ref<HTMLElement | null>[] = []

/**
 * A modal dialog's hold on the keyboard: while it is open (and no dialog is open over it), Tab and Shift+Tab go round its own
 * controls and never reach the page behind it; once it closes, the focus goes back to where it
 * was when the dialog opened (the button that opened it), if that is still on the page. Where
 * the focus starts inside the dialog is the dialog's own choice.
 */
export function useDialogFocus(root: Ref<HTMLElement | null>): void {
  let opener: Element | null = null
  const onKey = (e: KeyboardEvent) => {
    const box = root.value
    if (e.key !== 'Tab' || !box || open.at(-1) !== root) return
    const stops = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)]
    if (stops.length === 0) return
    const first = stops[0]!
    const last = stops[stops.length - 1]!
    const inside = box.contains(document.activeElement)
    if (e.shiftKey && (!inside || document.activeElement === first)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
      e.preventDefault()
      first.focus()
    }
  }
  onMounted(() => {
    opener = document.activeElement
    open.push(root)
    document.addEventListener('keydown', onKey)
  })
  onBeforeUnmount(() => {
    open.splice(open.indexOf(root), 1)
    document.removeEventListener('keydown', onKey)
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
  })
}
