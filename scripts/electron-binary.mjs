import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Finds Electron's binary without require('electron'), which would try to download it.
export function electronBinary() {
  try {
    const pkg = createRequire(import.meta.url).resolve('electron/package.json')
    const pathFile = join(dirname(pkg), 'path.txt')
    if (!existsSync(pathFile)) return null
    const bin = join(dirname(pkg), 'dist', readFileSync(pathFile, 'utf8').trim())
    return existsSync(bin) ? bin : null
  } catch {
    return null
  }
}

export function electronInstaller() {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('electron/package.json')), 'install.js')
  } catch {
    return null
  }
}
