import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The command line's own build, beside electron-vite's (docs/decisions.md says why): one small
// bundle for the Node that runs `npm run cli`, each command a chunk loaded only when asked for.
export default defineConfig({
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src-main/cli/index.ts',
    outDir: 'out/cli',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' } },
  },
})
