export interface ConcurrencyLimitOptions {
  initialLimit: number;
  minLimit: number;
  maxLimit: number;
  busyShare: number;
}

export declare class ConcurrencyLimit {
  constructor(options: ConcurrencyLimitOptions);
  readonly options: ConcurrencyLimitOptions;
  limit: number;
  drainPerSecond: number;
  observe(period: { queued: boolean; busyShare: number; finished: number; periodMs: number }): void;
  drainMs(queued: number): number;
}
