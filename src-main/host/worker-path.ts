import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the build puts a worker entry: out/main/<file>, beside the entry bundles; the code asking
 * may sit there too or in a shared chunk one folder down (out/main/chunks). Run from source
 * (vitest, tsx) there is no built worker, and the answer is null.
 */
export function builtWorkerPath(file: string, moduleUrl: string = import.meta.url): string | null {
  const here = dirname(fileURLToPath(moduleUrl))
  return [join(here, file), join(here, '..', file)].find((p) => existsSync(p)) ?? null
}
