import { describe, expect, test } from 'vitest'
import { narrator } from '../narrator'
import { describeChecksEvent } from './describe'

const names = (seat: number) => ['Lena', 'Ada'][seat]!

describe('Checks history lines', () => {
  test('a fan’s cards stay private and the first fan goes unsaid; later fans are mentioned', () => {
    const n = narrator(names)
    expect(describeChecksEvent({ type: 'fanCards', seat: 0, fan: 1, cards: ['2S', '3S', '4S'], value: 9 }, n)).toEqual([])
    expect(describeChecksEvent({ type: 'fanOpened', seat: 0, fan: 0 }, n)).toEqual([])
    expect(describeChecksEvent({ type: 'fanOpened', seat: 0, fan: 2 }, n)).toEqual([{ key: 'checks.history.fanOpened.other', values: { fan: 3, name: 'Lena' } }])
  })

  test('a claim counts every card captured, pile and fan together, and numbers piles from 1', () => {
    const [line] = describeChecksEvent({ type: 'claimed', seat: 1, target: 2, pile: ['3D', '3S'], fan: ['5S', '6S', 'KH'], value: 1 }, narrator(names, 1))
    expect(line).toEqual({
      key: 'checks.history.claimed.you',
      values: { pile: 3, value: 1, captured: { key: 'checks.history.cards', count: 5 }, name: 'Ada' },
    })
  })
})
