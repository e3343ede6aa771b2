import { describe, it } from 'vitest'
import { LANGUAGES, type Language } from '@shared/profile'
import { expectFact, rulesPages, type Fact } from '../../test-support/rules-text'
import { cheatUi } from './index'

const pages = await rulesPages(cheatUi)

const CH_3: Record<Language, Fact> = {
  en: { section: /calling cheat/i, says: [/first going clockwise from the claimant/, /at least 3 seconds/] },
  ru: { section: /не верю/i, says: [/первым из них по часовой стрелке от сделавшего заявку/, /не меньше 3 секунд/] },
}

describe('the Cheat rules page: load-bearing facts', () => {
  it.each(LANGUAGES)('CH-3: Cheat settles simultaneous calls clockwise from the claimant, window at least 3 s (%s)', (l) => expectFact(pages[l], CH_3[l]))
})
