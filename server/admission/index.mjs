// Admission control: server.mjs asks it, for every request, whether the request can be answered
// in time. Its answer is never "the loop is late" (a busy single-threaded server always is, by a
// whole batch of work, even when every request is answered quickly) but:
// - up to a bound (concurrency-limit.mjs), requests run at once;
// - beyond it they wait in a fair queue (fair-queue.mjs: clients take turns, adaptive LIFO);
// - a queued request is refused (503, Retry-After) only when it has waited past its deadline
//   (about 1 s for an API call, a little more for a page) and the queue would take longer than
//   `drainGraceMs` to drain (a burst is served late rather than refused: a refusal costs the
//   client a retry), when it has waited `maxWaitMs` in any case, or when the queue is full —
//   never on arrival at an idle server, and never for a cheap request (health checks, built
//   files, icons, the service worker: kind `free`), which runs at once and holds no place;
// - page renders in flight are bounded apart (`maxRendersInFlight`): they hold the most memory.
// Refusals are counted by kind and reason, waits measured, and both read by /metrics (stats()).
// The anchors: Facebook's controlled delay and adaptive LIFO ("Fail at Scale", ACM Queue 2015),
// Netflix's adaptive concurrency limits, Envoy's adaptive-concurrency filter, and the Google SRE
// book's "Handling Overload" (a refusal must be cheap, and a client's share is bounded).
import { performance } from 'node:perf_hooks';
import { ConcurrencyLimit } from './concurrency-limit.mjs';
import { FairQueue, RENDERS } from './fair-queue.mjs';

/** Where server.mjs publishes `() => stats()` for the app's /metrics (they share no module). */
export const ADMISSION_STATS = Symbol.for('rx-price-finder.admission-stats');

export const DEFAULT_ADMISSION = {
  /** Requests in flight at start; the bound then adapts between the min and the max. */
  initialLimit: 16,
  minLimit: 4,
  maxLimit: 256,
  /** Below this event-loop utilization the work in flight waits on I/O: the bound may grow. */
  busyShare: 0.9,
  /** Page renders (and prefetches) in flight at most, whatever the bound. */
  maxRendersInFlight: 16,
  /** How long a queued request may wait before it is refused, while the queue cannot drain. */
  deadlineMs: { api: 1_000, page: 1_500, prefetch: 1_500 },
  /**
   * A queue that drains within this is a burst, not overload: what waits in it is served late
   * rather than refused at its deadline (a refusal costs the client a retry, later still).
   */
  drainGraceMs: 2_000,
  /** No request waits longer than this, however the queue drains. */
  maxWaitMs: 4_000,
  /** Past this share of its deadline, the oldest request of a client makes its newest go first. */
  lifoAfterShare: 0.5,
  /** Queued requests at most (each is an open connection; this bounds the bookkeeping). */
  maxQueued: 4_096,
  /** How often deadlines are checked and the bound adjusted. */
  tickMs: 25,
  adjustEveryMs: 100,
};

/** Upper bounds (seconds) of the queue-wait histogram /metrics exposes. */
export const WAIT_BUCKETS_SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * @typedef {'free' | 'api' | 'page' | 'prefetch'} AdmissionKind
 * @typedef {'deadline' | 'max-wait' | 'queue-full'} RefusalReason
 * @typedef {{ reason: RefusalReason, kind: AdmissionKind, retryAfterSeconds: number, waitedMs: number }} Refusal
 * @typedef {{
 *   kind: AdmissionKind,
 *   client: string,
 *   start: () => void,
 *   refuse: (refusal: Refusal) => void,
 * }} AdmissionRequest
 */

const emptyWaits = () => ({ counts: WAIT_BUCKETS_SECONDS.map(() => 0), count: 0, sumSeconds: 0 });

