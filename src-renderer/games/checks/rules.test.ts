import { describe, it } from 'vitest'
import { LANGUAGES, type Language } from '@shared/profile'
import { expectFact, rulesPages, type Fact } from '../../test-support/rules-text'
import { checksUi } from './index'

const pages = await rulesPages(checksUi)

const CS_2: Record<Language, Fact> = {
  en: { says: [/= 10 → 10/, /15 → 5/, /20 → 0/, /Jack, queen and king: 0/] },
  ru: { says: [/= 10 → 10/, /15 → 5/, /20 → 0/, /Валет, дама и король: 0/] },
}

const PHONES: Record<Language, Fact> = {
  en: { says: [/own phones? on the same network/] },
  ru: { says: [/с (их|его) телефон(ов|а) в той же сети/] },
}

describe('the Checks rules page: load-bearing facts', () => {
  it.each(LANGUAGES)('CS-2: Checks counts only the last digit: 10 → 10, 15 → 5, 20 → 0 (%s)', (l) => expectFact(pages[l], CS_2[l]))
  it.each(LANGUAGES)('issue 21: Checks can be played with phones as seats, not only at one computer (%s)', (l) => expectFact(pages[l], PHONES[l]))
})
