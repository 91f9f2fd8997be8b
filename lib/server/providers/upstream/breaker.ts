import 'server-only';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failed exchanges that open the circuit. */
  failureThreshold: number;
  /** How long it stays open before one probe may go through. */
  openMs: number;
  now: () => number;
}

/** The breaker refused an exchange; `retryAfterSeconds` is when to try again. */
export class CircuitOpenError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`circuit open; retry after ${retryAfterSeconds} s`);
    this.name = 'CircuitOpenError';
  }
}

/**
 * A consecutive-failures circuit breaker. Closed: every exchange goes through. After
 * `failureThreshold` failures in a row it opens: exchanges are refused without touching the
 * upstream, so a struggling upstream gets room to recover and callers get a fast 503. After
 * `openMs` it is half-open: one probe goes through; its success closes the circuit, its failure
 * opens it again. A probe that never reports (a bug) is forgotten after another `openMs`.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAtMs: number | null = null;
  private probeStartedAtMs: number | null = null;

  constructor(private readonly options: CircuitBreakerOptions) {}

  /** The state now (an open circuit turns half-open by the passing of time alone). */
  state(): BreakerState {
    if (this.openedAtMs === null) return 'closed';
    return this.options.now() - this.openedAtMs >= this.options.openMs ? 'half-open' : 'open';
  }

  /** Seconds until an open circuit lets a probe through (at least 1). */
  retryAfterSeconds(): number {
    const openedAtMs = this.openedAtMs ?? this.options.now();
    const remainingMs = openedAtMs + this.options.openMs - this.options.now();
    return Math.max(1, Math.ceil(remainingMs / 1000));
  }

  /** Lets an exchange through, or throws CircuitOpenError. Each admitted exchange must report. */
  admit(): void {
    const state = this.state();
    if (state === 'closed') return;
    if (state === 'open') throw new CircuitOpenError(this.retryAfterSeconds());
    const now = this.options.now();
    if (this.probeStartedAtMs !== null && now - this.probeStartedAtMs < this.options.openMs) {
      throw new CircuitOpenError(1); // a probe is under way; its verdict comes soon
    }
    this.probeStartedAtMs = now;
  }

  /** The upstream answered usefully (any status it means, 4xx included). */
  recordSuccess(): void {
    this.failures = 0;
    this.openedAtMs = null;
    this.probeStartedAtMs = null;
  }

  /** The upstream failed: network error, timeout, 5xx or an unusable body. */
  recordFailure(): void {
    this.probeStartedAtMs = null;
    if (this.openedAtMs !== null) {
      // A failed probe (or a late report from before it opened) keeps it open, from now.
      this.openedAtMs = this.options.now();
      return;
    }
    this.failures += 1;
    if (this.failures >= this.options.failureThreshold) this.openedAtMs = this.options.now();
  }
}
