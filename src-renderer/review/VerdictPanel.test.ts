// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { cheatDescriptor } from '@shared/games/cheat/descriptor'
import type { VerdictMeasure } from '@shared/games/descriptor'
import { fourDownDescriptor } from '@shared/games/four-down/descriptor'
import type { JudgedStep } from '@shared/ipc'
import { answers, calls, tableSnapshot } from '../test-support/contract-spy'
import { useTableStore } from '../stores/table'
import { i18n } from '../i18n'
import VerdictPanel from './VerdictPanel.vue'

const judged = (step: number, label: JudgedStep['label'], loss: number, playedValue: number | null = 0): JudgedStep => ({
  step, seat: 0, silent: false, kind: 'drawn', played: { type: 'discard' }, expert: { type: 'replace', slot: 0 }, playedWords: { key: 'four-down.expert.discard' },
  expertWords: { key: 'four-down.expert.replace', values: { slot: 1 } }, account: [{ key: 'four-down.history.discarded.you', values: { name: 'Ada', card: 'A♠' } }], playedValue, expertValue: playedValue === null ? null : playedValue + loss, loss,
  lossWords: { key: 'expert.points', count: loss }, label,
})

function panel(props: { seat?: number; step?: number; gameId?: string; verdict?: VerdictMeasure; fold?: boolean } = {}) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: { template: '<div/>' } }] })
  return mount(VerdictPanel, {
    props: { recordId: 'g1', gameId: 'four-down', verdict: fourDownDescriptor.verdict, seat: 0, step: 1, steps: 40, ...props },
    global: { plugins: [createPinia(), router] },
  })
}
const legend = (w: ReturnType<typeof panel>) => w.get('[data-testid="verdict-legend"]').findAll('li').map((li) => [li.attributes('data-label'), li.text()])

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
      'Step 7: a blunder. You discarded the A♠. That gave away about 12 points; the expert would replace your card 1 with the drawn card.' +
        " Expected result of your move: level with the others' average; of the expert's: 12 points ahead of the others' average.",
    )
    expect(w.get('[data-testid="verdict-costly"]').text()).toContain('Step 7: You discarded the A♠. A blunder, about 12 points: the expert would replace your card 1 with the drawn card.')
    const costly = w.findAll('[data-testid="verdict-costly"]')
    expect(costly.map((c) => c.attributes('data-step'))).toEqual(['7', '12', '20'])
    expect(costly.every((c) => c.find('[data-testid="verdict-try-again"]').exists())).toBe(true)
    await costly[1]!.get('button').trigger('click')
    expect(w.emitted('go')).toEqual([[12]])
  })

  test('issue 31: folded, for a window too narrow to set it beside the table, it is one line, its title and the step\'s label, that opens to the whole verdict', async () => {
    answers.set('verdict:judge', async () => ({ ok: true, value: [judged(3, 'good', 0), judged(7, 'blunder', 12)] }))
    const w = panel({ step: 7, fold: true })
    await flushPromises()
    const fold = w.get('[data-testid="verdict-fold"]')
    // What the button opens and closes: everything the panel says but its title.
    const whole = () => w.get(`#${fold.attributes('aria-controls')}`)
    const shown = () => (whole().element as HTMLElement).style.display !== 'none'
    expect(whole().find('[data-testid="verdict-here"]').exists()).toBe(true)
    expect(whole().find('[data-testid="verdict-summary"]').exists()).toBe(true)
    expect(fold.attributes('aria-expanded')).toBe('false')
    expect(shown()).toBe(false)
    expect(w.get('[data-testid="verdict-fold-line"]').text()).toBe(w.get('[data-testid="verdict-here"] strong').text())
    expect(w.get('[data-testid="verdict-fold-line"]').classes()).toContain('blunder')

    await fold.trigger('click')
    expect(fold.attributes('aria-expanded')).toBe('true')
    expect(shown()).toBe(true)
    expect(w.find('[data-testid="verdict-fold-line"]').exists()).toBe(false)

    // Wide again, the panel is whole under its plain title, however it was left.
    await fold.trigger('click')
    await w.setProps({ fold: false })
    expect(w.find('[data-testid="verdict-fold"]').exists()).toBe(false)
    expect(w.get('h2').text()).toBe("The expert's verdict")
    expect((w.get('[data-testid="verdict-here"]').element.parentElement as HTMLElement).style.display).not.toBe('none')
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
      'Шаг 7: грубая ошибка. Вы сбрасываете A♠. Это стоило примерно 12 очков; эксперт решил бы заменить свою карту 1 взятой картой.' +
        ' Ожидаемый результат вашего хода: вровень со средним у соперников; хода эксперта: на 12 очков лучше среднего у соперников.',
    )
    const costly = w.findAll('[data-testid="verdict-costly"]').map((c) => c.text())
    expect(costly[1]).toContain('Шаг 9: Вы сбрасываете A♠. Неточность, потеря примерно 2,5 очка: эксперт решил бы заменить свою карту 1 взятой картой.')
    expect(costly[2]).toContain('потеря примерно 1 очко:')
    expect(costly[0]).toContain('Попробовать ещё раз')
    expect(w.findAll('[data-testid="review-verdict"]')[1]!.attributes('aria-label')).toBe('Шаг 7: грубая ошибка')
    expect(w.get('[data-testid="verdict-counts"]').text()).toBe('Оценено 4 решения: хороших — 1, 1 неточность, 1 ошибка, 1 грубая ошибка.')
  })

  test('issue 31 item 2: a step whose verdict carries a reason shows it in the game\'s terms; one without shows none', async () => {
    const why = { ...judged(7, 'mistake', 0.2), reason: { key: 'check.expert.reason.round', values: { ends: '5.4', nextEnds: '6.8', others: '7.1', nextOthers: '6.9' } } }
    answers.set('verdict:judge', async () => ({ ok: true, value: [judged(3, 'good', 0), why] }))
    const w = panel({ step: 7 })
    await flushPromises()
    // Folded under "Why?", as the verdict stays beside the table.
    expect(w.get('[data-testid="verdict-why"]').text()).toBe('Why?')
    expect(w.get('[data-testid="verdict-why"]').element.parentElement!.hasAttribute('open')).toBe(false)
    expect(w.get('[data-testid="verdict-reason"]').text()).toBe("Why: your hand ends the round at 5.4 on average against 6.8, the others' average at 7.1 against 6.9.")
    await w.setProps({ step: 3 })
    expect(w.find('[data-testid="verdict-reason"]').exists()).toBe(false)
  })

  test("the step on show says what both moves were expected to score, in round points against the others' average", async () => {
    const steps = [judged(3, 'good', 0, 1.5), judged(7, 'blunder', 12, -4), judged(9, 'inaccuracy', 2.5, -2.5), judged(11, 'good', 0, null)]
    answers.set('verdict:judge', async () => ({ ok: true, value: steps }))
    const w = panel({ step: 7 })
    await flushPromises()
    expect(w.get('[data-testid="verdict-values"]').text()).toBe(
      "Expected result of your move: 4 points behind the others' average; of the expert's: 8 points ahead of the others' average.",
    )
    await w.setProps({ step: 9 })
    expect(w.get('[data-testid="verdict-values"]').text()).toBe(
      "Expected result of your move: 2.5 points behind the others' average; of the expert's: level with the others' average.",
    )
    await w.setProps({ step: 3 })
    expect(w.get('[data-testid="verdict-values"]').text()).toBe(
      "Expected result of your move: 1.5 points ahead of the others' average; of the expert's: 1.5 points ahead of the others' average.",
    )
    // Nothing was weighed (no playouts): no values to tell.
    await w.setProps({ step: 11 })
    expect(w.get('[data-testid="verdict-here"]').attributes('data-label')).toBe('good')
    expect(w.find('[data-testid="verdict-values"]').exists()).toBe(false)
  })

  test("the legend names each label's threshold from the game's descriptor, in the game's measure, and what its results count", async () => {
    answers.set('verdict:judge', async () => ({ ok: true, value: [judged(4, 'mistake', 0.15, 0.3)] }))
    const w = panel({ step: 4 })
    await flushPromises()
    expect(legend(w)).toEqual([
      ['good', 'good: less than 2 points'],
      ['inaccuracy', 'an inaccuracy: 2 points or more'],
      ['mistake', 'a mistake: 4 points or more'],
      ['blunder', 'a blunder: 8 points or more'],
    ])
    expect(w.get('[data-testid="verdict-legend"]').text()).toContain("how far ahead of the others' average you finish the round")

    const cheat = panel({ step: 4, gameId: 'cheat', verdict: cheatDescriptor.verdict })
    await flushPromises()
    expect(legend(cheat).map(([, text]) => text)).toEqual([
      'good: less than 5% of a win', 'an inaccuracy: 5% of a win or more', 'a mistake: 10% of a win or more', 'a blunder: 20% of a win or more',
    ])
    expect(cheat.get('[data-testid="verdict-values"]').text()).toBe("Expected result of your move: 30% of a win; of the expert's: 45% of a win.")
    expect(cheat.get('[data-testid="verdict-legend"]').text()).toContain('Results are chances of being the first to play out every card.')
  })

  test('in Russian: both expected results and the legend, counted by Russian plurals', async () => {
    i18n.global.locale.value = 'ru'
    answers.set('verdict:judge', async () => ({ ok: true, value: [judged(7, 'blunder', 12, -1), judged(9, 'inaccuracy', 2.5, 0)] }))
    const w = panel({ step: 7 })
    await flushPromises()
    expect(w.get('[data-testid="verdict-values"]').text()).toBe(
      'Ожидаемый результат вашего хода: на 1 очко хуже среднего у соперников; хода эксперта: на 11 очков лучше среднего у соперников.',
    )
    await w.setProps({ step: 9 })
    expect(w.get('[data-testid="verdict-values"]').text()).toBe(
      'Ожидаемый результат вашего хода: вровень со средним у соперников; хода эксперта: на 2,5 очка лучше среднего у соперников.',
    )
    expect(legend(w).map(([, text]) => text)).toEqual([
      'хорошо: меньше, чем 2 очка', 'неточность: 2 очка и больше', 'ошибка: 4 очка и больше', 'грубая ошибка: 8 очков и больше',
    ])
    const cheat = panel({ step: 7, gameId: 'cheat', verdict: cheatDescriptor.verdict })
    await flushPromises()
    expect(legend(cheat)[3]![1]).toBe('грубая ошибка: 20\u00a0% шанса на победу и больше')
    expect(cheat.get('[data-testid="verdict-legend"]').text()).toContain('Результат — шанс первым избавиться от всех карт.')
  })

  test("a refusal is said by its code in the screen's words, never the English it carries, and nothing is marked", async () => {
    answers.set('verdict:judge', async () => ({ ok: false, error: { code: 'RULES_CHANGED', message: 'This game was played by rules that no longer match.' } }))
    const w = panel()
    await flushPromises()
    expect(w.get('[data-testid="verdict-problem"]').text()).toBe("Today's rules no longer play this game record the way it was played.")
    expect(w.findAll('[data-testid="review-verdict"]')).toHaveLength(0)
  })
})