export class AdmissionControl {
  /**
   * @param {Partial<typeof DEFAULT_ADMISSION>} options
   * @param {{ now?: () => number, busyShareSince?: () => number, defer?: (run: () => void) => void }} clock
   *   a monotonic clock (ms), the event loop's utilization since the previous call, and how to
   *   run the next start after an answer (injected by tests)
   */
  constructor(options = {}, clock = {}) {
    this.options = { ...DEFAULT_ADMISSION, ...options };
    this.now = clock.now ?? (() => performance.now());
    this.busyShareSince = clock.busyShareSince ?? eventLoopUtilizationSince();
    this.defer = clock.defer ?? setImmediate;
    this.pumpDeferred = false;
    this.bound = new ConcurrencyLimit(this.options);
    this.queue = new FairQueue();
    this.inFlight = 0;
    this.rendersInFlight = 0;
    /** Whether requests queued because the bound was full, since the last adjustment. */
    this.boundReached = false;
    this.finishedSinceAdjust = 0;
    this.lastAdjustAtMs = this.now();
    /** @type {Record<string, number>} refusals by `${kind}:${reason}` */
    this.refused = {};
    /** @type {Record<string, number>} admitted requests by kind */
    this.admitted = {};
    this.cancelled = 0;
    /** @type {Record<string, ReturnType<typeof emptyWaits>>} queue waits of started requests */
    this.waits = {};
    /** @type {((refusal: Refusal) => void) | undefined} told of every refusal (the log) */
    this.onRefusal = undefined;
    this.timer = undefined;
  }

  /** The bound on requests in flight now. */
  get limit() {
    return this.bound.limit;
  }

  /**
   * Starts the request now, queues it, or refuses it. Returns `done`, to call once its answer is
   * sent or its connection closed, whichever comes first (it frees the place, or drops the
   * request from the queue if its client left while it waited).
   * @param {AdmissionRequest} request
   */
  admit(request) {
    const { kind } = request;
    this.admitted[kind] = (this.admitted[kind] ?? 0) + 1;
    if (kind === 'free') {
      request.start();
      return () => {};
    }
    const nowMs = this.now();
    const deadlineMs = this.options.deadlineMs[kind];
    const entry = {
      ...request,
      enqueuedAtMs: nowMs,
      deadlineAtMs: nowMs + deadlineMs,
      lifoAtMs: nowMs + deadlineMs * this.options.lifoAfterShare,
      state: 'queued',
    };
    // Through the queue even when it is empty: one rule decides who starts (clients' turns).
    this.enqueue(entry, nowMs);
    this.pump();
    return () => this.settle(entry);
  }

  enqueue(entry, nowMs) {
    if (this.queue.size >= this.options.maxQueued) {
      const victim = this.queue.oldestOfLongestLine();
      // The flooding client loses its oldest; a client with fewer queued takes its place.
      if (!victim || this.queue.queuedBy(entry.client) >= this.queue.queuedBy(victim.client)) {
        return this.refuse(entry, 'queue-full', nowMs);
      }
      this.queue.remove(victim);
      this.refuse(victim, 'queue-full', nowMs);
    }
    this.queue.push(entry);
  }

  begin(entry, nowMs) {
    entry.state = 'running';
    this.inFlight += 1;
    if (RENDERS.has(entry.kind)) this.rendersInFlight += 1;
    this.observeWait(entry.kind, (nowMs - entry.enqueuedAtMs) / 1000);
    entry.start();
  }

  refuse(entry, reason, nowMs) {
    entry.state = 'refused';
    const key = `${entry.kind}:${reason}`;
    this.refused[key] = (this.refused[key] ?? 0) + 1;
    const refusal = {
      reason,
      kind: entry.kind,
      retryAfterSeconds: this.retryAfterSeconds(),
      waitedMs: nowMs - entry.enqueuedAtMs,
    };
    entry.refuse(refusal);
    this.onRefusal?.(refusal);
  }

