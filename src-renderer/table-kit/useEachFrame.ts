import { onScopeDispose, ref, type Ref } from 'vue'

/** `read()` again at every frame the screen draws, for clocks that run smoothly; stops with its scope. */
export function useEachFrame<T>(read: () => T): Ref<T> {
  const value = ref(read()) as Ref<T>
  let frame = requestAnimationFrame(function tick() {
    value.value = read()
    frame = requestAnimationFrame(tick)
  })
  onScopeDispose(() => cancelAnimationFrame(frame))
  return value
}
