// `npm run relay` is one command on a fresh clone too: the relay's own packages (relay/ is its own
// package, beside the app's) are installed on its first start, onto stderr, so that stdout keeps
// its one line.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const relay = new URL('..', import.meta.url)
if (!existsSync(new URL('node_modules/@colyseus/core/package.json', relay))) {
  execSync('npm ci --no-audit --no-fund', { cwd: relay, stdio: ['ignore', 2, 2] })
}
