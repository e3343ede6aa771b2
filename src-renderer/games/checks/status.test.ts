import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Outcome } from '@shared/engine'
import type { ChecksAction, ChecksView } from '@shared/games/checks/engine'
import { checksStatus } from './status'
import { i18n } from '../../i18n'

const name = (seat: number) => ['Lena', 'Ada'][seat]!
function view(over: Partial<ChecksView> = {}): ChecksView {
  return {
    viewer: 0, dealer: 1, turn: 0, fan: ['5S', '6S', 'KH'], fanValue: 11, fanSizes: [[3, 3, 3, 3, 3, 3], [3, 3, 3, 3, 3, 3]],
    active: [0, 0], targets: [], drawSize: 10, captured: [0, 0], over: false, ...over,
  }
}
const outcome = (winners: number[], scores: number[]): Outcome => ({ winners, scores, disqualified: [] })
const claim: ChecksAction = { type: 'claim', target: 2 }
const place: ChecksAction = { type: 'place', card: '5S', target: 0 }

describe('Checks status line', () => {
  test.each<[string, ChecksView, ChecksAction[], '5S' | null, Outcome | null, string]>([
    ['CS-3: a fan equal to a pile may claim it, or place a card', view(), [claim, place], null, null, 'Your fan is worth 11: claim a pile worth 11, or place one card on any pile.'],
    ['CS-3: with no pile to claim, a card must be placed', view(), [place], null, null, 'Your fan is worth 11 and no pile matches: pick a card and place it on a pile.'],
    ['CS-3: a picked card waits for its pile', view(), [place], '5S', null, 'Now click the pile to put the five of spades on.'],
    ['the other player’s turn', view({ turn: 1 }), [], null, null, 'Ada is playing.'],
    ['CS-4: the winner and the score', view({ over: true }), [], null, outcome([1], [12, 40]), 'Ada wins, 40 to 12.'],
    ['CS-4: your win', view({ over: true }), [], null, outcome([0], [40, 12]), 'You win, 40 to 12.'],
    ['CS-4: a draw', view({ over: true }), [], null, outcome([0, 1], [26, 26]), 'A draw, 26 all.'],
  ])('%s', (_rule, v, legal, chosen, o, line) => {
    expect(checksStatus({ view: v, me: 0, legal, name, outcome: o, chosen })).toBe(line)
  })

  test('on a phone the pile is tapped, not clicked', () => {
    expect(checksStatus({ view: view(), me: 0, legal: [place], name, outcome: null, chosen: '5S', touch: true })).toBe('Now tap the pile to put the five of spades on.')
  })
})

// Issue 23: the same moments in Russian: веер, стопка-цель, взять and подложить, card names in the
// genitive of their suit («пятёрка пик»).
describe('Checks status line in Russian', () => {
  beforeAll(() => void (i18n.global.locale.value = 'ru'))
  afterAll(() => void (i18n.global.locale.value = 'en'))
  test.each<[string, ChecksView, ChecksAction[], '5S' | null, Outcome | null, string]>([
    ['CS-3', view(), [claim, place], null, null, 'Ваш веер стоит 11: возьмите стопку-цель, которая стоит 11, или подложите одну карту на любую стопку.'],
    ['CS-3 no claim', view(), [place], null, null, 'Ваш веер стоит 11, и ни одна стопка-цель не подходит: выберите карту и подложите её на стопку.'],
    ['CS-3 picked', view(), [place], '5S', null, 'Теперь щёлкните по стопке-цели, чтобы подложить на неё карту: пятёрка пик.'],
    ['another', view({ turn: 1 }), [], null, null, 'Ходит Ada.'],
    ['CS-4', view({ over: true }), [], null, outcome([1], [12, 40]), 'Побеждает Ada: 40 : 12.'],
    ['CS-4 mine', view({ over: true }), [], null, outcome([0], [40, 12]), 'Вы побеждаете: 40 : 12.'],
    ['CS-4 draw', view({ over: true }), [], null, outcome([0, 1], [26, 26]), 'Ничья: 26 : 26.'],
  ])('%s', (_rule, v, legal, chosen, o, line) => {
    expect(checksStatus({ view: v, me: 0, legal, name, outcome: o, chosen })).toBe(line)
  })
})
