import { configDefaults, defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { fileURLToPath } from 'node:url'
import { i18nPlugin } from './i18n.config.ts'

export default defineConfig({
  plugins: [vue(), i18nPlugin()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  test: {
    include: ['shared/**/*.test.ts', 'src-main/**/*.test.ts', 'relay/test/**/*.test.ts', 'src-renderer/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/sixth-game/**/*.test.ts'],
    // Stryker's sandboxes are copies of the whole tree.
    exclude: [...configDefaults.exclude, '.stryker-tmp/**'],
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine kind, where
    // the suite took 117 s; three overlap one file's imports with another's tests (64 s).
    maxWorkers: 3,
    setupFiles: ['src-renderer/test-support/setup.ts'],
  },
})
