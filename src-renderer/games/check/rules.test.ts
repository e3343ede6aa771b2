import { describe, it } from 'vitest'
import { LANGUAGES, type Language } from '@shared/profile'
import { expectFact, rulesPages, type Fact } from '../../test-support/rules-text'
import { checkUi } from './index'

const pages = await rulesPages(checkUi)

const CK_1: Record<Language, Fact> = {
  en: { says: [/Ace: −1/, /King: 13/] },
  ru: { says: [/Туз: −1/, /король: 13/] },
}
const CK_5: Record<Language, Fact> = {
  en: { section: /matching window/i, says: [/5 seconds/, /3 to 10 seconds/, /[Pp]assing is final/] },
  ru: { section: /окно для пары/i, says: [/5 секунд/, /от 3 до 10 секунд/, /[Пп]ас в этом окне окончателен/] },
}
const CK_7: Record<Language, Fact> = {
  en: { section: /calling check/i, says: [/exactly one final turn/] },
  ru: { section: /объявить «Чек»/i, says: [/ровно один последний ход/] },
}

const PHONES: Record<Language, Fact> = {
  en: { says: [/own phones? on the same network/] },
  ru: { says: [/с (их|его) телефон(ов|а) в той же сети/] },
}

describe('the Check! rules page: load-bearing facts', () => {
  it.each(LANGUAGES)('CK-1: Check! values aces at −1 and kings at 13 (%s)', (l) => expectFact(pages[l], CK_1[l]))
  it.each(LANGUAGES)('CK-5: Check! states the 5-second matching window and its 3–10 s setting (%s)', (l) => expectFact(pages[l], CK_5[l]))
  it.each(LANGUAGES)('CK-7: Check! gives every other player exactly one final turn (%s)', (l) => expectFact(pages[l], CK_7[l]))
  it.each(LANGUAGES)('issue 21: Check! can be played with phones as seats, not only at one computer (%s)', (l) => expectFact(pages[l], PHONES[l]))
})
