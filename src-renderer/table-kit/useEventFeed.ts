import { onScopeDispose, watch } from 'vue'
import { useTableStore } from '../stores/table'

/** A handler per event type, each given exactly its own event. */
export type EventHandlers<E extends { type: string }> = { [K in E['type']]?: (event: Extract<E, { type: K }>) => void }

/**
 * "What is new since I last looked": calls the handler for each event this screen was sent
 * after the previous call, oldest first — the ones already in the feed when the table opens too,
 * so an opening look or the deal is never missed; but not once more when the person comes back to
 * a table they left for another screen. `every` sees each event after its handler.
 */
export function useEventFeed<E extends { type: string }>(handlers: EventHandlers<E>, every?: (event: E) => void): void {
  const tables = useTableStore()
  // A review's parts step through a past game: the open table's events, fed on, are not theirs.
  if (tables.reviewing) return
  // Back at a table shown before: what is in the feed already was played then, or while away.
  const tableId = tables.snapshot?.tableId ?? null
  let seen = tableId !== null && tables.shownBefore === tableId ? (tables.feed.at(-1)?.id ?? 0) : 0
  onScopeDispose(() => {
    if (tableId !== null) tables.shownBefore = tableId
  })
  watch(
    () => tables.feed.at(-1)?.id ?? 0,
    () => {
      for (const item of tables.feed) {
        if (item.id <= seen) continue
        seen = item.id
        const event = item.event as E
        const handler = handlers[event.type as E['type']] as ((e: E) => void) | undefined
        handler?.(event)
        every?.(event)
      }
    },
    { immediate: true },
  )
}
