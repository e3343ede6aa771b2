import { encode } from 'uqr'

/**
 * A QR code for `text` as one SVG path of unit squares, with its side in modules (the quiet zone
 * included). Medium error correction: a code on a screen is read at an angle, in glare.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => row.forEach((dark, x) => dark && (path += `M${x} ${y}h1v1h-1z`)))
  return { size, path }
}
