/**
 * Circuit breaker of spec §4/§9, for the AI service: CLOSED opens after 5 consecutive failures;
 * OPEN lets a trial through after 30 s (HALF_OPEN); 3 successes in HALF_OPEN close it, any
 * failure there opens it again.
 */
export const BREAKER_THRESHOLD = 5;
export const BREAKER_RESET_MS = 30_000;
export const BREAKER_HALF_OPEN_SUCCESSES = 3;

export type BreakerState = 'closed' | 'open' | 'half_open';

export class CircuitBreaker {
  private state_: BreakerState = 'closed';
  private failures = 0;
  private successes = 0;
  private openedAt = 0;
  lastError: string | null = null;

  constructor(
    private readonly now: () => number = Date.now,
    readonly threshold = BREAKER_THRESHOLD,
    readonly resetMs = BREAKER_RESET_MS,
    readonly halfOpenSuccesses = BREAKER_HALF_OPEN_SUCCESSES,
  ) {}

  get state(): BreakerState {
    if (this.state_ === 'open' && this.now() - this.openedAt >= this.resetMs) {
      this.state_ = 'half_open';
      this.successes = 0;
    }
    return this.state_;
  }

  get consecutiveFailures(): number {
    return this.failures;
  }

  /** Whether a call may go to the service now. */
  canRequest(): boolean {
    return this.state !== 'open';
  }

  success(): void {
    this.failures = 0;
    if (this.state === 'half_open') {
      this.successes += 1;
      if (this.successes >= this.halfOpenSuccesses) this.state_ = 'closed';
    }
  }

  failure(error: string): void {
    this.lastError = error;
    this.failures += 1;
    if (this.state === 'half_open' || this.failures >= this.threshold) {
      this.state_ = 'open';
      this.openedAt = this.now();
    }
  }
}
