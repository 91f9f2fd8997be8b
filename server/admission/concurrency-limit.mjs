// How many requests admission control lets run at once, and how fast the queue drains.
// Node runs every request's CPU work on one thread, so past the few requests it takes to keep
// that thread busy, more in flight only stretches each of them (and holds its memory: in-flight
// page renders are what ran the heap out at 400 connections without a bound). But a request that
// waits on I/O (the upstream gateway, Redis, a slow client draining a page) leaves the thread
// idle, and then more in flight is more served. So, every adjustment period in which requests
// had to queue, the bound looks at what the thread did:
// - busy for less than `busyShare` of the period: the service time is mostly waiting, so more may
//   run at once (the bound grows by a quarter);
// - busier: CPU is the bottleneck, so fewer run at once (the bound shrinks by a tenth, never
//   below `minLimit`), and those queued are ordered by the queue (fair, deadline-aware) instead.
// Periods without a queue change nothing: an idle server keeps the bound it had.
// The drain rate (requests finished per second while requests queued) is what tells whether a
// queued request can still be answered in time (index.mjs).

export class ConcurrencyLimit {
  /**
   * @param {{ initialLimit: number, minLimit: number, maxLimit: number, busyShare: number }} options
   */
  constructor(options) {
    this.options = options;
    this.limit = options.initialLimit;
    /** Requests finished per second while requests queued (smoothed); 0 until first measured. */
    this.drainPerSecond = 0;
  }

  /**
   * One adjustment period's facts.
   * @param {{ queued: boolean, busyShare: number, finished: number, periodMs: number }} period
   *   whether requests waited in the period, the event loop's utilization over it (0–1), and how
   *   many requests finished in it
   */
  observe({ queued, busyShare, finished, periodMs }) {
    if (!queued || periodMs <= 0) return;
    const { minLimit, maxLimit } = this.options;
    const rate = (finished * 1000) / periodMs;
    this.drainPerSecond = this.drainPerSecond === 0 ? rate : this.drainPerSecond * 0.7 + rate * 0.3;
    this.limit =
      busyShare < this.options.busyShare
        ? Math.min(maxLimit, this.limit + Math.max(1, Math.round(this.limit / 4)))
        : Math.max(minLimit, this.limit - Math.max(1, Math.round(this.limit / 10)));
  }

  /** How long `queued` requests take to drain at the measured rate; 0 while it is unknown. */
  drainMs(queued) {
    return this.drainPerSecond > 0 ? (queued * 1000) / this.drainPerSecond : 0;
  }
}
