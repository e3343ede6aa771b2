import { describe, it } from 'vitest'
import { LANGUAGES, type Language } from '@shared/profile'
import { expectFact, rulesPages, type Fact } from '../../test-support/rules-text'
import { cheatUi } from './index'

const pages = await rulesPages(cheatUi)

const CH_3: Record<Language, Fact> = {
  en: { section: /calling cheat/i, says: [/first going clockwise from the claimant/, /lasts 5 seconds, or 3 if you choose the quick call window/] },
  ru: { section: /не верю/i, says: [/первым из них по часовой стрелке от сделавшего заявку/, /есть 5 секунд или 3, если в настройках выбрано короткое окно/] },
}

const CH_5: Record<Language, Fact> = {
  en: { section: /calling cheat/i, says: [/closes early once every other player has answered/] },
  ru: { section: /не верю/i, says: [/закрывается раньше, как только ответили все остальные игроки/] },
}

describe('the Cheat rules page: load-bearing facts', () => {
  it.each(LANGUAGES)('CH-3: Cheat settles simultaneous calls clockwise from the claimant, window 5 s or a quick 3 s (%s)', (l) => expectFact(pages[l], CH_3[l]))
  it.each(LANGUAGES)('CH-5: the window closes once every other player has called or said no call (%s)', (l) => expectFact(pages[l], CH_5[l]))
})
