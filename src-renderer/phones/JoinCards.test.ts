// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { mount } from '@vue/test-utils'
import type { JoinCard, SeatInfo } from '@shared/ipc'
import { tableSnapshot } from '../test-support/contract-spy'
import { i18n } from '../i18n'
import JoinCards from './JoinCards.vue'

const seats: SeatInfo[] = [
  { kind: 'human', name: 'Ben', colour: 'green', profileId: 'b', phone: 'joining' },
  { kind: 'human', name: 'Mia', colour: 'purple', profileId: 'm', phone: 'connected' },
  { kind: 'human', name: 'Lena', colour: 'sky', profileId: 'l' },
  { kind: 'bot', name: 'Ada', colour: 'orange', level: 'normal' },
]
const link = 'http://192.168.1.20:5000/#abcdefghijklmnopqrstuvwxyz012345'
const away = seats.map((s, i) => (i === 0 ? { ...s, phone: 'away' as const } : s))
const cards = (over: SeatInfo[], joinLinks: JoinCard[], phonesOn = true, onlineOn = false) =>
  mount(JoinCards, { props: { snapshot: tableSnapshot({ gameId: 'four-down', seats: over, view: {}, joinLinks }), phonesOn, onlineOn } })

afterEach(() => (i18n.global.locale.value = 'en'))

