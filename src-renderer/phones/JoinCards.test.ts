// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { mount } from '@vue/test-utils'
import type { SeatInfo } from '@shared/ipc'
import { tableSnapshot } from '../test-support/contract-spy'
import JoinCards from './JoinCards.vue'

const seats: SeatInfo[] = [
  { kind: 'human', name: 'Ben', colour: 'green', profileId: 'b', phone: 'joining' },
  { kind: 'human', name: 'Mia', colour: 'purple', profileId: 'm', phone: 'connected' },
  { kind: 'human', name: 'Lena', colour: 'sky', profileId: 'l' },
  { kind: 'bot', name: 'Ada', colour: 'orange', level: 'normal' },
]
const link = 'http://192.168.1.20:5000/#abcdefghijklmnopqrstuvwxyz012345'

describe('join cards', () => {
  test('one card per phone not at the table, with its code, its link and the ways on without it', async () => {
    const snapshot = tableSnapshot({ gameId: 'four-down', seats, view: {}, joinLinks: [{ seat: 0, url: link }] })
    const w = mount(JoinCards, { props: { snapshot } })
    expect(w.findAll('[data-testid^="join-card-"]').map((c) => c.attributes('data-testid'))).toEqual(['join-card-0'])
    expect(w.get('[data-testid="join-link-0"]').attributes('href')).toBe(link)
    expect(w.get('[data-testid="join-link-0"]').text()).toBe(link)
    expect(w.find('[data-testid="join-qr-0"] path').attributes('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(w.text()).toContain('The game begins when every phone is in')
    await w.get('[data-testid="seat-0-to-bot"]').trigger('click')
    await w.get('[data-testid="seat-0-to-here"]').trigger('click')
    expect(w.emitted('move')).toEqual([
      [0, 'bot'],
      [0, 'here'],
    ])
  })

  test('an away phone is named as away; with phones off the card says so instead of a dead code', () => {
    const away = seats.map((s, i) => (i === 0 ? { ...s, phone: 'away' as const } : s))
    const on = mount(JoinCards, { props: { snapshot: tableSnapshot({ gameId: 'check', seats: away, view: {}, joinLinks: [{ seat: 0, url: link }] }) } })
    expect(on.get('[data-testid="phone-away-0"]').text()).toBe("Ben's phone is away")
    expect(on.text()).not.toContain('The game begins')
    const off = mount(JoinCards, { props: { snapshot: tableSnapshot({ gameId: 'check', seats: away, view: {}, joinLinks: [{ seat: 0, url: null }] }) } })
    expect(off.find('[data-testid="join-link-0"]').exists()).toBe(false)
    expect(off.find('[data-testid="join-qr-0"]').exists()).toBe(false)
    expect(off.text()).toContain('Phones are off now')
  })

  test('nothing shows once every phone is in, nor after the game', () => {
    expect(mount(JoinCards, { props: { snapshot: tableSnapshot({ gameId: 'check', seats, view: {} }) } }).find('[data-testid="join-cards"]').exists()).toBe(false)
    const over = tableSnapshot({ gameId: 'check', seats, view: {}, joinLinks: [{ seat: 0, url: link }], outcome: { winners: [1], scores: [], disqualified: [] } })
    expect(mount(JoinCards, { props: { snapshot: over } }).find('[data-testid="join-cards"]').exists()).toBe(false)
  })
})
