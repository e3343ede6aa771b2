import { afterEach, describe, expect, test } from 'vitest'
import { eventsFor } from '@shared/engine'
import { cheatGame } from '@shared/games/cheat'
import { checkGame } from '@shared/games/check'
import { checksGame } from '@shared/games/checks'
import { sameAction } from '@shared/games/expert/search'
import { fourDownGame } from '@shared/games/four-down'
import type { AnyCardGameModule } from '@shared/games/module'
import { narrator, type Line } from '@shared/games/narrator'
import { recordedMatch, replayed } from '@shared/records/test-support'
import { costlyLine, explanation, judgeRecord, type JudgedStep } from '@shared/records/verdicts'
import { gameUi } from '../games/lookup'
import { i18n } from '../i18n'
import { say, sayAll } from '../i18n/lines'

/**
 * Issue 31: the verdict and the history name a move alike. A verdict first tells what the person
 * did in the very line their history shows for that step, then what the expert would have done;
 * it says the expert would have done the same only of the same move.
 */
afterEach(() => void (i18n.global.locale.value = 'en'))

// A sentence about the reader, as each language's history begins one ("You drew …", «Вы берёте …»).
const aboutYou = { en: /^Your?\b/, ru: /^(Вы|Ваш)/ } as const

const games: [string, AnyCardGameModule, number][] = [['check', checkGame, 3], ['four-down', fourDownGame, 2], ['cheat', cheatGame, 3], ['checks', checksGame, 2]]

describe.each(games)("%s: every judged step of a seeded review, in the history's words", (game, module, seats) => {
  // Seat 0 plays at random against hard players: its moves meet every label, and good moves the
  // expert would have made otherwise.
  const { record } = recordedMatch(game as never, module, ['random', ...Array(seats - 1).fill('hard')], `${game}:one-vocabulary`)
  const again = replayed(record)
  const judged = judgeRecord(record, again, 0, {}, 60)
  if (!judged.ok) throw new Error(judged.error.message)
  const steps = judged.value
  const name = (s: number) => record.seats[s]!.name

  test.each(['en', 'ru'] as const)('%s: the verdict opens with the history\'s line for the step, as the review shows it to that seat', async (language) => {
    const describeEvent = await gameUi(game)!.describe()
    i18n.global.locale.value = language
    let told = 0
    for (const j of steps) {
      // The history of the step as the review shows it to seat 0: one entry per event it words.
      const n = narrator(name, 0)
      const entries = eventsFor(again.steps[j.step - 1]!.events, 0).map((e) => describeEvent(e, n)).filter((lines) => lines.length > 0).map(sayAll)
      const mine = entries.find((e) => aboutYou[language].test(e))
      const verdict = sayAll(explanation(j))
      const costly = sayAll(costlyLine(j))
      if (j.silent) {
        expect(verdict, `step ${j.step}`).toMatch(new RegExp(`^${say({ key: 'review.verdict.silence' })} `))
      } else if (mine === undefined) {
        // Only a Cheat claim let stand goes unmentioned in the history (CH-5): said as the move it was.
        expect((j.played as { type: string }).type, `step ${j.step}`).toBe('accept')
        expect(verdict).toMatch(new RegExp(`^${say({ key: 'review.verdict.chose', values: { played: j.playedWords } })} `))
      } else {
        told++
        expect(verdict.startsWith(`${mine} `), `step ${j.step}: "${verdict}" opens with "${mine}"`).toBe(true)
        expect(costly.startsWith(`${mine} `), `step ${j.step}`).toBe(true)
      }
    }
    expect(told).toBeGreaterThan(0)
  })

  // Issue 31, item 2: every verdict and every piece of advice carries a one-line reason in the
  // game's own terms; the review folds it under "Why?".
  test.each(['en', 'ru'] as const)('%s: every verdict naming another move says why, in the game\'s words', (language) => {
    i18n.global.locale.value = language
    const differing = steps.filter((j) => !sameAction(j.played, j.expert))
    expect(differing.length).toBeGreaterThan(0)
    for (const j of differing) {
      expect(j.reason, `step ${j.step}`).toBeDefined()
      const why = say(j.reason!)
      expect(why, `step ${j.step}`).toMatch(language === 'en' ? /^Why: [^{}]+\.$/ : /^Почему: [^{}]+\.$/)
      // Every value worded: no message key left as it was ("expert.cards").
      expect(why, `step ${j.step}`).not.toMatch(/[a-z]\.[a-z]/i)
    }
  })

  test('"the same" only for the same move: a good move the expert would have made otherwise says so', () => {
    const same = say({ key: 'review.verdict.same' })
    const sentence = (j: JudgedStep) => sayAll([explanation(j).at(-1)!])
    for (const j of steps) {
      if (sameAction(j.played, j.expert)) expect(sentence(j), `step ${j.step}`).toBe(same)
      else if (j.label === 'good') expect(sentence(j), `step ${j.step}`).toBe(say({ key: 'review.verdict.withinMargin', values: { expert: j.expertWords } }))
      else expect(sentence(j), `step ${j.step}`).toBe(say({ key: 'review.verdict.gaveAway', values: { loss: j.lossWords, expert: j.expertWords } }))
    }
    expect(steps.some((j) => j.label === 'good' && !sameAction(j.played, j.expert)), 'a good move the expert would not have made').toBe(true)
  })
})

