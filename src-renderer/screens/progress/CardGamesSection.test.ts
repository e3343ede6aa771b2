// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { CardGamesProgress } from '@shared/ipc'
import { i18n } from '../../i18n'
import { answers, calls, tell } from '../../test-support/contract-spy'
import CardGamesSection from './CardGamesSection.vue'
import { expectRowsLinkWherePointsGo } from './test-support'

// uPlot draws on a canvas, which happy-dom has not: here, what each chart is given.
const drawn: { kind: string }[] = []
// The files a person saves, as the browser would be handed them.
const saved: { parts: readonly string[]; name: string }[] = []
vi.mock('../../review/save-file', () => ({ saveFile: (parts: readonly string[], name: string) => saved.push({ parts, name }) }))
vi.mock('./chart', () => ({
  drawChart: (_box: HTMLElement, spec: { kind: string }) => {
    drawn.push(spec)
    return { destroy() {} }
  },
}))

const DAY = 86_400_000
const at = Date.UTC(2026, 11, 1, 12)
const block = (level: CardGamesProgress['games'][number]['blocks'][number]['level'], n: number, games: number, wins: number, day: number) => ({
  level, block: n, games, wins, share: wins / games, from: at + (day - 1) * DAY, at: at + day * DAY, game: `g-${level}-${n}`,
})
const answer: CardGamesProgress = {
  games: [
    { gameId: 'check', blocks: [block('hard', 1, 10, 6, 1), block('hard', 2, 10, 3, 3), block('hard', 3, 3, 2, 5), block('easy', 1, 2, 2, 4)] },
    { gameId: 'cheat', blocks: [block('people', 1, 1, 0, 2)] },
  ],
  ladder: [
    { gameId: 'check', at: at + DAY, levelPoints: 3, rating: 1516, game: 'm1' },
    { gameId: 'cheat', at: at + 2 * DAY, levelPoints: 4, rating: null, game: null },
  ],
  decisions: { games: [], waiting: 0 },
}
/** The expert's verdicts on Check! and Cheat (both weighed in a share of a win): 13 Check! games judged in two blocks, one of Cheat, one waiting. */
const judged: CardGamesProgress['decisions'] = {
  games: [
    {
      gameId: 'check',
      blocks: [
        { block: 1, games: 10, decisions: 120, good: 90, share: 0.75, from: at, at: at + DAY, game: 'g-hard-1' },
        { block: 2, games: 3, decisions: 30, good: 27, share: 0.9, from: at + 2 * DAY, at: at + 3 * DAY, game: 'g-hard-2' },
      ],
      kinds: [
        { kind: 'drawn', decisions: 8, good: 5, loss: 0.42, meanLoss: 0.0525, worst: 0.2 },
        { kind: 'turn', decisions: 6, good: 6, loss: 0.06, meanLoss: 0.01, worst: 0.04 },
      ],
    },
    { gameId: 'cheat', blocks: [{ block: 1, games: 1, decisions: 4, good: 3, share: 0.75, from: at + 2 * DAY, at: at + 2 * DAY, game: 'c1' }], kinds: [{ kind: 'challenge', decisions: 4, good: 3, loss: 0.18, meanLoss: 0.045, worst: 0.12 }] },
  ],
  waiting: 1,
}

let mounted: { unmount(): void } | null = null
async function section(value: CardGamesProgress = answer) {
  answers.set('progress:games', async () => ({ ok: true, value }))
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:any(.*)*', component: { template: '<div/>' } }] })
  const w = mount(CardGamesSection, { props: { profile: 'p1', period: '30d', fileStem: 'progress-Lena' }, global: { plugins: [createPinia(), router, i18n] } })
  mounted = w
  await flushPromises()
  return { w, router }
}
const asked = () => calls.filter((c) => c.channel === 'progress:games').map((c) => c.payload)

afterEach(() => {
  mounted?.unmount()
  i18n.global.locale.value = 'en'
  calls.length = 0
  answers.clear()
  drawn.length = 0
  saved.length = 0
})

