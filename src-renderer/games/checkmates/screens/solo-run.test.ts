// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { defineComponent, h } from 'vue'
import { RouterView, createMemoryHistory, createRouter, type Router } from 'vue-router'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { DECK, applyMove, faceOf, legalDestinations, makeBoard, makeMove, parseBoard, type Move } from '@shared/checkmates'
import type { SoloSession } from '@shared/ipc'
import { answers, calls } from '../../../test-support/contract-spy'
import { useAppStore } from '../../../stores/app'
import { i18n } from '../../../i18n'
import { useSoloRun } from './solo-run'

const BOARD = 'BR./G*B/RG.'
const { task: TASK, points: POINTS } = faceOf(DECK[0]!, 'fifteen')

function session(fields: Partial<SoloSession> = {}): SoloSession {
  return {
    sessionId: 'run-1', side: 'fifteen', deck: 'all', seed: null, practice: false, profileId: null, board: BOARD, total: 10,
    cards: [{ id: DECK[0]!.id, task: TASK, points: POINTS, optimal: null, moves: 0, doneAt: null }],
    startedAt: 0, now: 0, finishedAt: null, ended: null, lastMove: null, hintLevel: 0, hint: null, result: null,
    ...fields,
  }
}
const ok = (value: unknown) => ({ ok: true, value })

/** A legal first move from BOARD, and the board after it, as notation. */
function aMove(): { move: Move; after: string } {
  const b = parseBoard('fifteen', BOARD)
  if (!b.ok) throw new Error(b.error.message)
  const from = b.value.cells.findIndex((_, i) => legalDestinations(b.value, i).length > 0)
  const move = { from, to: legalDestinations(b.value, from)[0]! }
  const after = applyMove(b.value, move)
  if (!after.ok) throw new Error(after.error.message)
  return { move, after: makeBoard(after.value) }
}

let run: ReturnType<typeof useSoloRun>
let router: Router
let wrapper: VueWrapper

async function open(at = '/solo') {
  const Solo = defineComponent({
    setup() {
      run = useSoloRun()
      return () => h('div')
    },
  })
  router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/solo', component: Solo },
      { path: '/elsewhere', component: { render: () => h('p', 'elsewhere') } },
    ],
  })
  await router.push(at)
  wrapper = mount(RouterView, { global: { plugins: [router] } })
  await flushPromises()
}

/** The board on show, as notation. */
const shown = () => (typeof run.board === 'string' ? run.board : makeBoard(run.board))
/** The player makes a legal move and the host gives this answer to it. */
async function moveAnswered(answer: unknown) {
  answers.set('checkmates:solo-move', () => answer)
  run.onMove(aMove().move)
  await flushPromises()
}
const sent = (channel: string) => calls.filter((c) => c.channel === channel).map((c) => c.payload)

beforeEach(() => {
  setActivePinia(createPinia())
  calls.length = 0
  answers.clear()
  answers.set('checkmates:solo-start', (p) => ok(session({ practice: (p as { practice: boolean }).practice })))
  answers.set('checkmates:solo-quit', () => ok(session({ ended: 'quit' })))
})
afterEach(() => wrapper?.unmount())

