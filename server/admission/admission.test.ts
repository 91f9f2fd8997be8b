import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AdmissionControl,
  DEFAULT_ADMISSION,
  type AdmissionKind,
  type AdmissionOptions,
  type Refusal,
} from './index.mjs';

// Admission control decides on a clock and the event loop's utilization, both injected here: a
// simulated single-threaded server (processor sharing: the requests in flight share one CPU)
// runs it in 1 ms steps, with its timer ticking as server.mjs's does.

interface Simulated {
  client: string;
  kind: AdmissionKind;
  sentAtMs: number;
  /** CPU the request needs, ms (shared with the others in flight). */
  cpuMs: number;
  /** Time it waits on I/O after its CPU work (an upstream call), ms. */
  ioMs?: number;
  startedAtMs?: number;
  doneAtMs?: number;
  refusal?: Refusal;
  done?: () => void;
}

class SimulatedServer {
  nowMs = 0;
  busyMs = 0;
  lastUtilizationAtMs = 0;
  startsOverBound = 0;
  readonly running = new Set<Simulated>();
  readonly remainingCpuMs = new Map<Simulated, number>();
  readonly ioUntilMs = new Map<Simulated, number>();
  readonly admission: AdmissionControl;

  constructor(options: Partial<AdmissionOptions> = {}) {
    this.admission = new AdmissionControl(options, {
      now: () => this.nowMs,
      // The next start runs within the same simulated millisecond.
      defer: (run) => run(),
      busyShareSince: () => {
        const periodMs = this.nowMs - this.lastUtilizationAtMs;
        const share = periodMs > 0 ? this.busyMs / periodMs : 0;
        this.busyMs = 0;
        this.lastUtilizationAtMs = this.nowMs;
        return share;
      },
    });
  }

  send(request: Simulated): Simulated {
    request.done = this.admission.admit({
      kind: request.kind,
      client: request.client,
      start: () => {
        // The bound holds at every start (it may shrink below what already runs).
        if (request.kind !== 'free')
          this.startsOverBound += Number(this.admission.inFlight > this.admission.limit);
        request.startedAtMs = this.nowMs;
        this.running.add(request);
        this.remainingCpuMs.set(request, request.cpuMs);
      },
      refuse: (refusal) => {
        request.refusal = refusal;
        request.doneAtMs = this.nowMs;
      },
    });
    return request;
  }

  /** Advances the clock by 1 ms: the CPU is shared by the requests not waiting on I/O. */
  step(): void {
    const computing = [...this.running].filter((r) => (this.remainingCpuMs.get(r) ?? 0) > 0);
    for (const request of computing) {
      const left = (this.remainingCpuMs.get(request) ?? 0) - 1 / computing.length;
      this.remainingCpuMs.set(request, left);
      if (left <= 1e-9) this.ioUntilMs.set(request, this.nowMs + (request.ioMs ?? 0));
    }
    if (computing.length > 0) this.busyMs += 1;
    this.nowMs += 1;
    for (const request of [...this.running]) {
      const ioUntil = this.ioUntilMs.get(request);
      if (ioUntil !== undefined && ioUntil <= this.nowMs) this.finish(request);
    }
    if (this.nowMs % this.admission.options.tickMs === 0) this.admission.tick();
  }

  finish(request: Simulated): void {
    this.running.delete(request);
    this.remainingCpuMs.delete(request);
    this.ioUntilMs.delete(request);
    request.doneAtMs = this.nowMs;
    request.done?.();
  }

  run(ms: number, each?: () => void): void {
    for (let i = 0; i < ms; i += 1) {
      each?.();
      this.step();
    }
  }
}

const api = (client: string, sentAtMs: number, cpuMs = 2): Simulated => ({
  client,
  kind: 'api',
  sentAtMs,
  cpuMs,
});

