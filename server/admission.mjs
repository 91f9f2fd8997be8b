// Admission control: how much work server.mjs lets in at once, steered by the event loop's delay
// (how late a timer fires). Node runs every request on one thread: work the CPU cannot keep up
// with does not wait in a visible queue, it stretches every loop turn, so every request waits
// longer, the ones already admitted included. So a bound on the requests in flight grows (by one
// per sample, when it is reached) while the loop keeps up with the target delay, and shrinks (by
// a tenth per sample) while it lags — not a fixed count:
// - requests of already-started sessions may fill the bound;
// - new work (a page render for a visitor without a session) a part of it beside them, and while
//   the loop lags badly only one at a time — never none, so new visitors are not shut out;
// - health checks and a page's own built files (/_next/static/) are always let in and not
//   counted: a file costs no render, and a page rendered already but refused one of its script
//   chunks never works (the first visitor of a freshly started server lost two chunks so).
// Whatever is not let in is refused at once (503, Retry-After), never queued.
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
  /** Above this delay new work starts only when none is in flight. */
  newWorkMaxDelayMs: 500,
  /** The bound never falls below this (a busy server still serves) nor rises above the max. */
  minLimit: 4,
  maxLimit: 512,
  /** Low, so a cold server facing a crowd starts small and grows as its event loop keeps up. */
  initialLimit: 8,
  /** New work may have this part of the bound in flight, beside the started sessions' bound. */
  newWorkShare: 0.5,
  /** How much of the previous smoothed delay survives a sample (a lag spike fades, not vanishes). */
  delayDecay: 0.7,
  retryAfterSeconds: 2,
};

/** @typedef {'health' | 'asset' | 'session' | 'new'} AdmissionKind */

/** Kinds that are always let in and never hold a place in the bound. */
const ALWAYS_ADMITTED = new Set(['health', 'asset']);

/**
 * Whether an admitted request of this kind holds a place until `release()`.
 * @param {AdmissionKind} kind
 */
export const holdsPlace = (kind) => !ALWAYS_ADMITTED.has(kind);

export class AdmissionControl {
  /** @param {Partial<typeof DEFAULT_ADMISSION>} options */
  constructor(options = {}) {
    this.options = { ...DEFAULT_ADMISSION, ...options };
    this.limit = this.options.initialLimit;
    /** Admitted requests not yet answered, by kind (health checks are not counted). */
    this.inFlight = { session: 0, new: 0 };
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
    } else if (this.refusedSinceSample || this.totalInFlight >= this.limit * 0.8) {
      this.limit = Math.min(maxLimit, this.limit + 1);
    }
    this.refusedSinceSample = false;
  }

  /**
   * Whether a request of this kind may start now; an admitted request that `holdsPlace` is in
   * flight until `release()`.
   * @param {AdmissionKind} kind
   */
  tryAdmit(kind) {
    if (!holdsPlace(kind)) return true;
    const { newWorkShare, newWorkMaxDelayMs } = this.options;
    const admits =
      kind === 'session'
        ? this.inFlight.session < this.limit
        : this.inFlight.new === 0 ||
          (this.delayMs <= newWorkMaxDelayMs && this.inFlight.new < this.limit * newWorkShare);
    if (!admits) {
      this.refusedSinceSample = true;
      return false;
    }
    this.inFlight[kind] += 1;
    return true;
  }

  /** @param {'session' | 'new'} kind an admitted request's kind, once it is answered */
  release(kind) {
    this.inFlight[kind] -= 1;
  }

  get totalInFlight() {
    return this.inFlight.session + this.inFlight.new;
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
