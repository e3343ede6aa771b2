import { onBeforeUnmount, onMounted, type Ref } from 'vue'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog's hold on the keyboard: while it is open, Tab and Shift+Tab go round its own
 * controls and never reach the page behind it; once it closes, the focus goes back to where it
 * was when the dialog opened (the button that opened it), if that is still on the page. Where
 * the focus starts inside the dialog is the dialog's own choice.
 */
export function useDialogFocus(root: Ref<HTMLElement | null>): void {
  let opener: Element | null = null
  const onKey = (e: KeyboardEvent) => {
    const box = root.value
    if (e.key !== 'Tab' || !box) return
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
    document.addEventListener('keydown', onKey)
  })
  onBeforeUnmount(() => {
    document.removeEventListener('keydown', onKey)
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
  })
}
