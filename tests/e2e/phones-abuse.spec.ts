import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { WebSocket } from 'ws'
import { rawConnect, type RawConnection } from '../support/raw-socket'
import { client, connect } from './ws-client'
import { expect, startWebEdition, test } from './web-edition'

// Issue 19 against the real built web edition: the seat server on 127.0.0.2, and the devices
// that knock on it on 127.0.0.10 and up. Nothing leaves loopback.

/** A GET from a given source address: status, or 0 when the connection failed. */
function getFrom(url: string, localAddress?: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { localAddress, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', () => resolve(0))
    req.end()
  })
}

test('finding 5: more silent connections to the seat port than the process has files starve neither the app, nor its saves, nor a phone', async () => {
  const files = 700
  const app = await startWebEdition(undefined, ['--phones-host', '127.0.0.2'], { files })
  const flood: RawConnection[] = []
  try {
    const seatUrl = new URL(app.phonesUrl!)
    const port = Number(seatUrl.port)
    const desk = await connect(app)
    const call = client(desk)
    const ben = await call('profiles:create', { name: 'Ben', colour: 'green' })
    const table = await call('table:create', {
      gameId: 'four-down',
      seats: [{ kind: 'human', profileId: (ben.value as { id: string }).id, where: 'phone' }, { kind: 'bot', level: 'normal' }],
      target: 10,
    })
    const key = (table.value as { joinLinks: { url: string }[] }).joinLinks[0]!.url.split('#')[1]!
    // 800 connections that never say a word, sixteen from each of fifty devices.
    for (let device = 0; device < 50; device++) {
      const localAddress = `127.0.0.${10 + device}`
      flood.push(...(await Promise.all(Array.from({ length: 16 }, () => rawConnect({ host: '127.0.0.2', port, localAddress })))))
    }
    expect(flood.length).toBeGreaterThan(files)

    // The computer's own page loads, opens a new socket, and saves.
    expect(await getFrom(app.url.replace(/#.*$/, ''))).toBe(200)
    const again = await connect(app)
    const fresh = client(again)
    expect(await fresh('profiles:create', { name: 'Mia', colour: 'purple' })).toMatchObject({ ok: true })
    expect(readFileSync(join(app.dataDir, 'data.json'), 'utf8')).toContain('"Mia"')
    // A phone loads its page and takes its seat.
    expect(await getFrom(app.phonesUrl!, '127.0.0.200')).toBe(200)
    const phone = new WebSocket(`ws://${seatUrl.host}/ws?key=${key}`, { origin: seatUrl.origin, localAddress: '127.0.0.200' })
    await expect(new Promise((done, fail) => (phone.once('open', () => done('open')), phone.once('error', fail)))).resolves.toBe('open')
    phone.close()
    // No save failed meanwhile, and nothing went wrong inside.
    const info = await fresh('app:info', null)
    expect((info.value as { notices: { id: string }[] }).notices.map((n) => n.id)).not.toContain('save-failed')
    expect(app.stderr()).not.toMatch(/EMFILE|Internal error/)
    again.close()
    desk.close()
  } finally {
    for (const c of flood) c.destroy()
    await app.stop()
  }
})
