export declare const STARTED_SESSION_CHECK: symbol;

/** The check the app registers under STARTED_SESSION_CHECK. */
export type StartedSessionCheck = (
  cookie: string | undefined,
  authorization: string | undefined,
) => boolean;

export declare const DEFAULT_ADMISSION: {
  sampleIntervalMs: number;
  targetDelayMs: number;
  newWorkMaxDelayMs: number;
  minLimit: number;
  maxLimit: number;
  initialLimit: number;
  newWorkShare: number;
  delayDecay: number;
  retryAfterSeconds: number;
};

export type AdmissionKind = 'health' | 'asset' | 'session' | 'new';

/** Whether an admitted request of this kind holds a place until `release()`. */
export declare function holdsPlace(kind: AdmissionKind): kind is 'session' | 'new';

export declare class AdmissionControl {
  constructor(options?: Partial<typeof DEFAULT_ADMISSION>);
  limit: number;
  inFlight: { session: number; new: number };
  readonly totalInFlight: number;
  delayMs: number;
  observeDelay(sampleMs: number): void;
  tryAdmit(kind: AdmissionKind): boolean;
  release(kind: 'session' | 'new'): void;
  readonly retryAfterSeconds: number;
  start(): this;
  stop(): void;
}
