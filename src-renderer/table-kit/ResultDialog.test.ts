// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { mount, RouterLinkStub } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { i18n } from '../i18n'
import ResultDialog from './ResultDialog.vue'

const seats = [
  { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'hard' as const },
]
const props = { verdict: 'Lena wins', seats, outcome: { winners: [0], scores: [3, 11], disqualified: [] }, tableId: 't1' }
const open = () => {
  setActivePinia(createPinia())
  return mount(ResultDialog, { props, attachTo: document.body, global: { stubs: { RouterLink: RouterLinkStub } } })
}

afterEach(() => void (i18n.global.locale.value = 'en'))

describe('the result dialog', () => {
  test('issue 21: it takes the focus, keeps Tab among its own buttons, and gives the focus back when it closes', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const w = open()
    expect(document.activeElement).toBe(w.get('[data-testid=result-again]').element)
    const leave = w.get('[data-testid=result-leave]').element as HTMLElement
    leave.focus()
    // Tab past its last control comes round to its first, never to the table behind it.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    document.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(w.get('[data-testid=result-again]').element)
    await w.get('[data-testid=result-table]').trigger('click')
    expect(w.emitted('table')).toHaveLength(1)
    w.unmount()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  test('issue 23: in Russian every word of it is Russian, the names as typed', () => {
    i18n.global.locale.value = 'ru'
    const w = open()
    expect(w.get('[data-testid=table-result]').attributes('aria-label')).toBe('Итог')
    expect(w.get('[data-testid=result-again]').text()).toBe('Сыграть ещё')
    expect(w.get('[data-testid=result-table]').text()).toBe('Посмотреть стол')
    expect(w.get('[data-testid=result-review]').text()).toBe('Разбор партии')
    expect(w.get('[data-testid=result-leave]').text()).toBe('Выйти')
    expect(w.findAll('[data-testid=result-row] .score').map((r) => r.text())).toEqual(['3', '11'])
    expect(w.get('.crown').attributes('aria-label')).toBe('победа')
    w.unmount()
  })

  test("issue 31 item 14: a game that words its ending (Cheat) shows each player's cards left, not the outcome's 1 and 0s; others their score", () => {
    setActivePinia(createPinia())
    const three = [...seats, { kind: 'bot' as const, name: 'Ben', colour: 'green' as const, level: 'easy' as const }]
    const cheat = { gameId: 'cheat', view: { handSizes: [0, 3, 1] } }
    const rows = (locale: 'en' | 'ru') => {
      i18n.global.locale.value = locale
      const w = mount(ResultDialog, {
        props: { ...props, seats: three, outcome: { winners: [0], scores: [1, 0, 0], disqualified: [] }, table: cheat },
        global: { stubs: { RouterLink: RouterLinkStub } },
      })
      const scores = w.findAll('[data-testid=result-row] .score').map((s) => s.text())
      w.unmount()
      return scores
    }
    expect(rows('en')).toEqual(['no cards left', '3 cards left', '1 card left'])
    expect(rows('ru')).toEqual(['карт не осталось', 'осталось 3 карты', 'осталась 1 карта'])
    const plain = open()
    expect(plain.findAll('[data-testid=result-row] .score').map((s) => s.text())).toEqual(['3', '11'])
    plain.unmount()
  })
})
