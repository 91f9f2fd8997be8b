import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/server/core/api-error';
import { createMetrics } from '@/lib/server/core/metrics';
import { testEnv } from '@/test-support/container';
import {
  assertUnderLimit,
  enforceRateLimit,
  rateLimitFields,
  withinRateLimit,
  type RateLimitLedger,
  type RateLimitSubject,
} from './index';
import { MemoryRateLimiter } from './limiter';

// The limits as callers meet them, on a fake clock set inside a minute (never on its boundary):
// what each subject counts against, the 429 and its Retry-After, and the RateLimit header fields.

/** A distinct limit per kind, so a subject counted against another kind's limit shows. */
const LIMITS = {
  RATE_LIMIT_API_PER_MINUTE: '5',
  RATE_LIMIT_SESSION_PER_MINUTE: '6',
  RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE: '7',
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '8',
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '9',
  RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '10',
};

const SUBJECTS: Array<{ subject: RateLimitSubject; perMinute: number }> = [
  { subject: { kind: 'api', clientKeyId: 'same' }, perMinute: 5 },
  { subject: { kind: 'session', sessionId: 'same' }, perMinute: 6 },
  { subject: { kind: 'browser-address', address: 'same' }, perMinute: 7 },
  { subject: { kind: 'new-session', address: 'same' }, perMinute: 8 },
  { subject: { kind: 'auth-failure', address: 'same' }, perMinute: 9 },
  { subject: { kind: 'page', address: 'same' }, perMinute: 10 },
];

/** 12:00:17.250 on some day: 43 s (rounded up) are left in the minute. */
const INSIDE_A_MINUTE_MS = Date.UTC(2026, 10, 28, 12, 0, 17, 250);

const env = testEnv(LIMITS);

function newLedger(): RateLimitLedger {
  return {
    services: { env, rateLimiter: new MemoryRateLimiter(), metrics: createMetrics() },
    rateLimits: [],
  };
}

const rejections = async (ledger: RateLimitLedger, kind: string): Promise<number> => {
  const metric = await ledger.services.metrics.rateLimitRejections.get();
  return metric.values.find((value) => value.labels.kind === kind)?.value ?? 0;
};

/** The 429 a call threw, or null. */
async function refusal(call: Promise<void>): Promise<ApiError | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(INSIDE_A_MINUTE_MS);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('enforceRateLimit', () => {
  it.each(SUBJECTS)(
    '$subject.kind: its own limit, then 429 with the seconds left in the minute',
    async ({ subject, perMinute }) => {
      const ledger = newLedger();
      for (let i = 0; i < perMinute; i += 1) await enforceRateLimit(subject, ledger);
      expect(ledger.rateLimits.map((state) => state.remaining)).toEqual(
        Array.from({ length: perMinute }, (_, i) => perMinute - 1 - i),
      );
      expect(ledger.rateLimits.at(-1)).toEqual({
        policy: subject.kind,
        quota: perMinute,
        windowSeconds: 60,
        remaining: 0,
        resetSeconds: 43,
      });
      expect(await rejections(ledger, subject.kind)).toBe(0);

      const refused = await refusal(enforceRateLimit(subject, ledger));
      expect(refused?.status).toBe(429);
      expect(refused?.headers).toEqual({ 'Retry-After': '43' });
      expect(await rejections(ledger, subject.kind)).toBe(1);
    },
  );

  it('keeps each kind of limit apart, even for the same id', async () => {
    const ledger = newLedger();
    for (const { subject } of SUBJECTS) await enforceRateLimit(subject, ledger);
    expect(ledger.rateLimits.map((state) => state.remaining)).toEqual(
      SUBJECTS.map(({ perMinute }) => perMinute - 1),
    );
  });

  it('counts each client key, session and address on its own', async () => {
    const ledger = newLedger();
    for (const { subject, perMinute } of SUBJECTS) {
      for (let i = 0; i < perMinute; i += 1) await enforceRateLimit(subject, ledger);
      const other = JSON.parse(JSON.stringify(subject).replace('"same"', '"other"'));
      await enforceRateLimit(other, ledger);
      expect(ledger.rateLimits.at(-1)?.remaining).toBe(perMinute - 1);
    }
  });

  it('Retry-After is the seconds left in the clock minute, wherever in it the limit is hit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 59_999 }), async (intoMinuteMs) => {
        vi.setSystemTime(Date.UTC(2026, 10, 28, 12, 1) + intoMinuteMs);
        const ledger = newLedger();
        const subject: RateLimitSubject = { kind: 'api', clientKeyId: 'k' };
        for (let i = 0; i < 5; i += 1) await enforceRateLimit(subject, ledger);
        const refused = await refusal(enforceRateLimit(subject, ledger));
        const secondsLeft = Math.max(1, Math.ceil((60_000 - intoMinuteMs) / 1000));
        expect(refused?.headers['Retry-After']).toBe(String(secondsLeft));
        expect(ledger.rateLimits.at(-1)?.resetSeconds).toBe(secondsLeft);
      }),
      { numRuns: 60 },
    );
  });
});

describe('assertUnderLimit', () => {
  it('checks without counting, and refuses once the subject is at its limit', async () => {
    const ledger = newLedger();
    const subject: RateLimitSubject = { kind: 'auth-failure', address: '203.0.113.9' };
    for (let i = 0; i < 20; i += 1) await assertUnderLimit(subject, ledger);
    expect(ledger.rateLimits.at(-1)).toMatchObject({ quota: 9, remaining: 9, resetSeconds: 43 });

    for (let i = 0; i < 9; i += 1) await enforceRateLimit(subject, ledger);
    const refused = await refusal(assertUnderLimit(subject, ledger));
    expect(refused?.status).toBe(429);
    expect(refused?.headers).toEqual({ 'Retry-After': '43' });
    expect(ledger.rateLimits.at(-1)).toMatchObject({ remaining: 0, resetSeconds: 43 });
    expect(await rejections(ledger, 'auth-failure')).toBe(1);
  });
});

describe('withinRateLimit', () => {
  it('says whether a hit is within the limit, counting a rejection only past it', async () => {
    const ledger = newLedger();
    const subject: RateLimitSubject = { kind: 'page', address: '198.51.100.4' };
    const answers: boolean[] = [];
    for (let i = 0; i < 12; i += 1) answers.push(await withinRateLimit(ledger.services, subject));
    expect(answers).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(await rejections(ledger, 'page')).toBe(2);
  });
});

describe('rateLimitFields', () => {
  it('is empty when the request counted against no limit', () => {
    expect(rateLimitFields(newLedger())).toEqual({});
  });

  it('reports each policy once, in first-counted order, with its last state', async () => {
    const ledger = newLedger();
    await enforceRateLimit({ kind: 'api', clientKeyId: 'k' }, ledger);
    await enforceRateLimit({ kind: 'session', sessionId: 's' }, ledger);
    await enforceRateLimit({ kind: 'api', clientKeyId: 'k' }, ledger);
    expect(rateLimitFields(ledger)).toEqual({
      'RateLimit-Policy': '"api";q=5;w=60, "session";q=6;w=60',
      RateLimit: '"api";r=3;t=43, "session";r=5;t=43',
    });
  });
});