  /** The end of an admitted request: its answer went out, or its client left. */
  settle(entry) {
    if (entry.state === 'queued') {
      this.queue.remove(entry);
      this.cancelled += 1;
    } else if (entry.state === 'running') {
      this.inFlight -= 1;
      if (RENDERS.has(entry.kind)) this.rendersInFlight -= 1;
      this.finishedSinceAdjust += 1;
      this.pumpSoon();
    }
    entry.state = 'settled';
  }

  /**
   * Starts the next queued requests after the event loop has read what arrived meanwhile. An
   * answer's end runs in a callback that can chain into the next request's start, and that into
   * the next: started synchronously, a whole queue could run without the loop once polling its
   * sockets, and a client arriving during a flood would not even be read, let alone get its turn.
   */
  pumpSoon() {
    if (this.pumpDeferred) return;
    this.pumpDeferred = true;
    this.defer(() => {
      this.pumpDeferred = false;
      this.pump();
    });
  }

  /** Starts queued requests while there is room, clients taking turns. */
  pump() {
    const nowMs = this.now();
    const standing = !this.isDraining();
    while (this.queue.size > 0) {
      if (this.inFlight >= this.bound.limit) {
        this.boundReached = true;
        return;
      }
      const canStartRender = this.rendersInFlight < this.options.maxRendersInFlight;
      const entry = this.queue.next(nowMs, canStartRender, standing);
      if (!entry) return;
      this.begin(entry, nowMs);
    }
  }

  /** Whether the queue drains within its grace: a burst, served late rather than refused. */
  isDraining() {
    return this.bound.drainMs(this.queue.size) <= this.options.drainGraceMs;
  }

  /** Refuses what waited too long, adjusts the bound each period, and starts what now fits. */
  tick() {
    const nowMs = this.now();
    const draining = this.isDraining();
    const due = this.queue.takeDue(
      (entry) =>
        nowMs - entry.enqueuedAtMs >= this.options.maxWaitMs ||
        (!draining && nowMs >= entry.deadlineAtMs),
    );
    for (const entry of due) {
      const reason = nowMs - entry.enqueuedAtMs >= this.options.maxWaitMs ? 'max-wait' : 'deadline';
      this.refuse(entry, reason, nowMs);
    }
    const periodMs = nowMs - this.lastAdjustAtMs;
    if (periodMs >= this.options.adjustEveryMs) {
      this.bound.observe({
        queued: this.boundReached || this.queue.size > 0,
        busyShare: this.busyShareSince(),
        finished: this.finishedSinceAdjust,
        periodMs,
      });
      this.boundReached = false;
      this.finishedSinceAdjust = 0;
      this.lastAdjustAtMs = nowMs;
    }
    this.pump();
  }

  /** When to come back: about when the queue will have drained, between 1 and 10 s. */
  retryAfterSeconds() {
    const drainMs = this.bound.drainMs(this.queue.size);
    return Math.min(10, Math.max(1, Math.ceil(drainMs / 1000)));
  }

  observeWait(kind, seconds) {
    const waits = (this.waits[kind] ??= emptyWaits());
    WAIT_BUCKETS_SECONDS.forEach((bound, i) => {
      if (seconds <= bound) waits.counts[i] = (waits.counts[i] ?? 0) + 1;
    });
    waits.count += 1;
    waits.sumSeconds += seconds;
  }

  /** What /metrics exposes: counts since start, and the state now. */
  stats() {
    return {
      limit: this.bound.limit,
      inFlight: this.inFlight,
      rendersInFlight: this.rendersInFlight,
      queued: this.queue.size,
      drainPerSecond: this.bound.drainPerSecond,
      admitted: { ...this.admitted },
      refused: { ...this.refused },
      cancelled: this.cancelled,
      waits: structuredClone(this.waits),
    };
  }

  start() {
    this.timer = setInterval(() => this.tick(), this.options.tickMs);
    this.timer.unref();
    return this;
  }

  stop() {
    clearInterval(this.timer);
  }
}

/** The event loop's utilization (0–1) since the previous call. */
function eventLoopUtilizationSince() {
  let previous = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, previous);
    previous = current;
    return utilization;
  };
}
