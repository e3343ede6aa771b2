import { describe, it } from 'vitest'
import { LANGUAGES, type Language } from '@shared/profile'
import { expectFact, rulesPages, type Fact } from '../../test-support/rules-text'
import { fourDownUi } from './index'

const pages = await rulesPages(fourDownUi)

const FD_1: Record<Language, Fact> = {
  en: { says: [/King of diamonds: 0/] },
  ru: { says: [/Король бубен: 0/] },
}
const FD_7: Record<Language, Fact> = {
  en: { section: /winning/i, says: [/100/, /lowest running score wins/] },
  ru: { section: /победа/i, says: [/100/, /побеждает наименьший общий счёт/] },
}
const X_2: Record<Language, Fact> = {
  en: { section: /in this app/i, says: [/hand-over screen/, /join from their own phones/], never: [/no second device|needs their own device/] },
  ru: { section: /в приложении/i, says: [/экрана передачи/, /с их телефонов/], never: [/второе устройство не нужно|нужно своё устройство/] },
}

describe('the Four Down rules page: load-bearing facts', () => {
  it.each(LANGUAGES)('FD-1: Four Down makes the king of diamonds worth 0 (%s)', (l) => expectFact(pages[l], FD_1[l]))
  it.each(LANGUAGES)('FD-7: Four Down ends at 100 and the lowest score wins (%s)', (l) => expectFact(pages[l], FD_7[l]))
  it.each(LANGUAGES)('X-2: Four Down explains hand-over screens at one screen, and phones as the other way to play (%s)', (l) => expectFact(pages[l], X_2[l]))
})
