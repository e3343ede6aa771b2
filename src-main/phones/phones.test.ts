import { afterEach, describe, expect, test } from 'vitest'
import { createServer } from 'node:net'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PhoneAccess } from '@shared/ipc'
import { fakeBacking } from '../store/fake-backing'
import { openStore } from '../store/store'
import { createHost } from '../host/host'
import { createSolverService } from '../host/solver'
import { startPhones, type Phones } from './phones'

// Loopback addresses stand in for the computer's networks: no test listens anywhere else.
const NETWORKS = ['127.0.0.2', '127.0.0.3']

let running: Phones[] = []
afterEach(async () => {
  for (const p of running) await p.close()
  running = []
})

function setUp(options: { addresses?: string[]; fixed?: { address?: string; port?: number } } = {}) {
  const { store } = openStore(fakeBacking().file)
  const host = createHost({ store, edition: 'web', version: 'test', solver: createSolverService({ workerPath: null }) })
  const dir = mkdtempSync(join(tmpdir(), 'cmt-seat-'))
  writeFileSync(join(dir, 'seat.html'), '<!doctype html>')
  const phones = startPhones({
    host,
    settings: () => store.read().settings,
    dir,
    addresses: () => options.addresses ?? NETWORKS,
    fixed: options.fixed,
  })
  running.push(phones)
  const set = async (patch: object) => {
    await host.request('settings:update', patch)
    await phones.settled()
  }
  const status = async () => ((await host.request('phones:status', null)) as { value: PhoneAccess }).value
  return { host, phones, set, status }
}

const reachable = async (url: string) => (await fetch(url).catch(() => null))?.status ?? null

describe('phones on and off', () => {
  test('off by default; turning the setting on starts the seat server on the first network address, off stops it', async () => {
    const { phones, set, status } = setUp()
    await phones.settled()
    expect(await status()).toMatchObject({ state: 'off', url: null, addresses: NETWORKS, fixedAtLaunch: false })
    await set({ phones: true })
    const on = await status()
    expect(on.state).toBe('on')
    expect(on.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/$/)
    expect(await reachable(on.url!)).toBe(200)
    await set({ phones: false })
    expect(await status()).toMatchObject({ state: 'off', url: null })
    expect(await reachable(on.url!)).toBeNull()
    // On again: the same port, so a phone's page that stayed open finds the server again.
    await set({ phones: true })
    expect((await status()).url).toBe(on.url)
  })

  test('the address chosen in Settings is used; one this computer no longer has falls back to the first', async () => {
    const { phones, set, status } = setUp()
    await phones.settled()
    await set({ phones: true, phonesAddress: '127.0.0.3' })
    expect((await status()).url).toMatch(/^http:\/\/127\.0\.0\.3:/)
    await set({ phonesAddress: '10.9.9.9' })
    expect((await status()).url).toMatch(/^http:\/\/127\.0\.0\.2:/)
  })

  test('a computer on no network says so instead of listening', async () => {
    const { phones, set, status } = setUp({ addresses: [] })
    await phones.settled()
    await set({ phones: true })
    expect(await status()).toMatchObject({ state: 'failed', url: null, problem: expect.objectContaining({ code: 'NO_NETWORK', message: expect.stringContaining('on no network') }) })
  })

  test('an address and port fixed at launch win over Settings; a taken port is said in words', async () => {
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.4', done))
    const port = (blocker.address() as { port: number }).port
    const { phones, set, status } = setUp({ fixed: { address: '127.0.0.4', port } })
    await phones.settled()
    await set({ phones: true, phonesAddress: '127.0.0.3' })
    expect(await status()).toMatchObject({ state: 'failed', fixedAtLaunch: true, addresses: ['127.0.0.4'], problem: { code: 'PORT_TAKEN', params: { port }, message: `Phones cannot join: port ${port} is taken by another program.` } })
    await new Promise((done) => blocker.close(done))
    await set({ sound: false })
    expect((await status()).url).toBe(`http://127.0.0.4:${port}/`)
  })

  test('every screen hears where phones join as it changes', async () => {
    const { host, phones, set } = setUp()
    const heard: PhoneAccess[] = []
    host.connect((event, payload) => event === 'phones:changed' && heard.push(payload as PhoneAccess))
    await phones.settled()
    await set({ phones: true })
    expect(heard.at(-1)).toMatchObject({ state: 'on' })
  })
})
