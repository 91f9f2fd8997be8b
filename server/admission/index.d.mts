import type { ConcurrencyLimit } from './concurrency-limit.mjs';

export type AdmissionKind = 'free' | 'api' | 'page' | 'prefetch';
export type RefusalReason = 'deadline' | 'max-wait' | 'queue-full';

export interface Refusal {
  reason: RefusalReason;
  kind: AdmissionKind;
  retryAfterSeconds: number;
  waitedMs: number;
}

export interface AdmissionRequest {
  kind: AdmissionKind;
  client: string;
  start: () => void;
  refuse: (refusal: Refusal) => void;
}

export interface AdmissionOptions {
  initialLimit: number;
  minLimit: number;
  maxLimit: number;
  busyShare: number;
  maxRendersInFlight: number;
  deadlineMs: { api: number; page: number; prefetch: number };
  drainGraceMs: number;
  maxWaitMs: number;
  lifoAfterShare: number;
  maxQueued: number;
  tickMs: number;
  adjustEveryMs: number;
}

/** Queue waits of started requests of one kind: cumulative counts per WAIT_BUCKETS_SECONDS bound. */
export interface WaitHistogram {
  counts: number[];
  count: number;
  sumSeconds: number;
}

export interface AdmissionStats {
  limit: number;
  inFlight: number;
  rendersInFlight: number;
  queued: number;
  drainPerSecond: number;
  admitted: Record<string, number>;
  /** Refusals by `${kind}:${reason}`. */
  refused: Record<string, number>;
  cancelled: number;
  waits: Record<string, WaitHistogram>;
}

export declare const ADMISSION_STATS: unique symbol;
export declare const DEFAULT_ADMISSION: AdmissionOptions;
export declare const WAIT_BUCKETS_SECONDS: number[];

export declare class AdmissionControl {
  constructor(
    options?: Partial<AdmissionOptions>,
    clock?: {
      now?: () => number;
      busyShareSince?: () => number;
      defer?: (run: () => void) => void;
    },
  );
  readonly options: AdmissionOptions;
  readonly limit: number;
  readonly inFlight: number;
  readonly rendersInFlight: number;
  readonly queue: { readonly size: number };
  /** The adaptive bound on requests in flight, and the queue's drain rate. */
  readonly bound: ConcurrencyLimit;
  onRefusal: ((refusal: Refusal) => void) | undefined;
  /** Starts, queues or refuses the request; returns `done` for when it is answered or abandoned. */
  admit(request: AdmissionRequest): () => void;
  tick(): void;
  retryAfterSeconds(): number;
  stats(): AdmissionStats;
  start(): this;
  stop(): void;
}
