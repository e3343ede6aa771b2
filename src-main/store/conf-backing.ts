import Conf from 'conf'
import envPaths from 'env-paths'
import { join } from 'node:path'
import type { BackingFile } from './store'

const NAME = 'data'

/**
 * The web edition's store: conf, the same file format electron-store (built on conf) writes,
 * so a data folder moves between the two editions unchanged.
 */
export function confBacking(dataDir: string | undefined): BackingFile {
  const cwd = dataDir ?? envPaths('check-mates-tabletop', { suffix: '' }).config
  return {
    path: join(cwd, `${NAME}.json`),
    open: () => new Conf<Record<string, unknown>>({ projectName: 'check-mates-tabletop', cwd, configName: NAME, watch: false }),
  }
}
