import { readServerFrame } from '@shared/frames'
import { SEAT_EVENT_NAMES, type SeatRequest, type TableSnapshot } from '@shared/ipc'
import { createHost, type Host } from '../../src-main/host/host'
import { createSolverService } from '../../src-main/host/solver'
import { fakeClock, type HandClock } from '../../src-main/host/fake-clock'
import { testData } from '../../src-main/store/test-support'
import { startOnline, type Online } from '../../src-main/online/online'
import { dialRelay } from '../../src-renderer/phones/relay-dial'
import type { SeatWire } from '../../src-renderer/phones/wire'

/**
 * The app at a relay, for the relay's tests of the computer's side of playing online
 * (src-main/online, issue 33): a host on a hand clock with two people, its rooms on the relay,
 * and guests dialling in as the seat screen does (`dialRelay`, the browser's own code). Every
 * message the computer hands the relay is logged: a relay operator's view.
 */
export interface AppAtRelay {
  host: Host
  clock: HandClock
  online: Online
  sent: { type: string; message: unknown }[]
  /** A seat for a person: online unless said. */
  human(name: 'Lena' | 'Ben', where?: 'here' | 'online'): SeatRequest
  bot: SeatRequest
  /** The computer's screen: every table update it is sent. */
  screen(): { updates: TableSnapshot[]; call(channel: string, payload: unknown): Promise<TableSnapshot>; last(): TableSnapshot }
  /** Settings name the relay. */
  relayOn(url: string): Promise<boolean>
  /** A guest's browser opening a link on the relay's pages at `origin` (`http://HOST:PORT`). */
  guest(link: string, origin: string): Promise<Guest>
  close(): Promise<void>
}

export interface Guest {
  wire: SeatWire
  heard: unknown[]
  state: { open: boolean; hostHere: boolean; closed: boolean }
  ask(channel: string, payload: unknown): Promise<{ ok: boolean; value?: unknown }>
  snapshots(): TableSnapshot[]
}

/** `pace`: called before each request a guest makes (a relay on a hand clock moves it on, as a person's taps would). */
export async function appAtRelay(pace: () => void = () => undefined): Promise<AppAtRelay> {
  const clock = fakeClock(1_000_000)
  const { store, archive } = testData()
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock, botPace: 0, solver: createSolverService({ workerPath: null }) })
  const ids: Record<string, string> = {}
  for (const name of ['Lena', 'Ben']) {
    const r = await host.request('profiles:create', { name, colour: name === 'Lena' ? 'sky' : 'green' })
    if (r.ok) ids[name] = (r.value as { id: string }).id
  }
  const sent: AppAtRelay['sent'] = []
  const online = startOnline({ host, settings: () => store.read().settings, clock, sent: (type, message) => sent.push({ type, message }) })
  const wires: SeatWire[] = []

  const screen = () => {
    const updates: TableSnapshot[] = []
    const connection = host.connect((event, payload) => event === 'table:update' && updates.push(payload as TableSnapshot))
    const call = async (channel: string, payload: unknown): Promise<TableSnapshot> => {
      const r = await connection.request(channel, payload)
      if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`)
      updates.push(r.value as TableSnapshot)
      return r.value as TableSnapshot
    }
    return { updates, call, last: () => updates.at(-1)! }
  }

  const guest = async (link: string, origin: string): Promise<Guest> => {
    const fragment = link.slice(link.indexOf('#') + 1)
    const heard: unknown[] = []
    const state = { open: false, hostHere: true, closed: false }
    const wire = await dialRelay(origin)(
      fragment,
      {
        opened: () => (state.open = true),
        heard: (text) => heard.push(readServerFrame(text, SEAT_EVENT_NAMES)),
        dropped: () => (state.open = false),
        closed: () => (state.closed = true),
        hostHere: (here) => (state.hostHere = here),
      },
      'device',
      false,
    )
    if (typeof wire === 'string') throw new Error(`the link was ${wire}`)
    wires.push(wire)
    let id = 0
    const ask = async (channel: string, payload: unknown) => {
      pace()
      const asked = ++id
      wire.send(JSON.stringify({ id: asked, channel, payload }))
      const answer = await until(() => heard.find((f) => (f as { id?: number }).id === asked) as { result: { ok: boolean; value?: unknown } }, `an answer to ${channel}`)
      return answer.result
    }
    const snapshots = () => heard.flatMap((f) => ((f as { event?: string }).event === 'table:update' ? [(f as { payload: TableSnapshot }).payload] : []))
    return { wire, heard, state, ask, snapshots }
  }

  return {
    host,
    clock,
    online,
    sent,
    human: (name, where = 'online') => ({ kind: 'human', profileId: ids[name]!, where }),
    bot: { kind: 'bot', level: 'normal' },
    screen,
    relayOn: async (url) => (await host.request('settings:update', { relayUrl: url })).ok,
    guest,
    close: async () => {
      for (const w of wires.splice(0)) w.close()
      await online.close()
      host.close()
    },
  }
}

/** Waits until `check` holds, looking again each time this process has handled what came in. */
export async function until<T>(check: () => T | undefined | false | Promise<T | undefined | false>, what: string): Promise<T> {
  const giveUp = performance.now() + 10_000
  while (performance.now() < giveUp) {
    const got = await check()
    if (got) return got
    await new Promise((r) => setImmediate(r))
  }
  throw new Error(`never: ${what}`)
}
