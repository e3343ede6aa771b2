import { describe, expect, test } from 'vitest'
import { encode } from 'uqr'
import { qrPath } from './qr'

describe('join QR codes', () => {
  test('the path draws exactly the dark modules of the link\'s code', () => {
    const url = 'http://192.168.1.20:51234/#0123456789abcdefABCDEF_-0123456789'
    const { size, path } = qrPath(url)
    const { data } = encode(url, { ecc: 'M', border: 2 })
    expect(size).toBe(data.length)
    const drawn = new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`))
    const dark = new Set(data.flatMap((row, y) => row.flatMap((d, x) => (d ? [`${x},${y}`] : []))))
    expect(drawn).toEqual(dark)
    // A quiet zone of two modules all round stays white.
    for (const cell of drawn) {
      const [x, y] = cell.split(',').map(Number) as [number, number]
      expect(Math.min(x, y, size - 1 - x, size - 1 - y)).toBeGreaterThanOrEqual(2)
    }
  })

  test('different links give different codes', () => {
    expect(qrPath('http://10.0.0.2:1/#a').path).not.toBe(qrPath('http://10.0.0.2:1/#b').path)
  })
})