describe('admission control', () => {
  it('serves a burst of 100 API calls from one client on an idle server, none refused', () => {
    const server = new SimulatedServer();
    const burst = Array.from({ length: 100 }, () => server.send(api('203.0.113.7', 0)));
    server.run(2_000);
    expect(burst.filter((r) => r.refusal)).toEqual([]);
    expect(burst.every((r) => r.doneAtMs !== undefined)).toBe(true);
  });

  it('any burst that the CPU can finish within the deadline is served whole', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            client: fc.constantFrom('a', 'b', 'c'),
            kind: fc.constantFrom<AdmissionKind>('api', 'page', 'prefetch', 'free'),
            cpuMs: fc.integer({ min: 1, max: 20 }),
          }),
          { minLength: 1, maxLength: 120 },
        ),
        (burst) => {
          fc.pre(burst.reduce((sum, r) => sum + r.cpuMs, 0) <= DEFAULT_ADMISSION.deadlineMs.api);
          const server = new SimulatedServer();
          const sent = burst.map((r) => server.send({ ...r, sentAtMs: 0 }));
          server.run(3_000);
          expect(sent.filter((r) => r.refusal).length).toBe(0);
          expect(sent.every((r) => r.doneAtMs !== undefined)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never runs more than its bound, nor more renders than their cap, and settles every request once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sentAtMs: fc.integer({ min: 0, max: 3_000 }),
            client: fc.constantFrom('a', 'b', 'c', 'd'),
            kind: fc.constantFrom<AdmissionKind>('api', 'page', 'prefetch', 'free'),
            cpuMs: fc.integer({ min: 1, max: 40 }),
            ioMs: fc.integer({ min: 0, max: 200 }),
            leavesAfterMs: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }),
          }),
          { maxLength: 400 },
        ),
        fc.integer({ min: 1, max: 8 }),
        (arrivals, maxRendersInFlight) => {
          const server = new SimulatedServer({ maxRendersInFlight, maxQueued: 64 });
          const sent: Simulated[] = [];
          const leaving = new Map<number, Simulated[]>();
          server.run(6_000, () => {
            for (const arrival of arrivals.filter((a) => a.sentAtMs === server.nowMs)) {
              const request = server.send({ ...arrival });
              sent.push(request);
              if (arrival.leavesAfterMs === undefined) continue;
              const atMs = arrival.sentAtMs + arrival.leavesAfterMs;
              leaving.set(atMs, [...(leaving.get(atMs) ?? []), request]);
            }
            // A client that gives up while its request waits closes its connection.
            for (const request of leaving.get(server.nowMs) ?? []) {
              if (request.startedAtMs === undefined && !request.refusal) request.done?.();
            }
            const { admission } = server;
            expect(admission.rendersInFlight).toBeLessThanOrEqual(maxRendersInFlight);
            expect(admission.queue.size).toBeLessThanOrEqual(64);
          });
          expect(server.startsOverBound).toBe(0);
          const stats = server.admission.stats();
          const started = sent.filter((r) => r.startedAtMs !== undefined);
          const refused = sent.filter((r) => r.refusal);
          const left = sent.filter((r) => r.startedAtMs === undefined && !r.refusal);
          expect(started.filter((r) => r.refusal)).toEqual([]);
          expect(Object.values(stats.refused).reduce((a, b) => a + b, 0)).toBe(refused.length);
          expect(stats.cancelled).toBe(left.length);
          expect(left.every((r) => r.kind !== 'free')).toBe(true);
          for (const r of refused) {
            const { reason, kind, waitedMs } = r.refusal!;
            expect(kind).not.toBe('free');
            if (reason === 'deadline') {
              expect(waitedMs).toBeGreaterThanOrEqual(
                DEFAULT_ADMISSION.deadlineMs[kind as 'api' | 'page' | 'prefetch'],
              );
            }
          }
          for (const r of [...started, ...refused]) {
            const waitedMs = (r.startedAtMs ?? r.doneAtMs ?? 0) - r.sentAtMs;
            expect(waitedMs).toBeLessThanOrEqual(
              DEFAULT_ADMISSION.maxWaitMs + DEFAULT_ADMISSION.tickMs,
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  /** Keeps `connections` requests of one client always outstanding, as a load generator does. */
  function flood(
    server: SimulatedServer,
    client: string,
    connections: number,
    request: () => Simulated,
  ) {
    const all: Simulated[] = [];
    const open = new Set<Simulated>();
    return {
      all,
      refill: () => {
        for (const r of [...open]) if (r.doneAtMs !== undefined) open.delete(r);
        while (open.size < connections) {
          const r = server.send({ ...request(), client, sentAtMs: server.nowMs });
          all.push(r);
          open.add(r);
        }
      },
    };
  }

  it('serves a second client promptly while one client floods it with 400 connections', () => {
    const server = new SimulatedServer();
    const flooder = flood(server, '198.51.100.1', 400, () => api('', 0, 3));
    const second: Simulated[] = [];
    server.run(20_000, () => {
      flooder.refill();
      if (server.nowMs % 100 === 0) second.push(server.send(api('203.0.113.9', server.nowMs)));
    });
    const served = second.filter((r) => r.startedAtMs !== undefined && !r.refusal);
    expect(served.length / second.length).toBeGreaterThanOrEqual(0.95);
    const latencies = served
      .map((r) => (r.doneAtMs ?? Infinity) - r.sentAtMs)
      .sort((a, b) => a - b);
    expect(latencies[Math.floor(latencies.length * 0.95)]).toBeLessThan(1_000);
    // The flood is served too, at the CPU's pace, and what is refused was refused at its deadline.
    const flooded = flooder.all.filter((r) => r.doneAtMs !== undefined);
    const servedFlood = flooded.filter((r) => !r.refusal).length;
    expect(servedFlood).toBeGreaterThan((20_000 / 3) * 0.8);
    expect(flooded.filter((r) => r.refusal).every((r) => r.refusal!.waitedMs >= 1_000)).toBe(true);
  });

  it('under a standing queue serves the newest first, and refuses the oldest at their deadline', () => {
    const server = new SimulatedServer({ initialLimit: 1, minLimit: 1, maxLimit: 1 });
    const flooder = flood(server, '198.51.100.1', 80, () => api('', 0, 40));
    server.run(10_000, flooder.refill);
    const served = flooder.all.filter((r) => r.startedAtMs !== undefined);
    const waits = served.map((r) => r.startedAtMs! - r.sentAtMs).sort((a, b) => a - b);
    // 80 × 40 ms is 3.2 s of work queued, past the 2 s grace: FIFO would start each after ~3 s,
    // and refuse them all.
    expect(waits[Math.floor(waits.length / 2)]).toBeLessThan(600);
    expect(served.length).toBeGreaterThan(200);
    expect(
      flooder.all.filter((r) => r.refusal).every((r) => r.refusal!.reason === 'deadline'),
    ).toBe(true);
  });

  it('serves a queue that drains in time in order: no one waits much past the drain time', () => {
    // 20 connections of 40 ms work, one at a time: 0.8 s of work queued, within the grace.
    const server = new SimulatedServer({ initialLimit: 1, minLimit: 1, maxLimit: 1 });
    const flooder = flood(server, '198.51.100.1', 20, () => api('', 0, 40));
    server.run(10_000, flooder.refill);
    const served = flooder.all.filter((r) => r.startedAtMs !== undefined);
    const waits = served.map((r) => r.startedAtMs! - r.sentAtMs);
    expect(flooder.all.filter((r) => r.refusal)).toEqual([]);
    // Newest-first here would leave the oldest waiting to the 4 s limit.
    expect(Math.max(...waits)).toBeLessThan(1_000);
  });

  it('starts a real request of a client before its prefetches', () => {
    const server = new SimulatedServer({ initialLimit: 1, minLimit: 1, maxLimit: 1 });
    const first = server.send(api('c', 0, 5));
    const prefetches = Array.from({ length: 5 }, () =>
      server.send({ client: 'c', kind: 'prefetch', sentAtMs: 0, cpuMs: 5 }),
    );
    const navigation = server.send({ client: 'c', kind: 'page', sentAtMs: 0, cpuMs: 5 });
    server.run(100);
    expect(first.startedAtMs).toBe(0);
    expect(navigation.startedAtMs).toBeLessThan(Math.min(...prefetches.map((p) => p.startedAtMs!)));
    expect(
      [first, navigation, ...prefetches].every((r) => r.doneAtMs !== undefined && !r.refusal),
    ).toBe(true);
  });

  it('makes room in a full queue from the client with the most queued', () => {
    const server = new SimulatedServer({
      initialLimit: 1,
      minLimit: 1,
      maxLimit: 1,
      maxQueued: 10,
    });
    const flood = Array.from({ length: 11 }, () => server.send(api('flood', 0, 100)));
    const other = server.send(api('other', 0));
    const refused = [...flood, other].filter((r) => r.refusal);
    expect(refused.map((r) => [r.client, r.refusal!.reason])).toEqual([['flood', 'queue-full']]);
    // The one refused is the flood's oldest waiting request, not the one running.
    expect(refused[0]).toBe(flood[1]);
    // A further request of the flooding client, the longest line, is refused itself.
    const more = server.send(api('flood', 0));
    expect(more.refusal?.reason).toBe('queue-full');
  });

  it('does not refuse at the deadline when the queue is about to drain (a pause, not overload)', () => {
    const server = new SimulatedServer();
    const before = Array.from({ length: 400 }, () => server.send(api('a', 0, 1)));
    server.run(2_000); // measures the drain rate: about 1,000 a second
    expect(before.every((r) => !r.refusal)).toBe(true);
    // The event loop stalls 1.5 s (a module loading, a long GC) with 60 requests arriving.
    const blocked = Array.from({ length: 60 }, () => server.send(api('b', server.nowMs, 1)));
    server.nowMs += 1_500;
    server.run(500);
    expect(blocked.filter((r) => r.refusal)).toEqual([]);
  });

  it('grows the bound while requests wait on I/O, and shrinks it to the minimum while CPU-bound', () => {
    const io = new SimulatedServer();
    const ioFlood = flood(io, 'a', 300, () => ({ ...api('', 0, 0.2), ioMs: 100 }));
    io.run(5_000, ioFlood.refill);
    expect(io.admission.limit).toBeGreaterThan(100);

    const cpu = new SimulatedServer();
    const cpuFlood = flood(cpu, 'a', 300, () => api('', 0, 2));
    cpu.run(5_000, cpuFlood.refill);
    expect(cpu.admission.limit).toBe(DEFAULT_ADMISSION.minLimit);

    // Idle, the bound stays where it is.
    const idle = new SimulatedServer();
    idle.run(2_000, () => idle.nowMs % 100 === 0 && idle.send(api('a', idle.nowMs)));
    expect(idle.admission.limit).toBe(DEFAULT_ADMISSION.initialLimit);
  });

  it('lets cheap files and health checks through at once, holding no place', () => {
    const server = new SimulatedServer({ initialLimit: 1, minLimit: 1, maxLimit: 1 });
    server.send(api('a', 0, 1_000));
    const files = Array.from({ length: 50 }, () =>
      server.send({ client: 'a', kind: 'free', sentAtMs: 0, cpuMs: 1 }),
    );
    expect(files.every((r) => r.startedAtMs === 0)).toBe(true);
    expect(server.admission.inFlight).toBe(1);
  });

  it('counts refusals by kind and reason, and queue waits by kind', () => {
    const server = new SimulatedServer({ initialLimit: 1, minLimit: 1, maxLimit: 1, maxQueued: 1 });
    server.send(api('a', 0, 10));
    server.send(api('a', 0, 10));
    server.send({ client: 'a', kind: 'page', sentAtMs: 0, cpuMs: 10 });
    server.run(100);
    const stats = server.admission.stats();
    expect(stats.refused).toEqual({ 'page:queue-full': 1 });
    expect(stats.admitted).toEqual({ api: 2, page: 1 });
    expect(stats.waits.api?.count).toBe(2);
    expect(stats.waits.api?.sumSeconds).toBeCloseTo(0.01, 2);
  });
});
