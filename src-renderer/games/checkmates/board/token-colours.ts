/**
 * The Fifteen side's token colours, drawn as they are named (`B R G`: blue, red, green, in the
 * notation, the rules and every label). Red is a true red, Paul Tol's colour-blind-safe one: the
 * Okabe–Ito vermillion drawn before read as orange (issue 31, item 21). The three stay apart for
 * the common colour-vision differences, and each carries its own shape besides (circle, triangle,
 * square), so nothing is told by colour alone.
 */
export const TOKEN_COLOURS = { blue: '#0072b2', red: '#cc3311', green: '#009e73' } as const
export type TokenColour = keyof typeof TOKEN_COLOURS
