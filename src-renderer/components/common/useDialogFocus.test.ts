// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, test } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import ConfirmDialog from './ConfirmDialog.vue'
import { useDialogFocus } from './useDialogFocus'

const tab = (shiftKey = false) => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }))

// A dialog of its own (as the hand-over screen is) with the question opened over it.
const Under = defineComponent({
  setup() {
    const root = ref<HTMLElement | null>(null)
    const asking = ref(false)
    useDialogFocus(root)
    return () =>
      h('div', [
        h('div', { ref: root, role: 'dialog' }, [h('button', { 'data-testid': 'under-ready' }, 'Ready'), h('button', { 'data-testid': 'under-leave', onClick: () => (asking.value = true) }, 'Leave')]),
        asking.value && h(ConfirmDialog, { title: 'Leave this game?', message: 'It ends here.', confirmLabel: 'Leave', cancelLabel: 'Stay', onCancel: () => (asking.value = false), onConfirm: () => (asking.value = false) }),
      ])
  },
})

describe('a dialog over another', () => {
  test('issue 21 audit: only the topmost holds Tab, so it reaches the question\'s every button; once it closes the one below holds Tab again', async () => {
    const w = mount(Under, { attachTo: document.body })
    const leave = w.get('[data-testid=under-leave]').element as HTMLElement
    leave.focus()
    await w.get('[data-testid=under-leave]').trigger('click')
    const no = w.get('[data-testid=confirm-no]').element as HTMLElement
    const yes = w.get('[data-testid=confirm-yes]').element as HTMLElement
    expect(document.activeElement).toBe(no)
    // Tab from Stay is the browser's own step on to Leave: no dialog pulls the focus away.
    const step = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    document.dispatchEvent(step)
    expect(step.defaultPrevented).toBe(false)
    expect(document.activeElement).toBe(no)
    // Past Leave, round to Stay, never to the dialog below.
    yes.focus()
    tab()
    expect(document.activeElement).toBe(no)
    tab(true)
    expect(document.activeElement).toBe(yes)
    await w.get('[data-testid=confirm-no]').trigger('click')
    expect(document.activeElement).toBe(leave)
    tab()
    expect(document.activeElement).toBe(w.get('[data-testid=under-ready]').element)
    w.unmount()
  })
})