describe('the Progress screen, card games', () => {
  test('asks for the person and period; a chart per game played, then level points and rating, each with its points', async () => {
    const { w } = await section()
    expect(asked()).toEqual([{ profileId: 'p1', period: '30d' }])
    const charts = w.findAll('[data-testid="progress-chart"]')
    expect(charts.map((c) => [c.attributes('data-game') ?? c.attributes('data-ladder'), c.attributes('data-series')])).toEqual([
      ['check', '4'], ['cheat', '1'], ['levelPoints', '2'], ['rating', '1'],
    ])
    expect(charts.map((c) => c.get('h3').text())).toEqual([
      'Check!: wins per ten games', 'Cheat: wins per ten games', 'Level points after each match', 'Ladder rating after each rated match',
    ])
    // Each game's chart: its blocks by end time, one line per level, shares from 0 to 1.
    const spec = drawn[0] as unknown as { kind: string; at: number[]; lines: { name: string; values: (number | null)[] }[]; range: number[] }
    expect(spec.kind).toBe('lines')
    expect(spec.range).toEqual([0, 1])
    expect(spec.lines.map((l) => l.name)).toEqual(['Hard', 'Easy'])
    expect(spec.lines[0]!.values).toEqual([0.6, 0.3, null, 2 / 3])
    expect(spec.lines[1]!.values).toEqual([null, null, 1, null])
    expect(charts[0]!.get('[data-testid="chart-plot"]').attributes('aria-label')).toBe(
      'Check!: 25 counted games, in blocks of ten by the strongest computer player at the table. Hard: latest block 67% of 3 games; Easy: latest block 100% of 2 games.',
    )
    expect(charts[2]!.get('[data-testid="chart-plot"]').attributes('aria-label')).toMatch(/^2 matches from .+ to .+: level points from 3 to 4\.$/)
  })

  test('the data behind the toggle: a row a block with its size and share, each opening its last game; a point opens it too', async () => {
    const { w, router } = await section()
    await w.get('[data-testid="chart-table-toggle"]').trigger('click')
    const rows = w.findAll('[data-testid="progress-block"]')
    expect(rows.map((r) => r.findAll('td').slice(0, 4).map((c) => c.text()))).toEqual([
      ['Hard', '10', '6', '60%'], ['Hard', '10', '3', '30%'], ['Hard', '3', '2', '67%'], ['Easy', '2', '2', '100%'],
    ])
    expect(rows[2]!.get('a').attributes('href')).toBe('/review/g-hard-3')
    // A ladder point whose game is no longer kept has no review to open.
    await w.findAll('[data-testid="chart-table-toggle"]')[2]!.trigger('click')
    expect(w.findAll('[data-testid="progress-ladder-row"]').map((r) => r.findAll('a').length)).toEqual([1, 0])
    // The third point by time is the easy block, ended on day 4.
    w.findAllComponents({ name: 'ProgressChart' })[0]!.vm.$emit('open', 2)
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/review/g-easy-1')
  })

  test('every chart from the keyboard: each row links to the game its point opens', async () => {
    const { w, router } = await section()
    await expectRowsLinkWherePointsGo(w, router)
  })

  test('nothing played: says so, and no chart', async () => {
    const { w } = await section({ games: [], ladder: [], decisions: { games: [], waiting: 0 } })
    expect(w.find('[data-testid="progress-chart"]').exists()).toBe(false)
    expect(w.get('[data-testid="progress-games-empty"]').text()).toBe('No counted card games in this period.')
  })

  test('in Russian: shares and counts by the language, Russian plurals', async () => {
    i18n.global.locale.value = 'ru'
    const { w } = await section()
    // Russian writes a narrow space before the percent sign: any space here reads as one.
    const labels = w.findAll('[data-testid="chart-plot"]').map((p) => p.attributes('aria-label')!.replace(/\s/gu, ' '))
    expect(labels[0]).toBe(
      '«Check!»: 25 зачётных партий, по десяткам против сильнейшего компьютерного игрока за столом. Сильный: последний десяток — 67 % из 3 партий; Лёгкий: последний десяток — 100 % из 2 партий.',
    )
    expect(labels[1]).toMatch(/^«.+»: 1 зачётная партия,/)
    expect(labels[2]).toMatch(/^2 матча с .+ по .+: очки уровня от 3 до 4\.$/)
    expect(labels[3]).toMatch(/^1 рейтинговый матч .+: рейтинг 1 516\.$/)
  })
})

