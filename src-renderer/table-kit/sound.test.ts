// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { CUES, createSoundboard } from './sound'

/** Just enough of an AudioContext to count what a cue starts and where its sound goes. */
function fakeContext(state: 'running' | 'suspended' = 'running') {
  const log = { started: 0, resumed: 0, gains: [] as number[] }
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} })
  const node = () => ({ connect() {} })
  const ctx = {
    state,
    currentTime: 0,
    sampleRate: 8000,
    destination: node(),
    resume: async () => void log.resumed++,
    createGain: () => {
      const g = { ...node(), gain: param() }
      log.gains.push(0)
      return g
    },
    createBiquadFilter: () => ({ ...node(), type: '', frequency: param(), Q: param() }),
    createOscillator: () => ({ ...node(), type: '', frequency: param(), start: () => void log.started++, stop() {} }),
    createBufferSource: () => ({ ...node(), buffer: null, start: () => void log.started++ }),
    createBuffer: (_c: number, length: number) => ({ getChannelData: () => new Float32Array(length) }),
  }
  return { ctx: ctx as unknown as AudioContext, log }
}

describe('the table sounds', () => {
  test.each(CUES)('the %s cue is made here: it starts sound sources, nothing is fetched', (cue) => {
    const { ctx, log } = fakeContext()
    createSoundboard(() => true, () => ctx).play(cue)
    expect(log.started).toBeGreaterThan(0)
  })

  test('with the Sound setting off nothing is made, not even the audio context', () => {
    let made = 0
    const board = createSoundboard(() => false, () => (made++, fakeContext().ctx))
    for (const cue of CUES) board.play(cue)
    expect(made).toBe(0)
  })

  test('a batch of the same cue at one instant sounds once; a suspended context is woken, never waited for', () => {
    const { ctx, log } = fakeContext('suspended')
    const board = createSoundboard(() => true, () => ctx)
    board.play('deal')
    const once = log.started
    board.play('deal')
    board.play('deal')
    expect(log.started).toBe(once)
    expect(log.resumed).toBeGreaterThan(0)
  })

  test('no audio at all, or audio that fails, is silence and never an error', () => {
    expect(() => createSoundboard(() => true, () => null).play('turn')).not.toThrow()
    const broken = createSoundboard(() => true, () => {
      throw new Error('no audio device')
    })
    expect(() => broken.play('tick')).not.toThrow()
  })
})
