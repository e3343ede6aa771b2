/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. A person tapping as fast as
 * they can stays well inside it; a script flooding the host does not.
 */
export class RateLimit {
  private tokens: number
  private at: number

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst
    this.at = now()
  }

  /** Whether one more message may pass now. */
  take(): boolean {
    const now = this.now()
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond)
    this.at = now
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }
}
