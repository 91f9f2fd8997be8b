import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './breaker';

function breaker() {
  const clock = { ms: 1_000_000 };
  return {
    clock,
    breaker: new CircuitBreaker({ failureThreshold: 3, openMs: 30_000, now: () => clock.ms }),
  };
}

/** A breaker just opened by its third consecutive failure, and its clock. */
function opened() {
  const setup = breaker();
  for (let i = 0; i < 3; i += 1) setup.breaker.recordFailure();
  return setup;
}

const refusal = (b: CircuitBreaker): number | null => {
  try {
    b.admit();
    return null;
  } catch (err) {
    if (err instanceof CircuitOpenError) return err.retryAfterSeconds;
    throw err;
  }
};

/** Open, and refusing with Retry-After for the whole 30 s period. */
function expectOpenForFullPeriod(b: CircuitBreaker) {
  expect(b.state()).toBe('open');
  expect(refusal(b)).toBe(30);
}

describe('CircuitBreaker (clock injected)', () => {
  it('opens after consecutive failures only; a success in between starts the count again', () => {
    const { breaker: b } = breaker();
    b.recordFailure();
    b.recordFailure();
    b.recordSuccess();
    b.recordFailure();
    b.recordFailure();
    expect(b.state()).toBe('closed');
    b.recordFailure();
    expectOpenForFullPeriod(b);
  });

  it('counts down Retry-After while open, then half-opens and lets exactly one probe through', () => {
    const { breaker: b, clock } = opened();
    clock.ms += 12_500;
    expect(refusal(b)).toBe(18);
    clock.ms += 17_500;
    expect(b.state()).toBe('half-open');
    expect(refusal(b)).toBeNull(); // the probe
    expect(refusal(b)).toBe(1); // others wait for its verdict
    b.recordSuccess();
    expect(b.state()).toBe('closed');
    expect(refusal(b)).toBeNull();
  });

  it('a failed probe opens it again for the full period', () => {
    const { breaker: b, clock } = opened();
    clock.ms += 30_000;
    expect(refusal(b)).toBeNull();
    b.recordFailure();
    expectOpenForFullPeriod(b);
  });

  it('forgets a probe that never reported, so it cannot stay half-open for ever', () => {
    const { breaker: b, clock } = opened();
    clock.ms += 30_000;
    expect(refusal(b)).toBeNull();
    clock.ms += 30_000;
    expect(refusal(b)).toBeNull();
  });
});
