import { watch } from 'vue'
import { useAppStore } from '../stores/app'
import { useEventFeed } from './useEventFeed'

/** The table's sounds, all made here with the Web Audio API: no files, nothing fetched. */
export const CUES = ['deal', 'flip', 'slide', 'match', 'tick', 'turn', 'token'] as const
export type Cue = (typeof CUES)[number]

/** Loud enough to hear across a table, well under anything a person would turn down. */
const VOLUME = 0.22

type Voice = (ctx: AudioContext, out: AudioNode, at: number, noise: AudioBuffer) => void

function envelope(ctx: AudioContext, out: AudioNode, at: number, peak: number, attack: number, decay: number): GainNode {
  const g = ctx.createGain()
  g.gain.setValueAtTime(0.0001, at)
  g.gain.exponentialRampToValueAtTime(peak, at + attack)
  g.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay)
  g.connect(out)
  return g
}

function burst(ctx: AudioContext, noise: AudioBuffer, to: AudioNode, at: number, length: number) {
  const src = ctx.createBufferSource()
  src.buffer = noise
  src.connect(to)
  src.start(at, Math.random() * 0.5, length)
}

function tone(ctx: AudioContext, to: AudioNode, at: number, type: OscillatorType, from: number, end: number, length: number) {
  const osc = ctx.createOscillator()
  osc.type = type
  osc.frequency.setValueAtTime(from, at)
  if (end !== from) osc.frequency.exponentialRampToValueAtTime(end, at + length)
  osc.connect(to)
  osc.start(at)
  osc.stop(at + length + 0.02)
}

function filtered(ctx: AudioContext, to: AudioNode, type: BiquadFilterType, hz: number, q = 1): BiquadFilterNode {
  const f = ctx.createBiquadFilter()
  f.type = type
  f.frequency.value = hz
  f.Q.value = q
  f.connect(to)
  return f
}

const VOICES: Record<Cue, Voice> = {
  // A card snapped onto the felt: a short, bright rustle.
  deal: (ctx, out, at, noise) => burst(ctx, noise, filtered(ctx, envelope(ctx, out, at, 0.9, 0.003, 0.07), 'bandpass', 2600, 0.9), at, 0.09),
  // A card turned over: two quick taps of its edges.
  flip: (ctx, out, at, noise) => {
    for (const [t, hz] of [[0, 3800], [0.045, 3000]] as const) {
      burst(ctx, noise, filtered(ctx, envelope(ctx, out, at + t, 0.7, 0.002, 0.035), 'highpass', hz), at + t, 0.05)
    }
  },
  // Cards pushed across the cloth: a soft sweep, high to low.
  slide: (ctx, out, at, noise) => {
    const f = filtered(ctx, envelope(ctx, out, at, 0.6, 0.04, 0.22), 'lowpass', 1800, 0.7)
    f.frequency.setValueAtTime(1800, at)
    f.frequency.exponentialRampToValueAtTime(420, at + 0.26)
    burst(ctx, noise, f, at, 0.3)
  },
  // Two cards that belong together: a rising pair of bell tones.
  match: (ctx, out, at) => {
    tone(ctx, envelope(ctx, out, at, 0.5, 0.005, 0.35), at, 'triangle', 659, 659, 0.36)
    tone(ctx, envelope(ctx, out, at + 0.11, 0.5, 0.005, 0.45), at + 0.11, 'triangle', 988, 988, 0.46)
  },
  // A clock's tick in the last seconds of a window: short, woody, never shrill.
  tick: (ctx, out, at) => tone(ctx, envelope(ctx, out, at, 0.45, 0.002, 0.05), at, 'square', 1250, 900, 0.05),
  // Your turn: a soft two-note chime that carries across the room.
  turn: (ctx, out, at) => {
    tone(ctx, envelope(ctx, out, at, 0.42, 0.01, 0.5), at, 'sine', 523, 523, 0.5)
    tone(ctx, envelope(ctx, out, at + 0.16, 0.42, 0.01, 0.6), at + 0.16, 'sine', 784, 784, 0.6)
  },
  // A wooden token slid one cell: a low knock with a little grain.
  token: (ctx, out, at, noise) => {
    tone(ctx, envelope(ctx, out, at, 0.7, 0.003, 0.12), at, 'sine', 240, 150, 0.12)
    burst(ctx, noise, filtered(ctx, envelope(ctx, out, at, 0.35, 0.01, 0.1), 'lowpass', 900), at, 0.12)
  },
}

/** Where the sounds are made; a test passes its own, the app uses the browser's. */
export type MakeContext = () => AudioContext | null

const browserContext: MakeContext = () => {
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext
  return Ctor ? new Ctor() : null
}

/**
 * A set of cues over one audio context, made on first use (browsers allow sound only after the
 * person has clicked something, which starting a table always is). Playing never throws and
 * never waits: a browser without audio, a suspended context or a failed node is silence.
 */
export function createSoundboard(enabled: () => boolean, make: MakeContext = browserContext) {
  let ctx: AudioContext | null = null
  let out: GainNode | null = null
  let noise: AudioBuffer | null = null
  let broken = false
  // A batch of events (a deal, a table opened mid-game) sounds once per cue, not as a roar.
  const lastAt = new Map<Cue, number>()

  function ready(): AudioContext | null {
    if (broken) return null
    if (!ctx) {
      ctx = make()
      if (!ctx) {
        broken = true
        return null
      }
      out = ctx.createGain()
      out.gain.value = VOLUME
      out.connect(ctx.destination)
      noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate)
      const data = noise.getChannelData(0)
      for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1
    }
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {})
    return ctx
  }

  function play(cue: Cue): void {
    if (!enabled()) return
    try {
      const c = ready()
      if (!c || !out || !noise) return
      if (c.currentTime - (lastAt.get(cue) ?? -1) < 0.06) return
      lastAt.set(cue, c.currentTime)
      VOICES[cue](c, out, c.currentTime + 0.01, noise)
    } catch {
      broken = true
    }
  }

  return { play }
}

let board: ReturnType<typeof createSoundboard> | null = null

/**
 * The app's one soundboard, silent while the Sound setting is off. `play('token')` is the
 * Check Mates board's slide.
 */
export function useSound() {
  board ??= createSoundboard(() => useAppStore().settings.sound)
  return board
}

/** The cue each event type makes as it arrives (events a game leaves out are silent). */
export function useEventSounds<E extends { type: string }>(cues: Partial<Record<E['type'], Cue>>): void {
  const { play } = useSound()
  useEventFeed<E>({}, (e) => {
    const cue = cues[e.type as E['type']]
    if (cue) play(cue)
  })
}

/** The "your turn" buzz: two short pulses, felt through a pocket or a table top. */
export const TURN_BUZZ = [90, 60, 90]

/**
 * The "your turn" cue each time `isMyTurn` becomes true (never for a turn already running): the
 * chime, and on a device that can vibrate (a phone) a buzz. Browsers allow a buzz only once the
 * person has touched the page; before that it is left out rather than refused.
 */
export function useTurnCue(isMyTurn: () => boolean): void {
  const { play } = useSound()
  watch(isMyTurn, (now, before) => {
    if (!now || before) return
    play('turn')
    if (typeof navigator.vibrate === 'function' && navigator.userActivation?.hasBeenActive) navigator.vibrate(TURN_BUZZ)
  })
}
