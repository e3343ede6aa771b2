import { nextInt, seedRng, shuffle, type RngState } from '../random'
import { CENTRE, tokensOf, TOKEN_COUNTS, type Board, type Side, type Token } from './model'

/** The seven tokens of a side in a fixed order, before shuffling. */
export function tokenSet(side: Side): Token[] {
  return tokensOf(side).flatMap((t) => new Array<Token>(TOKEN_COUNTS[side][t] as number).fill(t))
}

/** CM-2: centre empty, one other random cell empty, the seven tokens shuffled onto the rest. */
export function setupBoard(side: Side, rng: RngState): [Board, RngState] {
  const [pick, afterPick] = nextInt(rng, 8)
  const secondEmpty = pick < CENTRE ? pick : pick + 1
  const [tokens, r] = shuffle(tokenSet(side), afterPick)
  const cells: (Token | null)[] = []
  let next = 0
  for (let cell = 0; cell < 9; cell++) {
    cells.push(cell === CENTRE || cell === secondEmpty ? null : (tokens[next++] as Token))
  }
  return [{ side, cells }, r]
}

/** Same seed, same board. */
export function setupFromSeed(side: Side, seed: string): Board {
  return setupBoard(side, seedRng(seed))[0]
}
