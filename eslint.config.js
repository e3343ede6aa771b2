import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import vueI18n from '@intlify/eslint-plugin-vue-i18n'

/**
 * Every screen speaks only through vue-i18n (src-renderer/locales, each game's locales): a word
 * typed into a template, or a key missing from the messages, fails the lint (issue 23).
 */
const TRANSLATED = ['src-renderer/**/*.vue', 'tests/sixth-game/**/*.vue']

const ipcOnlyInWrappers = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'ipcMain is used only in src-main/ipc.ts and ipcRenderer only in src-main/preload.ts.',
}

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'relay/dist/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    rules: {
      // TypeScript already knows every global; this rule only duplicates it, worse.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty-pattern': 'off',
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/html-indent': 'off',
      'vue/first-attribute-linebreak': 'off',
      'no-restricted-imports': ['error', { paths: [ipcOnlyInWrappers] }],
    },
  },
  {
    files: ['src-main/ipc.ts', 'src-main/preload.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The engines' room: pure TypeScript that runs anywhere and is replayable from a seed (the
    // sixth game's fixture too, held to the rules it will meet once ported).
    files: ['shared/**/*.ts', 'tests/sixth-game/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['electron', 'node:*', 'vue', 'pinia', 'ws', 'conf', '**/src-main/**', '**/src-renderer/**'], message: 'shared/ stays free of Node, Electron, Vue and the other rooms.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Randomness comes from shared/random.ts, seeded and kept in state.' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Time is an input: actions carry `at`.' },
        { selector: "NewExpression[callee.name='Date']", message: 'Time is an input: actions carry `at`.' },
      ],
    },
  },
  {
    files: ['src-main/host/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['electron'], message: 'The host runs without Electron, so the web edition and tests use it unchanged.' }] }],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,vue}', 'tests/sixth-game/src-renderer/**/*.{ts,vue}'],
    // A game's e2e tests sit in its folder but drive a browser from Node, never ship.
    ignores: ['**/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['electron', 'node:*', '**/src-main/**'], message: 'The renderer reaches main only through api.ts.' }] },
      ],
      // The shared registry holds every game's engine; the screens read descriptors only (docs/decisions.md).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shared/games/registry', '@shared/games/lookup', '**/shared/games/registry', '**/shared/games/lookup'],
              allowTypeImports: true,
              message: 'The renderer takes only types from the shared registry: a game\'s screens read its descriptor (src-renderer/games/registry.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: TRANSLATED,
    plugins: { '@intlify/vue-i18n': vueI18n },
    settings: { 'vue-i18n': { localeDir: [
      { pattern: './src-renderer/**/locales/**/*.json', localeKey: 'file' },
      { pattern: './tests/sixth-game/src-renderer/games/*/locales/*.json', localeKey: 'file' },
    ], messageSyntaxVersion: '^11.0.0' } },
    rules: {
      // Symbols, digits and punctuation are the same in every language; words are not.
      '@intlify/vue-i18n/no-raw-text': ['error', { ignorePattern: '^[-–—−·•:/()%+×*★←→↑↓◀▶♠♥♦♣♞✓0-9\\s.,!?]+$' }],
      '@intlify/vue-i18n/no-missing-keys': 'error',
    },
  },
  {
    // Tests ship with nothing: one may compare the renderer's registry with the shared one.
    files: ['src-renderer/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
)
