// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, test } from 'vitest'
import HistoryPanel from './HistoryPanel.vue'

describe('the history panel speaks to screen readers', () => {
  test('each new event is said once in a polite live region; the list itself is not live', async () => {
    const w = mount(HistoryPanel, { props: { lines: ['Round 1: Ada dealt.'] } })
    const news = w.get('[data-testid=history-news]')
    expect(news.attributes('aria-live')).toBe('polite')
    expect(w.get('[data-testid=history]').attributes('aria-live')).toBeUndefined()
    expect(news.text()).toBe('')
    await w.setProps({ lines: ['Round 1: Ada dealt.', 'Ada drew from the stock.'] })
    expect(news.text()).toBe('Ada drew from the stock.')
    await w.setProps({ lines: ['Round 1: Ada dealt.', 'Ada drew from the stock.', 'Bram called: everybody else has one more turn.'] })
    expect(news.text()).toBe('Bram called: everybody else has one more turn.')
  })

  test('the history worded anew for the next person at the screen is not said again', async () => {
    const w = mount(HistoryPanel, { props: { lines: ['Ada drew.', 'Ada discarded the 7♠.'] } })
    await w.setProps({ lines: ['Ada drew.', 'Ada discarded the 7♠.', 'Bram drew.'] })
    await w.setProps({ lines: ['Ada drew.', 'Ada discarded the 7♠.', 'You drew.'] })
    expect(w.get('[data-testid=history-news]').text()).toBe('Bram drew.')
  })
})
