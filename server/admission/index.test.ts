import { describe, expect, it, vi } from 'vitest';
import {
  AdmissionControl,
  WAIT_BUCKETS_SECONDS,
  type AdmissionKind,
  type Refusal,
} from './index.mjs';

// The bookkeeping /metrics and the refusals read, one rule at a time, on a clock the test moves:
// which reason a refusal names, the Retry-After it suggests, the wait histogram, the counts of
// admitted, refused and cancelled requests, and what settling a request gives back.

function control(options: ConstructorParameters<typeof AdmissionControl>[0] = {}) {
  let nowMs = 1_000;
  const admission = new AdmissionControl(
    { initialLimit: 4, minLimit: 4, maxLimit: 4, ...options },
    { now: () => nowMs, defer: (run) => run(), busyShareSince: () => 0 },
  );
  const refusals: Refusal[] = [];
  const started: string[] = [];
  const admit = (name: string, kind: AdmissionKind = 'api', client = name) =>
    admission.admit({
      kind,
      client,
      start: () => started.push(name),
      refuse: (refusal) => refusals.push(refusal),
    });
  return {
    admission,
    admit,
    refusals,
    started,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('AdmissionControl bookkeeping', () => {
  it('runs a free request at once, holding no place, and counts it as admitted', () => {
    const { admission, admit, started } = control({ initialLimit: 4 });
    for (let i = 0; i < 4; i += 1) admit(`api-${i}`);
    const done = admit('healthz', 'free');
    expect(started).toContain('healthz');
    expect(admission.inFlight).toBe(4);
    done();
    expect(admission.inFlight).toBe(4);
    expect(admission.stats().admitted).toEqual({ api: 4, free: 1 });
  });

  it('counts a request left in the queue as cancelled, and one that ran as finished', () => {
    const { admission, admit, started } = control();
    const running = [0, 1, 2, 3].map((i) => admit(`run-${i}`));
    const waiting = admit('waiting');
    expect(admission.stats()).toMatchObject({ inFlight: 4, queued: 1, cancelled: 0 });
    waiting();
    expect(admission.stats()).toMatchObject({ inFlight: 4, queued: 0, cancelled: 1 });
    running[0]?.();
    expect(admission.stats()).toMatchObject({ inFlight: 3, cancelled: 1 });
    expect(started).not.toContain('waiting');
    // Settling twice changes nothing.
    running[0]?.();
    waiting();
    expect(admission.stats()).toMatchObject({ inFlight: 3, cancelled: 1 });
  });

  it('frees a render slot when a render ends, so the next render may start', () => {
    const { admission, admit, started } = control({ maxRendersInFlight: 1 });
    const first = admit('page-1', 'page');
    admit('page-2', 'page');
    expect(started).toEqual(['page-1']);
    expect(admission.stats().rendersInFlight).toBe(1);
    first();
    expect(started).toEqual(['page-1', 'page-2']);
    expect(admission.stats().rendersInFlight).toBe(1);
  });

  it('names the reason: past the wait limit "max-wait", past the deadline "deadline"', () => {
    const { admission, admit, refusals, advance } = control({
      maxWaitMs: 500,
      deadlineMs: { api: 100, page: 100, prefetch: 100 },
    });
    // A queue that would take 5 s to drain: past the 2 s grace, deadlines hold.
    vi.spyOn(admission.bound, 'drainMs').mockReturnValue(5_000);
    for (let i = 0; i < 4; i += 1) admit(`run-${i}`);
    admit('late');
    advance(99);
    admission.tick();
    expect(refusals).toHaveLength(0); // not before its deadline
    advance(1);
    admission.tick();
    expect(refusals.map((r) => r.reason)).toEqual(['deadline']);
    expect(refusals[0]?.waitedMs).toBe(100);
    expect(refusals[0]?.retryAfterSeconds).toBe(5);
    expect(admission.stats().refused).toEqual({ 'api:deadline': 1 });
  });

  it('refuses at the wait limit even while the queue drains in time, exactly then', () => {
    const { admission, admit, refusals, advance } = control({
      maxWaitMs: 500,
      drainGraceMs: 60_000,
    });
    for (let i = 0; i < 4; i += 1) admit(`run-${i}`);
    admit('patient', 'page');
    advance(499);
    admission.tick();
    expect(refusals).toHaveLength(0);
    advance(1);
    admission.tick();
    expect(refusals.map((r) => [r.kind, r.reason])).toEqual([['page', 'max-wait']]);
    expect(admission.stats().refused).toEqual({ 'page:max-wait': 1 });
  });

  it('under a standing queue serves the oldest until half its deadline, then the newest', () => {
    const { admission, admit, started, advance } = control({
      initialLimit: 1,
      minLimit: 1,
      maxLimit: 1,
    });
    // A queue that would take 5 s to drain: standing, past the 2 s grace.
    vi.spyOn(admission.bound, 'drainMs').mockReturnValue(5_000);
    const running = admit('running');
    const first = admit('a1', 'api', 'a');
    advance(10);
    admit('a2', 'api', 'a');
    advance(10);
    admit('a3', 'api', 'a');
    advance(80); // 100 ms: a1 is well before half its 1 s deadline
    running();
    expect(started).toEqual(['running', 'a1']);
    advance(500); // 600 ms: a2, the head now, waited past half its deadline
    first();
    expect(started).toEqual(['running', 'a1', 'a3']);
  });

  it('serves in order a queue that drains exactly within its grace', () => {
    const { admission, admit, started, advance } = control({
      initialLimit: 1,
      minLimit: 1,
      maxLimit: 1,
    });
    vi.spyOn(admission.bound, 'drainMs').mockReturnValue(2_000); // the grace, to the ms
    const running = admit('running');
    admit('a1', 'api', 'a');
    advance(10);
    admit('a2', 'api', 'a');
    advance(600); // past half of a1's deadline: newest first, were the queue standing
    running();
    expect(started).toEqual(['running', 'a1']);
  });

  it('suggests coming back when the queue will have drained, between 1 and 10 s', () => {
    const { admission } = control();
    const drainMs = vi.spyOn(admission.bound, 'drainMs');
    for (const [ms, seconds] of [
      [0, 1],
      [1, 1],
      [1_000, 1],
      [1_001, 2],
      [4_500, 5],
      [10_000, 10],
      [60_000, 10],
    ] as const) {
      drainMs.mockReturnValue(ms);
      expect(admission.retryAfterSeconds(), `${ms} ms`).toBe(seconds);
    }
  });

  it('counts each started wait in every bucket it fits (le), with its count and sum', () => {
    const { admission, admit, advance } = control({ initialLimit: 1, minLimit: 1, maxLimit: 1 });
    const first = admit('first');
    admit('second');
    advance(40); // the second waits 40 ms
    first();
    const waits = admission.stats().waits.api;
    expect(waits?.count).toBe(2);
    expect(waits?.sumSeconds).toBeCloseTo(0.04, 6);
    WAIT_BUCKETS_SECONDS.forEach((bound, i) => {
      // The first waited 0 s (in every bucket), the second 0.04 s (in those of 0.05 s and up).
      expect(waits?.counts[i], `le ${bound}`).toBe(bound >= 0.04 ? 2 : 1);
    });
    // A wait exactly on a bound is in that bucket.
    const exact = control({ initialLimit: 1, minLimit: 1, maxLimit: 1 });
    const one = exact.admit('one');
    exact.admit('two');
    exact.advance(10);
    one();
    expect(exact.admission.stats().waits.api?.counts[WAIT_BUCKETS_SECONDS.indexOf(0.01)]).toBe(2);
  });

  it('reports copies: what a reader does to the stats changes nothing inside', () => {
    const { admission, admit } = control();
    admit('one');
    const stats = admission.stats();
    stats.admitted.api = 99;
    if (stats.waits.api) stats.waits.api.count = 99;
    expect(admission.stats().admitted.api).toBe(1);
    expect(admission.stats().waits.api?.count).toBe(1);
  });
});
