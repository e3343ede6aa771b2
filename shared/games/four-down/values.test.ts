import { expect, test } from 'vitest'
import { fourDownValue } from './values'

test.each([['AS', 1],['TD', 10],['7C', 7],['JH', 11],['QS', 12],['KH', 13],['KD', 0]] as const)('FD-1: %s is worth %i in Four Down', (card, worth) => {
  expect(fourDownValue(card)).toBe(worth)
})
