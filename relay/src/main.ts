import { parseArgs } from 'node:util'
import { startRelay } from './server.ts'

/**
 * `npm run relay [-- --port N --host ADDRESS --seat-dir DIR]`: prints `Relay listening at ws://HOST:PORT` once
 * it is listening, and nothing else. REDIS_URL shares rooms with other relay processes;
 * PUBLIC_ADDRESS (or --public-address) says how clients reach this one among them.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '2567' },
    host: { type: 'string', default: '127.0.0.1' },
    'public-address': { type: 'string' },
    'seat-dir': { type: 'string' },
  },
})
// Colyseus explains refusals on the console outside production (a knock with a dead reconnection
// token prints a hint for developers): an operator's log is not the place.
process.env.NODE_ENV ??= 'production'
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port wants a whole number from 0 to 65535, not ${JSON.stringify(values.port)}`)
  process.exit(2)
}
const publicAddress = values['public-address'] ?? process.env.PUBLIC_ADDRESS
const relay = await startRelay({
  host: values.host,
  port,
  redisUrl: process.env.REDIS_URL || undefined,
  ...(publicAddress ? { publicAddress } : {}),
  signals: true,
  ...(values['seat-dir'] ? { seatDir: values['seat-dir'] } : {}),
})
console.log(`Relay listening at ${relay.url}`)
