import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { CONTENT_SECURITY_POLICY } from './src-main/csp'
import { i18nPlugin } from './i18n.config'

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) }

// The built page carries the policy itself, so it holds for file:// in Electron as well as on the
// web edition (which also sends it as a header). Dev builds skip it: Vite's dev server injects styles.
const cspMeta: Plugin = {
  name: 'csp-meta',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
  ],
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: {
          index: 'src-main/index.ts',
          web: 'src-main/web/main.ts',
          // Its own entry so it lands at out/main/solver-worker.js, where the solver service looks.
          'solver-worker': 'src-main/host/solver-worker.ts',
          // Likewise out/main/expert-worker.js for the expert's searches (thinker.ts).
          'expert-worker': 'src-main/host/expert-worker.ts',
          // And out/main/verdict-worker.js for a review's verdicts (verdicts.ts).
          'verdict-worker': 'src-main/host/verdict-worker.ts',
        },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      rolldownOptions: {
        input: { preload: 'src-main/preload.ts' },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    resolve: { alias },
    plugins: [vue(), i18nPlugin(), cspMeta],
    build: {
      outDir: 'out/renderer',
      rolldownOptions: { input: 'src-renderer/index.html' },
    },
  },
})