describe('the Progress screen, the expert\'s verdicts on a person\'s decisions', () => {
  const withVerdicts = (decisions = judged) => section({ ...answer, decisions })

  test("each game's share of good decisions after its win shares, a point per ten judged games; the kinds that cost the most in the game's measure", async () => {
    const { w } = await withVerdicts()
    const charts = w.findAll('[data-testid="progress-chart"]')
    expect(charts.map((c) => c.attributes('data-game') ?? c.attributes('data-decisions') ?? c.attributes('data-ladder'))).toEqual([
      'check', 'check', 'cheat', 'cheat', 'levelPoints', 'rating',
    ])
    const checkLine = charts[1]!
    expect(checkLine.attributes('data-series')).toBe('2')
    expect(checkLine.get('h3').text()).toBe('Check!: good decisions per ten games')
    expect(checkLine.get('[data-testid="chart-plot"]').attributes('aria-label')).toBe('Check!: 117 of 150 judged decisions good (78%). 13 games judged.')
    const spec = drawn[1] as unknown as { lines: { values: number[] }[]; range: number[] }
    expect(spec.lines[0]!.values).toEqual([0.75, 0.9])
    expect(spec.range).toEqual([0, 1])
    // Both games weigh a decision in a share of a win, to a whole percent.
    const kinds = (game: string) => w.get(`[data-testid="progress-kinds"][data-game="${game}"]`).findAll('[data-testid="progress-kind"]').map((r) => [r.get('th').text(), ...r.findAll('td').map((c) => c.text())])
    expect(kinds('check')).toEqual([
      ['A drawn card: which card to keep', '8', '63%', '42% of a win', '5% of a win', '20% of a win'],
      ["A turn's start: where to draw, or to call Check", '6', '100%', '6% of a win', '1% of a win', '4% of a win'],
    ])
    expect(kinds('cheat')).toEqual([["Another's claim: to call Cheat or let it stand", '4', '75%', '18% of a win', '5% of a win', '12% of a win']])
    expect(w.get('[data-testid="progress-judging"]').text()).toBe('The expert is still judging 1 of your games in this period; the decision lines fill in as it goes.')
  })

  test("a block's row says its games, decisions and good ones; the row and its point open the block's last game", async () => {
    const { w, router } = await withVerdicts()
    const part = w.findAllComponents({ name: 'ProgressChart' })[1]!
    await part.get('[data-testid="chart-table-toggle"]').trigger('click')
    expect(part.findAll('[data-testid="progress-decision-block"]').map((r) => r.findAll('td').slice(1, 5).map((c) => c.text()))).toEqual([
      ['10', '120', '90', '75%'], ['3', '30', '27', '90%'],
    ])
    expect(part.findAll('[data-testid="progress-decision-block"] a').map((a) => a.attributes('href'))).toEqual(['/review/g-hard-1', '/review/g-hard-2'])
    part.vm.$emit('open', 1)
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/review/g-hard-2')
  })

  test('every chart, the decisions lines among them, has rows that link where its points go', async () => {
    const { w, router } = await withVerdicts()
    await expectRowsLinkWherePointsGo(w, router)
  })

  test('while games wait for the expert, each seat it judges brings the figures again; once none wait, it no longer asks', async () => {
    const { w } = await withVerdicts()
    expect(asked()).toHaveLength(1)
    answers.set('progress:games', async () => ({ ok: true, value: { ...answer, decisions: { ...judged, waiting: 0 } } }))
    tell('verdicts:filed', { game: 'g-hard-3' })
    await flushPromises()
    expect(asked()).toHaveLength(2)
    expect(w.find('[data-testid="progress-judging"]').exists()).toBe(false)
    tell('verdicts:filed', { game: 'elsewhere' })
    await flushPromises()
    expect(asked()).toHaveLength(2)
  })

  test('in Russian: the kinds by their Russian names, the counts by Russian plurals', async () => {
    i18n.global.locale.value = 'ru'
    const { w } = await withVerdicts({ ...judged, waiting: 3 })
    expect(w.get('[data-testid="progress-kind"]').get('th').text()).toBe('Взятая карта: какую карту оставить')
    expect(w.findAll('[data-testid="chart-plot"]')[1]!.attributes('aria-label')!.replace(/\s/gu, ' ')).toBe('«Check!»: хороших решений 117 из 150 оценённых (78 %). Оценено 13 партий.')
    expect(w.get('[data-testid="progress-judging"]').text()).toBe('Эксперт ещё оценивает 3 ваши партии за этот период; линии решений дополнятся по ходу.')
  })

  test("each chart's data and the kinds table save as CSV: ISO dates, plain numbers, the person, the game and the period in the name", async () => {
    const { w } = await withVerdicts()
    const charts = w.findAll('[data-testid="progress-chart"]')
    await charts[1]!.get('[data-testid="chart-csv"]').trigger('click')
    await w.get('[data-testid="kinds-csv"]').trigger('click')
    await charts[0]!.get('[data-testid="chart-csv"]').trigger('click')
    expect(saved.map((f) => f.name)).toEqual(['progress-Lena-check-decisions-30d.csv', 'progress-Lena-check-kinds-30d.csv', 'progress-Lena-check-wins-30d.csv'])
    const lines = (i: number) => saved[i]!.parts.join('').split('\r\n').slice(0, -1)
    expect(lines(0)).toEqual([
      'Block,Games,Decisions,Good,Good share,First game,Last game,Game id',
      `1,10,120,90,0.75,${new Date(at).toISOString()},${new Date(at + DAY).toISOString()},g-hard-1`,
      `2,3,30,27,0.9,${new Date(at + 2 * DAY).toISOString()},${new Date(at + 3 * DAY).toISOString()},g-hard-2`,
    ])
    // A kind's name holds a comma: quoted.
    expect(lines(1)).toEqual([
      'Decision,Decisions,Good,Given away in all,Per decision,At worst',
      'A drawn card: which card to keep,8,5,0.42,0.0525,0.2',
      `"A turn's start: where to draw, or to call Check",6,6,0.06,0.01,0.04`,
    ])
    expect(lines(2)[1]).toBe(`Hard,1,10,6,0.6,${new Date(at).toISOString()},${new Date(at + DAY).toISOString()},g-hard-1`)
  })
})
