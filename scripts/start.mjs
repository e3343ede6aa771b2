import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'
import { electronBinary, electronInstaller } from './electron-binary.mjs'

// `npm start`: the desktop app, or the web edition when Electron's binary cannot be had.
// `npm run start:web`: the web edition. Other arguments go to the web edition (--port, --data-dir, --no-open).
const root = join(import.meta.dirname, '..')
const args = process.argv.slice(2)
const webOnly = args.includes('--web')
const webArgs = args.filter((a) => a !== '--web')

buildIfNeeded()

if (webOnly) startWeb()
else {
  let bin = electronBinary()
  const installer = electronInstaller()
  if (!bin && installer) {
    // The binary downloads on first use; offline this fails within a second.
    spawnSync(process.execPath, [installer], { cwd: root, stdio: 'ignore', timeout: 120_000 })
    bin = electronBinary()
  }
  if (bin) {
    const child = spawn(bin, [root], { stdio: 'inherit' })
    child.on('exit', (code) => process.exit(code ?? 0))
  } else {
    process.stderr.write(
      "Electron's binary is missing and could not be downloaded (on a machine with internet access, run `node node_modules/electron/install.js`); starting the web edition instead.\n",
    )
    startWeb()
  }
}

function startWeb() {
  const child = spawn(process.execPath, [join(root, 'out/main/web.js'), ...webArgs], { stdio: 'inherit' })
  const forward = (signal) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  child.on('exit', (code) => process.exit(code ?? 0))
}
