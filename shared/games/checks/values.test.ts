import { expect, test } from 'vitest'
import { checksValue } from './values'

test.each([['AS', 1],['TD', 10],['7C', 7],['JH', 0],['QS', 0],['KH', 0],['KD', 0]] as const)('CS-2: %s is worth %i in Checks', (card, worth) => {
  expect(checksValue(card)).toBe(worth)
})
