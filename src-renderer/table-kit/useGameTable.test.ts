// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { effectScope } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { calls, tableSnapshot } from '../test-support/contract-spy'
import { useTableStore } from '../stores/table'
import { useGameTable } from './useGameTable'
import { i18n } from '../i18n'

type View = { turn: number }
type Action = { type: 'go'; n: number }
const seats = [
  { kind: 'human' as const, name: 'Lena', colour: 'sky' as const, profileId: 'p1' },
  { kind: 'bot' as const, name: 'Ada', colour: 'orange' as const, level: 'hard' as const },
  { kind: 'human' as const, name: 'Egor', colour: 'green' as const, profileId: 'p2' },
]

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
})

function table(viewer: number | 'public', actingSeat: number | null = 2) {
  useTableStore().snapshot = tableSnapshot({
    gameId: 'check', seats, viewer, actingSeat, view: { turn: 2 },
    actions: [{ seat: 2, actions: [{ type: 'go', n: 1 }] }, { seat: 0, actions: [{ type: 'go', n: 9 }] }],
  })
  return effectScope().run(() => useGameTable<View, Action>())!
}

describe('useGameTable: the snapshot as one game sees it', () => {
  test('the holder, the seats around them clockwise, the people, and each seat’s legal actions', () => {
    const t = table(2)
    expect(t.view.value.turn).toBe(2)
    expect(t.me.value).toBe(2)
    expect(t.others.value).toEqual([0, 1])
    expect(t.people.value).toEqual([0, 2])
    expect(t.mine.value).toEqual([{ type: 'go', n: 1 }])
    expect(t.legal(0)).toEqual([{ type: 'go', n: 9 }])
    expect(t.legal(1)).toEqual([])
    expect(t.name(1)).toBe('Ada')
  })

  test('the public screen holds no seat: everyone sits across the top, and nothing is played as "me"', async () => {
    const t = table('public')
    expect(t.me.value).toBeNull()
    expect(t.others.value).toEqual([0, 1, 2])
    expect(t.mine.value).toEqual([])
    expect(await t.play({ type: 'go', n: 1 })).toEqual({ ok: false, message: "Nobody's cards are on the screen, so there is nobody to play for." })
    i18n.global.locale.value = 'ru'
    expect(await t.play({ type: 'go', n: 1 })).toEqual({ ok: false, message: 'Сейчас на экране ничьих карт нет: играть не за кого.' })
    i18n.global.locale.value = 'en'
    expect(calls).toEqual([])
  })

  test('people on phones are not served by the computer\'s keys; a phone serves its own seat alone, with no key rows', () => {
    const withPhone = seats.map((s, i) => (i === 0 ? { ...s, phone: 'connected' as const } : s))
    const at = (viewer: number | 'public') => {
      useTableStore().snapshot = tableSnapshot({ gameId: 'check', seats: withPhone, viewer, view: { turn: 2 } })
      return effectScope().run(() => useGameTable<View, Action>())!
    }
    const computer = at('public')
    expect(computer.people.value).toEqual([2])
    expect(computer.keyboard.value).toBe(true)
    const phone = at(0)
    expect(phone.people.value).toEqual([0])
    expect(phone.keyboard.value).toBe(false)
  })

  test('whose turn it is comes from the host; the "your turn" moment is the holder\'s alone, never the public screen\'s', () => {
    const mine = table(2)
    expect(mine.acting.value).toBe(2)
    expect(mine.myTurn.value).toBe(true)
    expect(table(0).myTurn.value).toBe(false)
    expect(table('public').myTurn.value).toBe(false)
    // An open window (or a finished game) waits on nobody: nobody's turn, not even the holder's.
    const open = table(2, null)
    expect(open.acting.value).toBeNull()
    expect(open.myTurn.value).toBe(false)
  })

  test('an intent goes to the host for its seat, and a refusal comes back with its reason', async () => {
    const t = table(2)
    // The test double refuses with a code no game words: said plainly, naming it.
    expect(await t.act(0, { type: 'go', n: 9 })).toEqual({ ok: false, message: 'That cannot be done (reason: TEST).' })
    expect(calls).toEqual([{ channel: 'table:act', payload: { tableId: 't', seat: 0, action: { type: 'go', n: 9 } } }])
  })
})