describe('join cards', () => {
  test('one card per phone joining, with its code, its link and the ways on without it', async () => {
    const w = cards(seats, [{ seat: 0, url: link }])
    expect(w.findAll('[data-testid^="join-card-"]').map((c) => c.attributes('data-testid'))).toEqual(['join-card-0'])
    expect(w.get('[data-testid="join-link-0"]').attributes('href')).toBe(link)
    expect(w.get('[data-testid="join-link-0"]').text()).toBe(link)
    expect(w.find('[data-testid="join-qr-0"] path').attributes('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(w.text()).toContain('The game begins when every phone is in')
    expect(w.find('[data-testid="seat-0-new-link"]').exists()).toBe(false)
    await w.get('[data-testid="seat-0-to-bot"]').trigger('click')
    await w.get('[data-testid="seat-0-to-here"]').trigger('click')
    expect(w.emitted('move')).toEqual([
      [0, 'bot'],
      [0, 'here'],
    ])
  })

  test('issue 21 (wording): two phones joining show one code at a time, the other behind its player\'s name', async () => {
    const both = seats.map((s, i) => (i === 1 ? { ...s, phone: 'joining' as const } : s))
    const mia = 'http://192.168.1.20:5000/#ZYXWVUTSRQPONMLKJIHGFEDCBA543210'
    const w = cards(both, [{ seat: 0, url: link }, { seat: 1, url: mia }])
    expect(w.findAll('[data-testid^="join-qr-"]').map((q) => q.attributes('data-testid'))).toEqual(['join-qr-0'])
    expect(w.find('[data-testid="join-link-1"]').exists()).toBe(false)
    expect(w.html()).not.toContain(mia.split('#')[1])
    await w.get('[data-testid="join-show-1"]').trigger('click')
    expect(w.findAll('[data-testid^="join-qr-"]').map((q) => q.attributes('data-testid'))).toEqual(['join-qr-1'])
    expect(w.get('[data-testid="join-link-1"]').attributes('href')).toBe(mia)
    expect(w.find('[data-testid="join-link-0"]').exists()).toBe(false)
    expect(w.get('[data-testid="join-show-0"]').text()).toBe("Show Ben's code")
  })

  test('finding 6: an away phone\'s card says it is away and how to come back, with no code and no link; a new link is asked for here', async () => {
    const w = cards(away, [{ seat: 0, url: null }])
    expect(w.get('[data-testid="phone-away-0"]').text()).toBe("Ben's phone is away")
    expect(w.get('[data-testid="join-card-0"]').text()).toContain('To come back, Ben opens the link again on their own phone')
    expect(w.find('[data-testid="join-qr-0"]').exists()).toBe(false)
    expect(w.find('[data-testid="join-link-0"]').exists()).toBe(false)
    expect(w.html()).not.toContain('192.168.1.20')
    expect(w.text()).not.toContain('Scan')
    expect(w.text()).not.toContain('Phones are off')
    await w.get('[data-testid="seat-0-new-link"]').trigger('click')
    await w.get('[data-testid="seat-0-to-bot"]').trigger('click')
    expect(w.get('[data-testid="seat-0-new-link"]').text()).toBe('New link for Ben')
    expect(w.emitted('move')).toEqual([
      [0, 'phone'],
      [0, 'bot'],
    ])
  })

  test('a new link shows as a code until a phone opens it, saying the old one no longer works', () => {
    const w = cards(away, [{ seat: 0, url: link }])
    expect(w.get('[data-testid="phone-new-link-0"]').text()).toBe('A new link for Ben')
    expect(w.get('[data-testid="join-link-0"]').attributes('href')).toBe(link)
    expect(w.find('[data-testid="join-qr-0"]').exists()).toBe(true)
    expect(w.text()).toContain('The old link no longer opens the seat')
  })

  test('a seat that went to another device is shown with a new link at hand, until someone here says it was theirs', async () => {
    const w = cards(seats, [{ seat: 1, url: null, takenAt: 1000 }])
    expect(w.get('[data-testid="phone-taken-1"]').text()).toBe("Mia's seat went to another device")
    expect(w.find('[data-testid="join-qr-1"]').exists()).toBe(false)
    expect(w.find('[data-testid="seat-1-to-bot"]').exists()).toBe(false)
    await w.get('[data-testid="seat-1-new-link"]').trigger('click')
    expect(w.emitted('move')).toEqual([[1, 'phone']])
    await w.get('[data-testid="seat-1-keep"]').trigger('click')
    expect(w.find('[data-testid="join-cards"]').exists()).toBe(false)
    // It happens again later: said again.
    await w.setProps({ snapshot: tableSnapshot({ gameId: 'four-down', seats, view: {}, joinLinks: [{ seat: 1, url: null, takenAt: 9000 }] }) })
    expect(w.find('[data-testid="phone-taken-1"]').exists()).toBe(true)
  })

  test('with phones off a card says so instead of a dead code, and offers no new link', () => {
    const off = cards(away, [{ seat: 0, url: null }], false)
    expect(off.find('[data-testid="join-link-0"]').exists()).toBe(false)
    expect(off.find('[data-testid="join-qr-0"]').exists()).toBe(false)
    expect(off.find('[data-testid="seat-0-new-link"]').exists()).toBe(false)
    expect(off.text()).toContain('Phones are off now')
    expect(cards(seats, [{ seat: 0, url: null }], false).text()).toContain('Phones are off now')
  })

  test('in Russian every card speaks Russian, names never declined', async () => {
    i18n.global.locale.value = 'ru'
    const joining = cards(seats.map((s, i) => (i === 1 ? { ...s, phone: 'joining' as const } : s)), [{ seat: 0, url: link }, { seat: 1, url: link }])
    expect(joining.get('.lead').text()).toMatch(/^Игра начнётся, когда подключатся все телефоны\. Наведите камеру телефона на код;/)
    expect(joining.get('[data-testid="join-card-0"] h3').text()).toBe('Ben, подключитесь с телефона')
    expect(joining.get('[data-testid="join-qr-0"]').attributes('aria-label')).toBe('Ben: код места')
    expect(joining.get('[data-testid="join-show-1"]').text()).toBe('Показать код: Mia')
    expect(joining.get('[data-testid="seat-0-to-bot"]').text()).toBe('Отдать место компьютерному игроку')
    const gone = cards(away, [{ seat: 0, url: null }])
    expect(gone.get('[data-testid="phone-away-0"]').text()).toBe('Ben: телефон не на связи')
    expect(gone.get('[data-testid="seat-0-new-link"]').text()).toBe('Ben: новая ссылка')
    const taken = cards(seats, [{ seat: 1, url: null, takenAt: 1000 }])
    expect(taken.get('[data-testid="phone-taken-1"]').text()).toBe('Mia: место открыто на другом устройстве')
    expect(taken.get('[data-testid="seat-1-keep"]').text()).toBe('Да, это Mia')
    expect(cards(away, [{ seat: 0, url: null }], false).text()).toContain('Телефоны сейчас выключены')
  })

  test('nothing shows once every phone is in, nor after the game', () => {
    expect(cards(seats, []).find('[data-testid="join-cards"]').exists()).toBe(false)
    const over = tableSnapshot({ gameId: 'check', seats, view: {}, joinLinks: [{ seat: 0, url: link }], outcome: { winners: [1], scores: [], disqualified: [] } })
    expect(mount(JoinCards, { props: { snapshot: over, phonesOn: true, onlineOn: false } }).find('[data-testid="join-cards"]').exists()).toBe(false)
  })

  test('an online seat\'s card asks for its link to be sent, and goes by the relay being reached, not by phones', () => {
    const online = seats.map((s, i) => (i === 0 ? { ...s, phone: 'joining' as const, online: true as const } : s))
    const relayLink = 'https://relay.example.org/#r=room&t=token&k=key'
    const reached = cards(online, [{ seat: 0, url: relayLink }], false, true)
    expect(reached.find('.lead').text()).toContain('Send each link to its own person')
    expect(reached.find('[data-testid="join-card-0"] h3').text()).toBe(`${online[0]!.name}, join online`)
    expect(reached.find('[data-testid="join-link-0"]').text()).toBe(relayLink)
    // The relay out of reach: the card says so (phones being on changes nothing for it).
    const lost = cards(online.map((s, i) => (i === 0 ? { ...s, phone: 'away' as const } : s)), [{ seat: 0, url: null }], true, false)
    expect(lost.find('.off').text()).toContain('The relay cannot be reached now')
    expect(lost.find('[data-testid="seat-0-new-link"]').exists()).toBe(false)
  })
})
