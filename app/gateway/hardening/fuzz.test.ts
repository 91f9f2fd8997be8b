import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installTestContainer } from '@/test-support/container';
import type { FuzzRequest } from '@/test-support/fuzz/context';
import { dispatchInProcess } from '@/test-support/fuzz/dispatch';
import { inProcessFuzzContext } from '@/test-support/fuzz/in-process';
import { fuzzRequest } from '@/test-support/fuzz/requests';
import { describeRequest, isTolerated, violationOf } from '@/test-support/fuzz/verdict';

// The fast slice of bench/fuzz.ts: generated requests over every parameter,
// header and body shape of the gateway routes, sent to the route handlers in process. None may
// answer a 5xx, or a 4xx that is not a problem+json. Reproduce a failure with FUZZ_SEED=<seed>.
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);

/** Runs `runs` generated requests; returns the statuses seen and how many were out of scope. */
async function fuzz(runs: number, seed: number) {
  const ctx = await inProcessFuzzContext();
  const statuses = new Map<number, number>();
  let outOfScope = 0;
  const retryAfterMissing: string[] = [];
  await fc.assert(
    fc.asyncProperty(fuzzRequest(ctx), async (request: FuzzRequest) => {
      const response = await dispatchInProcess(request);
      if (response === null) {
        outOfScope += 1;
        return;
      }
      const body = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 429 && !response.headers.get('retry-after')) {
        retryAfterMissing.push(describeRequest(request));
      }
      const violation = violationOf(request, {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body,
      });
      expect(
        isTolerated(violation),
        `${violation}: ${response.status} ${body.slice(0, 200)} ← ${describeRequest(request)}`,
      ).toBe(true);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  return { statuses, outOfScope, retryAfterMissing };
}

describe(`fuzzed gateway requests (seed ${SEED})`, () => {
  it(`${RUNS} requests with limits lifted: no 5xx, every 4xx a problem, every route reached`, async () => {
    installTestContainer({
      RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '1000000',
      RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '1000000',
    });
    const { statuses, outOfScope } = await fuzz(RUNS, SEED);
    expect(statuses.get(429)).toBeUndefined();
    // The generator gets deep into the handlers, not just past the front door.
    for (const status of [200, 400, 401, 403, 404, 405, 413, 415]) {
      expect(statuses.get(status) ?? 0, `status ${status} seen`).toBeGreaterThan(0);
    }
    expect(outOfScope).toBeLessThan(RUNS * 0.3);
  }, 60_000);

  it('300 requests with the default limits: the 429s are problems with Retry-After', async () => {
    installTestContainer({
      RATE_LIMIT_API_PER_MINUTE: '120',
      RATE_LIMIT_SESSION_PER_MINUTE: '60',
      RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '20',
      RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '20',
    });
    const { statuses, retryAfterMissing } = await fuzz(300, SEED + 1);
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(retryAfterMissing).toEqual([]);
  }, 60_000);
});
