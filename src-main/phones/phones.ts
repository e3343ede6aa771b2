import type { PhoneAccess, PhoneProblem } from '@shared/ipc'
import type { Settings } from '@shared/profile'
import type { Host } from '../host/host'
import { networkAddresses } from './network'
import { startSeatServer, type SeatServer } from './seat-server'

export interface PhonesOptions {
  host: Host
  settings: () => Settings
  /** The built seat screen. */
  dir: string
  /** Fixed for this launch from the command line (the web edition's --phones-host, --phones-port). */
  fixed?: { address?: string; port?: number }
  /** This computer's network addresses; tests give their own 127.x ones. */
  addresses?: () => string[]
  /** Told each time where phones join changes (the web edition prints it). */
  changed?: (access: PhoneAccess) => void
}

export interface Phones {
  /** Settles once the seat server is as the settings ask (started, moved or stopped). */
  settled(): Promise<void>
  close(): Promise<void>
}

/**
 * Runs the seat server while the "phones" setting is on, on the address chosen in Settings (or
 * fixed at launch, or else this computer's first network address), and tells the host where
 * phones join. Both editions' main processes start it alike; the host never knows HTTP.
 */
export function startPhones(options: PhonesOptions): Phones {
  const { host } = options
  const addresses = options.addresses ?? (() => networkAddresses())
  let server: SeatServer | null = null
  // Phones turned off and on again, or moved to another address, keep their port where they can,
  // so a phone's open page finds the seat server again.
  let lastPort = 0
  let queue: Promise<void> = Promise.resolve()
  let closed = false

  const tell = (access: PhoneAccess) => {
    host.setPhoneAccess(access)
    options.changed?.(access)
  }

  async function reconcile(): Promise<void> {
    const settings = options.settings()
    const fixed = options.fixed ?? {}
    const found = fixed.address ? [fixed.address] : addresses()
    const fixedAtLaunch = fixed.address !== undefined || fixed.port !== undefined
    const base = { addresses: found, fixedAtLaunch }
    const address = found.includes(settings.phonesAddress ?? '') ? settings.phonesAddress! : found[0]
    const port = fixed.port ?? 0
    const wanted = settings.phones && !closed
    if (server && (!wanted || server.address !== address || (port !== 0 && server.port !== port))) {
      await server.close()
      server = null
    }
    if (!wanted) return tell({ state: 'off', url: null, problem: null, ...base })
    if (!address) {
      return tell({
        state: 'failed',
        url: null,
        problem: { code: 'NO_NETWORK', message: 'Phones cannot join: this computer is on no network. Connect it to the Wi-Fi the phones use.' },
        ...base,
      })
    }
    if (!server) {
      try {
        server = await startSeatServer({ host, dir: options.dir, address, port: port || lastPort }).catch((e: unknown) => {
          if (port || !lastPort) throw e
          return startSeatServer({ host, dir: options.dir, address, port: 0 })
        })
        lastPort = server.port
      } catch (e) {
        return tell({ state: 'failed', url: null, problem: serverProblem(e, address, port), ...base })
      }
    }
    tell({ state: 'on', url: server.url, problem: null, ...base })
  }

  const plan = () => {
    queue = queue.then(reconcile, reconcile)
    return queue
  }
  // The controller hears settings like any screen does.
  const listening = host.connect((event) => {
    if (event === 'settings:changed') void plan()
  })
  void plan()

  return {
    settled: () => queue,
    close: async () => {
      closed = true
      listening.close()
      await plan()
    },
  }
}

/** Why the seat server would not start, by code for the screen and in English for logs. */
function serverProblem(e: unknown, address: string, port: number): PhoneProblem {
  const code = e && typeof e === 'object' && 'code' in e ? String(e.code) : ''
  if (code === 'EADDRINUSE') return { code: 'PORT_TAKEN', message: `Phones cannot join: port ${port} is taken by another program.`, params: { port } }
  if (code === 'EADDRNOTAVAIL') {
    return { code: 'NOT_THIS_COMPUTER', message: `Phones cannot join: ${address} is not an address of this computer.`, params: { address } }
  }
  const why = e instanceof Error ? e.message : String(e)
  return { code: 'SERVER_FAILED', message: `Phones cannot join: ${why}.`, params: { why } }
}
