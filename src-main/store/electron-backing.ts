import { app } from 'electron'
import Store from 'electron-store'
import { join } from 'node:path'
import type { BackingFile } from './store'

/** The desktop app's store: electron-store keeps it in the app's user-data folder. */
export function electronBacking(): BackingFile {
  return {
    path: join(app.getPath('userData'), 'data.json'),
    open: () => new Store<Record<string, unknown>>({ name: 'data', watch: false }),
  }
}
