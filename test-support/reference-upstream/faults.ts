import { z } from 'zod';

const flag = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false|1|0)$/i, 'must be true, false, 1 or 0')
    .transform((v) => /^(true|1)$/i.test(v)),
]);

/**
 * The reference upstream's fault switches. Each server instance has its own (tests set them on
 * the instance); manual runs set them by environment, flags or the loopback admin endpoint.
 * Status and body faults hit the data endpoints (FindDrugs, Autocomplete); latency hits all;
 * unpricedShare changes FindDrugs answers.
 */
export const faultsSchema = z.object({
  /** Added before every answer. */
  latencyMs: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Share (0–1) of data calls answered with `errorStatus` and a proxy's HTML page. */
  errorRate: z.coerce.number().min(0).max(1).default(0),
  errorStatus: z.coerce.number().int().min(500).max(599).default(503),
  /** The next N data calls fail with `errorStatus` (deterministic, for tests). */
  failNext: z.coerce.number().int().min(0).default(0),
  /** Data answers are not valid JSON. */
  malformedJson: flag.default(false),
  /** Data answers stop half-way: the connection closes before the declared length. */
  truncateBodies: flag.default(false),
  /** The next N data calls answer 401 as if the access token had expired. */
  unauthorizedNext: z.coerce.number().int().min(0).default(0),
  /**
   * Share (0–1) of pharmacy-and-NDC pairs priced "not available" (99999), as an engine with gaps
   * in its price files; the same pairs every time (a stable hash picks them).
   */
  unpricedShare: z.coerce.number().min(0).max(1).default(0),
});

export type Faults = z.infer<typeof faultsSchema>;

/** Fault switch ↔ environment variable ↔ command-line flag, for manual runs. */
export const FAULT_SETTINGS: ReadonlyArray<{ key: keyof Faults; env: string; flag: string }> = [
  { key: 'latencyMs', env: 'REFERENCE_UPSTREAM_LATENCY_MS', flag: 'latency-ms' },
  { key: 'errorRate', env: 'REFERENCE_UPSTREAM_ERROR_RATE', flag: 'error-rate' },
  { key: 'errorStatus', env: 'REFERENCE_UPSTREAM_ERROR_STATUS', flag: 'error-status' },
  { key: 'malformedJson', env: 'REFERENCE_UPSTREAM_MALFORMED_JSON', flag: 'malformed-json' },
  { key: 'truncateBodies', env: 'REFERENCE_UPSTREAM_TRUNCATE_BODIES', flag: 'truncate-bodies' },
  { key: 'unpricedShare', env: 'REFERENCE_UPSTREAM_UNPRICED_SHARE', flag: 'unpriced-share' },
];

/** Every switch off. */
export const noFaults = (): Faults => faultsSchema.parse({});

/** The data-call fault to act on now, consuming one-shot counters. */
export function nextDataFault(
  faults: Faults,
  random: () => number,
): 'unauthorized' | 'error' | null {
  if (faults.unauthorizedNext > 0) {
    faults.unauthorizedNext -= 1;
    return 'unauthorized';
  }
  if (faults.failNext > 0) {
    faults.failNext -= 1;
    return 'error';
  }
  return faults.errorRate > 0 && random() < faults.errorRate ? 'error' : null;
}

/** Calls received per endpoint (before faults), for tests to count upstream traffic. */
export interface CallCounts {
  login: number;
  refresh: number;
  findDrugs: number;
  autocomplete: number;
}
