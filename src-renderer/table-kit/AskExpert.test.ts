// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import type { TableSnapshot } from '@shared/ipc'
import { i18n } from '../i18n'
import { answers, calls } from '../test-support/contract-spy'
import AskExpert from './AskExpert.vue'

// Lena (seat 0) is to decide at a practice Four Down table; Ada sits at seat 1.
const snapshot = { tableId: 't1', viewer: 0, view: { turn: 0 }, actions: [{ seat: 0, actions: [{ type: 'draw', from: 'stock' }] }] } as unknown as TableSnapshot
const advice = {
  action: { type: 'look', target: { seat: 1, slot: 2 } },
  line: {
    key: 'expert.advice.ahead.points',
    values: {
      move: { key: 'four-down.expert.look', values: { card: { key: 'expert.card.theirs', values: { slot: 3, owner: 'Ada' } } } },
      next: { key: 'four-down.expert.drawStock' },
      by: { key: 'expert.points', count: 2.5 },
    },
  },
}

afterEach(() => {
  i18n.global.locale.value = 'en'
  calls.length = 0
  answers.clear()
})

describe('"What would the expert do?"', () => {
  test('asks for the seat on screen and says the advice it gets, reworded when the language changes', async () => {
    answers.set('table:ask-expert', async () => ({ ok: true, value: advice }))
    const w = mount(AskExpert, { props: { snapshot } })
    expect(w.get('[data-testid="ask-expert"]').text()).toBe('What would the expert do?')
    await w.get('[data-testid="ask-expert"]').trigger('click')
    await flushPromises()
    expect(calls.find((c) => c.channel === 'table:ask-expert')?.payload).toEqual({ tableId: 't1', seat: 0 })
    expect(w.get('[data-testid="ask-expert-line"]').text()).toBe(
      "Look at Ada's card 3: from what you know, it ends the round about 2.5 points better for you than “draw from the stock”, the next best.",
    )
    i18n.global.locale.value = 'ru'
    await flushPromises()
    expect(w.get('[data-testid="ask-expert"]').text()).toBe('Что бы сделал эксперт?')
    expect(w.get('[data-testid="ask-expert-line"]').text()).toBe(
      'Посмотреть карту 3 игрока Ada: судя по тому, что вы знаете, так раунд закончится для вас примерно на 2,5 очка лучше, чем «взять карту из колоды», следующий по силе ход.',
    )
  })

  test("the game's reason, when it gives one, follows the advice", async () => {
    const reason = { key: 'check.expert.reason.drawn', values: { saves: { key: 'expert.points', count: 4.2 }, nextSaves: 7, ends: { key: 'expert.points', count: 4.7 }, nextEnds: 5.6, known: 3, nextKnown: 2, theirs: { key: 'expert.percent', values: { percent: 18 } }, nextTheirs: { key: 'expert.percent', values: { percent: 14 } }, powers: 0.7, nextPowers: 0.5 } }
    answers.set('table:ask-expert', async () => ({ ok: true, value: { ...advice, reason } }))
    const w = mount(AskExpert, { props: { snapshot } })
    await w.get('[data-testid="ask-expert"]').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="ask-expert-line"]').text()).toMatch(/the next best\. Why: it takes 4\.2 points off your hand now against 7, .* in 18% of deals against 14%; you use 0\.7 K, Q or J powers a round against 0\.5\.$/)
  })
})
