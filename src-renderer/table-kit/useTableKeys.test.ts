// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { mount } from '@vue/test-utils'
import { keyLabel, keysFor, useTableKeys, type KeyAction } from './useTableKeys'

function withKeys(map: () => Partial<Record<string, KeyAction | false | null>>) {
  return mount(defineComponent({ setup: () => (useTableKeys(map), () => h('div', [h('input'), h('button', 'b')])) }), { attachTo: document.body })
}
const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = window) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('useTableKeys: one keyboard guard for every table', () => {
  test('a key runs what the map offers at that moment; a key it does not offer, or offers as false, does nothing', () => {
    const two = vi.fn()
    let offered = true
    const w = withKeys(() => ({ '2': offered && two, q: false }))
    press('2')
    offered = false
    press('2')
    press('q')
    expect(two).toHaveBeenCalledTimes(1)
    w.unmount()
  })

  test('typing in a field, a modifier, a held-down key, Enter on a button and an open modal dialog are left alone', () => {
    const run = vi.fn()
    const w = withKeys(() => ({ s: run, enter: run }))
    press('s', {}, w.get('input').element)
    press('s', { ctrlKey: true })
    press('s', { repeat: true })
    press('Enter', {}, w.get('button').element)
    const dialog = document.body.appendChild(Object.assign(document.createElement('div'), { role: 'dialog' }))
    dialog.setAttribute('aria-modal', 'true')
    press('s')
    expect(run).not.toHaveBeenCalled()
    dialog.remove()
    press('S')
    expect(run).toHaveBeenCalledTimes(1)
    w.unmount()
  })

  test('a counter key may repeat when held; keys stop with the table', () => {
    const lower = vi.fn()
    const w = withKeys(() => ({ '1': { run: lower, repeat: true } }))
    press('1')
    press('1', { repeat: true })
    w.unmount()
    press('1')
    expect(lower).toHaveBeenCalledTimes(2)
  })

  test('each person at the keyboard gets a row: seven places and a pass; a fifth has none', () => {
    expect(keysFor(1)).toEqual({ places: ['q', 'w', 'e', 'r', 't', 'y', 'u'], pass: 'i' })
    expect(keysFor(4)).toBeNull()
    expect([keyLabel('q'), keyLabel('escape'), keyLabel(',')]).toEqual(['Q', 'Esc', ','])
  })
})
