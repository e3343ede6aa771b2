// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, test } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import ConfirmDialog from './ConfirmDialog.vue'

// A page with a button that opens the dialog, and another control behind it.
const Page = defineComponent({
  setup() {
    const open = ref(false)
    return () =>
      h('div', [
        h('button', { 'data-testid': 'opener', onClick: () => (open.value = true) }, 'Leave table'),
        h('a', { href: '#/', 'data-testid': 'behind' }, 'Library'),
        open.value && h(ConfirmDialog, { title: 'Leave this game?', message: 'It ends here.', confirmLabel: 'Leave', cancelLabel: 'Keep playing', onCancel: () => (open.value = false), onConfirm: () => (open.value = false) }),
      ])
  },
})

const tab = (shiftKey = false) => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }))

describe('the confirm dialog holds the focus while open and gives it back', () => {
  test('Tab and Shift+Tab go round its two buttons, never to the page behind; closing returns focus to the opener', async () => {
    const w = mount(Page, { attachTo: document.body })
    const opener = w.get('[data-testid=opener]').element as HTMLElement
    opener.focus()
    await w.get('[data-testid=opener]').trigger('click')
    const yes = w.get('[data-testid=confirm-yes]').element
    const no = w.get('[data-testid=confirm-no]').element
    expect([yes, no]).toContain(document.activeElement)
    // The safe choice comes first (Stay), the step that loses something last.
    ;(yes as HTMLElement).focus()
    tab()
    expect(document.activeElement).toBe(no)
    tab(true)
    expect(document.activeElement).toBe(yes)
    ;(w.get('[data-testid=behind]').element as HTMLElement).focus()
    tab()
    expect(document.activeElement).toBe(no)
    await w.get('[data-testid=confirm-no]').trigger('click')
    expect(w.find('[data-testid=confirm]').exists()).toBe(false)
    expect(document.activeElement).toBe(opener)
    w.unmount()
  })
})
