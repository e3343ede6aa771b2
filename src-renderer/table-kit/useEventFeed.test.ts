// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { effectScope, nextTick } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { useTableStore } from '../stores/table'
import { useEventFeed } from './useEventFeed'

type E = { type: 'dealt'; n: number } | { type: 'swapped'; a: number } | { type: 'passed' }

beforeEach(() => setActivePinia(createPinia()))

describe('useEventFeed: what is new since the table last looked', () => {
  test('each event reaches its own handler once, oldest first, the ones already there included', async () => {
    const store = useTableStore()
    store.feed.push({ id: 1, event: { type: 'dealt', n: 4 } })
    const seen: string[] = []
    const scope = effectScope()
    scope.run(() =>
      useEventFeed<E>({ dealt: (e) => seen.push(`dealt ${e.n}`), swapped: (e) => seen.push(`swapped ${e.a}`) }, (e) => seen.push(`every ${e.type}`)),
    )
    expect(seen).toEqual(['dealt 4', 'every dealt'])
    store.feed.push({ id: 2, event: { type: 'swapped', a: 7 } }, { id: 3, event: { type: 'passed' } })
    await nextTick()
    expect(seen).toEqual(['dealt 4', 'every dealt', 'swapped 7', 'every swapped', 'every passed'])
    scope.stop()
  })

  test('a feed trimmed to its last 200 items still brings the new ones', async () => {
    const store = useTableStore()
    for (let id = 1; id <= 200; id++) store.feed.push({ id, event: { type: 'passed' } })
    let count = 0
    const scope = effectScope()
    scope.run(() => useEventFeed<E>({ passed: () => count++ }))
    store.feed.splice(0, 1)
    store.feed.push({ id: 201, event: { type: 'passed' } })
    await nextTick()
    expect(count).toBe(201)
    scope.stop()
  })

  test("issue 31 item 12: back at a table left for another screen, nothing already in the feed plays again, the opening look's countdown included; what comes next does", async () => {
    const store = useTableStore()
    store.snapshot = { tableId: 't1' } as never
    store.feed.push({ id: 1, event: { type: 'dealt', n: 4 } })
    const seen: string[] = []
    const mount = () => {
      const scope = effectScope()
      scope.run(() => useEventFeed<E>({ dealt: (e) => seen.push(`dealt ${e.n}`), swapped: (e) => seen.push(`swapped ${e.a}`) }))
      return scope
    }
    const first = mount()
    expect(seen).toEqual(['dealt 4'])
    first.stop()
    // Away (the rules, the library): the table goes on.
    store.feed.push({ id: 2, event: { type: 'swapped', a: 1 } })
    const again = mount()
    expect(seen).toEqual(['dealt 4'])
    store.feed.push({ id: 3, event: { type: 'swapped', a: 2 } })
    await nextTick()
    expect(seen).toEqual(['dealt 4', 'swapped 2'])
    again.stop()
    // Another table's screen plays its own feed from its start.
    store.snapshot = { tableId: 't2' } as never
    store.feed.splice(0, store.feed.length, { id: 4, event: { type: 'dealt', n: 3 } })
    mount().stop()
    expect(seen).toEqual(['dealt 4', 'swapped 2', 'dealt 3'])
  })
})
