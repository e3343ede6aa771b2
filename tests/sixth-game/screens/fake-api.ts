import { ref } from 'vue'
import type { ReviewFrame, TableSnapshot } from '../../../shared/ipc'

/** What the screens sent, in order, and what the "host" answers: a table to open, a record to show, a review's moment. */
export const sent: { channel: string; payload: unknown }[] = []
export const answers: { table: TableSnapshot | null; record: unknown; frame: ReviewFrame | null } = { table: null, record: null, frame: null }

const answer = (channel: string): unknown =>
  ({ 'table:get': answers.table, 'results:profile': answers.record, 'review:step': answers.frame })[channel] ?? null

/** Stands in for src-renderer/api.ts: the contract with a host that knows one table, and a phone's link to its seat. */
export const fakeApi = {
  api: {
    request: new Proxy({}, {
      get: (_t, channel: string) => async (payload: unknown) => {
        sent.push({ channel, payload })
        const value = answer(channel)
        return value ? { ok: true, value } : { ok: false, error: { code: 'TEST', message: 'test double' } }
      },
    }),
    on: new Proxy({}, { get: () => () => () => {} }),
  },
  seat: { state: ref({ kind: 'open' }), key: ref('key'), language: ref(null), hostHere: ref(true), open: () => {}, takeBack: () => {} },
}
