import type { SoloEvent, SoloView } from '@shared/checkmates/solo'
import { i18n } from '../../i18n'
import type { SoloReview } from '../game-ui'
import SoloMoment from './SoloMoment.vue'
import { DECK_PARAMS } from './checkmates-text'

/** A run's own few events, in words; the bidding table's history has its own wording. */
function line(event: unknown): string {
  const { t } = i18n.global
  const e = event as SoloEvent
  if (e.type === 'revealed') return t('checkmates.soloReview.revealed', { number: e.number })
  if (e.type === 'moved') return t('checkmates.soloReview.moved', { move: e.move })
  if (e.type === 'matched') return t('checkmates.soloReview.matched', { number: e.number, n: e.moves }, e.moves)
  if (e.type === 'hint') return t(e.level === 1 ? 'checkmates.soloReview.hintCount' : 'checkmates.soloReview.hintMove')
  return t(e.how === 'finished' ? 'checkmates.soloReview.finished' : e.how === 'quit' ? 'checkmates.soloReview.quit' : 'checkmates.soloReview.idle')
}

/** A Check Mates run played alone, as its review shows it. */
export const soloReview: SoloReview = {
  moment: SoloMoment,
  line,
  // Dealt again in the solo screen, on the run's seed: a chosen deal, so a practice run that never counts.
  again: (view, seed) => {
    const { side, deck } = (view as SoloView).config
    return { name: 'checkmates-solo', query: { side, deck: DECK_PARAMS[deck], seed } }
  },
}