describe("a verdict's agreement, worded in both languages", () => {
  const step = (played: unknown, expert: unknown, label: JudgedStep['label'], account: Line[]): JudgedStep => ({
    step: 6, seat: 0, silent: false, kind: 'turn', played, expert, playedWords: { key: 'check.expert.drawPile' },
    expertWords: { key: 'check.expert.drawDiscard', values: { card: '5♥' } }, account, playedValue: 0.4, expertValue: 0.43, loss: 0.03,
    lossWords: { key: 'expert.ofAWin', values: { percent: { key: 'expert.percent', values: { percent: 3 } } } }, label,
  })
  const drew: Line[] = [{ key: 'check.history.drew.you', values: { name: 'Bram' } }]
  const inRussian = (lines: Line[]) => {
    i18n.global.locale.value = 'ru'
    return sayAll(lines)
  }

  test('issue 31, Check! step 6: a draw from the pile the expert would have taken from the discard pile is no "also"', () => {
    const j = step({ type: 'draw', from: 'pile' }, { type: 'draw', from: 'discard' }, 'good', drew)
    expect(sayAll(explanation(j))).toBe(
      "You drew from the pile. The expert slightly preferred to take the 5♥ from the discard pile, but the difference is within the search's margin: a good move all the same.",
    )
    expect(inRussian(explanation(j))).toBe(
      'Вы тянете карту из колоды. Эксперт чуть охотнее решил бы взять 5♥ из сброса, но разница в пределах погрешности поиска: ход всё равно хороший.',
    )
  })

  test('the same move, stamped at another moment, is the same: the expert would have done the same', () => {
    const j = step({ type: 'draw', from: 'pile', at: 1200 }, { type: 'draw', from: 'pile' }, 'good', drew)
    expect(sayAll(explanation(j))).toBe('You drew from the pile. The expert would have done the same.')
    expect(inRussian(explanation(j))).toBe('Вы тянете карту из колоды. Эксперт поступил бы так же.')
  })

  test('a costly move: the history\'s line, then its label, what it gave away and the expert\'s move', () => {
    const j = { ...step({ type: 'draw', from: 'pile' }, { type: 'draw', from: 'discard' }, 'inaccuracy', drew), lossWords: { key: 'expert.ofAWin', values: { percent: { key: 'expert.percent', values: { percent: 7 } } } } }
    expect(sayAll(explanation(j))).toBe('You drew from the pile. That gave away about 7% of a win; the expert would take the 5♥ from the discard pile.')
    expect(sayAll(costlyLine(j))).toBe('You drew from the pile. An inaccuracy, about 7% of a win: the expert would take the 5♥ from the discard pile.')
    expect(inRussian(costlyLine(j))).toBe('Вы тянете карту из колоды. Неточность, потеря примерно 7\u00a0% шанса на победу: эксперт решил бы взять 5♥ из сброса.')
  })
})
