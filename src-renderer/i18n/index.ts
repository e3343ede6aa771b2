import { createI18n } from 'vue-i18n'
import messages from '@intlify/unplugin-vue-i18n/messages'
import { LANGUAGES, pickLanguage, type Language } from '@shared/profile'

/**
 * vue-i18n picks a plural branch by a rule per language; its default knows English only. Russian
 * has three forms (1 карта, 2 карты, 5 карт, 21 карта), which `Intl.PluralRules` tells apart. A
 * Russian count message has four branches: none | one | few | many ("нет карт | {n} карта | …").
 */
const ruRules = new Intl.PluralRules('ru')
// "other" is a fraction's form, the same word as "few" (2,5 очка, 0,5 карты).
const RU_BRANCH = { one: 1, few: 2, many: 3, other: 2, zero: 3, two: 2 } as const
export function russianPlural(choice: number, choicesLength: number): number {
  if (choicesLength < 4) return Math.min(choice === 1 ? 0 : 1, choicesLength - 1)
  if (choice === 0) return 0
  return RU_BRANCH[ruRules.select(choice)]
}

/**
 * Russian quotes inside quotes: the inner pair is „…“ («объявить „Стоп“»), as Russian typography
 * has it. A phrase put into a quoted one (a move into advice about it) brings its own «…», so the
 * nesting is settled on the finished text, for every message at once (issue 31, item 23).
 */
export function nestRussianQuotes(text: string): string {
  if (!text.includes('«')) return text
  let depth = 0
  let out = ''
  for (const ch of text) {
    if (ch === '«') out += depth++ > 0 ? '„' : ch
    else if (ch === '»' && depth > 0) out += --depth > 0 ? '“' : ch
    else out += ch
  }
  return out
}

export const i18n = createI18n({
  legacy: false,
  locale: LANGUAGES[0],
  fallbackLocale: LANGUAGES[0],
  messages,
  pluralRules: { ru: russianPlural },
  // Only Russian messages use «…», so every language's text can pass through.
  postTranslation: (text) => (typeof text === 'string' ? nestRussianQuotes(text) : text),
  // A missing key is a defect the parity test and the lint catch; at run time say nothing extra.
  missingWarn: false,
  fallbackWarn: false,
})

/** The language to show: the person's choice, else the system's (as the host or the browser knows it). */
export function screenLanguage(chosen: Language | null, systemLanguages: readonly string[]): Language {
  if (chosen) return chosen
  return pickLanguage(systemLanguages.length > 0 ? systemLanguages : navigator.languages)
}

/**
 * Switches every screen to a language, and tells the page (screen readers, hyphenation). Each page
 * words its own title (App.vue by the route, a phone's seat by its player and game).
 */
export function applyLanguage(language: Language): void {
  i18n.global.locale.value = language
  document.documentElement.lang = language
}
