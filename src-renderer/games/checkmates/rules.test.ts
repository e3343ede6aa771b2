import { describe, it } from 'vitest'
import { LANGUAGES, type Language } from '@shared/profile'
import { expectFact, rulesPages, type Fact } from '../../test-support/rules-text'
import { checkmatesUi } from './index'

const pages = await rulesPages(checkmatesUi)

const CM_5: Record<Language, Fact> = {
  en: { section: /task card/i, says: [/90°, 180° or 270°/, /Mirroring the card is not allowed/] },
  ru: { section: /карточку-задание/i, says: [/90°, 180° или 270°/, /Зеркально отражать карточку нельзя/] },
}
const CM_8: Record<Language, Fact> = {
  en: { section: /bidding/i, says: [/lower than the one standing/, /five-second count/] },
  ru: { section: /раунд заявок/i, says: [/меньше действующей/, /пятисекундный отсчёт/] },
}
const CM_11_12: Record<Language, Fact> = {
  en: {
    section: /in this app/i,
    says: [/ten random cards/, /under 1½ minutes/, /over 5 minutes/, /Blitz/, /Practice runs .* never go on the record/, /bid keys/, /Bid checker/],
  },
  ru: {
    section: /в приложении/i,
    says: [/десять случайных карточек/, /меньше 1½ минуты/, /больше 5 минут/, /Блиц/, /Тренировочные заходы .* никогда не попадают в рекорды/, /клавиши заявок/, /Проверка заявки/],
  },
}

describe('the Check Mates rules page: load-bearing facts', () => {
  it.each(LANGUAGES)('CM-5: Check Mates allows 90/180/270° rotations but never mirroring (%s)', (l) => expectFact(pages[l], CM_5[l]))
  it.each(LANGUAGES)('CM-8: Check Mates bids must go lower and each starts a five-second count (%s)', (l) => expectFact(pages[l], CM_8[l]))
  it.each(LANGUAGES)('CM-11/CM-12: Check Mates covers the solo stopwatch tiers, blitz decks and the bid checker (%s)', (l) => expectFact(pages[l], CM_11_12[l]))
})