describe('useSoloRun: a solo run as the player plays it (CM-11)', () => {
  test('CM-11: Start asks the host for the side, deck and player the screen shows, and the dealt board appears', async () => {
    useAppStore().profiles = [{ id: 'p1', name: 'Lena', colour: 'sky', createdAt: 0 }]
    await open('/solo?side=chess&deck=1')
    expect(run.board).toBe('.../.../...')
    answers.set('checkmates:solo-start', () => ok(session({ side: 'chess', deck: 'one-point', board: 'RN./QKr/nq.', cards: [] })))
    await run.start()
    expect(sent('checkmates:solo-start')).toEqual([{ side: 'chess', deck: 'one-point', practice: false, profileId: 'p1' }])
    expect(run.playing).toBe(true)
    expect(shown()).toBe('RN./QKr/nq.')
  })

  test('a chosen deal is practice, and its board is on show before the run starts', async () => {
    await open('/solo?seed=abc')
    expect(run.practice).toBe(true)
    expect(parseBoard('fifteen', shown()).ok).toBe(true)
    await run.start()
    expect(sent('checkmates:solo-start')).toEqual([{ side: 'fifteen', deck: 'all', seed: 'abc', practice: true }])
  })

  test('a move shows on the board at once; the next waits for the host to take the first, so they arrive in order', async () => {
    await open()
    await run.start()
    let release: (v: unknown) => void = () => {}
    answers.set('checkmates:solo-move', () => new Promise((resolve) => (release = resolve)))
    const { move, after } = aMove()
    run.onMove(move)
    expect(shown()).toBe(after)
    const back = { from: move.to, to: move.from }
    run.onMove(back)
    await flushPromises()
    expect(sent('checkmates:solo-move')).toEqual([{ sessionId: 'run-1', move: makeMove(move) }])
    release(ok(session({ board: after, lastMove: makeMove(move) })))
    await flushPromises()
    expect(sent('checkmates:solo-move')).toEqual([
      { sessionId: 'run-1', move: makeMove(move) },
      { sessionId: 'run-1', move: makeMove(back) },
    ])
    // Until the second answer comes, the board stays as the player left it.
    expect(shown()).toBe(BOARD)
  })

  test('a move the host refuses puts the board back as the host has it', async () => {
    await open()
    await run.start()
    await moveAnswered({ ok: false, error: { code: 'ILLEGAL', message: 'The blue on a3 cannot reach b1.' } })
    expect(shown()).toBe(BOARD)
    expect(run.playing).toBe(true)
  })

  test('a run the host has already ended says it does not count, and nothing is left to play', async () => {
    await open()
    await run.start()
    await moveAnswered({ ok: false, error: { code: 'GAME_OVER', message: 'gone' } })
    expect(run.session).toBeNull()
    expect(run.endNote).toEqual({ kind: 'gone', seed: null, runId: 'run-1' })
  })

  test('a run left idle until the host ended it offers its deal as practice, by address', async () => {
    await open()
    await run.start()
    await moveAnswered(ok(session({ ended: 'idle', seed: 'deal-7' })))
    expect(run.endNote).toEqual({ kind: 'idle', seed: 'deal-7', runId: 'run-1' })
    run.practiseDeal('deal-7')
    await flushPromises()
    expect(router.currentRoute.value.query).toMatchObject({ seed: 'deal-7', side: 'fifteen', deck: 'all' })
  })

  test('leaving a counted run asks first: Keep playing stays, and confirming quits the run on the host and then leaves', async () => {
    await open()
    await run.start()
    await router.push('/elsewhere')
    expect(router.currentRoute.value.path).toBe('/solo')
    expect(run.confirming).toEqual({ kind: 'leave', to: '/elsewhere' })
    run.confirming = null
    expect(sent('checkmates:solo-quit')).toEqual([])
    await router.push('/elsewhere')
    await run.confirmed()
    await flushPromises()
    expect(sent('checkmates:solo-quit')).toEqual([{ sessionId: 'run-1' }])
    expect(router.currentRoute.value.path).toBe('/elsewhere')
  })

  test('a practice run is left, quit and restarted without asking, since nothing is lost', async () => {
    await open()
    run.practiceWanted = true
    await run.start()
    run.ask('restart')
    await flushPromises()
    expect(run.confirming).toBeNull()
    expect(sent('checkmates:solo-quit')).toHaveLength(1)
    expect(sent('checkmates:solo-start')).toHaveLength(2)
    await router.push('/elsewhere')
    expect(router.currentRoute.value.path).toBe('/elsewhere')
    expect(sent('checkmates:solo-quit')).toHaveLength(2)
  })

  test('quitting a counted run asks first, and once confirmed says the run does not count', async () => {
    await open()
    await run.start()
    run.ask('quit')
    expect(run.confirming).toEqual({ kind: 'quit' })
    expect(sent('checkmates:solo-quit')).toEqual([])
    await run.confirmed()
    expect(sent('checkmates:solo-quit')).toEqual([{ sessionId: 'run-1' }])
    // The host keeps a quit run too: the note leads to its review.
    expect(run.endNote).toMatchObject({ kind: 'quit', runId: 'run-1' })
  })

  test('a token sent where the rules do not let it go says why', async () => {
    await open()
    await run.start()
    // The red on a1 onto the green on b1: a full cell.
    run.onRefused({ from: 0, to: 1 })
    expect(run.refusal).toBe('b1 is taken: a token only moves to an empty cell.')
  })

  test('in Russian, a refused token says why in Russian, naming the token and how it moves', async () => {
    await open()
    await run.start()
    i18n.global.locale.value = 'ru'
    try {
      run.onRefused({ from: 0, to: 1 })
      expect(run.refusal).toBe('Клетка b1 занята: фишка ходит только на пустую клетку.')
      // The red on a1 to c1, two cells away: a Fifteen token steps one cell.
      run.onRefused({ from: 0, to: 2 })
      expect(run.refusal).toBe('Красная фишка с a1 не попадает на c1: ход — на одну клетку вверх, вниз, влево или вправо.')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  test('H asks for a hint in practice only, and never while typing in a field', async () => {
    await open()
    await run.start()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'h' }))
    await flushPromises()
    expect(sent('checkmates:solo-hint')).toEqual([])
    answers.set('checkmates:solo-start', () => ok(session({ practice: true, sessionId: 'run-2' })))
    await router.push('/elsewhere')
    await run.confirmed()
    await router.push('/solo')
    await flushPromises()
    await run.start()
    const field = document.body.appendChild(document.createElement('input'))
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true }))
    await flushPromises()
    expect(sent('checkmates:solo-hint')).toEqual([])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'H' }))
    await flushPromises()
    expect(sent('checkmates:solo-hint')).toEqual([{ sessionId: 'run-2' }])
    field.remove()
  })
})
