import { onScopeDispose, ref } from 'vue'

/**
 * Table pieces are designed for an 800-px-high window and shrink with shorter ones (down to 60%),
 * so a whole table stays in view without scrolling. The same rule as the CSS
 * `min(Wpx, calc((100vh - 240px) * W / 560))` used for fixed card widths.
 */
export function useTableScale() {
  const measure = () => Math.min(1, Math.max(0.6, (window.innerHeight - 240) / 560))
  const scale = ref(measure())
  const onResize = () => (scale.value = measure())
  window.addEventListener('resize', onResize)
  onScopeDispose(() => window.removeEventListener('resize', onResize))
  return scale
}
