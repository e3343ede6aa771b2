import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ColyseusSDK } from '@colyseus/sdk'
import { RedisDriver } from '@colyseus/redis-driver'
import { RedisPresence } from '@colyseus/redis-presence'
import { FROM_RELAY, ROOM } from '../src/protocol.ts'
import { sharedState } from '../src/server.ts'
import { token } from './test-kit.ts'

const root = join(import.meta.dirname, '..', '..')

describe('where rooms are kept', () => {
  test('without REDIS_URL, in this process (Colyseus\'s own presence and driver)', () => {
    expect(sharedState(undefined)).toEqual({})
    expect(sharedState('')).toEqual({})
  })

  test('with REDIS_URL, in Redis, so several relay processes share rooms', () => {
    // lazyConnect: the choice is made without a Redis to talk to (the two-process test has one).
    const { presence, driver } = sharedState('redis://127.0.0.1:6390/?lazyConnect=true')
    expect(presence).toBeInstanceOf(RedisPresence)
    expect(driver).toBeInstanceOf(RedisDriver)
  })
})

describe('npm run relay', { timeout: 30_000 }, () => {
  /** The command as a person types it, in its own process group so the test can end it whole. */
  const relay = (...args: string[]) => {
    const env = { ...process.env }
    delete env.REDIS_URL
    const child = spawn('npm', ['run', '--silent', 'relay', '--', ...args], { cwd: root, env, detached: true })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    return { child, out: () => out, err: () => err, end: () => process.kill(-child.pid!, 'SIGTERM') }
  }

  test('prints exactly "Relay listening at ws://HOST:PORT", and a host can open a room there', async () => {
    const r = relay('--port', '0', '--host', '127.0.0.1')
    try {
      while (!r.out().includes('\n') && r.child.exitCode === null) await once(r.child.stdout, 'data')
      const line = /^Relay listening at (ws:\/\/127\.0\.0\.1:(\d+))\n$/.exec(r.out())
      expect(line, `stdout: ${r.out()}\nstderr: ${r.err()}`).not.toBeNull()
      expect(Number(line![2])).toBeGreaterThan(0)
      const host = await new ColyseusSDK(line![1]!).create(ROOM, { role: 'host', token: token() })
      const first = await new Promise((resolve) => host.onMessage(FROM_RELAY.presence, resolve))
      expect(first).toEqual({ spectators: 0 })
      await host.leave(true)
      expect(r.out()).toBe(line![0])
    } finally {
      r.end()
    }
  })

  test('refuses a port that is no port, saying why', async () => {
    const r = relay('--port', 'eighty')
    const [code] = await once(r.child, 'exit')
    expect(code).toBe(2)
    expect(r.err()).toContain('--port wants a whole number from 0 to 65535, not "eighty"')
    expect(r.out()).toBe('')
  })
})
