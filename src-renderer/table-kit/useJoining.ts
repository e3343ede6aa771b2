import { computed } from 'vue'
import { useTableStore } from '../stores/table'

/** The people whose phones (or browsers, online) have not joined the open table yet: until they have, nobody moves. */
export function useJoining() {
  const tables = useTableStore()
  return computed(() => tables.shown?.seats.filter((s) => s.phone === 'joining') ?? [])
}
