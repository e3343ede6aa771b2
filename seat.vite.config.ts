import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { i18nPlugin } from './i18n.config.ts'

// The seat screen phones open, built apart from the app (out/seat): the seat server serves this
// folder and nothing else, so no file of the app's own screens is ever within a phone's reach.
// Its policy comes as a header from the seat server, which knows its own address.
export default defineConfig({
  root: 'src-renderer',
  base: './',
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  plugins: [vue(), i18nPlugin()],
  build: {
    outDir: '../out/seat',
    emptyOutDir: true,
    rolldownOptions: { input: fileURLToPath(new URL('./src-renderer/seat.html', import.meta.url)) },
  },
})
