// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { JudgedStep } from '@shared/ipc'
import { answers, calls, tableSnapshot } from '../test-support/contract-spy'
import { useTableStore } from '../stores/table'
import { i18n } from '../i18n'
import VerdictPanel from './VerdictPanel.vue'

const judged = (step: number, label: JudgedStep['label'], loss: number): JudgedStep => ({
  step, seat: 0, silent: false, played: { type: 'discard' }, expert: { type: 'replace', slot: 0 }, playedWords: { key: 'expert.four-down.discard' },
  expertWords: { key: 'expert.four-down.replace', values: { slot: 1 } }, playedValue: 0, expertValue: loss, loss, lossWords: { key: 'expert.points', count: loss }, label,
})

function panel(props: { seat?: number; step?: number } = {}) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: { template: '<div/>' } }] })
  return mount(VerdictPanel, { props: { recordId: 'g1', seat: 0, step: 1, steps: 40, ...props }, global: { plugins: [createPinia(), router] } })
}

afterEach(() => {
  i18n.global.locale.value = 'en'
  calls.length = 0
  answers.clear()
})

describe('the verdict panel', () => {
  test('asks for the seat\'s verdicts, shows a progress bar until they come, and calls the work off when it closes', async () => {
    answers.set('verdict:judge', () => new Promise(() => {}))
    const w = panel({ seat: 1 })
    await flushPromises()
    const asked = calls.find((c) => c.channel === 'verdict:judge')!.payload as { job: string; seat: number; recordId: string }
    expect(asked).toMatchObject({ recordId: 'g1', seat: 1 })
    expect(w.find('[data-testid="verdict-progress"]').exists()).toBe(true)
    w.unmount()
    expect(calls.filter((c) => c.channel === 'verdict:cancel').map((c) => c.payload)).toEqual([{ job: asked.job }])
  })

  test('another seat calls off the work for the first and asks again', async () => {
    answers.set('verdict:judge', () => new Promise(() => {}))
    const w = panel()
    await flushPromises()
    await w.setProps({ seat: 1 })
    await flushPromises()
    const jobs = calls.filter((c) => c.channel === 'verdict:judge').map((c) => c.payload as { job: string; seat: number })
    expect(jobs.map((j) => j.seat)).toEqual([0, 1])
    expect(calls.filter((c) => c.channel === 'verdict:cancel').map((c) => c.payload)).toEqual([{ job: jobs[0]!.job }])
  })

  test('a mark on each judged step with its label, the step on show explained, and the costliest three with Try it again', async () => {
    const steps = [judged(3, 'good', 0), judged(7, 'blunder', 12), judged(9, 'inaccuracy', 2.5), judged(12, 'mistake', 6), judged(20, 'mistake', 4.2)]
    answers.set('verdict:judge', async () => ({ ok: true, value: steps }))
    const w = panel({ step: 7 })
    await flushPromises()
    expect(w.find('[data-testid="verdict-progress"]').exists()).toBe(false)
    expect(w.findAll('[data-testid="review-verdict"]').map((m) => [m.attributes('data-step'), m.attributes('data-label')])).toEqual([
      ['3', 'good'], ['7', 'blunder'], ['9', 'inaccuracy'], ['12', 'mistake'], ['20', 'mistake'],
    ])
    expect(w.get('[data-testid="verdict-here"]').text()).toBe(
      'Step 7: a blunder. To discard the drawn card gave away about 12 points; the expert would put the drawn card in place of your card 1.',
    )
    expect(w.get('[data-testid="verdict-costly"]').text()).toContain('to discard the drawn card was a blunder (about 12 points)')
    const costly = w.findAll('[data-testid="verdict-costly"]')
    expect(costly.map((c) => c.attributes('data-step'))).toEqual(['7', '12', '20'])
    expect(costly.every((c) => c.find('[data-testid="verdict-try-again"]').exists())).toBe(true)
    await costly[1]!.get('button').trigger('click')
    expect(w.emitted('go')).toEqual([[12]])
  })

  test('issue 21 audit: Try it again while a game runs at this screen asks first, as the lobby does; Keep sends nothing, Leave leaves that table and opens the new one', async () => {
    answers.set('verdict:judge', async () => ({ ok: true, value: [judged(7, 'blunder', 12)] }))
    answers.set('verdict:try-again', async () => ({ ok: true, value: { tableId: 'practice' } }))
    const w = panel({ step: 7 })
    useTableStore().snapshot = tableSnapshot({ tableId: 'running', gameId: 'check', seats: [], view: {} })
    await flushPromises()
    await w.get('[data-testid="verdict-try-again"]').trigger('click')
    expect(w.get('[data-testid="confirm"]').text()).toContain('Leave your Check! game?')
    await w.get('[data-testid="confirm-no"]').trigger('click')
    expect(calls.filter((c) => c.channel === 'verdict:try-again')).toEqual([])
    await w.get('[data-testid="verdict-try-again"]').trigger('click')
    await w.get('[data-testid="confirm-yes"]').trigger('click')
    await flushPromises()
    expect(calls.filter((c) => ['verdict:try-again', 'table:leave', 'table:get'].includes(c.channel)).map((c) => c.channel)).toEqual(['verdict:try-again', 'table:leave', 'table:get'])
    expect(calls.find((c) => c.channel === 'table:leave')!.payload).toEqual({ tableId: 'running' })
  })

  test('in Russian: the step on show, the costliest, the marks and the counts by Russian plurals, half points included', async () => {
    i18n.global.locale.value = 'ru'
    const steps = [judged(3, 'good', 0), judged(7, 'blunder', 12), judged(9, 'inaccuracy', 2.5), judged(12, 'mistake', 1)]
    answers.set('verdict:judge', async () => ({ ok: true, value: steps }))
    const w = panel({ step: 7 })
    await flushPromises()
    expect(w.get('h2').text()).toBe('Оценка эксперта')
    expect(w.get('[data-testid="verdict-here"]').text()).toBe(
      'Шаг 7: грубая ошибка. Решение сбросить взятую карту стоило примерно 12 очков; эксперт решил бы положить взятую карту на место своей карты 1.',
    )
    const costly = w.findAll('[data-testid="verdict-costly"]').map((c) => c.text())
    expect(costly[1]).toContain('Шаг 9: сбросить взятую карту — неточность (потеря примерно 2,5 очка)')
    expect(costly[2]).toContain('(потеря примерно 1 очко)')
    expect(costly[0]).toContain('Попробовать ещё раз')
    expect(w.findAll('[data-testid="review-verdict"]')[1]!.attributes('aria-label')).toBe('Шаг 7: грубая ошибка')
    expect(w.get('[data-testid="verdict-counts"]').text()).toBe('Оценено 4 решения: хороших — 1, 1 неточность, 1 ошибка, 1 грубая ошибка.')
  })

  test("a refusal is said by its code in the screen's words, never the English it carries, and nothing is marked", async () => {
    answers.set('verdict:judge', async () => ({ ok: false, error: { code: 'RULES_CHANGED', message: 'This game was played by rules that no longer match.' } }))
    const w = panel()
    await flushPromises()
    expect(w.get('[data-testid="verdict-problem"]').text()).toBe("Today's rules no longer play this game record the way it was played.")
    expect(w.findAll('[data-testid="review-verdict"]')).toHaveLength(0)
  })
})
