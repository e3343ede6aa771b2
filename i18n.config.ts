import { fileURLToPath } from 'node:url'
import VueI18nPlugin from '@intlify/unplugin-vue-i18n/vite'

/**
 * The one vue-i18n build step the app, the phones' seat screen and the unit tests share: every
 * `locales/<language>.json` of an area (`src-renderer/locales/<area>/`, or a game's own folder,
 * `src-renderer/games/<id>/locales/`) is compiled to functions at build (no message
 * compiler ships, and none runs under the page's content policy), and files of one language are
 * merged into that language's messages.
 */
export function i18nPlugin() {
  return VueI18nPlugin({
    include: [fileURLToPath(new URL('./src-renderer/**/locales/**/*.json', import.meta.url))],
    runtimeOnly: true,
    compositionOnly: true,
    // Messages are plain text: a stray "<" is a mistake to refuse at build, not markup.
    strictMessage: true,
    escapeHtml: false,
  })
}
