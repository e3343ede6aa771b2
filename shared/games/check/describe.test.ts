import { describe, expect, test } from 'vitest'
import { narrator } from '../narrator'
import { describeCheckEvent } from './describe'
import type { CheckEvent } from './types'

const names = (seat: number) => ['Lena', 'Ada', 'Bram'][seat]!
const ended = (winners: number[]): CheckEvent => ({ type: 'ended', reason: 'final-turns', hands: [], scores: [], winners })

describe('Check! history wording', () => {
  test.each([
    ['CK-2: the opening look names no card', { type: 'initialPeek', seat: 1, slots: [2, 3], cards: ['AS', 'KD'] }, 'Ada looked at their bottom two cards.'],
    ['CK-4: a peek names the place, never the face', { type: 'peeked', seat: 0, target: { seat: 2, slot: 1 } }, "Lena peeked at Bram's card 2."],
    ['a peek at one\'s own card says "their"', { type: 'peeked', seat: 2, target: { seat: 2, slot: 0 } }, 'Bram peeked at their card 1.'],
    ['a swap of one\'s own card with another\'s', { type: 'swapped', seat: 2, a: { seat: 2, slot: 0 }, b: { seat: 1, slot: 3 } }, "Bram swapped their card 1 with Ada's card 4."],
    ['CK-4: a locked player’s ability fizzles', { type: 'fizzled', owner: 1, rank: 'Q' }, "Ada's queen fizzles: they are locked."],
    ['the round names its winners', ended([0, 2]), 'Round over (after the final turns). Lena and Bram share the win.'],
  ] as const)('%s', (_rule, event, line) => {
    expect(describeCheckEvent(event as CheckEvent, narrator(names))).toBe(line)
  })

  test.each([
    ['the opening look', { type: 'initialPeek', seat: 0, slots: [2, 3], cards: ['AS', 'KD'] }, 'You looked at your bottom two cards.'],
    ['a peek at your card', { type: 'peeked', seat: 1, target: { seat: 0, slot: 1 } }, 'Ada peeked at your card 2.'],
    ['a peek at your own card', { type: 'peeked', seat: 0, target: { seat: 0, slot: 1 } }, 'You peeked at your card 2.'],
    ['your ability fizzles', { type: 'fizzled', owner: 0, rank: 'J' }, 'Your jack fizzles: you are locked.'],
    ['a penalty card', { type: 'penalty', seat: 0, slot: 4 }, 'You take a penalty card.'],
    ['your final turn', { type: 'turnStarted', seat: 0, final: true }, 'Your final turn.'],
    ['your win', ended([0]), 'Round over (after the final turns). You win.'],
    ['a shared win', ended([1, 0]), 'Round over (after the final turns). Ada and you share the win.'],
  ] as const)('to the person reading it, %s says "you"', (_what, event, line) => {
    expect(describeCheckEvent(event as CheckEvent, narrator(names, 0))).toBe(line)
  })
})
