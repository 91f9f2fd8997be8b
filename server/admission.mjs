// Admission control: how much work server.mjs lets in at once. The bound is not a fixed count:
// it follows the event loop's delay (how late a timer fires), which grows with the work queued
// on the loop — CPU the server does not have. While the loop keeps up, the bound grows (by one
// per sample, when it is reached); while it lags, the bound shrinks (by a tenth per sample). A
// request over the bound is refused at once (503, Retry-After) instead of waiting in a queue
// nobody can see. Requests of already-started sessions may use all of it, new work (a first page
// render) only part, and health checks are never refused.
import { performance } from 'node:perf_hooks';

/**
 * Where the app registers its check of an already-started session (a session cookie or Bearer
 * token this process has opened or verified): `(cookie, authorization) => boolean`.
 */
export const STARTED_SESSION_CHECK = Symbol.for('rx-price-finder.started-session');

export const DEFAULT_ADMISSION = {
  /** Sampling period of the event loop's delay. */
  sampleIntervalMs: 20,
  /** The delay the bound steers to. */
  targetDelayMs: 40,
  /** The bound never falls below this (a busy server still serves) nor rises above the max. */
  minLimit: 4,
  maxLimit: 512,
  initialLimit: 64,
  /** The part of the bound new work may fill; the rest is kept for started sessions. */
  newWorkShare: 0.5,
  /** How much of the previous smoothed delay survives a sample (a lag spike fades, not vanishes). */
  delayDecay: 0.7,
  retryAfterSeconds: 2,
};

/** @typedef {'health' | 'session' | 'new'} AdmissionKind */

export class AdmissionControl {
  /** @param {Partial<typeof DEFAULT_ADMISSION>} options */
  constructor(options = {}) {
    this.options = { ...DEFAULT_ADMISSION, ...options };
    this.limit = this.options.initialLimit;
    this.inFlight = 0;
    /** The smoothed event-loop delay, in ms. */
    this.delayMs = 0;
    this.refusedSinceSample = false;
    this.timer = undefined;
  }

  /**
   * Takes one event-loop delay sample (ms) and moves the bound: down while the loop lags, up
   * while it keeps up and the bound was reached (else an idle server would grow it without end).
   */
  observeDelay(sampleMs) {
    const { targetDelayMs, minLimit, maxLimit, delayDecay } = this.options;
    this.delayMs = Math.max(sampleMs, this.delayMs * delayDecay);
    if (this.delayMs > targetDelayMs) {
      this.limit = Math.max(minLimit, this.limit * 0.9);
    } else if (this.refusedSinceSample || this.inFlight >= this.limit * 0.8) {
      this.limit = Math.min(maxLimit, this.limit + 1);
    }
    this.refusedSinceSample = false;
  }

  /**
   * Whether a request of this kind may start now; an admitted request (not a health check) is
   * in flight until `release()`.
   * @param {AdmissionKind} kind
   */
  tryAdmit(kind) {
    if (kind === 'health') return true;
    const bound = kind === 'session' ? this.limit : this.limit * this.options.newWorkShare;
    if (this.inFlight >= bound) {
      this.refusedSinceSample = true;
      return false;
    }
    this.inFlight += 1;
    return true;
  }

  release() {
    this.inFlight -= 1;
  }

  get retryAfterSeconds() {
    return this.options.retryAfterSeconds;
  }

  /** Samples the event loop's delay: how late a timer of `sampleIntervalMs` fires. */
  start() {
    const { sampleIntervalMs } = this.options;
    let expectedAtMs = performance.now() + sampleIntervalMs;
    this.timer = setInterval(() => {
      const nowMs = performance.now();
      this.observeDelay(Math.max(0, nowMs - expectedAtMs));
      expectedAtMs = nowMs + sampleIntervalMs;
    }, sampleIntervalMs);
    this.timer.unref();
    return this;
  }

  stop() {
    clearInterval(this.timer);
  }
}
