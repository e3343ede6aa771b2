import { describe, expect, it } from 'vitest'
import { pageText, sectionText } from '../../test-support/rules-text'
import { rules } from './rules'

describe('the Four Down rules page: load-bearing facts', () => {
  it('FD-1: Four Down makes the king of diamonds worth 0', () => {
    expect(pageText(rules)).toMatch(/King of diamonds: 0/)
  })

  it('FD-7: Four Down ends at 100 and the lowest score wins', () => {
    const text = sectionText(rules, /winning/i)
    expect(text).toMatch(/100/)
    expect(text).toMatch(/lowest running score wins/)
  })

  it('X-2: Four Down explains hand-over screens at one screen, and phones as the other way to play', () => {
    const text = sectionText(rules, /in this app/i)
    expect(text).toMatch(/hand-over screen/)
    expect(text).toMatch(/join from their own phones/)
    expect(text).not.toMatch(/no second device|needs their own device/)
  })
})
