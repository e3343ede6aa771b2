// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { mount } from '@vue/test-utils'
import { i18n } from '../../../i18n'
import { markName, tokenName } from '../words'
import { TOKEN_COLOURS } from './token-colours'
import TokenIcon from './TokenIcon.vue'

afterEach(() => void (i18n.global.locale.value = 'en'))

type Rgb = [number, number, number]
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb
const hue = ([r, g, b]: Rgb) => {
  const max = Math.max(r, g, b)
  const d = max - Math.min(r, g, b)
  const h = max === r ? (g - b) / d : max === g ? 2 + (b - r) / d : 4 + (r - g) / d
  return (h * 60 + 360) % 360
}

// Machado, Oliveira and Fernandes (2009), full severity, applied to linear RGB: how the three
// colours look with the common colour-vision differences.
const SIGHTS: Record<string, number[][]> = {
  typical: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
}
const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
/** CIELAB (D65) of a colour as seen with `sight`. */
function lab(hex: string, sight: number[][]): Rgb {
  const l = rgb(hex).map(linear)
  const [r, g, b] = sight.map((row) => Math.min(1, Math.max(0, row[0]! * l[0]! + row[1]! * l[1]! + row[2]! * l[2]!)))
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  const x = f((0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047)
  const y = f(0.2126 * r! + 0.7152 * g! + 0.0722 * b!)
  const z = f((0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883)
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)]
}
const apart = (a: string, b: string, sight: number[][]) => Math.hypot(...lab(a, sight).map((v, i) => v - lab(b, sight)[i]!))

// Issue 31 item 21: the token called red (R in the notation, in the rules and in every label)
// was drawn in vermillion and looked orange. It is drawn red now, and the three stay apart.
describe("the Fifteen side's token colours", () => {
  test('the token called red is drawn red: a hue within 15° of pure red, not the orange it was', () => {
    const h = hue(rgb(TOKEN_COLOURS.red))
    expect(Math.min(h, 360 - h)).toBeLessThan(15)
    const drawn = mount(TokenIcon, { props: { side: 'fifteen', symbol: 'R', kind: 'token' } })
    expect(drawn.get('circle.disc').attributes('fill')).toBe(TOKEN_COLOURS.red)
    expect([tokenName('fifteen', 'R'), markName('fifteen', 'R')]).toEqual(['red', 'red'])
    i18n.global.locale.value = 'ru'
    expect([tokenName('fifteen', 'R'), markName('fifteen', 'R')]).toEqual(['красная фишка', 'красная'])
  })

  test.each(Object.keys(SIGHTS))('red stays apart from blue and green with %s', (sight) => {
    for (const other of [TOKEN_COLOURS.blue, TOKEN_COLOURS.green]) expect(apart(TOKEN_COLOURS.red, other, SIGHTS[sight]!)).toBeGreaterThan(30)
  })
})
