import type { RulesPage } from '../../../src-renderer/games/game-ui'

export const rules: RulesPage = {
  summary: 'Each player holds one card only they see, and guesses whether the next card of the pack beats it.',
  sections: [
    { heading: 'A turn', blocks: ['Say higher or lower; the next card is turned for everyone. A right guess scores a point.'] },
    { heading: 'Winning', blocks: ['After the last round the most points win; equal most points share the win.'] },
  ],
}
