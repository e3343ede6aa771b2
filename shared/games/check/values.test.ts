import { expect, test } from 'vitest'
import { checkValue } from './values'

test.each([['AS', -1],['TD', 10],['7C', 7],['JH', 11],['QS', 12],['KH', 13],['KD', 13]] as const)('CK-1: %s is worth %i in Check!', (card, worth) => {
  expect(checkValue(card)).toBe(worth)
})
